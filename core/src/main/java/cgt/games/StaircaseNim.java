package cgt.games;

import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Staircase Nim: coins lie on stairs 1..n; a move carries any positive number of coins from one stair k ≥ 2
 * down to stair k - 1. Coins on stair 1 can no longer move. The whole staircase is one game.
 *
 * <p>Its Grundy value is the nim-sum of the coins on the even stairs 2, 4, 6, ...: a move either takes
 * coins off an even stair (as in Nim) or adds coins to one (from the odd stair above), so every move changes
 * exactly one of these Nim heaps, and all smaller nim-sums are reachable by Nim moves alone. Coins on odd
 * stairs do not matter: moving them down can always be undone by carrying the same coins on down.
 */
public final class StaircaseNim implements ImpartialGame<StaircaseNim.Stairs> {

    /** The most coins accepted on one stair. */
    public static final long MAX_COINS = 1L << 62;
    /** The most stairs accepted. */
    public static final int MAX_STAIRS = 100_000;

    /** Staircase Nim (the catalog makes a new game for each caller). */
    public StaircaseNim() {
    }

    /** Coins on stairs 1..n (index 0 is stair 1). */
    public record Stairs(List<Long> coins) {
        public Stairs {
            coins = List.copyOf(coins);
        }

        long on(int stair) {
            return coins.get(stair - 1);
        }

        Stairs move(int fromStair, long count) {
            List<Long> c = new ArrayList<>(coins);
            c.set(fromStair - 1, c.get(fromStair - 1) - count);
            c.set(fromStair - 2, c.get(fromStair - 2) + count);
            return new Stairs(c);
        }
    }

    @Override
    public String name() {
        return "staircase";
    }

    @Override
    public String rules() {
        return "staircase Nim: move any number of coins from a stair k >= 2 down to stair k-1; coins on stair 1"
                + " are out of play";
    }

    @Override
    public String syntax() {
        return "coins on stairs 1, 2, 3, ... in order, one number per argument: 3 0 5 2";
    }

    @Override
    public List<Stairs> parsePosition(List<String> args) {
        // Stairs are counted by position, so a field left out would shift every stair after it: an empty
        // argument or an empty field between commas ('' 15, ,15, 3,,4) is refused, never skipped.
        List<String> numbers = new ArrayList<>();
        for (String a : args) {
            String[] fields = a.strip().split("\\s*,\\s*|\\s+", -1);
            for (String field : fields) {
                if (field.isEmpty()) {
                    throw new BadInputException("coins on stair " + (numbers.size() + 1) + " are missing (an empty"
                            + " argument or an empty field between commas in '" + a + "'): write one number per"
                            + " stair, e.g. staircase 3 0 5 2");
                }
                numbers.add(field);
            }
        }
        if (numbers.isEmpty()) {
            throw new BadInputException("no stairs given: write the coins on stairs 1, 2, 3, ..., e.g. staircase 3 0 5 2");
        }
        if (numbers.size() > MAX_STAIRS) {
            throw new BadInputException("too many stairs: at most " + MAX_STAIRS);
        }
        List<Long> coins = new ArrayList<>();
        for (int i = 0; i < numbers.size(); i++) {
            coins.add(Inputs.nonNegative("coins on stair " + (i + 1), numbers.get(i), MAX_COINS));
        }
        return List.of(new Stairs(coins));
    }

    @Override
    public String formatComponent(Stairs s) {
        StringBuilder b = new StringBuilder();
        for (Long c : s.coins()) {
            b.append(b.length() == 0 ? "" : " ").append(c);
        }
        return b.toString();
    }

    @Override
    public Comparator<Stairs> order() {
        return Comparator.comparing(Stairs::toString);
    }

    @Override
    public long grundy(Stairs s) {
        long g = 0;
        for (int stair = 2; stair <= s.coins().size(); stair += 2) {
            g ^= s.on(stair);
        }
        return g;
    }

    @Override
    public Optional<String> valueRule(Stairs s) {
        StringBuilder b = new StringBuilder("the coins on the even stairs act as Nim heaps, so the value is their nim-sum:");
        long g = 0;
        for (int stair = 2; stair <= s.coins().size(); stair += 2) {
            b.append(stair == 2 ? " " : " ⊕ ").append(s.on(stair)).append(" (stair ").append(stair).append(')');
            g ^= s.on(stair);
        }
        if (s.coins().size() < 2) {
            b.append(" there are none");
        }
        return Optional.of(b.append(" = ").append(g).toString());
    }

    @Override
    public List<Stairs> moves(Stairs s) {
        long total = 0;
        for (int k = 2; k <= s.coins().size(); k++) {
            total += s.on(k);
        }
        if (total > HeapGame.MAX_LISTED_MOVES) {
            throw new TooBigException("this staircase has " + total + " moves, more than the "
                    + HeapGame.MAX_LISTED_MOVES + " that are listed", "tooBig.staircase",
                    List.of(total, HeapGame.MAX_LISTED_MOVES));
        }
        List<Stairs> result = new ArrayList<>();
        for (int k = 2; k <= s.coins().size(); k++) {
            for (long c = 1; c <= s.on(k); c++) {
                result.add(s.move(k, c));
            }
        }
        return result;
    }

    /**
     * The moves to value v solve a Nim equation on the even stairs: take coins off an even stair k down to
     * the needed count, or carry coins from the odd stair k + 1 onto it up to the needed count.
     */
    @Override
    public List<List<Stairs>> optionsWithValue(Stairs s, long value) {
        long x = grundy(s);
        List<List<Stairs>> result = new ArrayList<>();
        for (int k = 2; k <= s.coins().size(); k += 2) {
            long need = s.on(k) ^ x ^ value;
            if (need < s.on(k)) {
                result.add(List.of(s.move(k, s.on(k) - need)));
            } else if (need > s.on(k) && k + 1 <= s.coins().size() && s.on(k + 1) >= need - s.on(k)) {
                result.add(List.of(s.move(k + 1, need - s.on(k))));
            }
        }
        return result;
    }
}

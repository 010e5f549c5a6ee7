package cgt.games;

import cgt.impartial.GrundySolver;
import cgt.input.BadInputException;
import cgt.task.Budget;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Fair Shares and Varied Pairs (Winning Ways, ch. 12 "Games Eternal - Games Entailed"): coins lie in heaps; a
 * move divides one heap into two or more equal heaps, or unites two heaps of different sizes. Uniting undoes
 * dividing, so play can go round in circles: the game has cycles, and some positions are draws. Whoever cannot
 * move (every heap a single coin) loses.
 *
 * <p>A component is one game's heaps (the number of coins never changes, so its positions are the partitions
 * of that number); several arguments are a sum of separate games. Positions whose play always ends get ordinary
 * Grundy values; for the others the analysis uses retrograde analysis and Smith's generalized values.
 */
public final class FairShares implements ImpartialGame<FairShares.Heaps> {

    /** The most coins one game may hold: its positions are the partitions of that many (37,338 for 40). */
    public static final int MAX_COINS = 40;

    /** Fair Shares and Varied Pairs (the catalog makes a new game for each caller). */
    public FairShares() {
    }

    /** One game's heaps, sizes at least 1, in increasing order. */
    public record Heaps(List<Integer> sizes) {
        public Heaps {
            List<Integer> s = new ArrayList<>(sizes);
            s.sort(Comparator.naturalOrder());
            sizes = List.copyOf(s);
        }
    }

    private final GrundySolver<Heaps> solver = new GrundySolver<>(this, Budget.DEFAULT.positions().grundy());

    @Override
    public String name() {
        return "fair-shares";
    }

    @Override
    public String rules() {
        return "Fair Shares and Varied Pairs (Winning Ways, ch. 12): divide a heap into two or more equal heaps,"
                + " or unite two heaps of different sizes; play may cycle, so positions may be draws";
    }

    @Override
    public String syntax() {
        return "one game's heap sizes joined by commas, at most " + MAX_COINS + " coins: 1,2,3,4 (several"
                + " arguments are a sum of games)";
    }

    @Override
    public List<Heaps> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given for fair-shares: expected " + syntax());
        }
        List<Heaps> position = new ArrayList<>();
        for (String a : args) {
            position.add(parseHeaps(a));
        }
        return position;
    }

    private static Heaps parseHeaps(String text) {
        List<Integer> sizes = new ArrayList<>();
        long coins = 0;
        for (String s : text.split(",", -1)) {
            String t = s.strip();
            if (!t.matches("[0-9]{1,9}") || Integer.parseInt(t) < 1) {
                throw new BadInputException("fair-shares: '" + text + "' is not a list of heap sizes: expected"
                        + " sizes of at least 1 joined by commas, such as 1,2,3,4");
            }
            sizes.add(Integer.parseInt(t));
            coins += Integer.parseInt(t);
            if (coins > MAX_COINS) {
                throw new BadInputException("fair-shares: '" + text + "' has more than " + MAX_COINS + " coins; one"
                        + " game holds at most " + MAX_COINS + " (its positions are every way of splitting them)");
            }
        }
        return new Heaps(sizes);
    }

    @Override
    public String formatComponent(Heaps h) {
        StringBuilder b = new StringBuilder();
        for (int s : h.sizes()) {
            b.append(b.length() == 0 ? "" : ",").append(s);
        }
        return b.toString();
    }

    /** Divisions first (each heap's, by each number of parts), then unions of two different sizes. */
    @Override
    public List<Heaps> moves(Heaps h) {
        List<Integer> s = h.sizes();
        List<Heaps> result = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            int size = s.get(i);
            if (i > 0 && s.get(i - 1) == size) {
                continue; // equal heaps divide alike
            }
            for (int parts = 2; parts <= size; parts++) {
                if (size % parts == 0) {
                    List<Integer> next = new ArrayList<>(s);
                    next.remove(i);
                    for (int p = 0; p < parts; p++) {
                        next.add(size / parts);
                    }
                    result.add(new Heaps(next));
                }
            }
        }
        for (int i = 0; i < s.size(); i++) {
            for (int j = i + 1; j < s.size(); j++) {
                boolean firstOfPair = (i == 0 || !s.get(i - 1).equals(s.get(i)))
                        && (j == i + 1 || !s.get(j - 1).equals(s.get(j)));
                if (s.get(i) < s.get(j) && firstOfPair) {
                    List<Integer> next = new ArrayList<>(s);
                    next.remove(j);
                    next.remove(i);
                    next.add(s.get(i) + s.get(j));
                    result.add(new Heaps(next));
                }
            }
        }
        return result;
    }

    /** The heaps as one number ({@link SizesKey}: at most 40 coins, so every game's code fits). */
    @Override
    public long packedKey(Heaps h) {
        return SizesKey.of(h.sizes());
    }

    /**
     * The Grundy value, for a position from which play always ends.
     *
     * @throws cgt.impartial.CyclicGameException when play can return to a position (the analysis then uses
     *     Smith's generalized values)
     */
    @Override
    public long grundy(Heaps h) {
        return grundy(h, Budget.DEFAULT);
    }

    /** The value by the recursion, solving at most the budget's {@link Budget.Positions#grundy()} positions. */
    @Override
    public synchronized long grundy(Heaps h, Budget budget) {
        return solver.grundy(h, budget.positions().grundy());
    }

    @Override
    public Comparator<Heaps> order() {
        return Comparator.comparing(Heaps::sizes, (a, b) -> {
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                int c = Integer.compare(a.get(i), b.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(a.size(), b.size());
        });
    }
}

package cgt.catalog;

import cgt.games.Chomp;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.MisereRule;
import cgt.games.OneFromEach;
import cgt.games.StaircaseNim;
import cgt.games.Wythoff;
import cgt.heap.HeapRules;
import cgt.heap.Subtraction;
import cgt.heap.TakeAndBreak;
import cgt.heap.huge.HugeHeapMoves;
import cgt.impartial.MisereNim;
import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The games a user can name: the built-ins, and the families written with parameters (subtraction sets,
 * all-but sets, take-and-break codes). Every lookup returns a new game object, so that callers on different
 * threads never share a game's caches.
 */
public final class Catalog {

    /** A family of games written with parameters, for listings. */
    public record Family(String pattern, String rules, String example) {
    }

    private static final Map<String, Supplier<Game>> BUILT_INS = new LinkedHashMap<>();

    static {
        BUILT_INS.put("nim", Catalog::nim);
        BUILT_INS.put("mark", () -> HeapGame.of("mark",
                "Fraenkel's MARK: from a heap of n >= 1, move to n-1 or to floor(n/2)", HeapRules.MARK));
        BUILT_INS.put("upto-half", () -> HeapGame.of("upto-half",
                "take between 1 and floor(n/2) tokens from a heap of n", HeapRules.UPTO_HALF));
        BUILT_INS.put("lasker", () -> HeapGame.withFormula("lasker",
                "Lasker's Nim: take any number from a heap, or split a heap into two non-empty heaps",
                HeapRules.LASKER, Catalog::laskerValue)
                // Moves of a huge heap: any smaller heap (the one of value v is v - 1, v or v + 1), or a split.
                .withMoveFamilies(new HugeHeapMoves.Families(new int[0], new int[] {0}, true,
                        v -> new long[] {v - 1, v, v + 1}))
                .withKnownPeriod(new HeapGame.KnownPeriod(4, 1, 4, "by the theorem g(4k+1) = 4k+1, g(4k+2) = 4k+2,"
                        + " g(4k+3) = 4k+4, g(4k+4) = 4k+3 for every k >= 0 (Winning Ways, ch. 4)")));
        BUILT_INS.put("lasker-unequal", () -> HeapGame.of("lasker-unequal",
                "take any number from a heap, or split a heap into two unequal non-empty heaps",
                HeapRules.LASKER_UNEQUAL));
        BUILT_INS.put("grundy", () -> HeapGame.of("grundy",
                "Grundy's game: split a heap into two unequal non-empty heaps", HeapRules.GRUNDY));
        BUILT_INS.put("poolitaja", () -> HeapGame.withFormula("poolitaja",
                "a heap of 2k splits into k,k; a heap of 2k+1 (k >= 1) into k,k+1 or into 1,k,k",
                HeapRules.POOLITAJA, Catalog::poolitajaValue));
        BUILT_INS.put("kayles", () -> code("kayles", "0.77",
                "Kayles: knock down one pin or two adjacent pins from a row; a row may break in two"));
        BUILT_INS.put("dawsons-kayles", () -> code("dawsons-kayles", "0.07",
                "Dawson's Kayles: knock down two adjacent pins from a row; a row may break in two"));
        BUILT_INS.put("dawsons-chess", () -> code("dawsons-chess", "0.137",
                "Dawson's chess as a heap game: take 1 from a heap of 1, 2 from the end of a heap, or 3 from a heap,"
                        + " possibly splitting it"));
        BUILT_INS.put("treblecross", () -> code("treblecross", "0.007",
                "Treblecross (one-dimensional tic-tac-toe, all crosses) as a heap game: remove 3 from a heap,"
                        + " leaving zero, one or two heaps"));
        BUILT_INS.put("wythoff", Wythoff::new);
        BUILT_INS.put("chomp", Chomp::new);
        BUILT_INS.put("staircase", StaircaseNim::new);
        BUILT_INS.put("one-from-each", OneFromEach::new);
        BUILT_INS.put("domineering", cgt.games.partizan.Domineering::new);
        BUILT_INS.put("clobber", cgt.games.partizan.Clobber::new);
        BUILT_INS.put("toads-frogs", cgt.games.partizan.ToadsAndFrogs::new);
        BUILT_INS.put("hackenbush", cgt.games.partizan.Hackenbush::new);
        BUILT_INS.put("cutcake", cgt.games.partizan.Cutcake::new);
    }

    private Catalog() {
    }

    /** The families of games written with parameters. */
    public static List<Family> families() {
        return List.of(
                new Family("subtraction:S", "take s tokens from a heap, for s in the finite set S", "subtraction:1,3,4"),
                new Family("allbut:S", "take any positive number of tokens except those in the finite set S",
                        "allbut:2,5"),
                new Family("0.d1d2d3...", "take-and-break code: digit dk says what may remain after removing k tokens"
                        + " (1: nothing, 2: one heap, 4: two heaps, 8: three); 4. allows splitting without removing;"
                        + " a bracketed tail repeats", "0.137, 4.07, 0.[3]"));
    }

    /** A new instance of every built-in game, in display order. */
    public static List<Game> builtIns() {
        List<Game> games = new ArrayList<>();
        for (Supplier<Game> s : BUILT_INS.values()) {
            games.add(s.get());
        }
        return games;
    }

    /**
     * The game a user named: a built-in name, {@code subtraction:S}, {@code allbut:S}, or a take-and-break
     * code.
     *
     * @throws BadInputException naming the unknown game and what is accepted
     */
    public static Game find(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        Supplier<Game> builtIn = BUILT_INS.get(n);
        if (builtIn != null) {
            return builtIn.get();
        }
        if (n.startsWith("subtraction:") || n.startsWith("allbut:")) {
            boolean allBut = n.startsWith("allbut:");
            Subtraction rule = Subtraction.parse(n.substring(n.indexOf(':') + 1), allBut);
            String rules = allBut ? "take any positive number of tokens except " + listOf(rule.elements())
                    : "take " + listOf(rule.elements()) + " tokens from a heap";
            return HeapGame.of(rule.toString(), rules, rule);
        }
        if (TakeAndBreak.looksLikeCode(n)) {
            TakeAndBreak rule = TakeAndBreak.parse(n);
            return HeapGame.of(rule.code(), "take-and-break game " + rule.code(), rule);
        }
        throw new BadInputException("unknown game '" + name + "': expected one of " + String.join(", ", BUILT_INS.keySet())
                + ", subtraction:S (e.g. subtraction:1,3,4), allbut:S, or a take-and-break code such as 0.137"
                + " (cgt games lists them all)");
    }

    /** The names of the built-in games. */
    public static List<String> builtInNames() {
        return List.copyOf(BUILT_INS.keySet());
    }

    private static HeapGame code(String name, String code, String rules) {
        return HeapGame.of(name, rules + " (octal " + code + ")", TakeAndBreak.parse(code));
    }

    private static HeapGame nim() {
        return HeapGame.withFormula("nim", "take any number of tokens from one heap", HeapRules.NIM, n -> n)
                .withValueInverse((heap, value) -> value < heap ? List.of(List.of(value)) : List.of())
                .withMisereRule(new MisereNimRule())
                .withValueRule(n -> "a Nim heap's value is its size: its options are all the smaller heaps, whose"
                        + " values are all the smaller numbers");
    }

    static long laskerValue(long n) {
        return switch ((int) (n % 4)) {
            case 3 -> n + 1;
            case 0 -> n == 0 ? 0 : n - 1;
            default -> n;
        };
    }

    static long poolitajaValue(long n) {
        return n < 4 ? new long[] {0, 0, 1, 2}[(int) n] : 1;
    }

    private static String listOf(int[] values) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            b.append(i == 0 ? "" : i == values.length - 1 ? " or " : ", ").append(values[i]);
        }
        return b.length() == 0 ? "nothing" : b.toString();
    }

    /** Misère Nim through {@link MisereNim}. */
    private static final class MisereNimRule implements MisereRule<Long> {
        @Override
        public boolean isP(List<Long> position) {
            return MisereNim.isP(toArray(position));
        }

        @Override
        public List<Change<Long>> winningChanges(List<Long> position) {
            List<Change<Long>> changes = new ArrayList<>();
            for (long[] c : MisereNim.winningChanges(toArray(position))) {
                changes.add(new Change<>((int) c[0], List.of(c[1])));
            }
            return changes;
        }

        @Override
        public List<List<Long>> winningMoves(List<Long> position) {
            List<List<Long>> moves = new ArrayList<>();
            for (long[] m : MisereNim.winningMoves(toArray(position))) {
                List<Long> l = new ArrayList<>();
                for (long h : m) {
                    l.add(h);
                }
                moves.add(l);
            }
            return moves;
        }

        @Override
        public List<String> explain(List<Long> position) {
            long[] heaps = toArray(position);
            long nimSum = 0;
            long big = 0;
            for (long h : heaps) {
                nimSum ^= h;
                big += h >= 2 ? 1 : 0;
            }
            List<String> lines = new ArrayList<>();
            lines.add("Misère Nim (Bouton's rule): a position is a P-position exactly when");
            lines.add("  some heap has 2 or more tokens and the nim-sum is 0, or");
            lines.add("  every heap has at most 1 token and the nim-sum is 1 (an odd number of single tokens).");
            if (big > 0) {
                lines.add(big + " heap" + (big == 1 ? " has" : "s have") + " 2 or more tokens and the nim-sum is "
                        + nimSum + ", so this is " + (nimSum == 0 ? "a P-position." : "an N-position."));
                if (nimSum != 0) {
                    lines.add("Play as in normal Nim, unless that would leave only heaps of 0 or 1: then leave an odd"
                            + " number of single tokens instead.");
                }
            } else {
                long ones = java.util.Arrays.stream(heaps).filter(h -> h == 1).count();
                lines.add("Every heap has at most 1 token and there " + (ones == 1 ? "is " : "are ") + ones
                        + " single token" + (ones == 1 ? "" : "s") + ", so this is "
                        + (ones % 2 == 1 ? "a P-position: whoever takes the last token loses."
                                : "an N-position: take one, leaving an odd number."));
            }
            return lines;
        }

        private static long[] toArray(List<Long> position) {
            return position.stream().mapToLong(Long::longValue).toArray();
        }
    }
}

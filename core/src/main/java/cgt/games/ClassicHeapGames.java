package cgt.games;

import cgt.heap.HeapRules;
import cgt.heap.Heaps;
import cgt.heap.Subtraction;
import cgt.heap.TakeAndBreak;
import cgt.heap.huge.HugeHeapMoves;
import cgt.misere.MisereNim;
import cgt.misere.MisereRule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The heap games cgt knows by name, each a new object on every call (so that callers on different threads
 * never share a game's tables), and the heap games written with parameters: subtraction sets, all-but sets
 * and take-and-break codes. The registry ({@code cgt.catalog}) names them; this class says what they are.
 */
public final class ClassicHeapGames {

    private ClassicHeapGames() {
    }

    public static HeapGame nim() {
        return HeapGame.withFormula("nim", "take any number of tokens from one heap", HeapRules.NIM, n -> n)
                .withValueInverse((heap, value) -> value < heap ? List.of(List.of(value)) : List.of())
                .withMisereRule(new MisereNimRule())
                .withValueRule(n -> "a Nim heap's value is its size: its options are all the smaller heaps, whose"
                        + " values are all the smaller numbers");
    }

    public static HeapGame mark() {
        return HeapGame.of("mark", "Fraenkel's MARK: from a heap of n >= 1, move to n-1 or to floor(n/2)",
                HeapRules.MARK);
    }

    public static HeapGame uptoHalf() {
        return HeapGame.of("upto-half", "take between 1 and floor(n/2) tokens from a heap of n", HeapRules.UPTO_HALF);
    }

    public static HeapGame lasker() {
        return HeapGame.withFormula("lasker",
                "Lasker's Nim: take any number from a heap, or split a heap into two non-empty heaps",
                HeapRules.LASKER, ClassicHeapGames::laskerValue)
                // Moves of a huge heap: any smaller heap (the one of value v is v - 1, v or v + 1), or a split.
                .withMoveFamilies(new HugeHeapMoves.Families(new int[0], new int[] {0}, true,
                        v -> new long[] {v - 1, v, v + 1}))
                .withKnownPeriod(new HeapGame.KnownPeriod(4, 1, 4, "by the theorem g(4k+1) = 4k+1, g(4k+2) = 4k+2,"
                        + " g(4k+3) = 4k+4, g(4k+4) = 4k+3 for every k >= 0 (Winning Ways, ch. 4)"));
    }

    public static HeapGame laskerUnequal() {
        return HeapGame.of("lasker-unequal",
                "take any number from a heap, or split a heap into two unequal non-empty heaps",
                HeapRules.LASKER_UNEQUAL);
    }

    public static HeapGame grundy() {
        return HeapGame.of("grundy", "Grundy's game: split a heap into two unequal non-empty heaps", HeapRules.GRUNDY);
    }

    public static HeapGame poolitaja() {
        return HeapGame.withFormula("poolitaja",
                "a heap of 2k splits into k,k; a heap of 2k+1 (k >= 1) into k,k+1 or into 1,k,k",
                HeapRules.POOLITAJA, ClassicHeapGames::poolitajaValue);
    }

    public static HeapGame kayles() {
        return code("kayles", "0.77",
                "Kayles: knock down one pin or two adjacent pins from a row; a row may break in two");
    }

    public static HeapGame dawsonsKayles() {
        return code("dawsons-kayles", "0.07",
                "Dawson's Kayles: knock down two adjacent pins from a row; a row may break in two");
    }

    public static HeapGame dawsonsChess() {
        return code("dawsons-chess", "0.137",
                "Dawson's chess as a heap game: take 1 from a heap of 1, 2 from the end of a heap, or 3 from a heap,"
                        + " possibly splitting it");
    }

    public static HeapGame treblecross() {
        return code("treblecross", "0.007",
                "Treblecross (one-dimensional tic-tac-toe, all crosses) as a heap game: remove 3 from a heap,"
                        + " leaving zero, one or two heaps");
    }

    /**
     * {@code subtraction:S} or {@code allbut:S}: the set S as written after the colon.
     *
     * @throws cgt.input.BadInputException if S is not a set of positive integers
     */
    public static HeapGame subtraction(String set, boolean allBut) {
        Subtraction rule = Subtraction.parse(set, allBut);
        String rules = allBut ? "take any positive number of tokens except " + listOf(rule.elements())
                : "take " + listOf(rule.elements()) + " tokens from a heap";
        return HeapGame.of(rule.toString(), rules, rule);
    }

    /**
     * A take-and-break game by its code ({@code 0.137}).
     *
     * @throws cgt.input.BadInputException if the code is malformed
     */
    public static HeapGame takeAndBreak(String code) {
        TakeAndBreak rule = TakeAndBreak.parse(code);
        return HeapGame.of(rule.code(), "take-and-break game " + rule.code(), rule);
    }

    private static HeapGame code(String name, String code, String rules) {
        return HeapGame.of(name, rules + " (octal " + code + ")", TakeAndBreak.parse(code));
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
    private static final class MisereNimRule implements MisereRule<Heaps> {
        @Override
        public boolean isP(List<Heaps> position) {
            return MisereNim.isP(toArray(position));
        }

        @Override
        public List<Change<Heaps>> winningChanges(List<Heaps> position) {
            List<Change<Heaps>> changes = new ArrayList<>();
            for (long[] c : MisereNim.winningChanges(toArray(position))) {
                changes.add(new Change<>((int) c[0], List.of(Heaps.of(c[1]))));
            }
            return changes;
        }

        @Override
        public List<List<Heaps>> winningMoves(List<Heaps> position) {
            List<List<Heaps>> moves = new ArrayList<>();
            for (long[] m : MisereNim.winningMoves(toArray(position))) {
                List<Heaps> l = new ArrayList<>();
                for (long h : m) {
                    l.add(Heaps.of(h));
                }
                moves.add(l);
            }
            return moves;
        }

        @Override
        public List<MisereRule.Line> explain(List<Heaps> position) {
            long[] heaps = toArray(position);
            long nimSum = 0;
            long big = 0;
            for (long h : heaps) {
                nimSum ^= h;
                big += h >= 2 ? 1 : 0;
            }
            List<MisereRule.Line> lines = new ArrayList<>();
            lines.add(line("Misère Nim (Bouton's rule): a position is a P-position exactly when", "explain.misereNim.rule"));
            lines.add(line("  some heap has 2 or more tokens and the nim-sum is 0, or", "explain.misereNim.big"));
            lines.add(line("  every heap has at most 1 token and the nim-sum is 1 (an odd number of single tokens).",
                    "explain.misereNim.small"));
            if (big > 0) {
                lines.add(line(big + " heap" + (big == 1 ? " has" : "s have") + " 2 or more tokens and the nim-sum is "
                        + nimSum + ", so this is " + (nimSum == 0 ? "a P-position." : "an N-position."),
                        "explain.misereNim.big" + (nimSum == 0 ? "P" : "N"), big, nimSum));
                if (nimSum != 0) {
                    lines.add(line("Play as in normal Nim, unless that would leave only heaps of 0 or 1: then leave an"
                            + " odd number of single tokens instead.", "explain.misereNim.play"));
                }
            } else {
                long ones = Arrays.stream(heaps).filter(h -> h == 1).count();
                lines.add(line("Every heap has at most 1 token and there " + (ones == 1 ? "is " : "are ") + ones
                        + " single token" + (ones == 1 ? "" : "s") + ", so this is "
                        + (ones % 2 == 1 ? "a P-position: whoever takes the last token loses."
                                : "an N-position: take one, leaving an odd number."),
                        "explain.misereNim.ones" + (ones % 2 == 1 ? "P" : "N"), ones));
            }
            return lines;
        }

        private static MisereRule.Line line(String text, String key, Object... args) {
            return new MisereRule.Line(text, key, List.of(args));
        }

        /** The sizes of the position's heaps: each component is one heap, as the position was written. */
        private static long[] toArray(List<Heaps> position) {
            return position.stream().flatMap(h -> h.sizes().stream()).mapToLong(Long::longValue).toArray();
        }
    }
}

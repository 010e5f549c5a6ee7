package cgt.heap;

import cgt.input.BadInputException;
import java.util.Arrays;
import java.util.List;

/**
 * Subtraction games: a move takes s tokens from one heap, for s in a subtraction set. The set is either
 * finite ({@code subtraction:1,3,4}) or all positive numbers except a finite set ({@code allbut:2,5}).
 */
public final class Subtraction implements HeapRule {

    /** The largest element accepted in a set: beyond it a table of values makes no sense. */
    public static final int MAX_ELEMENT = 1 << 24;

    private final int[] set;
    private final boolean allBut;

    private Subtraction(int[] set, boolean allBut) {
        this.set = set;
        this.allBut = allBut;
    }

    /** The game that takes s tokens for any s in the finite set. */
    public static Subtraction of(int... set) {
        int[] s = normalize(set);
        if (s.length == 0) {
            throw new BadInputException("empty subtraction set: give at least one positive number, e.g. subtraction:1,2,3");
        }
        return new Subtraction(s, false);
    }

    /** The game that takes any positive number of tokens except those listed. */
    public static Subtraction allBut(int... excluded) {
        return new Subtraction(normalize(excluded), true);
    }

    /**
     * Parses the list part of {@code subtraction:1,3,4} or {@code allbut:2,5}.
     *
     * @param allBut whether the list is the excluded numbers
     */
    public static Subtraction parse(String list, boolean allBut) {
        String prefix = allBut ? "allbut:" : "subtraction:";
        String form = allBut ? "allbut:2,5 (all positive numbers except 2 and 5)" : "subtraction:1,3,4";
        if (list.isBlank()) {
            if (allBut) {
                return allBut();
            }
            throw new BadInputException("empty subtraction set: expected positive numbers separated by commas, e.g. "
                    + form);
        }
        List<String> parts = Arrays.asList(list.split(",", -1));
        int[] values = new int[parts.size()];
        for (int i = 0; i < values.length; i++) {
            String p = parts.get(i).strip();
            if (p.isEmpty() || !p.chars().allMatch(Character::isDigit)) {
                throw new BadInputException("malformed " + prefix + " set: '" + p + "' is not a positive number;"
                        + " expected positive numbers separated by commas, e.g. " + form);
            }
            long v = p.length() > 9 ? Long.MAX_VALUE : Long.parseLong(p);
            if (v == 0) {
                throw new BadInputException("subtraction set contains 0: a move must take at least one token; e.g. "
                        + form);
            }
            if (v > MAX_ELEMENT) {
                throw new BadInputException("subtraction set element " + p + " is too large: at most " + MAX_ELEMENT);
            }
            values[i] = (int) v;
        }
        return allBut ? allBut(values) : of(values);
    }

    private static int[] normalize(int[] set) {
        for (int s : set) {
            if (s <= 0) {
                throw new BadInputException("subtraction set element " + s + " is not positive");
            }
        }
        return Arrays.stream(set).distinct().sorted().toArray();
    }

    /** Whether this is an all-but set. */
    public boolean isAllBut() {
        return allBut;
    }

    /** The elements of a finite set, or the excluded numbers of an all-but set, ascending. */
    public int[] elements() {
        return set.clone();
    }

    /** Whether s tokens may be taken. */
    public boolean allows(int s) {
        boolean listed = Arrays.binarySearch(set, s) >= 0;
        return s > 0 && (allBut != listed);
    }

    /** A subtraction leaves the one heap it took from (or none). */
    @Override
    public int mostHeapsLeft() {
        return 1;
    }

    @Override
    public void moves(int n, MoveSink sink) {
        if (allBut) {
            for (int s = 1; s <= n; s++) {
                if (Arrays.binarySearch(set, s) < 0) {
                    sink.leave(n - s);
                }
            }
        } else {
            for (int s : set) {
                if (s > n) {
                    break;
                }
                sink.leave(n - s);
            }
        }
    }

    @Override
    public int maxRemoval() {
        return allBut ? -1 : set[set.length - 1];
    }

    @Override
    public PeriodProof periodProof() {
        return allBut ? PeriodProof.NONE : PeriodProof.window(set[set.length - 1]);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(allBut ? "allbut:" : "subtraction:");
        for (int i = 0; i < set.length; i++) {
            b.append(i == 0 ? "" : ",").append(set[i]);
        }
        return b.toString();
    }
}

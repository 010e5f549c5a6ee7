package cgt.heap;

/**
 * The ways a heap splits into two or three non-empty heaps, each handed to a callback as primitive ints: the one
 * expansion of {@link MoveSink#splitInTwo} and {@link MoveSink#splitInThree} into single moves, for every sink
 * that wants the moves one by one (listing them, marking their values, multiplying their quotient elements).
 *
 * <p>These are static and small on purpose: the plain mex loop marks a value per split, so the routine must inline
 * into its caller, where the callback's class is known and its call becomes direct. A sink that evaluates a family
 * faster than one split at a time (the rare/common engine pairs only rare heaps) overrides the family instead.
 */
public final class Splits {

    private Splits() {
    }

    /** Receives one split into two heaps, a ≤ b. */
    @FunctionalInterface
    public interface Two {
        void accept(int a, int b);
    }

    /** Receives one split into three heaps, a ≤ b ≤ c. */
    @FunctionalInterface
    public interface Three {
        void accept(int a, int b, int c);
    }

    /**
     * Every split of {@code total} tokens into two non-empty heaps a + b with a ≤ b, smallest a first; the equal
     * split a = b only when {@code equalAllowed}.
     */
    public static void inTwo(int total, boolean equalAllowed, Two to) {
        int last = largestSmallerPart(total, equalAllowed);
        for (int a = 1; a <= last; a++) {
            to.accept(a, total - a);
        }
    }

    /** Every split of {@code total} tokens into three non-empty heaps a ≤ b ≤ c, in the order (a, b) ascending. */
    public static void inThree(int total, Three to) {
        for (int a = 1; 3 * a <= total; a++) {
            for (int b = a; 2 * b <= total - a; b++) {
                to.accept(a, b, total - a - b);
            }
        }
    }

    /** How many splits {@link #inTwo} hands over. */
    public static int countInTwo(int total, boolean equalAllowed) {
        return Math.max(0, largestSmallerPart(total, equalAllowed));
    }

    /** The largest a of a split a + b, a ≤ b (a < b unless equalAllowed); below 1 when there is none. */
    private static int largestSmallerPart(int total, boolean equalAllowed) {
        return equalAllowed ? total / 2 : (total - 1) / 2;
    }
}

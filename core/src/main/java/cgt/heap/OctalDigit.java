package cgt.heap;

/**
 * One digit d_k of a take-and-break code ({@link TakeAndBreak}): what may remain after removing k tokens from a
 * heap, as a sum of bits. 1: the whole heap may go (it had exactly k tokens); 2: one non-empty heap may remain; 4:
 * two non-empty heaps; 8: three (the hexadecimal extension; octal digits stop at 7). This is the one place that
 * reads those bits: the rule's moves, the long rule's, and what the periodicity theorems need all ask it.
 *
 * @param bits the digit, 0 to 15
 */
public record OctalDigit(int bits) {

    private static final OctalDigit[] ALL = new OctalDigit[16];

    static {
        for (int d = 0; d < ALL.length; d++) {
            ALL[d] = new OctalDigit(d);
        }
    }

    public OctalDigit {
        if (bits < 0 || bits > 15) {
            throw new IllegalArgumentException("a take-and-break digit is 0 to 15 (0-f), not " + bits);
        }
    }

    /** The digit with these bits (shared instances: no allocation on the rule's paths). */
    public static OctalDigit of(int bits) {
        return bits >= 0 && bits < ALL.length ? ALL[bits] : new OctalDigit(bits); // the constructor refuses it
    }

    /** Whether the move may take the whole heap, leaving nothing. */
    public boolean leavesNothing() {
        return (bits & 1) != 0;
    }

    /** Whether the move may leave one non-empty heap. */
    public boolean leavesOne() {
        return (bits & 2) != 0;
    }

    /** Whether the move may leave two non-empty heaps. */
    public boolean leavesTwo() {
        return (bits & 4) != 0;
    }

    /** Whether the move may leave three non-empty heaps (a hexadecimal digit, 8 or above). */
    public boolean leavesThree() {
        return (bits & 8) != 0;
    }

    /** The most heaps a move by this digit leaves: 3, 2, 1, or 0 when it can only take a whole heap (or nothing). */
    public int mostHeapsLeft() {
        return leavesThree() ? 3 : leavesTwo() ? 2 : leavesOne() ? 1 : 0;
    }

    /**
     * Reports what may remain of a heap after this digit's tokens are removed, {@code rest} tokens being left to
     * share out: nothing (rest = 0), one heap, or the families of splits into two and three heaps.
     */
    public void moves(int rest, MoveSink sink) {
        if (rest == 0) {
            if (leavesNothing()) {
                sink.leave(0);
            }
            return;
        }
        if (leavesOne()) {
            sink.leave(rest);
        }
        if (leavesTwo() && rest >= 2) {
            sink.splitInTwo(rest, true);
        }
        if (leavesThree() && rest >= 3) {
            sink.splitInThree(rest);
        }
    }

    /**
     * The same for a heap beyond {@code int}, whose moves a {@link LongHeapRule} reports; it has no three-heap
     * splits, so a digit with them is refused.
     *
     * @throws IllegalStateException for a digit of 8 or more
     */
    public void moves(long rest, LongHeapRule.Sink sink) {
        if (leavesThree()) {
            throw new IllegalStateException("the digit " + Integer.toHexString(bits)
                    + " splits a heap in three, which long heaps do not support");
        }
        if (rest == 0) {
            if (leavesNothing()) {
                sink.leave(0);
            }
            return;
        }
        if (leavesOne()) {
            sink.leave(rest);
        }
        if (leavesTwo() && rest >= 2) {
            sink.splitInTwo(rest, true);
        }
    }
}

package cgt.games;

import cgt.rules.ImpartialRules;
import java.util.List;

/**
 * A sorted row of positive sizes (the heaps of a Fair Shares or One-from-each position, in increasing order) written
 * as one number, the packed key the Sprague-Grundy solver remembers it by.
 *
 * <p>Each size is written as the step up from the one before in unary: that many 0 bits, then a 1. The row
 * {@code 1,1,3} is {@code 01 1 001}, read from the lowest bit. A leading 1 above the highest bit fixes the length,
 * so two different rows never share a number, and the number is never negative while the code fits in 62 bits
 * (the largest size plus the number of sizes); a longer row is not packed.
 */
final class SizesKey {

    /** The most bits a code may take below its leading 1, so that the key stays positive. */
    private static final int BITS = 62;

    private SizesKey() {
    }

    /**
     * The key of a row sorted in increasing order, every size at least 1, or {@link ImpartialRules#NOT_PACKED} when
     * its code is longer than 62 bits.
     */
    static long of(List<? extends Number> sortedSizes) {
        long code = 0;
        int length = 0;
        long previous = 0;
        for (Number n : sortedSizes) {
            long step = n.longValue() - previous;
            if (step < 0 || n.longValue() < 1) {
                throw new IllegalArgumentException("not a sorted row of positive sizes: " + sortedSizes);
            }
            if (step >= BITS - length) {
                return ImpartialRules.NOT_PACKED;
            }
            length += (int) step; // the step's 0 bits, then its 1
            code |= 1L << length;
            length++;
            previous = n.longValue();
        }
        return code | 1L << length;
    }
}

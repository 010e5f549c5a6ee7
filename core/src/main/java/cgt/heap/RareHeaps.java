package cgt.heap;

import java.util.Arrays;

/**
 * The rare heaps under one mask (see {@link GrundyEngine}): heaps[0..count) in ascending order. Every heap from
 * {@code since} on is computed under this mask. A run publishes one of these as an immutable snapshot; the
 * array is only appended to beyond {@code count}, so a snapshot taken earlier never sees its part change.
 */
record RareHeaps(int mask, int[] heaps, int count, int since) {

    /** Whether v is rare under the mask: v &amp; mask has an even number of one bits. */
    static boolean rare(int mask, int v) {
        return (Integer.bitCount(v & mask) & 1) == 0;
    }

    /** The same heaps and heap h, which is beyond all of them (the array grows if it is full). */
    RareHeaps adding(int h) {
        int[] grown = count == heaps.length ? Arrays.copyOf(heaps, heaps.length * 2) : heaps;
        grown[count] = h;
        return new RareHeaps(mask, grown, count + 1, since);
    }

    /** How many of the rare heaps are below m (so that each pairs with a non-empty rest of m). */
    int below(int m) {
        int[] rare = heaps;
        int lo = 0;
        int hi = count;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rare[mid] < m) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}

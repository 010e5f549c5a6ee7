package cgt.heap;

import java.util.Arrays;

/**
 * The rare heaps under one mask (see {@link GrundyEngine}): heaps[0..count) in ascending order, and their values
 * beside them (values[k] = g(heaps[k]): the scans of rare pairs read them in order rather than from all over
 * the table). Every heap from {@code since} on is computed under this mask. A run publishes one of these as an
 * immutable snapshot; the arrays are only appended to beyond {@code count}, so a snapshot taken earlier never
 * sees its part change.
 */
record RareHeaps(int mask, int[] heaps, char[] values, int count, int since) {

    /** The rare heaps heaps[0..count) of the values g. */
    RareHeaps(int mask, int[] heaps, int count, int since, char[] g) {
        this(mask, heaps, valuesOf(heaps, count, g), count, since);
    }

    private static char[] valuesOf(int[] heaps, int count, char[] g) {
        char[] values = new char[heaps.length];
        for (int k = 0; k < count; k++) {
            values[k] = g[heaps[k]];
        }
        return values;
    }

    /** Whether v is rare under the mask: v &amp; mask has an even number of one bits. */
    static boolean rare(int mask, int v) {
        return (Integer.bitCount(v & mask) & 1) == 0;
    }

    /** The same heaps and heap h of value v, beyond all of them (the arrays grow if they are full). */
    RareHeaps adding(int h, int v) {
        boolean full = count == heaps.length;
        int[] grown = full ? Arrays.copyOf(heaps, heaps.length * 2) : heaps;
        char[] grownValues = full ? Arrays.copyOf(values, heaps.length * 2) : values;
        grown[count] = h;
        grownValues[count] = (char) v;
        return new RareHeaps(mask, grown, grownValues, count + 1, since);
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

package cgt.heap;

import java.util.Arrays;

/**
 * The heaps whose value does not fit in a byte, in ascending order: the full scans read eight splits at a time
 * from a copy of the values one byte a heap (see {@link WantedValues#markEight}), which holds those values cut to a
 * byte, so a stretch of heaps is read from it only when none of these lies in it. Grundy's game has its first at
 * heap 7,250,049 and few after it (its largest value to 2^29 is 281), so most scans there still read bytes.
 *
 * <p>An immutable snapshot, as {@link RareHeaps} is: the array is only appended to beyond {@code count}.
 */
record WideHeaps(long[] heaps, int count) {

    /** No heap yet. */
    static final WideHeaps NONE = new WideHeaps(new long[0], 0);

    /** The same heaps and heap h, beyond all of them (the array grows if it is full). */
    WideHeaps adding(long h) {
        long[] grown = count == heaps.length ? Arrays.copyOf(heaps, Math.max(16, 2 * heaps.length)) : heaps;
        grown[count] = h;
        return new WideHeaps(grown, count + 1);
    }

    /** Whether one of the heaps lies in {@code from..to} (none when {@code to < from}). */
    boolean anyIn(long from, long to) {
        if (count == 0 || to < from) {
            return false;
        }
        int i = Arrays.binarySearch(heaps, 0, count, from); // the heaps are distinct: from's place, or where it goes
        int first = i >= 0 ? i : -i - 1;
        return first < count && heaps[first] <= to;
    }
}

package cgt.heap;

import java.util.Arrays;

/**
 * How often each value occurs among the finished heaps, and the mask chosen from that: the one that makes the
 * fewest heaps rare, as few rare heaps mean few pairs to scan for every later heap. Used by the thread that
 * finishes a heap only (through {@link HeapTable#commit}), one heap at a time.
 *
 * <p>The values are counted when a mask is chosen, from the heaps finished since the last choice, rather than as
 * each heap is finished: in a pipeline the heaps are finished by the threads in turn, and a count written by each
 * would move its cache line from core to core once a heap, on the one path that no thread can share.
 */
final class MaskChoice {

    /** How many of heaps 1..counted-1 have each value, and the largest value among them. */
    private final int[] valueCount = new int[RareCommonRun.VALUES];
    private int maxValue;
    private int counted = 1;

    /** Counts the values of heaps 1..known-1 of g. */
    MaskChoice(char[] g, int known) {
        countUpTo(g, known);
    }

    /** Takes the counts from the record of the run a run goes on from, with no need to go over g again. */
    MaskChoice(ScanRecord record) {
        maxValue = record.copyValueCounts(valueCount);
        counted = Math.max(1, record.length());
    }

    /** Counts heaps up to h - 1 (heap 0, which no split leaves, is not counted). */
    private void countUpTo(char[] g, int h) {
        int[] count = valueCount;
        int max = maxValue;
        for (int i = counted; i < h; i++) {
            int v = g[i];
            count[v]++;
            max = Math.max(max, v);
        }
        maxValue = max;
        counted = Math.max(counted, h);
    }

    /** How many of heaps 1..length-1 of g have each value, for the record a run leaves to the next. */
    int[] valueCounts(char[] g, int length) {
        countUpTo(g, length);
        return Arrays.copyOf(valueCount, maxValue + 1);
    }

    /**
     * Chooses the mask that makes the fewest of g(1..h-1) rare (as counted here) and lists the rare heaps under
     * it, for heaps from {@code since} on. The {@code current} snapshot (null for none) is kept if its mask is as
     * good as any. Masks range over the bits the values use so far; higher bits are set, so that larger values
     * to come are split between the kinds too.
     */
    RareHeaps choose(char[] g, int h, RareHeaps current, int since) {
        countUpTo(g, h);
        int[] count = valueCount;
        int max = maxValue;
        int bits = Math.min(12, 32 - Integer.numberOfLeadingZeros(max));
        int high = ~((1 << bits) - 1) & 0xFFFF;
        int[] seen = new int[max + 1];
        int distinct = 0;
        for (int v = 0; v <= max; v++) {
            if (count[v] > 0) {
                seen[distinct++] = v;
            }
        }
        int best = current == null ? 0xFFFF : current.mask();
        long bestRare = rareHeaps(best, count, seen, distinct);
        for (int low = 1; low < (1 << bits); low++) {
            int candidate = high | low;
            long r = rareHeaps(candidate, count, seen, distinct);
            if (r < bestRare) {
                bestRare = r;
                best = candidate;
            }
        }
        if (current != null && best == current.mask()) {
            return current;
        }
        int[] heaps = new int[(int) Math.max(1024, Math.min(Integer.MAX_VALUE - 8, 2 * bestRare))];
        int n = 0;
        for (int i = 1; i < h; i++) {
            if (RareHeaps.rare(best, g[i])) {
                heaps[n++] = i;
            }
        }
        return new RareHeaps(best, heaps, n, since, g);
    }

    private static long rareHeaps(int mask, int[] count, int[] seen, int distinct) {
        long r = 0;
        for (int i = 0; i < distinct; i++) {
            int v = seen[i];
            if (RareHeaps.rare(mask, v)) {
                r += count[v];
            }
        }
        return r;
    }
}

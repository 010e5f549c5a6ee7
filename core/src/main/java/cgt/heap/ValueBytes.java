package cgt.heap;

/**
 * A copy of a run's values one byte a heap, for the full scans of {@link MexWorker} to read eight heaps in one
 * load: while the values fit in a byte (Grundy's game's do up to heap 7,250,049, most octal games' for good), the
 * nim-sums of eight two-heap splits come from two loads and one exclusive or instead of sixteen loads and eight
 * (see {@link SplitLanes}). The copy stops at the first heap whose value is 256 or more; a scan that reads a heap
 * beyond uses the values themselves.
 *
 * <p>The copy trails the values by a block or two: {@link HeapTable#commit} of every {@value #BLOCK}th heap copies
 * the block of heaps that ended {@value #BLOCK} heaps before, so that in a pipeline, whose threads commit heaps in
 * turn, one thread writes each cache line of the copy, once, and no thread reads a line of it that another is
 * writing (the newest heaps, which every scan reads, are read from the values).
 */
final class ValueBytes {

    /** Heaps copied at once, one cache line of bytes. */
    static final int BLOCK = 64;

    private final char[] g;
    private final byte[] bytes;
    /** The first heap whose value does not fit in a byte ({@code Integer.MAX_VALUE} while none was copied). */
    private volatile int wideFrom = Integer.MAX_VALUE;

    /** A copy of g, of which heaps 0..known-1 are final already. */
    ValueBytes(char[] g, int known) {
        this.g = g;
        this.bytes = new byte[g.length];
        copy(0, known);
    }

    /**
     * Heap h is final: copies a block of heaps when h ends one, the block before the block before it; called for
     * every heap in increasing order, before the heap is published, once every heap below it is final.
     */
    void finished(int h) {
        int next = h + 1;
        if (next % BLOCK == 0 && next >= 2 * BLOCK) {
            copy(next - 2 * BLOCK, next - BLOCK);
        }
    }

    private void copy(int from, int to) {
        for (int h = from; h < to; h++) {
            char v = g[h];
            if (v > 0xFF) {
                if (h < wideFrom) {
                    wideFrom = h;
                }
                return;
            }
            bytes[h] = (byte) v;
        }
    }

    /**
     * The heaps whose bytes a thread may read when g(0..finalUpTo) are final and published to it: those below the
     * number returned (the blocks copied by the commits up to heap finalUpTo, before any value of two bytes).
     */
    int coveredBelow(int finalUpTo) {
        int copied = ((finalUpTo + 1) / BLOCK - 1) * BLOCK;
        return Math.min(copied, wideFrom);
    }

    /** The bytes: g(h) at index h for the heaps below {@link #coveredBelow}; for reading only. */
    byte[] bytes() {
        return bytes;
    }
}

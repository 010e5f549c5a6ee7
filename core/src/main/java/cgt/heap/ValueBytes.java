package cgt.heap;

/**
 * A copy of a run's values one byte a heap, for the full scans of {@link MexWorker} to read eight heaps in one
 * load: while the values fit in a byte (Grundy's game's do up to heap 7,250,049, most octal games' for good), the
 * nim-sums of eight two-heap splits come from two loads and one exclusive or instead of sixteen loads and eight
 * (see {@link SplitLanes}). The copy covers the heaps below the first whose value is 256 or more; a scan that
 * reads a heap beyond uses the values themselves.
 *
 * <p>Written by {@link HeapTable#commit} before the heap is published, so that a thread that may read a value may
 * read its byte too; each byte is written once, by one thread (Java writes bytes without touching their
 * neighbours).
 */
final class ValueBytes {

    private final byte[] bytes;
    /** The first heap whose value does not fit in a byte ({@code Integer.MAX_VALUE} while there is none). */
    private volatile int wideFrom = Integer.MAX_VALUE;

    /** A copy for heaps 0..last, of which g(0..known-1) are final already. */
    ValueBytes(char[] g, int last, int known) {
        this.bytes = new byte[last + 1];
        for (int h = 0; h < known; h++) {
            set(h, g[h]);
        }
    }

    /** Records g(h) = v; called once a heap, in increasing order of heaps. */
    void set(int h, int v) {
        if (v <= 0xFF) {
            bytes[h] = (byte) v;
        } else if (wideFrom == Integer.MAX_VALUE) {
            wideFrom = h;
        }
    }

    /** Whether the copy holds the values of every heap up to {@code heap} (all of them final already). */
    boolean covers(int heap) {
        return heap < wideFrom;
    }

    /** The bytes, g(h) at index h for the heaps {@link #covers} says: for reading only. */
    byte[] bytes() {
        return bytes;
    }
}

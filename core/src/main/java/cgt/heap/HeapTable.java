package cgt.heap;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The values a rare/common run computes, and what follows from each as it becomes final: the counts of values
 * and the mask chosen from them, the rare heaps under the mask, the period. {@link #commit} is the one way a
 * heap becomes final, on one thread or several.
 *
 * <p>The threads share the table (each heap written by one thread before it is published through the
 * {@link HandOver}) and the list of rare heaps, published as an immutable snapshot together with the mask it
 * was made for; a heap is computed entirely with the snapshot its preparation began with.
 */
final class HeapTable {

    private final char[] g;
    /**
     * g again, one byte a heap (a value past 255 cut to a byte; such heaps are listed in {@link #wide}): the full
     * scans read eight heaps at a time from it (see {@link MexWorker}).
     */
    private final byte[] bytes;
    /**
     * The bytes read as little-endian longs, absolute reads only (which change nothing in the buffer, so the
     * threads share it): a ByteBuffer rather than a VarHandle, which costs a cold JVM some 6 ms to set up.
     */
    private final ByteBuffer eight;
    /** The final heaps whose value does not fit in a byte; written before such a heap is published. */
    private volatile WideHeaps wide = WideHeaps.NONE;
    private final int threads;
    private final HandOver handOver;
    private final MaskChoice masks;
    /** Null for a rule whose heaps are not settled from the period. */
    private final PeriodSettling period;
    private volatile RareHeaps rareHeaps;

    /**
     * A table g whose heaps 0..known-1 are final, for a run on {@code threads} threads; {@code carried} is
     * the rare heaps the run it goes on from ended with (null if not known).
     */
    HeapTable(char[] g, int known, int threads, HandOver handOver, MaskChoice masks, PeriodSettling period,
            RareHeaps carried) {
        this.g = g;
        this.bytes = new byte[g.length];
        this.eight = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        WideHeaps w = WideHeaps.NONE;
        for (int h = 0; h < known; h++) {
            bytes[h] = (byte) g[h];
            if (g[h] > 255) {
                w = w.adding(h);
            }
        }
        this.wide = w;
        this.threads = threads;
        this.handOver = handOver;
        this.masks = masks;
        this.period = period;
        this.rareHeaps = masks.choose(g, known, carried, known);
    }

    /** The values; g(0..handOver.published()) are final. */
    char[] values() {
        return g;
    }

    /**
     * The values one byte a heap (byte h at index h), a value past 255 cut to a byte (see {@link #wideHeaps}). A
     * thread that has waited for heap k to be published may read them up to k, with the absolute reads of a
     * ByteBuffer only.
     */
    ByteBuffer bytes() {
        return eight;
    }

    /**
     * The heaps whose value does not fit in a byte: every one up to heap k for a thread that has waited for heap k
     * to be published (perhaps some beyond).
     */
    WideHeaps wideHeaps() {
        return wide;
    }

    /** The rare heaps to compute the next heap with. */
    RareHeaps rareHeaps() {
        return rareHeaps;
    }

    /**
     * Makes g(h) = v final: counts it, adds h to the rare heaps if v is rare, chooses the mask again when the
     * table doubles, lets the period see it, and publishes it. Called by the thread that computed heap h, once
     * every heap below is final.
     */
    void commit(int h, int v) {
        commit(h, v, -1);
    }

    /**
     * As {@link #commit(int, int)}, in a pipeline: heap h is handed to the worker {@code successor}, which computes
     * heap h + 1 ({@link HandOver#publish(int, int)}); -1 for none.
     */
    void commit(int h, int v, int successor) {
        if (v >= Character.MAX_VALUE) {
            throw new RareCommonRun.ValueOverflow();
        }
        g[h] = (char) v;
        bytes[h] = (byte) v;
        if (v > 255) {
            wide = wide.adding(h); // a volatile write: rare (Grundy's game's first at heap 7,250,049)
        }
        RareHeaps s = rareHeaps;
        if (h > 0 && RareHeaps.rare(s.mask(), v)) {
            s = s.adding(h, v);
        }
        if (h >= 256 && Integer.bitCount(h) == 1) {
            // Heaps up to h + threads - 1 may be prepared under the old mask already.
            s = masks.choose(g, h + 1, s, h + threads);
        }
        if (s != rareHeaps) {
            rareHeaps = s; // a volatile write costs a fence: only when there is news
        }
        if (period != null) {
            period.finished(h);
        }
        handOver.publish(h, successor);
    }
}

package cgt.partizan.solve;

import cgt.task.Cancellation;
import cgt.task.Progress;
import java.util.Locale;

/**
 * A rectangular grid's squares as the bits of a {@code long}, square (r, c) bit {@code r·cols + c}: the masks, the
 * mirror and the progress line that the bit-board searches ({@link DomineeringSearch}, {@link ClobberSearch}) share.
 */
final class BitGrid {

    private BitGrid() {
    }

    /** The squares with a square to their right (every column but the last). */
    static long withRight(int rows, int cols) {
        long bits = 0;
        for (int r = 0; r < rows; r++) {
            bits |= ((1L << (cols - 1)) - 1) << (r * cols);
        }
        return bits;
    }

    /** The squares with a square to their left (every column but the first). */
    static long withLeft(int rows, int cols) {
        return withRight(rows, cols) << 1;
    }

    /** The rows in reverse order. */
    static long flippedRows(long bits, int rows, int cols) {
        long rowBits = (1L << cols) - 1;
        long out = 0;
        for (int r = 0, to = (rows - 1) * cols; r < rows; r++, to -= cols) {
            out |= ((bits >>> (r * cols)) & rowBits) << to;
        }
        return out;
    }

    /**
     * The log2 of a search's table entries: {@code wanted}, but no more than {@code bytes} hold at 16 bytes an entry,
     * and at least 2^12 (64 KB), which any budget allows.
     */
    static int tableBits(int wanted, long bytes) {
        int within = 63 - Long.numberOfLeadingZeros(Math.max(1, bytes / 16));
        return Math.max(12, Math.min(wanted, within));
    }

    /**
     * A search's checkpoint, called every few thousand positions: stops at Ctrl-C, and every 2^22 positions reports
     * how many were searched and how fast.
     */
    static void tick(Progress progress, long nodes, long started) {
        Cancellation.check();
        if ((nodes & 0x3FFFFF) == 0) {
            double seconds = (System.nanoTime() - started) / 1e9;
            progress.report(String.format(Locale.ROOT, "positions searched, %,.0f a second", nodes / seconds), nodes,
                    -1);
        }
    }
}

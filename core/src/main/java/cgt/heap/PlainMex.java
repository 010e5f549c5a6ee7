package cgt.heap;

import cgt.task.Progress;

/**
 * The textbook way to compute a Grundy sequence: for each heap, mark the value of every move and take the
 * mex. It is the reference the faster engines are checked against, and fast enough for rules without
 * splits.
 */
public final class PlainMex {

    private PlainMex() {
    }

    /**
     * About how many moves computing g(0..n) evaluates: the moves of sixteen heaps spread over 0..n, each
     * standing for a sixteenth of the table (the count of moves grows with the heap, for splits quadratically).
     */
    public static double estimatedWork(HeapRule rule, int n) {
        double work = 0;
        for (int i = 1; i <= 16; i++) {
            work += HeapMoves.count(rule, (int) ((long) n * i / 16)) * (n + 1.0) / 16;
        }
        return work;
    }

    /** g(0..n) of the rule. */
    public static GrundySequence compute(HeapRule rule, int n, Progress progress) {
        return compute(rule, n, progress, null, GrundyEngine.Checkpoint.NONE, Long.MAX_VALUE);
    }

    /**
     * g(0..n) of the rule, going on from g(0..k) given by {@code prefix} (null for none) and handing the
     * finished prefix to {@code checkpoint} about every {@code checkpointNanos} and when interrupted: the
     * engine's fallback for values beyond two bytes, which must resume and checkpoint like the engine.
     */
    static GrundySequence compute(HeapRule rule, int n, Progress progress, GrundySequence prefix,
            GrundyEngine.Checkpoint checkpoint, long checkpointNanos) {
        int[] g = new int[n + 1];
        int start = prefix == null ? 0 : Math.min(prefix.lastHeap() + 1, n + 1);
        for (int h = 0; h < start; h++) {
            g[h] = prefix.get(h);
        }
        Marker marker = new Marker(g);
        PrefixKeeper keeper = new PrefixKeeper(progress, checkpoint, checkpointNanos, n);
        for (int h = start; h <= n; h++) {
            marker.start(h);
            rule.moves(h, marker);
            g[h] = marker.mex();
            if ((h & 0x3FF) == 0) {
                keeper.finished(g, h);
            }
        }
        return GrundySequence.wrap(g);
    }

    /**
     * Marks option values with a per-heap stamp, so that nothing needs clearing between heaps. Splits arrive one
     * by one through MoveSink's default expansion, which inlines here.
     */
    private static final class Marker implements MoveSink {
        private final int[] g;
        private int[] stamp = new int[64];
        private int current;

        Marker(int[] g) {
            this.g = g;
        }

        void start(int heap) {
            current = heap + 1;
        }

        private void mark(int v) {
            if (v >= stamp.length) {
                stamp = java.util.Arrays.copyOf(stamp, Math.max(v + 1, stamp.length * 2));
            }
            stamp[v] = current;
        }

        int mex() {
            int m = 0;
            while (m < stamp.length && stamp[m] == current) {
                m++;
            }
            return m;
        }

        @Override
        public void leave(int a) {
            mark(g[a]);
        }

        @Override
        public void leave(int a, int b) {
            mark(g[a] ^ g[b]);
        }

        @Override
        public void leave(int a, int b, int c) {
            mark(g[a] ^ g[b] ^ g[c]);
        }
    }
}

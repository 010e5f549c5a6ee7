package cgt.heap;

/**
 * Chooses, segment by segment, whether a run of the engine hands its heaps back and forth between two threads
 * (the pipeline of {@link RareCommonRun}) or computes them on one thread alone, from how fast each way went.
 *
 * <p>On a quiet machine the pipeline is the faster (1.6 to 1.8 times on Grundy's game); when another process
 * wants a core, a thread of the pipeline waits for the other's heap whenever the system runs that one
 * elsewhere or not at all, and the pipeline becomes several times slower than one thread. Which way wins is a
 * property of the machine at the moment, so it is measured: the run works in segments of about {@code
 * segmentNanos}, each in the mode that won the last comparison, and now and then runs a short segment ({@code
 * probeNanos}) the other way. A probe that goes faster wins; one that does not doubles the number of segments
 * before the next probe (from {@code minGap} up to {@code maxGap}), so that a steady machine pays little for
 * the probes and a machine whose load changes is followed within a few segments. For the first {@code warmupNanos}
 * of a run a losing probe does not double the gap: the JIT is still compiling, which takes a core from the
 * pipeline and leaves either mode's code slow for a while, so the first comparisons are not to be trusted.
 *
 * <p>Speed is work per nanosecond of wall time, the work being counted by the run (pairs evaluated plus a
 * share per heap); neighbouring segments do similar heaps, so their speeds compare. A planner belongs to one
 * run and is used by its conducting thread only.
 */
final class SegmentPlanner {

    /** How the heaps of a segment are computed. */
    enum Mode {
        /** Each thread takes every other heap, preparing it while the other finishes the heap before. */
        PIPELINE,
        /** One thread takes every heap; the others wait, parked. */
        ALONE;

        Mode other() {
            return this == PIPELINE ? ALONE : PIPELINE;
        }
    }

    /**
     * How long segments are and how often the losing mode is tried again.
     *
     * @param segmentNanos the length of a segment in the winning mode
     * @param probeNanos the length of a segment trying the other mode
     * @param minGap the segments in the winning mode before the first probe after a change of mode
     * @param maxGap the most segments between probes
     * @param warmupNanos how long from the start of the run a losing probe does not widen the gap: until the
     *     JIT has compiled the code of both modes, a comparison says little
     */
    record Settings(long segmentNanos, long probeNanos, int minGap, int maxGap, long warmupNanos) {

        /**
         * Segments long enough that the time of a switch (a thread woken, about 0.1 ms) and the scheduler's
         * slices (a few ms) are small beside them; probes shorter, as one the wrong way costs up to several
         * times its length on a busy machine; at most 64 segments (2 s) between probes.
         */
        static final Settings DEFAULT = new Settings(30_000_000L, 10_000_000L, 2, 64, 400_000_000L);

        /**
         * For tests: segments as short as the run lets them, and (a largest gap of 0) the mode changes after
         * every one whatever the speeds.
         */
        static final Settings ALTERNATE = new Settings(0, 0, 0, 0, 0);

        /**
         * For tests: segments of a millisecond, and (a largest gap below 0) the pipeline throughout, whatever
         * the speeds, so that every heap is computed by the threads together.
         */
        static final Settings PIPELINE_ONLY = new Settings(1_000_000L, 1_000_000L, 0, -1, 0);
    }

    private final Settings settings;
    private Mode winner = Mode.PIPELINE;
    private Mode current = Mode.PIPELINE;
    private double winnerSpeed = Double.NaN;
    private int gap = 1;
    private int sinceProbe;
    private boolean first = true;
    /** The wall time of the segments measured so far. */
    private long elapsed;
    private int switches;

    SegmentPlanner(Settings settings) {
        this.settings = settings;
    }

    /** The mode of the segment to run now. */
    Mode mode() {
        return current;
    }

    /** The wall time the segment to run now should take. */
    long segmentNanos() {
        // The first segment is as short as a probe: until it is measured, nobody knows whether it is a good idea.
        return first || current != winner ? settings.probeNanos() : settings.segmentNanos();
    }

    /** How many times the mode changed between segments (for statistics and tests). */
    int switches() {
        return switches;
    }

    /**
     * Takes note that the segment just run did {@code work} in {@code nanos} of wall time, and returns the mode
     * of the next.
     */
    Mode measured(double work, long nanos) {
        double speed = work / Math.max(1, nanos);
        boolean warm = elapsed >= settings.warmupNanos();
        elapsed += nanos;
        Mode before = current;
        first = false;
        if (settings.maxGap() < 0) {
            current = Mode.PIPELINE;
        } else if (settings.maxGap() == 0) {
            current = current.other();
        } else if (current == winner) {
            winnerSpeed = speed;
            if (++sinceProbe >= gap) {
                current = winner.other();
            }
        } else {
            if (speed > winnerSpeed) {
                winner = current;
                winnerSpeed = speed;
                gap = settings.minGap();
            } else if (warm) {
                gap = Math.min(settings.maxGap(), 2 * gap);
            }
            sinceProbe = 0;
            current = winner;
        }
        if (current != before) {
            switches++;
        }
        return current;
    }
}

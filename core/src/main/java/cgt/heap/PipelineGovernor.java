package cgt.heap;

/**
 * Decides, from what the main thread of a two-thread {@link RareCommonRun} measures, whether the second thread
 * pays: the pipeline is worth it only while both threads run at once. On a busy machine the helper is
 * descheduled for whole time slices (milliseconds) while the main thread waits for the heap it is computing;
 * spinning through that made a run beside one busy process 3.5 times slower than one thread, and at a load of
 * eleven on two cores 23 times slower.
 *
 * <p>So the main thread never waits for the helper longer than {@link #patience()} (a few heaps' work, at
 * least {@link #MIN_PATIENCE_NANOS}): then it computes that heap itself and goes on alone. It also goes on
 * alone when, over a chunk of heaps, it waited for more than {@link #WAIT_SHARE} of the time it worked: the
 * pipeline makes two heaps in one heap's work plus the wait, so it is faster than one thread only while the
 * wait is shorter than the work. Alone, it tries the pipeline again after a back-off, doubled each time the
 * pipeline fails soon ({@link #MIN_BACKOFF_NANOS} to {@link #MAX_BACKOFF_NANOS}), back to the shortest after
 * a pipeline that ran well for {@link #GOOD_RUN_NANOS}. On a machine that stays busy the run thus spends at
 * most about a thousandth of its time trying, and on a quiet one it loses a few milliseconds to a hiccup.
 *
 * <p>The governor has no clock of its own: it is fed the measurements, so that its decisions can be tested
 * with made-up ones. One thread (the main one) uses it; {@link #patience()} is read by the helper too, as a
 * plain value that may be a little stale.
 */
final class PipelineGovernor {

    /** Heaps a chunk of measurements covers (heaps the main thread computed). */
    static final int CHUNK = 64;
    /** The least time the main thread waits for a heap before taking it over: above a hand-over's latency. */
    static final long MIN_PATIENCE_NANOS = 50_000;
    /** Patience in heaps' work: a heap legitimately arrives within about one heap's work. */
    static final int PATIENCE_HEAPS = 3;
    /** Extra patience for the first heap after inviting the helper, which may have to be woken first. */
    static final long WAKE_NANOS = 300_000;
    /** The largest share of the work the main thread may spend waiting before the pipeline no longer pays. */
    static final double WAIT_SHARE = 0.75;
    static final long MIN_BACKOFF_NANOS = 2_000_000;
    static final long MAX_BACKOFF_NANOS = 1_000_000_000;
    /** A pipeline that ran this long before failing was no accident of a busy machine: back-off starts over. */
    static final long GOOD_RUN_NANOS = 200_000_000;

    private final long minPatience;
    private final long minBackoff;
    private final long maxBackoff;
    private final double waitShare;
    private boolean pipelined;
    /** The time one heap takes the main thread, smoothed; 0 before the first measurement. */
    private long heapNanos;
    private long backoff;
    private long aloneFor;
    private long pipelinedFor;
    private boolean justInvited;
    private volatile long patience;

    /** A governor that starts alone and tries the pipeline at once. */
    PipelineGovernor() {
        this(MIN_PATIENCE_NANOS, MIN_BACKOFF_NANOS, MAX_BACKOFF_NANOS, WAIT_SHARE);
    }

    /**
     * For tests: a governor that takes over every heap of the helper not ready at once and invites the helper
     * again at once, so that runs go through every path of the hand-over many times.
     */
    static PipelineGovernor impatient() {
        return new PipelineGovernor(0, 0, 0, WAIT_SHARE);
    }

    /** For tests: a governor that keeps the pipeline whatever it measures (waits up to an hour for a heap). */
    static PipelineGovernor steadfast() {
        return new PipelineGovernor(3_600_000_000_000L, 0, 0, Double.POSITIVE_INFINITY);
    }

    /** With other bounds than the usual ones. */
    PipelineGovernor(long minPatience, long minBackoff, long maxBackoff, double waitShare) {
        this.minPatience = minPatience;
        this.minBackoff = minBackoff;
        this.maxBackoff = maxBackoff;
        this.waitShare = waitShare;
        this.backoff = minBackoff;
        this.aloneFor = minBackoff;
        updatePatience();
    }

    /** Whether the helper is working with the main thread now. */
    boolean pipelined() {
        return pipelined;
    }

    /** How long the main thread waits for a heap of the helper before computing it itself. */
    long patience() {
        return patience;
    }

    /** The back-off now: how long the main thread stays alone after the pipeline fails. */
    long backoff() {
        return backoff;
    }

    /** The main thread computed {@code heaps} heaps alone in {@code nanos}. */
    void aloneChunk(long nanos, int heaps) {
        observe(nanos, heaps);
        aloneFor += nanos;
    }

    /** Whether to invite the helper now; if so, the governor counts the pipeline as started. */
    boolean tryPipeline() {
        if (pipelined || aloneFor < backoff) {
            return false;
        }
        pipelined = true;
        pipelinedFor = 0;
        justInvited = true;
        updatePatience();
        return true;
    }

    /**
     * The main thread computed {@code heaps} heaps of the pipeline in {@code nanos}, of which it waited
     * {@code waitedNanos} for the helper's. Returns whether the pipeline goes on.
     */
    boolean pipelinedChunk(long nanos, long waitedNanos, int heaps) {
        pipelinedFor += nanos;
        long work = Math.max(0, nanos - waitedNanos);
        observe(work, heaps);
        justInvited = false;
        if (waitedNanos > waitShare * work) {
            fallBack();
        } else {
            updatePatience();
        }
        return pipelined;
    }

    /**
     * The helper kept the main thread waiting longer than its patience, and the main thread took the heap
     * over; {@code nanos}, {@code waitedNanos} and {@code heaps} measure the pipeline since the last chunk.
     */
    void tookOver(long nanos, long waitedNanos, int heaps) {
        pipelinedFor += nanos;
        if (heaps > 0) {
            observe(Math.max(0, nanos - waitedNanos), heaps);
        }
        justInvited = false;
        fallBack();
    }

    private void fallBack() {
        if (!pipelined) {
            return;
        }
        pipelined = false;
        aloneFor = 0;
        backoff = pipelinedFor >= GOOD_RUN_NANOS ? minBackoff : Math.min(maxBackoff, Math.max(1, 2 * backoff));
        updatePatience();
    }

    private void observe(long nanos, int heaps) {
        if (heaps <= 0) {
            return;
        }
        long perHeap = nanos / heaps;
        heapNanos = heapNanos == 0 ? perHeap : (3 * heapNanos + perHeap) / 4;
    }

    private void updatePatience() {
        long p = Math.max(minPatience, PATIENCE_HEAPS * heapNanos);
        patience = justInvited && minPatience > 0 ? p + WAKE_NANOS : p;
    }
}

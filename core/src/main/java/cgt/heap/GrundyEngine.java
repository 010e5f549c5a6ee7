package cgt.heap;

import cgt.task.Progress;
import java.util.Arrays;
import java.util.Objects;

/**
 * Computes Grundy sequences fast, by the rare/common ("sparse space") method for the two-heap splits that
 * make take-and-break games expensive.
 *
 * <p>The method: split the values into <em>rare</em> and <em>common</em> ones by a mask M, v being rare
 * when v &amp; M has an even number of one bits. The nim-sum of two values of the same kind is rare, of
 * two different kinds common. In most games almost every heap has a common value, so the common values
 * a split family reaches all come from pairs with a rare part, and only the few rare heaps need pairing:
 * the smallest common value not reached is found from them. Only if a rare value below it is not reached
 * either does the heap need the full scan of every split, which decides between them. The result is
 * always the exact mex; the mask only decides the speed. It is chosen from the values seen so far (the
 * one that makes the fewest heaps rare) and chosen again as the table doubles.
 *
 * <p>Values are kept in two bytes per heap; a rule whose values outgrow that (Nim's g(n) = n beyond
 * 65535) is handed to {@link PlainMex}. Either checks for interruption, reports progress, can start from a
 * finished prefix and hands out its finished prefix now and then, so that a long run can be checkpointed
 * and resumed with identical results.
 *
 * <p>Engines are immutable configurations; {@link #compute} may be called from several threads.
 */
public final class GrundyEngine {

    /** Receives the finished prefix of a long run now and then, on the computing thread. */
    @FunctionalInterface
    public interface Checkpoint {
        /** Does nothing. */
        Checkpoint NONE = done -> { };

        /** Saves the finished values; the view is valid only during the call. */
        void save(GrundySequence done);
    }

    /**
     * What a run found out about its own work, for statistics.
     *
     * @param mask the last mask of rare values
     * @param rareHeaps how many heaps had rare values under it
     * @param fullScans how many heaps needed a scan of their splits beyond the rare ones
     * @param pairEvaluations how many splits were evaluated
     * @param settledByPeriod how many heaps were settled from the value one period before, without a scan
     * @param threads how the run used its threads; {@link Threads#ONE} for a run on one thread
     */
    public record Stats(int mask, int rareHeaps, long fullScans, long pairEvaluations, long settledByPeriod,
            Threads threads) {

        /** No work recorded (a sequence that came from elsewhere). */
        public static final Stats NONE = new Stats(0, 0, 0, 0, 0, Threads.ONE);

        /** The account of a run on one thread. */
        public Stats(int mask, int rareHeaps, long fullScans, long pairEvaluations, long settledByPeriod) {
            this(mask, rareHeaps, fullScans, pairEvaluations, settledByPeriod, Threads.ONE);
        }

        Stats plus(Stats later) {
            return new Stats(later.mask, later.rareHeaps, fullScans + later.fullScans,
                    pairEvaluations + later.pairEvaluations, settledByPeriod + later.settledByPeriod,
                    threads.plus(later.threads));
        }
    }

    /**
     * How a run on several threads shared its heaps: the heaps the threads computed together (the pipeline) and
     * those the first computed alone, as the run chose segment by segment from their measured speeds (see {@link
     * #withThreads}); so that a user who asked for many threads can see whether they paid. Times are wall times.
     *
     * @param threads the threads the run had (1: one thread throughout, and nothing else is counted)
     * @param pipelineHeaps heaps computed in the pipeline
     * @param pipelineNanos the time spent in the pipeline
     * @param aloneHeaps heaps computed by one thread while the others waited
     * @param aloneNanos the time spent so
     * @param changes how many times the run changed between the two
     * @param waitNanos how long the threads of the pipeline waited, all together, each for the heap before its own
     *     (which another thread finishes): out of {@code threads * pipelineNanos}, what the pipeline lost to handing
     *     heaps on
     */
    public record Threads(int threads, long pipelineHeaps, long pipelineNanos, long aloneHeaps, long aloneNanos,
            int changes, long waitNanos) {

        /** A run on one thread. */
        public static final Threads ONE = new Threads(1, 0, 0, 0, 0, 0, 0);

        /** The share of the pipeline's thread time spent waiting (0 when there was no pipeline). */
        public double waitedShare() {
            return pipelineNanos == 0 ? 0 : Math.min(1, waitNanos / ((double) threads * pipelineNanos));
        }

        /** The account of two runs one after the other (a probe on one thread and the rest, say). */
        Threads plus(Threads later) {
            if (threads == 1) {
                return later;
            }
            if (later.threads == 1) {
                return this;
            }
            return new Threads(Math.max(threads, later.threads), pipelineHeaps + later.pipelineHeaps,
                    pipelineNanos + later.pipelineNanos, aloneHeaps + later.aloneHeaps, aloneNanos + later.aloneNanos,
                    changes + later.changes, waitNanos + later.waitNanos);
        }
    }

    /** The heaps computed on one thread to find out whether a second one pays. */
    static final int PROBE = 8192;
    /**
     * Pairs per heap from which a second thread pays: below it, the per-heap hand-over costs more than the
     * scans it shares (measured: 0.16 and 0.56 at about 170 pairs a heap run slower on two threads, Grundy's
     * game and Kayles at 2,000 and more run 1.6 to 1.8 times faster).
     */
    static final int PAIRS_WORTH_A_THREAD = 1000;
    /**
     * How many trailing values must repeat with a period before it is used to settle heaps: enough that a
     * coincidence is unlikely (one costs a search for periods; values stay exact, as a heap is settled only
     * from repetitions already computed), few enough that a period is used soon after it begins.
     */
    static final int REPEAT_SHOWN = 256;

    private final HeapRule rule;
    private final Progress progress;
    private final GrundySequence resumeFrom;
    private final ScanRecord scans;
    private final Checkpoint checkpoint;
    private final long checkpointNanos;
    private final int threads;
    private final int repeatShown;
    private final SegmentPlanner.Settings segments;

    private GrundyEngine(HeapRule rule, Progress progress, GrundySequence resumeFrom, ScanRecord scans,
            Checkpoint checkpoint, long checkpointNanos, int threads, int repeatShown,
            SegmentPlanner.Settings segments) {
        this.rule = rule;
        this.progress = progress;
        this.resumeFrom = resumeFrom;
        this.scans = scans;
        this.checkpoint = checkpoint;
        this.checkpointNanos = checkpointNanos;
        this.threads = threads;
        this.repeatShown = repeatShown;
        this.segments = segments;
    }

    /** An engine for the rule: one thread, no progress reports, no checkpoints. */
    public static GrundyEngine of(HeapRule rule) {
        return new GrundyEngine(Objects.requireNonNull(rule), Progress.NONE, null, null, Checkpoint.NONE, Long.MAX_VALUE,
                1, REPEAT_SHOWN, SegmentPlanner.Settings.DEFAULT);
    }

    /** The same engine reporting to {@code progress}. */
    public GrundyEngine reportingTo(Progress p) {
        return new GrundyEngine(rule, Objects.requireNonNull(p), resumeFrom, scans, checkpoint, checkpointNanos,
                threads, repeatShown, segments);
    }

    /** The same engine taking g(0..prefix.lastHeap()) as already known (from a checkpoint of the same rule). */
    public GrundyEngine resumingFrom(GrundySequence prefix) {
        return new GrundyEngine(rule, progress, prefix, null, checkpoint, checkpointNanos, threads, repeatShown,
                segments);
    }

    /**
     * The same engine going on from an earlier run of the same rule: like {@link #resumingFrom}, and with
     * what that run recorded about its scans, so that heaps can be settled from the period at once.
     */
    public GrundyEngine continuing(Result earlier) {
        return new GrundyEngine(rule, progress, earlier.sequence(), earlier.scans(), checkpoint, checkpointNanos,
                threads, repeatShown, segments);
    }

    /** The same engine handing its finished prefix to {@code sink} about every {@code seconds} seconds. */
    public GrundyEngine checkpointingEvery(double seconds, Checkpoint sink) {
        return new GrundyEngine(rule, progress, resumeFrom, scans, Objects.requireNonNull(sink),
                (long) (seconds * 1e9), threads, repeatShown, segments);
    }

    /**
     * The same engine using up to {@code count} threads for the split scans: they share the heaps as a
     * pipeline (each thread prepares its heap while the others prepare theirs, see {@link MexWorker}) while
     * that measures faster than one thread alone, which it does not when another process wants a core (see
     * {@link SegmentPlanner}). More threads than cores give the same values, only slower.
     */
    public GrundyEngine withThreads(int count) {
        return new GrundyEngine(rule, progress, resumeFrom, scans, checkpoint, checkpointNanos, Math.max(1, count),
                repeatShown, segments);
    }

    /**
     * The same engine, using a period to settle heaps once the last {@code values} values repeat with it
     * ({@value #REPEAT_SHOWN} by default). Tests make it small, so that periods are used early and broken often.
     */
    GrundyEngine withRepeatShownAfter(int values) {
        return new GrundyEngine(rule, progress, resumeFrom, scans, checkpoint, checkpointNanos, threads,
                Math.max(1, values), segments);
    }

    /**
     * The same engine with other segments for choosing between its threads' pipeline and one thread (see
     * {@link SegmentPlanner}); tests make them tiny and switching every time.
     */
    GrundyEngine withSegments(SegmentPlanner.Settings settings) {
        return new GrundyEngine(rule, progress, resumeFrom, scans, checkpoint, checkpointNanos, threads, repeatShown,
                Objects.requireNonNull(settings));
    }

    HeapRule rule() {
        return rule;
    }

    SegmentPlanner.Settings segments() {
        return segments;
    }

    Progress progress() {
        return progress;
    }

    Checkpoint checkpoint() {
        return checkpoint;
    }

    long checkpointNanos() {
        return checkpointNanos;
    }

    int repeatShown() {
        return repeatShown;
    }

    /**
     * The bytes a run of the rule to heap n needs, for saying so before it starts: two a heap for the values and
     * one for their copy in bytes that the full scans read (see {@link HeapTable#bytes}), and one more for rules
     * whose heaps can be settled from the period (finite codes with splits).
     */
    public static long memoryNeeded(HeapRule rule, int n) {
        long perHeap = rule.periodProof().kind() == PeriodProof.Kind.GUY_SMITH ? 4 : 3;
        return perHeap * (n + 1) + 16L * RareCommonRun.VALUES + 64L * 1024;
    }

    /** g(0..n). */
    public GrundySequence compute(int n) {
        return run(n).sequence;
    }

    /** g(0..n) together with what the run found out about its work. */
    public Result computeWithStats(int n) {
        return run(n);
    }

    /**
     * A finished run.
     *
     * @param scans what the run recorded for a run that goes on from it ({@link #continuing}); null if
     *     nothing
     */
    public record Result(GrundySequence sequence, Stats stats, ScanRecord scans) {

        /** A sequence that came from elsewhere, with no record of work. */
        public Result(GrundySequence sequence) {
            this(sequence, Stats.NONE, null);
        }
    }

    private Result run(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n = " + n);
        }
        if (resumeFrom != null && resumeFrom.lastHeap() >= n) {
            int[] known = Arrays.copyOf(resumeFrom.toArray(), n + 1);
            return new Result(GrundySequence.of(known));
        }
        if (rule instanceof Subtraction allBut && allBut.isAllBut()) {
            // Every smaller heap but a few is an option: counting values beats both scans and the plain loop.
            return new Result(AllButSequence.compute(allBut, n, progress, resumeFrom, checkpoint, checkpointNanos));
        }
        try {
            int start = resumeFrom == null ? 0 : resumeFrom.lastHeap() + 1;
            if (threads == 1 || n - start < 2 * PROBE) {
                return new RareCommonRun(this, n, resumeFrom, scans, 1).run();
            }
            // A second thread pays only when heaps cost enough to hide the hand-over between the threads: find
            // out on a block of heaps with one, then go on with the count that suits.
            Result probe = new RareCommonRun(this, start + PROBE - 1, resumeFrom, scans, 1).run();
            int t = probe.stats().pairEvaluations() >= (long) PAIRS_WORTH_A_THREAD * PROBE ? threads : 1;
            Result rest = new RareCommonRun(this, n, probe.sequence(), probe.scans(), t).run();
            return new Result(rest.sequence(), probe.stats().plus(rest.stats()), rest.scans());
        } catch (RareCommonRun.ValueOverflow e) {
            // Values beyond two bytes come from rules with many direct moves (Nim's g(n) = n), for which the
            // plain loop is the right method anyway. It goes on from the prefix and checkpoints like the engine.
            return new Result(PlainMex.compute(rule, n, progress, resumeFrom, checkpoint, checkpointNanos));
        }
    }
}

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
 * 65535) is handed to {@link PlainMex}. The engine checks for interruption, reports progress, can start
 * from a finished prefix and hands out its finished prefix now and then, so that a long run can be
 * checkpointed and resumed with identical results.
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

    /** What a run found out about its own work, for statistics. */
    public record Stats(int mask, int rareHeaps, long fullScans, long pairEvaluations) {
    }

    /** The heaps computed on one thread to find out whether a second one pays. */
    static final int PROBE = 8192;
    /**
     * Pairs per heap from which a second thread pays: below it, the per-heap hand-over costs more than the
     * scans it shares (measured: 0.16 and 0.56 at about 170 pairs a heap run slower on two threads, Grundy's
     * game and Kayles at 2,000 and more run 1.6 to 1.8 times faster).
     */
    static final int PAIRS_WORTH_A_THREAD = 1000;

    private final HeapRule rule;
    private final Progress progress;
    private final GrundySequence resumeFrom;
    private final Checkpoint checkpoint;
    private final long checkpointNanos;
    private final int threads;

    private GrundyEngine(HeapRule rule, Progress progress, GrundySequence resumeFrom, Checkpoint checkpoint,
            long checkpointNanos, int threads) {
        this.rule = rule;
        this.progress = progress;
        this.resumeFrom = resumeFrom;
        this.checkpoint = checkpoint;
        this.checkpointNanos = checkpointNanos;
        this.threads = threads;
    }

    /** An engine for the rule: one thread, no progress reports, no checkpoints. */
    public static GrundyEngine of(HeapRule rule) {
        return new GrundyEngine(Objects.requireNonNull(rule), Progress.NONE, null, Checkpoint.NONE, Long.MAX_VALUE, 1);
    }

    /** The same engine reporting to {@code progress}. */
    public GrundyEngine reportingTo(Progress p) {
        return new GrundyEngine(rule, Objects.requireNonNull(p), resumeFrom, checkpoint, checkpointNanos, threads);
    }

    /** The same engine taking g(0..prefix.lastHeap()) as already known (from a checkpoint of the same rule). */
    public GrundyEngine resumingFrom(GrundySequence prefix) {
        return new GrundyEngine(rule, progress, prefix, checkpoint, checkpointNanos, threads);
    }

    /** The same engine handing its finished prefix to {@code sink} about every {@code seconds} seconds. */
    public GrundyEngine checkpointingEvery(double seconds, Checkpoint sink) {
        return new GrundyEngine(rule, progress, resumeFrom, Objects.requireNonNull(sink), (long) (seconds * 1e9),
                threads);
    }

    /** The same engine using up to {@code count} threads for the split scans. */
    public GrundyEngine withThreads(int count) {
        return new GrundyEngine(rule, progress, resumeFrom, checkpoint, checkpointNanos, Math.max(1, count));
    }

    /** The bytes a run to heap n needs, for saying so before it starts. */
    public static long memoryNeeded(int n) {
        return 2L * (n + 1) + 16L * RareCommonRun.VALUES + 64L * 1024;
    }

    /** g(0..n). */
    public GrundySequence compute(int n) {
        return run(n).sequence;
    }

    /** g(0..n) together with what the run found out about its work. */
    public Result computeWithStats(int n) {
        return run(n);
    }

    /** A finished run. */
    public record Result(GrundySequence sequence, Stats stats) {
    }

    private Result run(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n = " + n);
        }
        if (resumeFrom != null && resumeFrom.lastHeap() >= n) {
            int[] known = Arrays.copyOf(resumeFrom.toArray(), n + 1);
            return new Result(GrundySequence.of(known), new Stats(0, 0, 0, 0));
        }
        try {
            int start = resumeFrom == null ? 0 : resumeFrom.lastHeap() + 1;
            if (threads == 1 || n - start < 2 * PROBE) {
                return new RareCommonRun(rule, n, resumeFrom, 1, progress, checkpoint, checkpointNanos).run();
            }
            // A second thread pays only when heaps cost enough to hide the hand-over between the threads: find
            // out on a block of heaps with one, then go on with the count that suits.
            Result probe = new RareCommonRun(rule, start + PROBE - 1, resumeFrom, 1, progress, checkpoint,
                    checkpointNanos).run();
            int t = probe.stats().pairEvaluations() >= (long) PAIRS_WORTH_A_THREAD * PROBE ? threads : 1;
            Result rest = new RareCommonRun(rule, n, probe.sequence(), t, progress, checkpoint, checkpointNanos).run();
            Stats a = probe.stats();
            Stats b = rest.stats();
            return new Result(rest.sequence(), new Stats(b.mask(), b.rareHeaps(), a.fullScans() + b.fullScans(),
                    a.pairEvaluations() + b.pairEvaluations()));
        } catch (RareCommonRun.ValueOverflow e) {
            // Values beyond two bytes come from rules with many direct moves (Nim's g(n) = n), for which the
            // plain loop is the right method anyway.
            return new Result(PlainMex.compute(rule, n, progress), new Stats(0, 0, 0, 0));
        }
    }
}

package cgt.heap;

import cgt.task.Cancellation;
import cgt.task.Progress;
import java.util.concurrent.CancellationException;

/**
 * What the engines do between heaps, now and then: stop when interrupted, saving the finished prefix first (the
 * simple ones: the plain mex loop, the all-but counter); report progress; hand the finished prefix to the
 * checkpoint.
 */
final class PrefixKeeper {

    private static final long REPORT_NANOS = 500_000_000L;

    private final Progress progress;
    private final GrundyEngine.Checkpoint checkpoint;
    private final long checkpointNanos;
    private final int last;
    private long nextReport;
    private long nextCheckpoint;

    PrefixKeeper(Progress progress, GrundyEngine.Checkpoint checkpoint, long checkpointNanos, int last) {
        this.progress = progress;
        this.checkpoint = checkpoint;
        this.checkpointNanos = checkpointNanos;
        this.last = last;
        long now = System.nanoTime();
        this.nextReport = now + REPORT_NANOS;
        this.nextCheckpoint = checkpointNanos == Long.MAX_VALUE ? Long.MAX_VALUE : now + checkpointNanos;
    }

    /** Called with g(0..h) finished, every so many heaps. */
    void finished(int[] g, int h) {
        try {
            Cancellation.check();
        } catch (CancellationException e) {
            checkpoint.save(GrundySequence.prefix(g, h + 1));
            throw e;
        }
        long now = System.nanoTime();
        report(h, now);
        if (now > nextCheckpoint) {
            save(GrundySequence.prefix(g, h + 1));
        }
    }

    /**
     * Called with g(0..h) final, every so many heaps, by an engine that checks for interruption itself (the
     * rare/common run, which then saves every heap that is final: on several threads, some beyond h).
     */
    void reportAndCheckpoint(char[] g, int h) {
        long now = System.nanoTime();
        report(h, now);
        if (now > nextCheckpoint) {
            save(GrundySequence.prefix(g, h + 1));
        }
    }

    private void report(int h, long now) {
        if (now > nextReport) {
            progress.report("grundy values", h, last + 1L);
            nextReport = now + REPORT_NANOS;
        }
    }

    private void save(GrundySequence done) {
        checkpoint.save(done);
        nextCheckpoint = System.nanoTime() + checkpointNanos;
    }
}

package cgt.heap;

import cgt.task.Cancellation;
import cgt.task.Progress;
import java.util.concurrent.CancellationException;

/**
 * What the simple engines (the plain mex loop, the all-but counter) do between heaps, now and then: stop when
 * interrupted, saving the finished prefix first; report progress; hand the finished prefix to the checkpoint.
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
        if (now > nextReport) {
            progress.report("grundy values", h, last + 1L);
            nextReport = now + REPORT_NANOS;
        }
        if (now > nextCheckpoint) {
            checkpoint.save(GrundySequence.prefix(g, h + 1));
            nextCheckpoint = System.nanoTime() + checkpointNanos;
        }
    }
}

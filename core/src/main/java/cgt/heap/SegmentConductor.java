package cgt.heap;

import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * A rare/common run on more than one thread, segment by segment, in the mode a {@link SegmentPlanner} chooses
 * from measured speeds: the threads share a segment's heaps ({@link SegmentPlanner.Mode#PIPELINE}), or the
 * first thread, the conductor, computes them alone while the others, the helpers, are parked ({@link
 * SegmentPlanner.Mode#ALONE}). The pipeline pays only while both threads run: when the system gives one's core
 * to another process, the other waits for its heap.
 *
 * <p>Within a pipeline nothing changes per heap but a check of the clock now and then; a segment boundary
 * between two pipeline segments is only a reading of the clock and of the work counters. To leave the pipeline
 * the conductor sets a limit at its next heap c ({@link HandOver#leaveAt}): the helpers finish their heaps
 * below c and give up one they prepared beyond it (preparing writes nothing shared, and finishing a heap beyond
 * c needs g(c)), then say so; only then does the conductor go on from c alone.
 */
final class SegmentConductor {

    private final MexWorker[] workers;
    private final int threads;
    private final int last;
    private final HandOver handOver;
    /** Chooses each segment's mode; used by the conducting thread only. */
    private final SegmentPlanner planner;
    /** How many pipelines the conductor started; a helper works in one when this changes. */
    private volatile int pipelines;
    /** The first heap of the latest pipeline (written before {@link #pipelines}). */
    private volatile int pipelineFrom;
    /** For each helper, the last pipeline it worked in, to its end. */
    private final AtomicIntegerArray served;
    private final Thread[] helpers;
    /** What the conductor did, for statistics: heaps and wall time in each mode (written by the conductor only). */
    private long pipelineHeaps;
    private long pipelineNanos;
    private long aloneHeaps;
    private long aloneNanos;

    /**
     * Conducts the workers (the first on the calling thread, each other on a helper thread of its own) to heap
     * {@code last}, waiting through the hand-over.
     */
    SegmentConductor(MexWorker[] workers, int last, HandOver handOver, SegmentPlanner planner) {
        this.workers = workers;
        this.threads = workers.length;
        this.last = last;
        this.handOver = handOver;
        this.planner = planner;
        this.served = new AtomicIntegerArray(threads);
        this.helpers = new Thread[threads - 1];
        for (int t = 1; t < threads; t++) {
            MexWorker w = workers[t];
            int index = t;
            helpers[t - 1] = new Thread(() -> {
                try {
                    serve(w, index);
                } catch (Throwable e) {
                    handOver.fail(e);
                }
            }, "grundy-engine-" + t);
            helpers[t - 1].setDaemon(true);
        }
    }

    /** Starts the helpers, which park until the first pipeline. */
    void startHelpers() {
        handOver.parking(helpers);
        for (Thread h : helpers) {
            h.start();
        }
    }

    /** Waits for the helpers to end, once the run is stopped. */
    void joinHelpers() throws InterruptedException {
        for (Thread h : helpers) {
            h.join();
        }
    }

    /** The conducting thread's part: segment after segment in the mode the planner chooses, from heap h on. */
    void conduct(int from) {
        Thread[] all = new Thread[threads];
        all[0] = Thread.currentThread();
        System.arraycopy(helpers, 0, all, 1, threads - 1);
        handOver.workers(all);
        MexWorker self = workers[0];
        int h = from;
        while (h <= last) {
            if (planner.mode() == SegmentPlanner.Mode.ALONE) {
                long began = System.nanoTime();
                long work = self.work.get();
                int next = self.alone(h, began + planner.segmentNanos());
                long nanos = System.nanoTime() - began;
                planner.measured((double) (self.work.get() - work), nanos);
                aloneHeaps += next - h;
                aloneNanos += nanos;
                h = next;
            } else {
                long began = System.nanoTime();
                int next = pipeline(h);
                pipelineHeaps += next - h;
                pipelineNanos += System.nanoTime() - began;
                h = next;
            }
        }
    }

    /**
     * Runs pipeline segments from heap {@code from} on, as long as the planner wants them; returns the first
     * heap not computed when it leaves the pipeline, or {@code last + 1}.
     */
    private int pipeline(int from) {
        MexWorker self = workers[0];
        handOver.enterPipeline();
        handOver.startPipeline(from);
        pipelineFrom = from;
        int started = pipelines + 1;
        pipelines = started;
        handOver.wake();
        long began = System.nanoTime();
        long end = began + planner.segmentNanos();
        long work = totalWork();
        int c = from;
        int sinceClock = 0;
        for (; c <= last; c += threads) {
            if (++sinceClock == 4) {
                sinceClock = 0;
                long now = System.nanoTime();
                if (now >= end) {
                    long done = totalWork();
                    if (planner.measured((double) (done - work), now - began) != SegmentPlanner.Mode.PIPELINE) {
                        break;
                    }
                    began = now;
                    end = now + planner.segmentNanos();
                    work = done;
                }
            }
            self.compute(c, false);
        }
        // Leave the pipeline at heap c (beyond the last if every heap is done): the helpers finish their heaps
        // below it, give up any beyond, and say so.
        int leave = c;
        handOver.leaveAt(leave);
        handOver.wake();
        handOver.waitFor(() -> {
            for (int t = 1; t < threads; t++) {
                if (served.get(t) != started) {
                    return false;
                }
            }
            return true;
        });
        handOver.waitFor(() -> handOver.published() >= Math.min(leave, last + 1) - 1);
        return Math.min(leave, last + 1);
    }

    private long totalWork() {
        long sum = 0;
        for (MexWorker w : workers) {
            sum += w.work.get();
        }
        return sum;
    }

    /** How the run shared its heaps (see {@link GrundyEngine.Threads}); once the helpers have ended. */
    GrundyEngine.Threads account() {
        long waited = 0;
        for (MexWorker w : workers) {
            waited += w.waitNanos;
        }
        return new GrundyEngine.Threads(threads, pipelineHeaps, pipelineNanos, aloneHeaps, aloneNanos,
                planner.switches(), waited);
    }

    /** A helper's life: the heaps that fall to it in each pipeline the conductor starts, parked between. */
    private void serve(MexWorker w, int index) {
        int seen = 0;
        while (true) {
            int before = seen;
            handOver.waitFor(() -> pipelines != before || handOver.stopped());
            if (handOver.stopped()) {
                return;
            }
            int now = pipelines;
            for (int h = pipelineFrom + index; h <= last; h += threads) {
                if (!w.compute(h, true)) {
                    break;
                }
            }
            seen = now;
            served.set(index, now);
        }
    }
}

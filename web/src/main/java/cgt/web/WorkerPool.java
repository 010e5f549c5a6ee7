package cgt.web;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The fixed pool every computation of the server runs in, so that concurrent users cannot slow each other without
 * bound: {@code workers} threads, and at most {@code queue} computations waiting for one. A computation that would
 * wait beyond that is refused at once (503 with a retry hint) instead of piling up. A computation past its budget
 * is cancelled by interrupting its thread (core's loops call {@code cgt.task.Cancellation.check()}); it keeps its
 * place in the pool until it has actually stopped, so a cancelled search cannot let more work in than the
 * machine can run.
 */
final class WorkerPool implements AutoCloseable {

    /**
     * The stack of a worker: core's partizan code recurses past a fixed depth on explicit stacks, but parsers and
     * parenthesised expressions still recurse (the command line gives them 64 MB too).
     */
    private static final long STACK_BYTES = 64L << 20;
    /** Seconds a refused client is told to wait before trying again. */
    static final int RETRY_AFTER_SECONDS = 2;

    private final ExecutorService executor;
    /** Places for computations not yet finished: running or waiting. */
    private final Semaphore places;

    WorkerPool(int workers, int queue) {
        AtomicInteger count = new AtomicInteger();
        this.executor = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(null, r, "cgt-web-worker-" + count.incrementAndGet(), STACK_BYTES);
            t.setDaemon(true);
            return t;
        });
        this.places = new Semaphore(workers + queue);
    }

    /**
     * Starts the computation, or refuses it with 503 when every worker is busy and the queue is full. The place is
     * given back when the computation ends, is cancelled before it started, or fails.
     */
    <T> Future<T> submit(Callable<T> work) {
        if (!places.tryAcquire()) {
            throw new ApiException(503, "the server is busy: every worker is computing and the queue is full; try"
                    + " again in " + RETRY_AFTER_SECONDS + " s");
        }
        FutureTask<T> task = new FutureTask<>(work);
        try {
            executor.execute(() -> {
                try {
                    task.run(); // does nothing when the task was cancelled while it waited
                } finally {
                    places.release();
                }
            });
        } catch (RuntimeException e) {
            places.release();
            throw e;
        }
        return task;
    }

    /**
     * Runs the computation within the budget and returns its result. Past the budget it is cancelled and the
     * request answered 504; its own failures (bad input, cancellation) are passed on as they are.
     */
    <T> T run(Callable<T> work, Duration budget) {
        Future<T> future = submit(work);
        try {
            return future.get(budget.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new ApiException(504, "the computation took longer than the budget of " + seconds(budget)
                    + " and was cancelled; ask for less (a smaller position, fewer heaps), or use /api/jobs for"
                    + " long sequences");
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof OutOfMemoryError) {
                throw new ApiException(503, "the computation ran out of memory and was stopped; ask for less");
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** The budget as people write it: "10 s", "0.05 s". */
    static String seconds(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms / 1000.0 + " s";
    }

    /** Computations running or waiting now. */
    int busy(int capacity) {
        return capacity - places.availablePermits();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}

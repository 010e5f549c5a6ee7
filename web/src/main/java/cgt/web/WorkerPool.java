package cgt.web;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Where every computation of the server runs: two {@link Lane}s, one for cheap and one for costly computations (by
 * their {@link Cost}), each with its own workers, its bounded fair queue and a share per client. A computation past
 * its budget is cancelled by interrupting its thread (core's loops call {@code cgt.task.Cancellation.check()}); it
 * keeps its place until it has actually stopped, so that a cancelled search cannot let more work in than the machine
 * can run, unless it has not stopped after the limits' grace: then its worker is abandoned and replaced (users' rules
 * code may loop and ignore interrupts), and the server says so on its standard error.
 */
final class WorkerPool implements AutoCloseable {

    /** Seconds a refused client is told to wait before trying again. */
    static final int RETRY_AFTER_SECONDS = 2;

    private final Duration grace;
    private final Lane cheap;
    private final Lane costly;
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cgt-web-watchdog");
        t.setDaemon(true);
        return t;
    });

    /** The lanes the limits describe; {@code log} hears of abandoned workers. */
    WorkerPool(Limits limits, Consumer<String> log) {
        this.grace = limits.grace();
        this.cheap = new Lane("cheap", limits.cheapWorkers(), limits.queue(), limits.cheapPerClient(), log);
        this.costly = new Lane("costly", limits.workers(), limits.costlyQueue(), Limits.COSTLY_PER_CLIENT, log);
    }

    /** Queues the computation in the lane of its cost, or refuses it (429 for this client, 503 for everyone). */
    <T> Lane.Task<T> submit(Cost cost, String client, Callable<T> work) {
        return lane(cost).submit(client, work);
    }

    private Lane lane(Cost cost) {
        return cost == Cost.CHEAP ? cheap : costly;
    }

    /**
     * Cancels the computation by interrupting it, and abandons its worker if it has not stopped after the grace.
     */
    @SuppressWarnings("FutureReturnValueIgnored") // nothing waits on the watchdog: it looks at the task itself
    void cancel(Lane.Task<?> task) {
        task.cancel(true);
        watchdog.schedule(() -> task.lane.abandonIfStillRunning(task, grace), grace.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * Runs the computation within the budget and returns its result. Past the budget it is cancelled and the
     * request answered 504; its own failures (bad input, cancellation) are passed on as they are.
     */
    <T> T run(Cost cost, String client, Callable<T> work, Duration budget) {
        Lane.Task<T> task = submit(cost, client, work);
        try {
            return task.get(budget.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            cancel(task);
            throw new ApiException(504, "the computation took longer than the budget of " + seconds(budget)
                    + " and was cancelled; ask for less (a smaller position, fewer heaps), or use /api/jobs for"
                    + " long sequences");
        } catch (InterruptedException e) {
            cancel(task);
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

    /** Computations running or waiting now, in both lanes. */
    int busy() {
        return cheap.busy() + costly.busy();
    }

    /** Workers abandoned to computations that did not stop when cancelled. */
    int abandoned() {
        return cheap.abandoned() + costly.abandoned();
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
        cheap.close();
        costly.close();
    }
}

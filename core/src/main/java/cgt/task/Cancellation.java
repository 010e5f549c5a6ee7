package cgt.task;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Cooperative cancellation: long computations call {@link #check()} in their loops, and a caller stops
 * them by interrupting the thread (as Ctrl-C handlers, executors and tests do). A request's time limit
 * ({@link Budget#time()}) stops a computation the same way ({@link #within}), so that every engine that can be
 * cancelled also keeps to a time limit, on however many threads it runs.
 */
public final class Cancellation {

    private Cancellation() {
    }

    /** Throws {@link CancellationException} if the current thread has been interrupted. */
    public static void check() {
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("interrupted");
        }
    }

    /**
     * Runs {@code work} on this thread, interrupting it when {@code limit} has passed (null: no limit). A computation
     * stopped so is refused as too big, in the words of {@code what} ("the analysis"); an interruption from elsewhere
     * is passed on as it came.
     *
     * @throws TooBigException when the work was stopped at its time limit
     */
    public static <T> T within(Duration limit, String what, Supplier<T> work) {
        if (limit == null) {
            return work.get();
        }
        Alarm alarm = new Alarm(Thread.currentThread());
        ScheduledFuture<?> ringing = Timer.TIMER.schedule(alarm::ring, limit.toNanos(), TimeUnit.NANOSECONDS);
        try {
            return work.get();
        } catch (CancellationException e) {
            if (alarm.rang()) {
                throw new TooBigException(what + " took longer than its time budget of " + seconds(limit)
                        + "; ask about less, or allow more time", "tooBig.time", List.of(what, seconds(limit)));
            }
            throw e;
        } finally {
            ringing.cancel(false);
            if (alarm.silence()) {
                Thread.interrupted(); // the interruption was the alarm's, not the caller's: it ends here
            }
        }
    }

    /** A duration as people read it: "10 s", "0.05 s". */
    static String seconds(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms / 1000.0 + " s";
    }

    /** Interrupts one thread once, unless silenced first; says afterwards whether it did. */
    private static final class Alarm {
        private final Thread thread;
        private boolean done;
        private boolean rang;

        Alarm(Thread thread) {
            this.thread = thread;
        }

        synchronized void ring() {
            if (!done) {
                rang = true;
                thread.interrupt();
            }
        }

        synchronized boolean rang() {
            return rang;
        }

        /** Stops the alarm; true when it had already interrupted the thread. */
        synchronized boolean silence() {
            done = true;
            return rang;
        }
    }

    /** One daemon thread that rings every alarm, made when the first time limit is set. */
    private static final class Timer {
        static final ScheduledExecutorService TIMER = timer();

        private static ScheduledExecutorService timer() {
            ScheduledThreadPoolExecutor t = new ScheduledThreadPoolExecutor(1, r -> {
                Thread thread = new Thread(r, "cgt-time-budget");
                thread.setDaemon(true);
                return thread;
            });
            t.setRemoveOnCancelPolicy(true); // an alarm silenced early does not wait out its limit in the queue
            return t;
        }
    }
}

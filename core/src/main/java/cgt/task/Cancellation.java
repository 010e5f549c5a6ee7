package cgt.task;

import java.util.concurrent.CancellationException;

/**
 * Cooperative cancellation: long computations call {@link #check()} in their loops, and a caller stops
 * them by interrupting the thread (as Ctrl-C handlers, executors and tests do).
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
}

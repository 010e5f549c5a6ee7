package cgt.task;

import java.util.Objects;

/**
 * How one request's long computation runs: where it reports how far it has come, how many threads it may use, and
 * within which {@link Budget} of time, memory and work. A request's settings travel with the request and are handed
 * to the computation that needs them, never stored in a game: games are immutable values that several requests may
 * share. Cancellation needs no field here: a computation stops when its thread is interrupted ({@link Cancellation}).
 *
 * @param progress where the computation reports how far it has come
 * @param threads how many threads it may use (at least 1; an engine may use fewer)
 * @param budget the limits the computation reads where it would refuse a job as too big
 */
public record Effort(Progress progress, int threads, Budget budget) {

    /** No progress reports, one thread, {@link Budget#DEFAULT}: what a question asked without a request gets. */
    public static final Effort QUIET = new Effort(Progress.NONE, 1, Budget.DEFAULT);

    public Effort {
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(budget, "budget");
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + ": expected at least 1");
        }
    }

    /** The same effort within {@code limits}. */
    public Effort within(Budget limits) {
        return new Effort(progress, threads, limits);
    }
}

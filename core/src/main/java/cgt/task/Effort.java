package cgt.task;

import java.util.Objects;

/**
 * How one request's long computation runs: where it reports how far it has come, and how many threads it may use.
 * A request's settings travel with the request and are handed to the computation that needs them, never stored in
 * a game: games are immutable values that several requests may share. Cancellation needs no field here: a
 * computation stops when its thread is interrupted ({@link Cancellation}).
 *
 * @param progress where the computation reports how far it has come
 * @param threads how many threads it may use (at least 1; an engine may use fewer)
 */
public record Effort(Progress progress, int threads) {

    /** No progress reports, one thread: what a question asked without a request gets. */
    public static final Effort QUIET = new Effort(Progress.NONE, 1);

    public Effort {
        Objects.requireNonNull(progress, "progress");
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + ": expected at least 1");
        }
    }
}

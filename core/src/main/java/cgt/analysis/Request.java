package cgt.analysis;

import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.Progress;
import java.util.Objects;

/**
 * What an impartial analysis is asked for: under which play, whether with the reasoning, where a long search reports
 * its progress, on how many threads, and within which {@link Budget} of time, memory and work (how many winning moves
 * to keep is part of it). A request's settings travel with it to the engines; they are never stored in a game.
 *
 * <p>Built from {@link #normalPlay()} or {@link #of(Play)} and the withers, so that a call reads
 * {@code Request.of(Play.MISERE).explained()} rather than {@code (..., true, true)}.
 *
 * <p>A computation is cancelled by interrupting its thread ({@link cgt.task.Cancellation}), so a request needs no
 * handle of its own for it; its budget's time limit stops it the same way.
 *
 * @param play normal or misère play (a partizan ruleset is analysed in normal play only)
 * @param explain whether to give the reasoning as {@link Step}s
 * @param progress where a long computation (a table of values, a misère search, a partizan search) reports how
 *     far it got
 * @param threads how many threads a search or a table may use (a heap game's table uses them while they pay)
 * @param budget the time, memory and work the analysis may spend; past it, it is refused as too big
 */
public record Request(Play play, boolean explain, Progress progress, int threads, Budget budget) {

    public Request {
        Objects.requireNonNull(play, "play");
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(budget, "budget");
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + ": expected at least 1");
        }
    }

    /** Normal play, no reasoning, within {@link Budget#DEFAULT}. */
    public static Request normalPlay() {
        return of(Play.NORMAL);
    }

    /** The given play, no reasoning, within {@link Budget#DEFAULT}. */
    public static Request of(Play play) {
        return new Request(play, false, Progress.NONE, 1, Budget.DEFAULT);
    }

    /** The most winning moves kept (the budget's {@link Budget.Answers#keptMoves()}); beyond them moves are counted. */
    public int keptMoves() {
        return budget.answers().keptMoves();
    }

    /** The same request, with the reasoning. */
    public Request explained() {
        return new Request(play, true, progress, threads, budget);
    }

    /** The same request, keeping at most {@code limit} winning moves (at least 0; all are still counted). */
    public Request keepingMoves(int limit) {
        return withBudget(budget.withAnswers(budget.answers().withKeptMoves(limit)));
    }

    /** The same request, reporting a long search's progress to {@code p}. */
    public Request reportingTo(Progress p) {
        return new Request(play, explain, p, threads, budget);
    }

    /** The progress, threads and budget, as the computation that needs them (a table, a search) takes them. */
    public Effort effort() {
        return new Effort(progress, threads, budget);
    }

    /** The same request, with {@code count} threads for a search. */
    public Request usingThreads(int count) {
        return new Request(play, explain, progress, count, budget);
    }

    /** The same request, within {@code limits} (which include how many winning moves are kept). */
    public Request withBudget(Budget limits) {
        return new Request(play, explain, progress, threads, limits);
    }
}

package cgt.analysis;

import cgt.task.Effort;
import cgt.task.Progress;
import java.util.Objects;

/**
 * What an impartial analysis is asked for: under which play, whether with the reasoning, how many winning moves
 * to keep (all are counted), and where a long search reports its progress.
 *
 * <p>Built from {@link #normalPlay()} or {@link #of(Play)} and the withers, so that a call reads
 * {@code Request.of(Play.MISERE).explained()} rather than {@code (..., true, true)}.
 *
 * @param play normal or misère play (a partizan ruleset is analysed in normal play only)
 * @param explain whether to give the reasoning as {@link Step}s
 * @param keptMoves the most winning moves kept (at least 0); beyond them moves are only counted
 * @param progress where a long computation (a table of values, a misère search, a partizan search) reports how
 *     far it got
 * @param threads how many threads a search or a table may use (a heap game's table uses at most 2 of them)
 */
public record Request(Play play, boolean explain, int keptMoves, Progress progress, int threads) {

    public Request {
        Objects.requireNonNull(play, "play");
        Objects.requireNonNull(progress, "progress");
        if (keptMoves < 0 || keptMoves > ImpartialAnalyzer.MAX_KEPT_MOVES) {
            throw new IllegalArgumentException("keptMoves " + keptMoves + ": expected 0 to "
                    + ImpartialAnalyzer.MAX_KEPT_MOVES);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + ": expected at least 1");
        }
    }

    /** Normal play, no reasoning, every winning move kept up to {@link ImpartialAnalyzer#MAX_KEPT_MOVES}. */
    public static Request normalPlay() {
        return of(Play.NORMAL);
    }

    /** The given play, no reasoning, every winning move kept up to {@link ImpartialAnalyzer#MAX_KEPT_MOVES}. */
    public static Request of(Play play) {
        return new Request(play, false, ImpartialAnalyzer.MAX_KEPT_MOVES, Progress.NONE, 1);
    }

    /** The same request, with the reasoning. */
    public Request explained() {
        return new Request(play, true, keptMoves, progress, threads);
    }

    /** The same request, keeping at most {@code limit} winning moves (all are still counted). */
    public Request keepingMoves(int limit) {
        return new Request(play, explain, limit, progress, threads);
    }

    /** The same request, reporting a long search's progress to {@code p}. */
    public Request reportingTo(Progress p) {
        return new Request(play, explain, keptMoves, p, threads);
    }

    /** The progress and threads, as the computation that needs them (a table, a search) takes them. */
    public Effort effort() {
        return new Effort(progress, threads);
    }

    /** The same request, with {@code count} threads for a search. */
    public Request usingThreads(int count) {
        return new Request(play, explain, keptMoves, progress, count);
    }
}

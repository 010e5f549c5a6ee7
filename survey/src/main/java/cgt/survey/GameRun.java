package cgt.survey;

import cgt.heap.GrundyEngine;
import cgt.heap.HeapRule;
import cgt.heap.HeapValues;
import cgt.heap.PeriodProof;
import cgt.heap.PeriodSearch;
import cgt.heap.Periodicity.Period;
import cgt.heap.SequenceStatistics;
import cgt.task.Effort;
import cgt.task.Progress;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One game of a survey: core's period search (the rare/common engine's tables, grown until the Guy-Smith or
 * window theorem proves a period, up to heap N) within a budget of seconds, summed up as a {@link SurveyRow}. Runs
 * on a thread of its own so that the budget can stop it (by interruption, which the engine checks as
 * {@link cgt.task.Cancellation} asks); what the last finished table showed is kept. Free of Spark, so that tests
 * and the single-game path can call it alike.
 */
public final class GameRun {

    /** How long a stopped computation gets to notice the interruption before the row is written anyway. */
    private static final long STOP_GRACE_SECONDS = 30;

    private GameRun() {
    }

    /**
     * Surveys one game.
     *
     * @param code the game, in normal spelling (see {@link Family#normal})
     * @param to the last heap to compute
     * @param budgetSeconds the most seconds to spend (0 or less: no budget)
     * @throws InterruptedException if the calling thread is interrupted (the game's thread is stopped first)
     */
    public static SurveyRow run(String code, int to, double budgetSeconds) throws InterruptedException {
        HeapRule rule = Family.rule(code);
        // Each longer table goes on from the last one; the last finished one is kept for its statistics.
        HeapValues values = HeapValues.of(code, rule);
        PeriodProof proof = rule.periodProof();
        // As cgt period with --max N: for a rule no theorem covers, the table reaches N before a period is believed.
        PeriodSearch.Observation observation = new PeriodSearch.Observation(to, Math.max(0, rule.maxRemoval()));
        long started = System.nanoTime();
        ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "cgt-survey " + code);
            t.setDaemon(true);
            return t;
        });
        Future<PeriodSearch.Outcome> search = thread.submit(
                () -> PeriodSearch.run(proof, n -> values.sequence(n, Effort.QUIET), to, observation, Progress.NONE));
        thread.shutdown();
        try {
            PeriodSearch.Outcome outcome = budgetSeconds > 0
                    ? search.get((long) Math.ceil(budgetSeconds * 1e3), TimeUnit.MILLISECONDS) : search.get();
            return row(code, proof, outcome, values.lastTable().orElseThrow(), seconds(started));
        } catch (TimeoutException e) {
            stop(search, thread);
            GrundyEngine.Result last = values.lastTable().orElse(null);
            String note = String.format(Locale.ROOT, "budget of %s s reached", plain(budgetSeconds))
                    + (last == null ? " before the first table was done" : "; g(0.." + last.sequence().lastHeap()
                            + ") were finished");
            return unresolved(code, last, seconds(started), note);
        } catch (InterruptedException e) {
            stop(search, thread);
            throw e;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    private static void stop(Future<?> search, ExecutorService thread) throws InterruptedException {
        search.cancel(true);
        thread.awaitTermination(STOP_GRACE_SECONDS, TimeUnit.SECONDS);
    }

    private static SurveyRow row(String code, PeriodProof proof, PeriodSearch.Outcome outcome,
            GrundyEngine.Result last, double seconds) {
        SequenceStatistics st = SequenceStatistics.of(last.sequence(), last.stats(), 0);
        String mask = st.rare().map(SequenceStatistics.Rare::maskHex).orElse("");
        int lastRare = lastRare(st);
        Optional<Period> found = outcome.period();
        if (found.isPresent()) {
            Period p = found.get();
            String status = p.proved() ? SurveyRow.PROVED : p.arithmetic() ? SurveyRow.ARITHMETIC
                    : proof.possible() ? null : SurveyRow.OBSERVED;
            if (status != null) {
                String note = p.proved() ? "" : "observed to heap " + outcome.checkedTo() + "; no theorem bounds the check";
                return new SurveyRow(code, status, p.preperiod(), p.period(), p.saltus(), st.largest(), mask, lastRare,
                        outcome.checkedTo(), seconds, code, note);
            }
            // A candidate the limit did not let the theorem prove: unresolved, the candidate in the note.
            return new SurveyRow(code, SurveyRow.UNRESOLVED, -1, -1, -1, st.largest(), mask, lastRare,
                    outcome.checkedTo(), seconds, code, "candidate period " + p.period() + " from heap " + p.preperiod()
                            + "; the proof needs g(0.." + p.neededForProof() + ")");
        }
        return new SurveyRow(code, SurveyRow.UNRESOLVED, -1, -1, -1, st.largest(), mask, lastRare, outcome.checkedTo(),
                seconds, code, "no period in g(0.." + outcome.checkedTo() + ")" + outcome.stopped().map(s -> "; " + s)
                        .orElse(""));
    }

    private static SurveyRow unresolved(String code, GrundyEngine.Result last, double seconds, String note) {
        if (last == null) {
            return new SurveyRow(code, SurveyRow.UNRESOLVED, -1, -1, -1, -1, "", -1, -1, seconds, code, note);
        }
        SequenceStatistics st = SequenceStatistics.of(last.sequence(), last.stats(), 0);
        return new SurveyRow(code, SurveyRow.UNRESOLVED, -1, -1, -1, st.largest(),
                st.rare().map(SequenceStatistics.Rare::maskHex).orElse(""), lastRare(st), last.sequence().lastHeap(),
                seconds, code, note);
    }

    /** The last rare heap, -1 when there is none or no mask (a table in memory: within an int). */
    private static int lastRare(SequenceStatistics st) {
        return (int) st.rare().map(r -> r.lastHeap().orElse(-1)).orElse(-1L).longValue();
    }

    private static double seconds(long started) {
        return (System.nanoTime() - started) / 1e9;
    }

    private static String plain(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
    }
}

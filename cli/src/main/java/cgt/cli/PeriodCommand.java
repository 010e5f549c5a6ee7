package cgt.cli;

import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.heap.PeriodProof;
import cgt.heap.PeriodSearch;
import cgt.heap.Periodicity.Period;
import cgt.input.Inputs;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt period GAME}: the period of a heap game's Grundy sequence, proved where a theorem allows. */
@Command(name = "period", description = {
    "The period of a heap game's Grundy sequence: the smallest p with g(n+p) = g(n) from some heap on.",
    "Finite take-and-break codes are proved periodic by the Guy-Smith theorem, finite subtraction games by a"
            + " repeated window; for other rules a period (or an arithmetic period g(n+p) = g(n) + s) is only"
            + " observed. The sequence is computed further until the proof is complete, or up to --max."})
final class PeriodCommand implements Callable<Integer> {

    /** The default limit: far beyond every published period of a small code, and a table of 32 MiB. */
    static final int DEFAULT_MAX = 1 << 24;

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    RulesOption rules; // handled by Main: --rules FILE.java stands for GAME

    @Parameters(index = "0", paramLabel = "GAME", description = "A heap game: a name, subtraction:S, allbut:S or a"
            + " take-and-break code.")
    String gameName;

    @Option(names = "--max", paramLabel = "N", description = "Compute no further than heap N (default 2^24).")
    String max;

    @Mixin
    HeapEngineOptions engine;

    @Option(names = "--json", description = "Print one JSON object: game, period, preperiod, saltus, proved,"
            + " checkedTo.")
    boolean json;

    @Override
    public Integer call() {
        HeapGame heapGame = HeapEngineOptions.heapGame("period", gameName);
        Game game = heapGame;
        int limit = max == null ? DEFAULT_MAX : (int) Inputs.nonNegative("--max", max, HeapGame.MAX_TABLE_HEAP);
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr());
        // One count for the whole job, the heap reached, however many tables the search computes on the way.
        String stage = "period search (limit " + StderrProgress.human(limit) + "), values computed";
        cgt.task.Progress job = (s, done, total) -> progress.report(stage, done, -1);
        HeapGame reporting = heapGame.reportingTo(job).usingThreads(engine.threads());
        PeriodProof proof = heapGame.rule().periodProof();
        long started = System.nanoTime();
        // A rule no theorem covers: with --max, check to it; otherwise far enough past the largest set element.
        int reach = observedReach(heapGame);
        int atLeast = max != null ? limit : (int) Math.min(limit, Math.max(PeriodSearch.OBSERVE_AT_LEAST,
                2L * PeriodSearch.STRETCHES * reach));
        PeriodSearch.Outcome searched = PeriodSearch.run(proof, reporting::sequence, limit,
                new PeriodSearch.Observation(atLeast, reach), job);
        progress.done();
        engine.reportTime(spec.commandLine().getErr(), "computed and checked", started);
        // A theorem about the values (Lasker's Nim) proves the period the values show, if it is the same one.
        PeriodSearch.Outcome outcome = searched;
        java.util.Optional<HeapGame.KnownPeriod> theorem = heapGame.knownPeriod().filter(k -> searched.period()
                .filter(p -> p.period() == k.period() && p.preperiod() == k.preperiod() && p.saltus() == k.saltus())
                .isPresent());
        if (theorem.isPresent()) {
            Period p = outcome.period().get();
            outcome = new PeriodSearch.Outcome(java.util.Optional.of(new Period(p.period(), p.preperiod(), p.saltus(),
                    true, p.checkedTo(), p.neededForProof())), outcome.checkedTo(), outcome.stopped());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(toJson(game, outcome)));
        } else {
            describe(game, proof, theorem.map(HeapGame.KnownPeriod::theorem), outcome, out);
        }
        return 0;
    }

    /**
     * The largest heap size the rule treats specially, so that an observed period must hold well beyond it:
     * an all-but set's largest excluded size, or the largest removal of a bounded rule; 0 when unknown.
     */
    static int observedReach(HeapGame game) {
        if (game.rule() instanceof cgt.heap.Subtraction s && s.isAllBut()) {
            int[] excluded = s.elements();
            return excluded.length == 0 ? 0 : excluded[excluded.length - 1];
        }
        return Math.max(0, game.rule().maxRemoval());
    }

    private static Map<String, Object> toJson(Game game, PeriodSearch.Outcome outcome) {
        Map<String, Object> o = Json.object();
        o.put("game", game.name());
        Period p = outcome.period().orElse(null);
        o.put("period", p == null ? null : p.period());
        o.put("preperiod", p == null ? null : p.preperiod());
        o.put("saltus", p == null ? null : p.saltus());
        o.put("proved", p != null && p.proved());
        o.put("checkedTo", outcome.checkedTo());
        outcome.stopped().ifPresent(s -> o.put("stopped", s));
        return o;
    }

    private static void describe(Game game, PeriodProof proof, java.util.Optional<String> theorem,
            PeriodSearch.Outcome outcome, PrintWriter out) {
        out.println(game.name());
        if (outcome.period().isEmpty()) {
            out.println("no period found in g(0.." + outcome.checkedTo() + ")");
            outcome.stopped().ifPresent(s -> out.println("stopped: " + s));
            return;
        }
        Period p = outcome.period().get();
        String law = "g(n+" + p.period() + ") = g(n)" + (p.arithmetic() ? " + " + p.saltus() : "");
        out.println("period: " + p.period() + (p.arithmetic() ? " (arithmetic, saltus " + p.saltus() + ")" : ""));
        out.println("preperiod: " + p.preperiod() + (p.preperiod() == 0 ? " (no exceptions)"
                : " (the last exception is heap " + (p.preperiod() - 1) + ")"));
        if (p.proved()) {
            out.println("rule: " + law + " for every n >= " + p.preperiod());
            out.println("proved: yes, " + theorem.orElseGet(() -> proof.describe(p.preperiod(), p.period())));
        } else {
            // Only what the values checked show: the rule holds from the preperiod to the last heap computed.
            out.println("rule: observed: " + law + " for " + p.preperiod() + " <= n <= "
                    + (outcome.checkedTo() - p.period()) + "; not proved");
            if (p.arithmetic() || !proof.possible()) {
                out.println("proved: no, observed up to heap " + outcome.checkedTo() + "; no theorem bounds the"
                        + " check for this rule");
            } else {
                out.println("proved: no, observed up to heap " + outcome.checkedTo() + "; the proof needs the values"
                        + " up to heap " + p.neededForProof());
            }
        }
        out.println("checked to: " + outcome.checkedTo());
        outcome.stopped().ifPresent(s -> out.println("stopped: " + s));
    }
}

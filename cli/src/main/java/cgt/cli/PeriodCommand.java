package cgt.cli;

import cgt.analysis.PeriodAnalysis;
import cgt.format.HeapGameArgs;
import cgt.format.json.Json;
import cgt.format.json.SequenceJson;
import cgt.games.HeapGame;
import cgt.heap.Periodicity.Period;
import cgt.input.Inputs;
import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.Progress;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Optional;
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

    @Spec
    CommandSpec spec;

    @Mixin
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
        HeapGame heapGame = HeapGameArgs.heapGame("period", gameName);
        Optional<Integer> limit = max == null ? Optional.empty()
                : Optional.of((int) Inputs.nonNegative("--max", max, Budget.DEFAULT.tables().heap()));
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), Main.texts(spec));
        // One count for the whole job, the heap reached, however many tables the search computes on the way.
        int searched = limit.orElse(Budget.DEFAULT.periods().search());
        Progress.Stage stage = Progress.Stage.of("period search (limit " + StderrProgress.human(searched)
                + "), values computed", "stage.periodLimit", searched);
        Progress job = (s, done, total) -> progress.report(stage, done, -1);
        long started = System.nanoTime();
        PeriodAnalysis found = PeriodAnalysis.of(heapGame, limit, new Effort(job, engine.threads(), Budget.DEFAULT));
        progress.done();
        engine.reportTime(spec.commandLine().getErr(), "computed and checked", started);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(toJson(found)));
        } else {
            describe(found, out);
        }
        return 0;
    }

    private static Map<String, Object> toJson(PeriodAnalysis found) {
        return SequenceJson.period(found);
    }

    private static void describe(PeriodAnalysis found, PrintWriter out) {
        out.println(found.game());
        if (found.period().isEmpty()) {
            out.println("no period found in g(0.." + found.checkedTo() + ")");
            found.stopped().ifPresent(s -> out.println("stopped: " + s));
            return;
        }
        Period p = found.period().get();
        String law = found.law().orElseThrow();
        out.println("period: " + p.period() + (p.arithmetic() ? " (arithmetic, saltus " + p.saltus() + ")" : ""));
        out.println("preperiod: " + p.preperiod() + (p.preperiod() == 0 ? " (no exceptions)"
                : " (the last exception is heap " + (p.preperiod() - 1) + ")"));
        if (p.proved()) {
            out.println("rule: " + law + " for every n >= " + p.preperiod());
            out.println("proved: yes, " + found.proofText().orElseThrow());
        } else {
            // Only what the values checked show: the rule holds from the preperiod to the last heap computed.
            out.println("rule: observed: " + law + " for " + p.preperiod() + " <= n <= "
                    + (found.checkedTo() - p.period()) + "; not proved");
            if (p.arithmetic() || !found.proof().possible()) {
                out.println("proved: no, observed up to heap " + found.checkedTo() + "; no theorem bounds the"
                        + " check for this rule");
            } else {
                out.println("proved: no, observed up to heap " + found.checkedTo() + "; the proof needs the values"
                        + " up to heap " + p.neededForProof());
            }
        }
        out.println("checked to: " + found.checkedTo());
        found.stopped().ifPresent(s -> out.println("stopped: " + s));
    }
}

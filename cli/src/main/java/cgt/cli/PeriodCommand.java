package cgt.cli;

import cgt.analysis.PeriodAnalysis;
import cgt.format.HeapGameArgs;
import cgt.format.i18n.Texts;
import cgt.format.json.Json;
import cgt.format.json.SequenceJson;
import cgt.games.HeapGame;
import cgt.heap.Periodicity.Period;
import cgt.input.Inputs;
import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.Progress;
import java.io.PrintWriter;
import java.util.List;
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
        engine.reportTime(spec.commandLine().getErr(), Main.texts(spec), "time.computedAndChecked", started);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(toJson(found)));
        } else {
            describe(found, out, Main.texts(spec));
        }
        return 0;
    }

    private static Map<String, Object> toJson(PeriodAnalysis found) {
        return SequenceJson.period(found);
    }

    /** The period found as lines of text, in the run's language (English: the catalogue's words, as ever). */
    static void describe(PeriodAnalysis found, PrintWriter out, Texts texts) {
        out.println(found.game());
        if (found.period().isEmpty()) {
            out.println(texts.text("period.none", found.checkedTo()));
            found.refusal().ifPresent(r -> out.println(texts.text("period.stopped", r)));
            return;
        }
        Period p = found.period().get();
        String law = found.law().orElseThrow();
        out.println(p.arithmetic() ? texts.text("period.period.arithmetic", p.period(), p.saltus())
                : texts.text("period.period", p.period()));
        out.println(p.preperiod() == 0 ? texts.text("period.preperiod.noExceptions", p.preperiod())
                : texts.text("period.preperiod", p.preperiod(), p.preperiod() - 1));
        if (p.proved()) {
            out.println(texts.text("period.rule.proved", law, p.preperiod()));
            out.println(texts.text("period.proved.yes", proof(found, p, texts)));
        } else {
            // Only what the values checked show: the rule holds from the preperiod to the last heap computed.
            out.println(texts.text("period.rule.observed", law, p.preperiod(), found.checkedTo() - p.period()));
            out.println(p.arithmetic() || !found.proof().possible()
                    ? texts.text("period.proved.noTheorem", found.checkedTo())
                    : texts.text("period.proved.needs", found.checkedTo(), p.neededForProof()));
        }
        out.println(texts.text("period.checkedTo", found.checkedTo()));
        found.refusal().ifPresent(r -> out.println(texts.text("period.stopped", r)));
    }

    /**
     * How the period is proved, in the run's language: the catalogue's sentence for the theorem, used only while
     * its English is core's sentence word for word (a game's own theorem is {@code period.theorem.GAME}).
     */
    private static String proof(PeriodAnalysis found, Period p, Texts texts) {
        String english = found.proofText().orElseThrow();
        if (found.theorem().isPresent()) {
            return texts.sentence(english, "period.theorem." + found.game(), List.of());
        }
        int n0 = p.preperiod();
        int t = found.proof().reach();
        return switch (found.proof().kind()) {
            case WINDOW -> texts.sentence(english, "period.proof.window", List.of(t, Math.max(n0, 1), p.period()));
            case GUY_SMITH -> texts.sentence(english, "period.proof.guySmith", List.of(p.period(), n0,
                    found.proof().checkEnd(n0, p.period()), Math.max(n0, 1), t));
            case NONE -> english;
        };
    }
}

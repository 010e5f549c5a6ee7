package cgt.cli;

import cgt.analysis.LoopyPartizanAnalysis;
import cgt.format.i18n.LocalizedExplanation;
import cgt.format.i18n.Texts;
import cgt.format.json.AnalysisJson;
import cgt.format.json.Json;
import cgt.loopy.LoopyOutcomeClass.Result;
import java.io.PrintWriter;
import java.util.List;

/**
 * How {@code cgt analyze} writes a partizan position whose play can repeat: the outcome class with draws, what
 * happens with each player moving first (and in how many moves), each player's moves that keep that result, and
 * the size of the graph that was solved, in the run's language ({@code out.loopyPartizan.*}; a start's result is
 * said by its words, {@code result.Left_wins}, ...). JSON never changes with the language.
 */
final class LoopyPartizanOutput {

    private LoopyPartizanOutput() {
    }

    /** Prints the analysis as text or, with {@code json}, as one JSON object. */
    static <P> int print(LoopyPartizanAnalysis<P> a, boolean json, boolean explain, PrintWriter out, int maxMoves,
            Texts t) {
        if (json) {
            out.println(Json.write(AnalysisJson.loopyPartizan(a, explain)));
            return 0;
        }
        out.println(a.game() + " " + a.position());
        if (explain) {
            out.println();
            LocalizedExplanation.lines(a.explanation(), t).forEach(out::println);
            out.println();
        }
        out.println(t.text("out.loopyPartizan.outcome", a.outcomeClass().toString(),
                a.outcomeClass().leftFirst().words(), a.outcomeClass().rightFirst().words()));
        out.println(a.value().map(v -> t.text("out.loopyPartizan.value", v))
                .orElse(t.text("out.loopyPartizan.noValue", a.noValue())));
        start(out, a, a.leftFirst(), "left", maxMoves, t);
        start(out, a, a.rightFirst(), "right", maxMoves, t);
        out.println(t.text("out.loopyPartizan.graph", a.positions(), a.moves()));
        return 0;
    }

    private static <P> void start(PrintWriter out, LoopyPartizanAnalysis<P> a, LoopyPartizanAnalysis.Start<P> s,
            String player, int maxMoves, Texts t) {
        String key = "out.loopyPartizan." + player;
        out.println(s.remoteness().isPresent()
                ? t.text(key + "FirstIn", s.remoteness().getAsInt(), s.result().words())
                : t.text(key + "First", s.result().words()));
        if (!s.wins() && s.result() != Result.DRAW) {
            out.println(t.text(key + "Loses"));
            return;
        }
        out.println(t.text(key + (s.wins() ? "Winning" : "KeepDraw"), s.bestMoveCount()));
        List<String> shown = a.positionsAfter(s.bestMoves(), maxMoves);
        shown.forEach(m -> out.println("  " + m));
        if (s.bestMoveCount() > shown.size()) {
            out.println("  " + t.text("out.more", s.bestMoveCount() - shown.size()));
        }
    }
}

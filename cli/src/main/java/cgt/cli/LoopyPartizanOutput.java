package cgt.cli;

import cgt.analysis.LoopyPartizanAnalysis;
import cgt.format.json.AnalysisJson;
import cgt.format.json.Json;
import cgt.loopy.LoopyOutcomeClass.Result;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * How {@code cgt analyze} writes a partizan position whose play can repeat: the outcome class with draws, what
 * happens with each player moving first (and in how many moves), each player's moves that keep that result, and
 * the size of the graph that was solved.
 */
final class LoopyPartizanOutput {

    private LoopyPartizanOutput() {
    }

    /** Prints the analysis as text or, with {@code json}, as one JSON object. */
    static <P> int print(LoopyPartizanAnalysis<P> a, boolean json, boolean explain, PrintWriter out, int maxMoves) {
        if (json) {
            out.println(Json.write(AnalysisJson.loopyPartizan(a, explain)));
            return 0;
        }
        out.println(a.game() + " " + a.position());
        if (explain) {
            out.println();
            a.explanationText().forEach(out::println);
            out.println();
        }
        out.println("outcome: " + a.outcomeClass() + " (" + a.outcomeClass().meaning() + ")");
        out.println(a.value().map(v -> "value: " + v + " (loopy: play can repeat; the simplest form of its graph)")
                .orElse("value: not found (" + a.valueNote() + ")"));
        start(out, a, a.leftFirst(), "Left", maxMoves);
        start(out, a, a.rightFirst(), "Right", maxMoves);
        out.println(String.format(Locale.ROOT, "positions: %,d, moves: %,d (the whole graph, solved by retrograde"
                + " analysis)", a.positions(), a.moves()));
        return 0;
    }

    private static <P> void start(PrintWriter out, LoopyPartizanAnalysis<P> a, LoopyPartizanAnalysis.Start<P> s,
            String player, int maxMoves) {
        out.println(player + " moving first: " + s.describe());
        if (!s.wins() && s.result() != Result.DRAW) {
            out.println(player + "'s moves: every one loses");
            return;
        }
        String title = player + "'s " + s.movesTitle();
        out.println(title + " (" + s.bestMoveCount() + "):");
        List<String> shown = a.positionsAfter(s.bestMoves(), maxMoves);
        shown.forEach(m -> out.println("  " + m));
        if (s.bestMoveCount() > shown.size()) {
            out.println("  ... and " + (s.bestMoveCount() - shown.size()) + " more");
        }
    }
}

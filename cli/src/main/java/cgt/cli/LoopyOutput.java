package cgt.cli;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.LoopyAnalysis;
import cgt.loopy.PositionLabel;
import cgt.outcome.Outcome;
import java.io.PrintWriter;
import java.util.List;

/**
 * How {@code cgt analyze} writes a position of a game with cycles: the generalized Sprague-Grundy value
 * ({@code "inf"} with its {@code reach} in JSON, as {@code analyze graph} writes it), the remoteness, each part's
 * label, and for a draw the moves that keep it.
 */
final class LoopyOutput {

    private LoopyOutput() {
    }

    /** The text lines after the outcome. */
    static <C> int text(ImpartialAnalysis<C> a, PrintWriter out, int maxMoves) {
        LoopyAnalysis<C> loopy = a.loopy().orElseThrow();
        out.println(loopy.hasValue() ? "value: " + loopy.value() + " (generalized Sprague-Grundy value; the game has"
                + " cycles)" : "value: none in misère play (the game has cycles; its whole graph was analysed)");
        if (loopy.remoteness().isPresent()) {
            int r = loopy.remoteness().getAsInt();
            out.println("remoteness: " + r + (r == 1 ? " move" : " moves") + " to the end with best play");
        }
        if (loopy.parts().size() > 1) {
            for (int i = 0; i < loopy.parts().size(); i++) {
                PositionLabel l = loopy.parts().get(i);
                int r = l.remoteness().orElse(-1);
                out.println("  " + a.arguments().get(i) + ": " + l.outcome()
                        + (r >= 0 ? " in " + r + (r == 1 ? " move" : " moves") : "") + ", value " + l.value());
            }
        }
        moves(out, "winning move", "winning moves", a.winningPositions(maxMoves), a.winningMoveCount());
        if (a.outcome() == Outcome.D) {
            moves(out, "move that keeps the draw", "moves that keep the draw", loopy.drawingPositions(a, maxMoves),
                    loopy.drawingMoveCount());
        }
        return 0;
    }

    private static void moves(PrintWriter out, String one, String many, List<String> shown, long count) {
        if (count == 0) {
            out.println(many + ": none");
            return;
        }
        out.println(count == 1 ? one + ":" : many + " (" + count + "):");
        shown.forEach(m -> out.println("  " + m));
        if (count > shown.size()) {
            out.println("  ... and " + (count - shown.size()) + " more");
        }
    }
}

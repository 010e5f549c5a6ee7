package cgt.cli;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.LoopyAnalysis;
import cgt.format.i18n.Texts;
import cgt.loopy.PositionLabel;
import cgt.outcome.Outcome;
import java.io.PrintWriter;
import java.util.List;

/**
 * How {@code cgt analyze} writes a position of a game with cycles: the generalized Sprague-Grundy value
 * ({@code "inf"} with its {@code reach} in JSON, as {@code analyze graph} writes it), the remoteness, each part's
 * label, and for a draw the moves that keep it, in the run's language.
 */
final class LoopyOutput {

    private LoopyOutput() {
    }

    /** The text lines after the outcome. */
    static <C> int text(ImpartialAnalysis<C> a, PrintWriter out, int maxMoves, Texts t) {
        LoopyAnalysis<C> loopy = a.loopy().orElseThrow();
        out.println(loopy.hasValue() ? t.text("out.loopy.value", loopy.value()) : t.text("out.loopy.noValue"));
        if (loopy.remoteness().isPresent()) {
            out.println(t.text("out.loopy.remoteness", loopy.remoteness().getAsInt()));
        }
        if (loopy.parts().size() > 1) {
            for (int i = 0; i < loopy.parts().size(); i++) {
                PositionLabel l = loopy.parts().get(i);
                out.println("  " + (l.remoteness().isPresent()
                        ? t.text("out.loopy.partIn", l.remoteness().getAsInt(), a.arguments().get(i), l.outcome(),
                                l.value())
                        : t.text("out.loopy.part", a.arguments().get(i), l.outcome(), l.value())));
            }
        }
        moves(out, "out.winningMoves", a.winningPositions(maxMoves), a.winningMoveCount(), t);
        if (a.outcome() == Outcome.D) {
            moves(out, "out.keepDraw", loopy.drawingPositions(a, maxMoves), loopy.drawingMoveCount(), t);
        }
        return 0;
    }

    /** The heading of the moves (the plural forms of {@code key}: none, one, other), the moves, how many more. */
    private static void moves(PrintWriter out, String key, List<String> shown, long count, Texts t) {
        out.println(t.text(key, count));
        if (count == 0) {
            return;
        }
        shown.forEach(m -> out.println("  " + m));
        if (count > shown.size()) {
            out.println("  " + t.text("out.more", count - shown.size()));
        }
    }
}

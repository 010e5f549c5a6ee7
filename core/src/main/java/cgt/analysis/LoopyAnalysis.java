package cgt.analysis;

import cgt.loopy.GeneralizedValue;
import cgt.loopy.PositionLabel;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * What the analysis of a position of an impartial game with cycles adds to {@link ImpartialAnalysis}: values in
 * Smith's generalized Sprague-Grundy theory, where a position may be a draw.
 *
 * @param <C> the game's component type
 * @param value the position's generalized Sprague-Grundy value: the generalized nim-sum of its parts' values
 *     (finite values add as nim-sums, {@code a ⊕ ∞(K) = ∞(K ⊕ a)}, and two infinite parts make a draw, {@code ∞(∅)});
 *     null in misère play, where values do not add and the whole position is analysed
 * @param parts each part's outcome, remoteness and value, by retrograde analysis of the positions it reaches
 *     (empty in misère play)
 * @param remoteness moves to the end with best play (the winner hurries, the loser delays), known for a position
 *     of one part that is not a draw (in misère play, for any position that is not a draw); empty otherwise
 * @param drawingMoves for a drawn position, the moves that keep the draw (every other move loses), at most the
 *     request's {@link Request#keptMoves()}; empty for a position that is not drawn
 * @param drawingMoveCount how many moves keep the draw
 * @param positions how many positions the retrograde analysis labelled
 */
public record LoopyAnalysis<C>(GeneralizedValue value, List<PositionLabel> parts, OptionalInt remoteness,
        List<ImpartialAnalysis.Move<C>> drawingMoves, long drawingMoveCount, int positions) {

    public LoopyAnalysis {
        parts = List.copyOf(parts);
        drawingMoves = List.copyOf(drawingMoves);
    }

    /** Whether the position has a generalized Sprague-Grundy value (in normal play). */
    public boolean hasValue() {
        return value != null;
    }

    /** Infinite values' reach sets, or empty for a finite value. */
    public List<Integer> reach() {
        return value instanceof GeneralizedValue.Infinite inf ? inf.reach() : List.of();
    }

    /** The first {@code limit} drawing moves, each written as the position it leads to. */
    public List<String> drawingPositions(ImpartialAnalysis<C> analysis, int limit) {
        List<String> out = new ArrayList<>();
        for (ImpartialAnalysis.Move<C> m : drawingMoves.subList(0, Math.min(limit, drawingMoves.size()))) {
            out.add(analysis.positionAfter(m));
        }
        return out;
    }
}

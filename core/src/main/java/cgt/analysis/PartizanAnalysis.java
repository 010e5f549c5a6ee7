package cgt.analysis;

import cgt.partizan.CanonicalGame;
import cgt.play.Outcome;
import java.util.List;

/**
 * What cgt says about a position of a partizan ruleset: its canonical value, who wins, and how.
 *
 * @param game the ruleset's name
 * @param position the position as written (several arguments, a sum, separated by spaces)
 * @param outcome L, R, P or N
 * @param value the canonical form of the whole position
 * @param leftWinningMoves the positions Left reaches by a move that wins when Left moves first (options of
 *     value ≥ 0), in the position's own syntax
 * @param rightWinningMoves the same for Right (options of value ≤ 0)
 * @param parts the independent parts the position falls apart into, each with its value
 * @param partsSolved how many distinct parts were solved along the way (the size of the search)
 */
public record PartizanAnalysis(String game, String position, Outcome outcome, CanonicalGame value,
        List<String> leftWinningMoves, List<String> rightWinningMoves, List<Part> parts, long partsSolved) {

    public PartizanAnalysis {
        leftWinningMoves = List.copyOf(leftWinningMoves);
        rightWinningMoves = List.copyOf(rightWinningMoves);
        parts = List.copyOf(parts);
    }

    /** One independent part of the position, written in the ruleset's syntax, and its value. */
    public record Part(String text, CanonicalGame value) {
    }
}

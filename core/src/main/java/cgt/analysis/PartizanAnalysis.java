package cgt.analysis;

import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import java.util.ArrayList;
import java.util.List;

/**
 * What cgt says about a position of a partizan ruleset: its canonical value, who wins, and how.
 *
 * <p>Winning moves are kept as changes to one argument of the position ({@link Move}), not as whole
 * positions: a sum of 20,000 Hackenbush strings has 20,000 or more winning moves, and writing each as the whole
 * position took memory quadratic in the number of arguments (2.6 GB). {@link #positionAfter} writes one move as
 * the position it leads to, for the moves that are printed.
 *
 * @param game the ruleset's name
 * @param position the position as written (several arguments, a sum, separated by spaces)
 * @param arguments the position's arguments (the terms of the sum), each in the ruleset's syntax; the
 *     position is these, separated by spaces
 * @param outcome L, R, P or N
 * @param value the canonical form of the whole position
 * @param leftWinningMoves the moves that win when Left moves first (options of value ≥ 0), in order: every one
 *     when there are at most {@link PartizanAnalyzer#MAX_KEPT_MOVES}, otherwise the first that many
 * @param leftWinningMoveCount how many such moves there are (at least as many as are kept)
 * @param rightWinningMoves the same for Right (options of value ≤ 0)
 * @param rightWinningMoveCount how many Right has
 * @param parts the independent parts the position falls apart into, each with its value
 * @param partsSolved how many distinct parts were solved along the way (the size of the search)
 */
public record PartizanAnalysis(String game, String position, List<String> arguments, Outcome outcome,
        CanonicalGame value, List<Move> leftWinningMoves, long leftWinningMoveCount, List<Move> rightWinningMoves,
        long rightWinningMoveCount, List<Part> parts, long partsSolved) {

    /**
     * One move: argument {@code argument} (counted from 0), written {@code from}, becomes {@code to} (the
     * option, in the ruleset's syntax).
     */
    public record Move(int argument, String from, String to) {
    }

    public PartizanAnalysis {
        arguments = List.copyOf(arguments);
        leftWinningMoves = List.copyOf(leftWinningMoves);
        rightWinningMoves = List.copyOf(rightWinningMoves);
        parts = List.copyOf(parts);
        if (leftWinningMoveCount < leftWinningMoves.size() || rightWinningMoveCount < rightWinningMoves.size()) {
            throw new IllegalArgumentException("a count of winning moves is below the moves kept");
        }
    }

    /** One independent part of the position, written in the ruleset's syntax, and its value. */
    public record Part(String text, CanonicalGame value) {
    }

    /** The position a move leads to, in the position's own syntax. */
    public String positionAfter(Move move) {
        StringBuilder b = new StringBuilder(position.length() - move.from().length() + move.to().length());
        for (int i = 0; i < arguments.size(); i++) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(i == move.argument() ? move.to() : arguments.get(i));
        }
        return b.toString();
    }

    /** The first {@code limit} of {@code moves}, each written as the position it leads to. */
    public List<String> positionsAfter(List<Move> moves, int limit) {
        List<String> out = new ArrayList<>(Math.min(limit, moves.size()));
        for (Move m : moves.subList(0, Math.min(limit, moves.size()))) {
            out.add(positionAfter(m));
        }
        return out;
    }

    /**
     * The characters that writing each of {@code moves} as a position takes (one per move for the separator),
     * without writing them: for deciding whether to print them all.
     */
    public long positionsLength(List<Move> moves) {
        long total = 0;
        for (Move m : moves) {
            total += position.length() - m.from().length() + m.to().length() + 1;
        }
        return total;
    }
}

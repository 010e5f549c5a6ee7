package cgt.analysis;

import cgt.outcome.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * What cgt says about an impartial position: who wins, its Grundy value, how to win, and why.
 *
 * <p>Winning moves are kept as changes to one part of the position ({@link Move}), not as whole positions: a
 * sum of 100,000 heaps has up to 100,000 winning moves, and writing each as the whole position would take
 * memory quadratic in the number of parts. {@link #positionAfter} writes one move as the position it leads
 * to, for the moves that are printed.
 *
 * @param game the game's name
 * @param position the position as the user wrote it (normalised spacing)
 * @param parts the position's parts (components), each in the game's syntax; the position is these,
 *     separated by spaces
 * @param misere whether the analysis is for misère play
 * @param outcome P or N
 * @param value the Grundy value in normal play, or null when it is beyond reach (a lone Wythoff queen with
 *     huge coordinates has a known outcome but no computed value)
 * @param winningMoves the winning moves found, in order: every one when there are at most
 *     {@link ImpartialAnalyzer#MAX_KEPT_MOVES}, otherwise the first that many; empty for a P-position
 * @param winningMoveCount how many winning moves there are (at least as many as are kept)
 * @param moveSearchNote empty when every move was examined; otherwise which moves the search left out
 *     because examining them would have been too much work (the count is then of those examined)
 * @param explanation the reasoning, line by line, as a teacher would write it (empty unless asked for)
 */
public record ImpartialAnalysis(String game, String position, List<String> parts, boolean misere, Outcome outcome,
        Long value, List<Move> winningMoves, long winningMoveCount, String moveSearchNote,
        List<String> explanation) {

    /**
     * One move: part {@code part} (counted from 0), written {@code from}, becomes the parts {@code to} (one
     * for most moves, two or more for a split; an emptied heap is written as 0).
     */
    public record Move(int part, String from, List<String> to) {
        public Move {
            to = List.copyOf(to);
        }
    }

    public ImpartialAnalysis {
        parts = List.copyOf(parts);
        winningMoves = List.copyOf(winningMoves);
        explanation = List.copyOf(explanation);
        if (winningMoveCount < winningMoves.size()) {
            throw new IllegalArgumentException("count " + winningMoveCount + " < " + winningMoves.size() + " moves");
        }
    }

    /** The position a move leads to, in the position's own syntax. */
    public String positionAfter(Move move) {
        StringBuilder b = new StringBuilder(position.length() + 16);
        for (int i = 0; i < parts.size(); i++) {
            if (i == move.part()) {
                for (String t : move.to()) {
                    b.append(b.length() == 0 ? "" : " ").append(t);
                }
            } else {
                b.append(b.length() == 0 ? "" : " ").append(parts.get(i));
            }
        }
        return b.toString();
    }

    /** The first {@code limit} winning moves, each written as the position it leads to. */
    public List<String> winningPositions(int limit) {
        List<String> out = new ArrayList<>(Math.min(limit, winningMoves.size()));
        for (Move m : winningMoves.subList(0, Math.min(limit, winningMoves.size()))) {
            out.add(positionAfter(m));
        }
        return out;
    }

    /**
     * The characters that writing every kept winning move as a position takes (one per move for the
     * separator), without writing them: for deciding whether to print them all.
     */
    public long winningPositionsLength() {
        long total = 0;
        for (Move m : winningMoves) {
            int to = m.to().size() - 1; // spaces between the new parts
            for (String t : m.to()) {
                to += t.length();
            }
            total += position.length() - m.from().length() + to + 1;
        }
        return total;
    }
}

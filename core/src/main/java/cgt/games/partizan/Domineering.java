package cgt.games.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * Domineering: players take turns placing dominoes on empty squares, Left vertically, Right horizontally;
 * whoever cannot place one loses. A board is written in CGSuite's syntax, rows from the top separated by
 * bars, {@code .} empty and {@code #} filled: {@code ...|.#.}.
 *
 * <p>A board falls apart into its regions of empty squares (orthogonally connected), since a domino covers
 * two adjacent squares of one region. Each region is cropped and brought to a normal form over the eight
 * symmetries of the square: the four that keep vertical vertical leave its value alone, the four that
 * transpose it swap the players, and so negate it.
 */
public final class Domineering implements PartizanGame<DomineeringBoard> {

    @Override
    public String name() {
        return "domineering";
    }

    @Override
    public String rules() {
        return "place a domino on two empty squares, Left vertically, Right horizontally";
    }

    @Override
    public String positionSyntax() {
        return "rows from the top separated by |, . empty and # filled: ...|.#.";
    }

    @Override
    public DomineeringBoard parse(String text) {
        Board b = Board.parse("Domineering", text, ".#", ". for an empty square and # for a filled one");
        boolean[] emptySquares = new boolean[b.rows() * b.cols()];
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                emptySquares[r * b.cols() + c] = b.at(r, c) == '.';
            }
        }
        return DomineeringBoard.of(b.rows(), b.cols(), emptySquares);
    }

    @Override
    public String format(DomineeringBoard board) {
        return board.toString();
    }

    @Override
    public List<DomineeringBoard> leftOptions(DomineeringBoard b) {
        return place(b, true);
    }

    @Override
    public List<DomineeringBoard> rightOptions(DomineeringBoard b) {
        return place(b, false);
    }

    private static List<DomineeringBoard> place(DomineeringBoard b, boolean vertical) {
        int[] at = b.placements(vertical);
        List<DomineeringBoard> options = new ArrayList<>(at.length);
        for (int i : at) {
            options.add(b.fill(i, vertical ? i + b.cols() : i + 1));
        }
        return options;
    }

    @Override
    public List<DomineeringBoard> parts(DomineeringBoard b) {
        return b.regions();
    }

    @Override
    public Normal<DomineeringBoard> normalize(DomineeringBoard part) {
        return part.leastImage();
    }
}

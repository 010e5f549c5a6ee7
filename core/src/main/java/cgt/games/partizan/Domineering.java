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
public final class Domineering implements PartizanGame<Board> {

    static final char EMPTY = '.';
    static final char FILLED = '#';

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
    public Board parse(String text) {
        return Board.parse("Domineering", text, ".#", ". for an empty square and # for a filled one");
    }

    @Override
    public String format(Board board) {
        return board.toString();
    }

    @Override
    public List<Board> leftOptions(Board b) {
        List<Board> options = new ArrayList<>();
        for (int r = 0; r + 1 < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                if (b.at(r, c) == EMPTY && b.at(r + 1, c) == EMPTY) {
                    options.add(b.with(r * b.cols() + c, FILLED, (r + 1) * b.cols() + c, FILLED));
                }
            }
        }
        return options;
    }

    @Override
    public List<Board> rightOptions(Board b) {
        List<Board> options = new ArrayList<>();
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c + 1 < b.cols(); c++) {
                if (b.at(r, c) == EMPTY && b.at(r, c + 1) == EMPTY) {
                    options.add(b.with(r * b.cols() + c, FILLED, r * b.cols() + c + 1, FILLED));
                }
            }
        }
        return options;
    }

    @Override
    public List<Board> parts(Board b) {
        return Regions.of(b, cell -> cell == EMPTY, FILLED, 2);
    }

    @Override
    public Normal<Board> normalize(Board part) {
        return Regions.leastImage(part, false);
    }
}

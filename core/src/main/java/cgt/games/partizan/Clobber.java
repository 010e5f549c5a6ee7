package cgt.games.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * Clobber: each player moves one of their stones onto an orthogonally adjacent stone of the other colour,
 * removing it; whoever cannot move loses. Left plays {@code x}, Right {@code o}; {@code .} is empty; rows
 * from the top separated by bars: {@code xo|ox}.
 *
 * <p>Stones interact only with their neighbours, so a board falls apart into its groups of orthogonally
 * connected stones; a group of one colour has no move. Normal forms use the eight symmetries of the square
 * (all keep the value, since both players move alike) and the exchange of colours, which negates it.
 */
public final class Clobber implements PartizanGame<Board> {

    static final char LEFT = 'x';
    static final char RIGHT = 'o';
    static final char EMPTY = '.';

    @Override
    public String name() {
        return "clobber";
    }

    @Override
    public String rules() {
        return "move one of your stones onto an orthogonally adjacent enemy stone, removing it (Left x, Right o)";
    }

    @Override
    public String positionSyntax() {
        return "rows from the top separated by |, x Left's stones, o Right's, . empty: xox|o.o";
    }

    @Override
    public Board parse(String text) {
        return Board.parse("Clobber", text, ".xo", "x for Left's stones, o for Right's and . for empty squares");
    }

    @Override
    public String format(Board board) {
        return board.toString();
    }

    @Override
    public List<Board> leftOptions(Board b) {
        return moves(b, LEFT, RIGHT);
    }

    @Override
    public List<Board> rightOptions(Board b) {
        return moves(b, RIGHT, LEFT);
    }

    private static List<Board> moves(Board b, char mine, char theirs) {
        List<Board> options = new ArrayList<>();
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                if (b.at(r, c) != mine) {
                    continue;
                }
                for (int[] s : steps) {
                    int nr = r + s[0];
                    int nc = c + s[1];
                    if (b.inside(nr, nc) && b.at(nr, nc) == theirs) {
                        options.add(b.with(r * b.cols() + c, EMPTY, nr * b.cols() + nc, mine));
                    }
                }
            }
        }
        return options;
    }

    @Override
    public List<Board> parts(Board b) {
        List<Board> parts = new ArrayList<>();
        for (Board group : Regions.of(b, cell -> cell != EMPTY, EMPTY, 2)) {
            if (group.toString().indexOf(LEFT) >= 0 && group.toString().indexOf(RIGHT) >= 0) {
                parts.add(group);
            }
        }
        return parts;
    }

    @Override
    public Normal<Board> normalize(Board part) {
        Normal<Board> plain = Regions.leastImage(part, true);
        Normal<Board> swapped = Regions.leastImage(swapColours(part), true);
        return swapped.key().compareTo(plain.key()) < 0 ? new Normal<>(swapped.key(), true) : plain;
    }

    /** The board with x and o exchanged: the same game with the players' roles swapped, the negative. */
    static Board swapColours(Board b) {
        byte[] cells = b.cells().clone();
        for (int i = 0; i < cells.length; i++) {
            cells[i] = cells[i] == LEFT ? (byte) RIGHT : cells[i] == RIGHT ? (byte) LEFT : cells[i];
        }
        return new Board(b.rows(), b.cols(), cells);
    }
}

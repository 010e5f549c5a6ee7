package cgt.partizan.solve;

import java.util.Optional;

/**
 * Rules whose positions are sets of empty squares on a rectangular grid, where Left places vertical dominoes and
 * Right horizontal ones (Domineering): the view of a position that lets {@link OutcomeSolver} take the bit-board
 * search ({@link DomineeringSearch}) instead of the generic one. Square (r, c) of a grid is bit {@code r·cols + c}.
 *
 * @param <P> the rules' position type
 */
public interface DominoGrid<P> {

    /** The position as a grid of at most 64 squares, or empty when it has more (the generic search takes it). */
    Optional<Squares> board(P position);

    /** The position whose empty squares are the board's. */
    P position(Squares board);

    /**
     * A grid of at most 64 squares and which of them are empty.
     *
     * @param rows the rows, at least 1
     * @param cols the columns, at least 1, with {@code rows · cols <= 64}
     * @param empty bit {@code r·cols + c} set when square (r, c) is empty
     */
    record Squares(int rows, int cols, long empty) {
        public Squares {
            if (rows < 1 || cols < 1 || rows * cols > 64) {
                throw new IllegalArgumentException("a grid of 1 to 64 squares, not " + rows + " by " + cols);
            }
            if (rows * cols < 64 && empty >>> (rows * cols) != 0) {
                throw new IllegalArgumentException("empty squares outside the " + rows + " by " + cols + " grid");
            }
        }
    }
}

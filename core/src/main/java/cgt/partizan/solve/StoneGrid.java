package cgt.partizan.solve;

import java.util.Optional;

/**
 * Rules whose positions are Left's and Right's stones on a rectangular grid, where a player moves a stone onto an
 * orthogonally adjacent stone of the other colour and removes it (Clobber): the view of a position that lets
 * {@link OutcomeSolver} take the bit-board search ({@link ClobberSearch}) instead of the generic one. Square (r, c)
 * of a grid is bit {@code r·cols + c}.
 *
 * @param <P> the rules' position type
 */
public interface StoneGrid<P> {

    /** The position as stones on a grid of at most {@link Stones#MOST_SQUARES} squares, or empty when it is larger. */
    Optional<Stones> stones(P position);

    /** The position with these stones. */
    P position(Stones stones);

    /**
     * Stones on a grid of at most {@link #MOST_SQUARES} squares.
     *
     * @param rows the rows, at least 1
     * @param cols the columns, at least 1
     * @param left bit {@code r·cols + c} set when Left has a stone on square (r, c)
     * @param right the same for Right's stones; no square holds two
     */
    record Stones(int rows, int cols, long left, long right) {

        /**
         * The most squares: a search's table keeps a position's two sets of stones in two longs whose top byte holds
         * what it knows of the position.
         */
        public static final int MOST_SQUARES = 56;

        public Stones {
            if (rows < 1 || cols < 1 || rows * cols > MOST_SQUARES) {
                throw new IllegalArgumentException("a grid of 1 to " + MOST_SQUARES + " squares, not " + rows + " by "
                        + cols);
            }
            if (((left | right) >>> (rows * cols)) != 0) {
                throw new IllegalArgumentException("stones outside the " + rows + " by " + cols + " grid");
            }
            if ((left & right) != 0) {
                throw new IllegalArgumentException("a square holds stones of both colours");
            }
        }
    }
}

package cgt.partizan.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.task.Progress;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The bit-board search's cuts against a plain minimax written here, on every position of small boards (every set of
 * empty squares of the shape, both players to move): what the search answers, and the facts its cuts stand on.
 * The minimax plays every move and knows nothing of counting, safe moves or symmetry.
 */
class DomineeringSearchBruteForceTest {

    /** Shapes small enough to try every set of empty squares, wide and tall. */
    private static final int[][] SHAPES = {{4, 4}, {3, 5}, {5, 3}, {2, 6}};

    /** Winning positions with a move that is not safe among the shapes' (counted once by a separate program). */
    private static final int CHECKED = 158_366;

    /** The minimax of each shape, shared by the tests (what it has found stays true). */
    private static final Map<Integer, Minimax> TRUTHS = new HashMap<>();

    private static Minimax truth(int[] shape) {
        return TRUTHS.computeIfAbsent(shape[0] * 16 + shape[1], k -> new Minimax(shape[0], shape[1]));
    }

    @Test
    void everyPositionOfSmallBoardsHasTheMinimaxsAnswer() {
        for (int[] shape : SHAPES) {
            Minimax truth = truth(shape);
            DomineeringSearch search = new DomineeringSearch(shape[0], shape[1], Progress.NONE);
            for (long e = 0; e < 1L << truth.squares; e++) {
                for (boolean left : new boolean[] {true, false}) {
                    assertThat(search.wins(e, left)).as("%s, Left to move %s", truth.show(e), left)
                            .isEqualTo(truth.wins(e, left));
                }
            }
        }
    }

    /**
     * Bullock's lemma, on which leaving one's safe moves out stands: when the player to move wins and has a move that
     * is not safe (a domino with a square the opponent could still cover), one of those moves wins too.
     */
    @Test
    void aSafeMoveIsNeverTheOnlyWinningOneWhileAnotherKindIsLeft() {
        int checked = 0;
        for (int[] shape : SHAPES) {
            Minimax truth = truth(shape);
            for (long e = 0; e < 1L << truth.squares; e++) {
                for (boolean left : new boolean[] {true, false}) {
                    if (!truth.wins(e, left)) {
                        continue;
                    }
                    boolean unsafe = false;
                    boolean unsafeWins = false;
                    for (int i = 0; i < truth.squares; i++) {
                        if (truth.fits(e, i, left) && !truth.safe(e, i, left)) {
                            unsafe = true;
                            unsafeWins |= !truth.wins(e & ~truth.domino(i, left), !left);
                        }
                    }
                    assertThat(unsafeWins || !unsafe).as("%s, Left to move %s", truth.show(e), left).isTrue();
                    checked += unsafe ? 1 : 0;
                }
            }
        }
        assertThat(checked).isEqualTo(CHECKED);
    }

    /** Who wins each position by trying every move, remembered per set of empty squares. */
    private static final class Minimax {
        private final int rows;
        private final int cols;
        private final int squares;
        /** Per set of empty squares: 0 not yet known, 1 the player to move loses, 2 wins. */
        private final byte[] leftWins;
        private final byte[] rightWins;

        Minimax(int rows, int cols) {
            this.rows = rows;
            this.cols = cols;
            this.squares = rows * cols;
            this.leftWins = new byte[1 << squares];
            this.rightWins = new byte[1 << squares];
        }

        boolean wins(long e, boolean left) {
            byte[] memo = left ? leftWins : rightWins;
            if (memo[(int) e] != 0) {
                return memo[(int) e] == 2;
            }
            boolean wins = false;
            for (int i = 0; i < squares && !wins; i++) {
                wins = fits(e, i, left) && !wins(e & ~domino(i, left), !left);
            }
            memo[(int) e] = (byte) (wins ? 2 : 1);
            return wins;
        }

        /** Whether the player's domino with its top (Left) or left (Right) square at {@code i} fits. */
        boolean fits(long e, int i, boolean left) {
            int r = i / cols;
            int c = i % cols;
            return left ? r + 1 < rows && empty(e, r, c) && empty(e, r + 1, c)
                    : c + 1 < cols && empty(e, r, c) && empty(e, r, c + 1);
        }

        long domino(int i, boolean left) {
            return left ? 1L << i | 1L << (i + cols) : 3L << i;
        }

        /** A domino neither of whose squares has an empty neighbour across it, where the opponent would lie. */
        boolean safe(long e, int i, boolean left) {
            int r = i / cols;
            int c = i % cols;
            for (int k = 0; k < 2; k++) {
                boolean open = left ? empty(e, r + k, c - 1) || empty(e, r + k, c + 1)
                        : empty(e, r - 1, c + k) || empty(e, r + 1, c + k);
                if (open) {
                    return false;
                }
            }
            return true;
        }

        private boolean empty(long e, int r, int c) {
            return r >= 0 && r < rows && c >= 0 && c < cols && (e >>> (r * cols + c) & 1) != 0;
        }

        String show(long e) {
            StringBuilder s = new StringBuilder();
            for (int r = 0; r < rows; r++) {
                s.append(r > 0 ? "|" : "");
                for (int c = 0; c < cols; c++) {
                    s.append(empty(e, r, c) ? '.' : '#');
                }
            }
            return s.toString();
        }
    }
}

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
    private static final Map<Integer, DomineeringMinimax> TRUTHS = new HashMap<>();

    private static DomineeringMinimax truth(int[] shape) {
        return TRUTHS.computeIfAbsent(shape[0] * 16 + shape[1], k -> new DomineeringMinimax(shape[0], shape[1]));
    }

    @Test
    void everyPositionOfSmallBoardsHasTheMinimaxsAnswer() {
        for (int[] shape : SHAPES) {
            DomineeringMinimax truth = truth(shape);
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
     * The counting that decides positions without a search (safe moves, switches, vulnerable slots, area) never
     * contradicts the minimax: a position it calls won is won, one it calls lost is lost.
     */
    @Test
    void countingNeverDecidesAPositionWrongly() {
        long decided = 0;
        for (int[] shape : SHAPES) {
            DomineeringMinimax truth = truth(shape);
            DomineeringSearch search = new DomineeringSearch(shape[0], shape[1], Progress.NONE);
            for (long e = 0; e < 1L << truth.squares; e++) {
                for (boolean left : new boolean[] {true, false}) {
                    int counted = search.counted(e, left);
                    if (counted == DomineeringSearch.WIN || counted == DomineeringSearch.LOSS) {
                        decided++;
                        assertThat(counted == DomineeringSearch.WIN).as("%s, Left to move %s", truth.show(e), left)
                                .isEqualTo(truth.wins(e, left));
                    }
                }
            }
        }
        assertThat(decided).isGreaterThan(100_000);
    }

    /**
     * The first move the search names (searched in its own order, or tried in turn when counting decides the
     * position), on every position: one exactly when the player to move wins, a legal one, after which the
     * opponent loses.
     */
    @Test
    void everyWinningMoveNamedLeavesALostPosition() {
        for (int[] shape : SHAPES) {
            DomineeringMinimax truth = truth(shape);
            DomineeringSearch search = new DomineeringSearch(shape[0], shape[1], Progress.NONE);
            for (long e = 0; e < 1L << truth.squares; e++) {
                for (boolean left : new boolean[] {true, false}) {
                    int move = search.winningMove(e, left);
                    String what = truth.show(e) + ", Left to move " + left + ", move " + move;
                    assertThat(move >= 0).as(what).isEqualTo(truth.wins(e, left));
                    if (move >= 0) {
                        assertThat(search.placements(e, left) & 1L << move).as(what).isNotZero();
                        assertThat(truth.wins(e & ~search.domino(move, left), !left)).as(what).isFalse();
                    }
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
            DomineeringMinimax truth = truth(shape);
            for (long e = 0; e < 1L << truth.squares; e++) {
                for (boolean left : new boolean[] {true, false}) {
                    if (!truth.wins(e, left)) {
                        continue;
                    }
                    boolean unsafe = truth.hasMoveNotSafe(e, left);
                    assertThat(!unsafe || truth.aMoveNotSafeWins(e, left)).as("%s, Left to move %s", truth.show(e), left)
                            .isTrue();
                    checked += unsafe ? 1 : 0;
                }
            }
        }
        assertThat(checked).isEqualTo(CHECKED);
    }
}

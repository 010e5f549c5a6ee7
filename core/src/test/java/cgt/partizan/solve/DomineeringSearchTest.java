package cgt.partizan.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.games.partizan.Domineering;
import cgt.games.partizan.DomineeringBoard;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.task.Progress;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The bit-board Domineering search against three things it does not use: the canonical values' outcome classes
 * (cgt's canonical search), the generic outcome search (which plays every move on the rules' own positions), and
 * the published results on rectangles (named at each table); and against the board's symmetries, which must give
 * the same outcome (mirrors) or the players swapped (a quarter turn).
 *
 * <p>Boards are written as cgt writes them: RxC is R rows of C columns, Left places vertical dominoes (the papers'
 * Vertical, V) and Right horizontal ones (Horizontal, H); outcome L is V, R is H, N the first player, P the second.
 */
class DomineeringSearchTest {

    private static final Random RANDOM = new Random(2026);

    private final Domineering domineering = new Domineering();

    @Test
    void everyRectangleUpToTwentySquaresHasItsCanonicalValuesOutcome() {
        PartizanEvaluator<DomineeringBoard> values = PartizanEvaluator.of(domineering);
        for (int rows = 1; rows <= 6; rows++) {
            for (int cols = 1; rows * cols <= 20 && cols <= 8; cols++) {
                String board = rows + "x" + cols;
                assertThat(outcome(board)).as(board).isEqualTo(values.value(domineering.parse(board)).outcome());
            }
        }
    }

    /**
     * Published results with Vertical (Left) moving first, from Uiterwijk, "Perfectly solving Domineering boards"
     * (Computer Games workshop, CGW 2013; Springer CCIS 408, 2014), theorems on whole families: every m×3 board
     * (m &gt; 1) is a win for Vertical; every 2k×n board with n = 3, 5, 7, 9 or 11 too; every 3×n board (n &gt; 3)
     * is a win for Horizontal; so is every m×2k board with m = 5 or 9, and every m×4k board with m = 3 or 7. With
     * Horizontal moving first the same papers' convention turns the board: Horizontal first on m×n is Vertical
     * first on n×m. Checked here on every board of at most 30 squares that a theorem covers.
     */
    @Test
    void thePublishedFamiliesOfRectanglesAgree() {
        int checked = 0;
        for (int m = 1; m <= 10; m++) {
            for (int n = 1; m * n <= 30; n++) {
                Boolean verticalFirstWins = publishedVerticalFirst(m, n);
                if (verticalFirstWins == null) {
                    continue;
                }
                boolean leftWins = search(m + "x" + n).winningMove(full(m, n), true) >= 0;
                assertThat(leftWins).as("%dx%d, Vertical (Left) moving first wins", m, n).isEqualTo(verticalFirstWins);
                // Horizontal first on m×n is Vertical first on n×m, by the quarter turn.
                boolean rightWins = search(m + "x" + n).winningMove(full(m, n), false) >= 0;
                assertThat(rightWins).as("%dx%d, Horizontal (Right) moving first wins", m, n)
                        .isEqualTo(search(n + "x" + m).winningMove(full(n, m), true) >= 0);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(15);
    }

    /**
     * Outcome classes of rectangles stated in the literature: 5×5 is a second-player win (its value is 0; Lachmann,
     * Moore and Rapaport 2000, width 5); a square board is never L or R (turning it a quarter swaps the players), and
     * 2×2, 3×3, 4×4 and 6×6 are first-player wins (Breuker, Uiterwijk and van den Herik 2000, whose table runs to
     * 8×8, itself a first-player win: in bench/solve-domineering.sh, too slow here); a strip one square wide is a
     * win for the one player who can move in it.
     */
    @Test
    void publishedOutcomeClassesOfRectangles() {
        Map<String, Outcome> published = Map.of("5x5", Outcome.P, "2x2", Outcome.N, "3x3", Outcome.N, "4x4", Outcome.N,
                "6x6", Outcome.N, "1x1", Outcome.P, "1x7", Outcome.R, "7x1", Outcome.L, "2x1", Outcome.L);
        published.forEach((board, outcome) -> assertThat(outcome(board)).as(board).isEqualTo(outcome));
    }

    @Test
    void randomBoardsWithHolesHaveTheirCanonicalValuesOutcomeAndWinningMovesThatWin() {
        PartizanEvaluator<DomineeringBoard> values = PartizanEvaluator.of(domineering);
        for (int trial = 0; trial < 80; trial++) {
            int rows = 1 + RANDOM.nextInt(4);
            int cols = 1 + RANDOM.nextInt(5);
            DomineeringBoard board = randomBoard(rows, cols, 5);
            OutcomeSolver.Solution<DomineeringBoard> s = OutcomeSolver.of(domineering).solve(board);
            CanonicalGame value = values.value(board);
            String what = domineering.format(board) + " (value " + value + ")";
            assertThat(s.outcome()).as(what).isEqualTo(value.outcome());
            assertThat(s.leftStarts().move().isPresent()).as(what).isEqualTo(s.leftStarts().wins());
            assertThat(s.rightStarts().move().isPresent()).as(what).isEqualTo(s.rightStarts().wins());
            s.leftStarts().move().ifPresent(m -> {
                assertThat(domineering.leftMoves(board)).as(what).contains(m.get(0));
                assertThat(values.value(m.get(0)).geq(CanonicalGame.zero())).as("%s: Left's move wins", what).isTrue();
            });
            s.rightStarts().move().ifPresent(m -> {
                assertThat(domineering.rightMoves(board)).as(what).contains(m.get(0));
                assertThat(values.value(m.get(0)).leq(CanonicalGame.zero())).as("%s: Right's move wins", what).isTrue();
            });
        }
    }

    @Test
    void biggerRandomBoardsAgreeWithTheGenericSearch() {
        for (int trial = 0; trial < 12; trial++) {
            DomineeringBoard board = randomBoard(4 + RANDOM.nextInt(2), 4 + RANDOM.nextInt(2), 6);
            OutcomeSolver.Solution<DomineeringBoard> fast = OutcomeSolver.of(domineering).solve(board);
            OutcomeSolver.Solution<DomineeringBoard> generic = OutcomeSolver.generic(domineering,
                    OutcomeSolver.DEFAULT_SMALL_MOVES, Progress.NONE).solve(board);
            assertThat(fast.outcome()).as(domineering.format(board)).isEqualTo(generic.outcome());
        }
    }

    @Test
    void mirrorImagesHaveTheSameOutcomeAndAQuarterTurnSwapsThePlayers() {
        for (int trial = 0; trial < 40; trial++) {
            int rows = 2 + RANDOM.nextInt(4);
            int cols = 2 + RANDOM.nextInt(4);
            DomineeringBoard board = randomBoard(rows, cols, 4);
            boolean[][] empty = new boolean[rows][cols];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    empty[r][c] = board.isEmpty(r, c);
                }
            }
            Outcome outcome = outcome(board);
            String what = domineering.format(board);
            assertThat(outcome(text(rows, cols, (r, c) -> empty[rows - 1 - r][c]))).as(what).isEqualTo(outcome);
            assertThat(outcome(text(rows, cols, (r, c) -> empty[r][cols - 1 - c]))).as(what).isEqualTo(outcome);
            assertThat(outcome(text(cols, rows, (r, c) -> empty[c][r]))).as(what).isEqualTo(swapped(outcome));
        }
    }

    @Test
    void aLineOfBestPlayAlternatesLegalMovesAndTheWinnerMovesLast() {
        for (String board : List.of("4x4", "5x5", "4x6", "3x7")) {
            OutcomeSolver<DomineeringBoard> solver = OutcomeSolver.of(domineering);
            DomineeringBoard start = domineering.parse(board);
            for (boolean leftFirst : new boolean[] {true, false}) {
                boolean firstWins = solver.solve(List.of(start), leftFirst).wins();
                List<List<DomineeringBoard>> line = solver.line(List.of(start), leftFirst, 100);
                assertThat(line.size() % 2 == 1).as("%s, the line %s", board, line).isEqualTo(firstWins);
                DomineeringBoard at = start;
                boolean left = leftFirst;
                for (List<DomineeringBoard> step : line) {
                    assertThat(left ? domineering.leftMoves(at) : domineering.rightMoves(at)).contains(step.get(0));
                    at = step.get(0);
                    left = !left;
                }
                assertThat(left ? domineering.leftMoves(at) : domineering.rightMoves(at)).isEmpty();
            }
        }
    }

    /** Vertical moving first on m×n by the theorems above, or null where none of them speaks. */
    private static Boolean publishedVerticalFirst(int m, int n) {
        if ((n == 3 && m > 1) || (m % 2 == 0 && n % 2 == 1 && n >= 3 && n <= 11)) {
            return true;
        }
        if ((m == 3 && n > 3) || ((m == 5 || m == 9) && n % 2 == 0) || ((m == 3 || m == 7) && n % 4 == 0)) {
            return false;
        }
        return null;
    }

    private static Outcome swapped(Outcome o) {
        return o == Outcome.L ? Outcome.R : o == Outcome.R ? Outcome.L : o;
    }

    private Outcome outcome(String board) {
        return outcome(domineering.parse(board));
    }

    private Outcome outcome(DomineeringBoard board) {
        return OutcomeSolver.of(domineering).solve(board).outcome();
    }

    private static DomineeringSearch search(String board) {
        int x = board.indexOf('x');
        return new DomineeringSearch(Integer.parseInt(board.substring(0, x)), Integer.parseInt(board.substring(x + 1)),
                Progress.NONE);
    }

    private static long full(int rows, int cols) {
        return rows * cols == 64 ? -1L : (1L << (rows * cols)) - 1;
    }

    private interface Square {
        boolean empty(int r, int c);
    }

    private static String text(int rows, int cols, Square square) {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            s.append(r > 0 ? "|" : "");
            for (int c = 0; c < cols; c++) {
                s.append(square.empty(r, c) ? '.' : '#');
            }
        }
        return s.toString();
    }

    /** A random board, each square filled with chance 1 in {@code oneIn}. */
    private DomineeringBoard randomBoard(int rows, int cols, int oneIn) {
        return domineering.parse(text(rows, cols, (r, c) -> RANDOM.nextInt(oneIn) != 0));
    }
}

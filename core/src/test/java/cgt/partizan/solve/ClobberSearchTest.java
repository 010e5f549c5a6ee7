package cgt.partizan.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.games.partizan.Board;
import cgt.games.partizan.Clobber;
import cgt.games.partizan.Domineering;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.task.Progress;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Clobber's bit-board search ({@link ClobberSearch}, the path {@link OutcomeSolver} takes for one board of at most 56
 * squares) against two independent answers: the canonical value's outcome (the theory), and a plain minimax over the
 * rules' own moves with a memo (play alone, no symmetry, no clearing of groups, no table of the search's). Every
 * winning move it names must be one of the rules' moves and leave a position that the opponent, moving first, loses.
 */
class ClobberSearchTest {

    private static final Random RANDOM = new Random(2026_11_27L);

    private final Clobber clobber = new Clobber();

    @Test
    void everyFullRectangleUpToSixteenSquaresAgreesWithItsCanonicalValue() {
        for (int rows = 1; rows <= 4; rows++) {
            for (int cols = 1; rows * cols <= 16; cols++) {
                checkedAgainstValue(rows + "x" + cols);
            }
        }
    }

    @Test
    void randomBoardsWithHolesAgreeWithTheirValuesAndWithPlainPlay() {
        for (int trial = 0; trial < 100; trial++) {
            int rows = 1 + RANDOM.nextInt(5);
            int cols = 1 + RANDOM.nextInt(5);
            String board = randomBoard(rows, cols);
            checkedAgainstValue(board);
            checkedAgainstMinimax(board);
        }
    }

    @Test
    void everyImageOfABoardUnderTheSquaresSymmetriesHasTheSameOutcome() {
        // Square boards use all eight symmetries in the table, rectangles four: the outcome must not depend on which
        // image the search meets first.
        for (int trial = 0; trial < 20; trial++) {
            int side = 3 + RANDOM.nextInt(2);
            Board b = clobber.parse(randomBoard(side, side));
            Outcome outcome = OutcomeSolver.of(clobber).solve(b).outcome();
            for (Board image : images(b)) {
                assertThat(OutcomeSolver.of(clobber).solve(image).outcome()).as("%s, an image of %s",
                        clobber.format(image), clobber.format(b)).isEqualTo(outcome);
            }
        }
    }

    @Test
    void exchangingTheColoursExchangesThePlayers() {
        for (int trial = 0; trial < 30; trial++) {
            Board b = clobber.parse(randomBoard(2 + RANDOM.nextInt(3), 2 + RANDOM.nextInt(4)));
            Board swapped = clobber.parse(clobber.format(b).replace('x', 'O').replace('o', 'x').replace('O', 'o'));
            OutcomeSolver.Solution<Board> s = OutcomeSolver.of(clobber).solve(b);
            OutcomeSolver.Solution<Board> t = OutcomeSolver.of(clobber).solve(swapped);
            assertThat(t.leftStarts().wins()).as(clobber.format(b)).isEqualTo(s.rightStarts().wins());
            assertThat(t.rightStarts().wins()).as(clobber.format(b)).isEqualTo(s.leftStarts().wins());
        }
    }

    @Test
    void largerFullBoardsHaveTheOutcomesTheGenericSearchFinds() {
        // The generic search (parts of up to 14 moves valued canonically) finishes these in a second or two, and 4x5
        // (N) in about 3 s, too long for the suite: that one is pinned to the generic search's answer.
        for (String board : List.of("3x6", "2x9")) {
            Outcome fast = OutcomeSolver.of(clobber).solve(clobber.parse(board)).outcome();
            Outcome generic = OutcomeSolver.generic(clobber, OutcomeSolver.DEFAULT_SMALL_MOVES, Progress.NONE)
                    .solve(clobber.parse(board)).outcome();
            assertThat(fast).as(board).isEqualTo(generic);
        }
        assertThat(OutcomeSolver.of(clobber).solve(clobber.parse("4x5")).outcome()).isEqualTo(Outcome.N);
        assertThat(OutcomeSolver.of(clobber).solve(clobber.parse("3x6")).outcome()).isEqualTo(Outcome.P);
    }

    /**
     * Albert, Grossman, Nowakowski and Wolfe conjectured in 2004 that every alternating row of even length but
     * {@code oxoxox} is a first-player win; Chen, Folkersen, Hasham, Hayward et al. proved it (2025). Rows to 24.
     */
    @Test
    void everyAlternatingRowOfEvenLengthButSixIsAFirstPlayerWin() {
        for (int n = 2; n <= 24; n += 2) {
            Outcome expected = n == 6 ? Outcome.P : Outcome.N;
            assertThat(OutcomeSolver.of(clobber).solve(clobber.parse("1x" + n)).outcome()).as("1x%d", n)
                    .isEqualTo(expected);
        }
    }

    @Test
    void aLineOfBestPlayEndsWithTheWinnerMakingTheLastMove() {
        for (String board : List.of("3x4", "4x4", "3x5", "2x7", "x.xo|oxo.|.oxx")) {
            OutcomeSolver<Board> solver = OutcomeSolver.of(clobber);
            List<Board> position = List.of(clobber.parse(board));
            for (boolean leftFirst : new boolean[] {true, false}) {
                boolean firstWins = solver.solve(position, leftFirst).wins();
                List<List<Board>> line = solver.line(position, leftFirst, 100);
                Board at = position.get(0);
                boolean left = leftFirst;
                for (List<Board> step : line) {
                    assertThat(left ? clobber.leftMoves(at) : clobber.rightMoves(at)).as("%s: a legal move", board)
                            .contains(step.get(0));
                    at = step.get(0);
                    left = !left;
                }
                assertThat(line.size() % 2 == 1).as("%s, %s first", board, leftFirst ? "Left" : "Right")
                        .isEqualTo(firstWins);
                assertThat(left ? clobber.leftMoves(at) : clobber.rightMoves(at)).isEmpty();
            }
        }
    }

    @Test
    void aSearchWhoseTableIsKeptSmallGivesTheSameAnswers() {
        // A job's memory budget bounds the bit-board searches' tables (2^24 entries of 16 bytes for the largest
        // boards): 1 MB holds 2^16, and nothing below 64 KB is taken.
        assertThat(BitGrid.tableBits(24, Long.MAX_VALUE)).isEqualTo(24);
        assertThat(BitGrid.tableBits(24, 256L << 20)).isEqualTo(24);
        assertThat(BitGrid.tableBits(24, 1L << 20)).isEqualTo(16);
        assertThat(BitGrid.tableBits(24, 1)).isEqualTo(12);
        Domineering domineering = new Domineering();
        for (String board : List.of("4x5", "3x6", "3x4")) {
            assertThat(OutcomeSolver.of(clobber, 0, Progress.NONE, RegionValues.NONE, 1L << 16).solve(
                    clobber.parse(board)).outcome()).as(board).isEqualTo(OutcomeSolver.of(clobber).solve(
                            clobber.parse(board)).outcome());
        }
        for (String board : List.of("6x6", "7x5", "4x7")) {
            assertThat(OutcomeSolver.of(domineering, 0, Progress.NONE, RegionValues.NONE, 1L << 16).solve(
                    domineering.parse(board)).outcome()).as(board).isEqualTo(OutcomeSolver.of(domineering).solve(
                            domineering.parse(board)).outcome());
        }
    }

    @Test
    void boardsOfMoreThanFiftySixSquaresTakeTheGenericSearch() {
        assertThat(clobber.stones(clobber.parse("1x57"))).isEmpty();
        assertThat(clobber.stones(clobber.parse("7x8"))).isPresent();
        // x^n o is {0 | x^(n-1) o}, from * (n = 1) and up (n = 2) on, positive from n = 2: Left wins.
        Board strip = clobber.parse("x".repeat(30) + "o" + ".".repeat(26));
        assertThat(OutcomeSolver.of(clobber).solve(strip).outcome()).isEqualTo(Outcome.L);
    }

    /** The bit-board search's answers against the canonical value of the board. */
    private void checkedAgainstValue(String text) {
        Board b = clobber.parse(text);
        PartizanEvaluator<Board> values = PartizanEvaluator.of(clobber);
        CanonicalGame value = values.value(b);
        OutcomeSolver.Solution<Board> s = OutcomeSolver.of(clobber).solve(b);
        String what = "clobber " + text + " (value " + value + ")";
        assertThat(s.outcome()).as(what).isEqualTo(value.outcome());
        assertThat(s.leftStarts().move().isPresent()).as(what).isEqualTo(s.leftStarts().wins());
        assertThat(s.rightStarts().move().isPresent()).as(what).isEqualTo(s.rightStarts().wins());
        s.leftStarts().move().ifPresent(m -> {
            assertThat(clobber.leftMoves(b)).as(what).contains(m.get(0));
            assertThat(values.value(m.get(0)).geq(CanonicalGame.zero())).as("%s: Left's move %s wins", what,
                    clobber.format(m.get(0))).isTrue();
        });
        s.rightStarts().move().ifPresent(m -> {
            assertThat(clobber.rightMoves(b)).as(what).contains(m.get(0));
            assertThat(values.value(m.get(0)).leq(CanonicalGame.zero())).as("%s: Right's move %s wins", what,
                    clobber.format(m.get(0))).isTrue();
        });
    }

    /** The bit-board search's answers against a plain minimax over the rules' moves. */
    private void checkedAgainstMinimax(String text) {
        Board b = clobber.parse(text);
        Map<Board, Boolean> leftToMove = new HashMap<>();
        Map<Board, Boolean> rightToMove = new HashMap<>();
        OutcomeSolver.Solution<Board> s = OutcomeSolver.of(clobber).solve(b);
        assertThat(s.leftStarts().wins()).as(text).isEqualTo(wins(b, true, leftToMove, rightToMove));
        assertThat(s.rightStarts().wins()).as(text).isEqualTo(wins(b, false, leftToMove, rightToMove));
        s.leftStarts().move().ifPresent(m -> assertThat(wins(m.get(0), false, leftToMove, rightToMove))
                .as("%s: Right loses after Left's %s", text, clobber.format(m.get(0))).isFalse());
        s.rightStarts().move().ifPresent(m -> assertThat(wins(m.get(0), true, leftToMove, rightToMove))
                .as("%s: Left loses after Right's %s", text, clobber.format(m.get(0))).isFalse());
    }

    /** Whether the player to move wins, by trying every move (memoised per player). */
    private boolean wins(Board b, boolean left, Map<Board, Boolean> leftMemo, Map<Board, Boolean> rightMemo) {
        Map<Board, Boolean> memo = left ? leftMemo : rightMemo;
        Boolean known = memo.get(b);
        if (known != null) {
            return known;
        }
        boolean won = false;
        for (Board next : left ? clobber.leftMoves(b) : clobber.rightMoves(b)) {
            if (!wins(next, !left, leftMemo, rightMemo)) {
                won = true;
                break;
            }
        }
        memo.put(b, won);
        return won;
    }

    /** The board's eight images under the square's symmetries. */
    private List<Board> images(Board b) {
        int n = b.rows();
        List<Board> out = new java.util.ArrayList<>();
        for (int k = 0; k < 8; k++) {
            StringBuilder s = new StringBuilder();
            for (int r = 0; r < n; r++) {
                if (r > 0) {
                    s.append('|');
                }
                for (int c = 0; c < n; c++) {
                    int rr = (k & 1) != 0 ? n - 1 - r : r;
                    int cc = (k & 2) != 0 ? n - 1 - c : c;
                    s.append((k & 4) != 0 ? b.at(cc, rr) : b.at(rr, cc));
                }
            }
            out.add(clobber.parse(s.toString()));
        }
        return out;
    }

    /** A random board: mostly stones of both colours, a few empty squares, at most about twelve stones. */
    private static String randomBoard(int rows, int cols) {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                s.append('|');
            }
            for (int c = 0; c < cols; c++) {
                int pick = RANDOM.nextInt(rows * cols > 12 ? 7 : 5);
                s.append(pick < 2 ? 'x' : pick < 4 ? 'o' : '.');
            }
        }
        return s.toString();
    }
}

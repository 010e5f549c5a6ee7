package cgt.partizan.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.partizan.Clobber;
import cgt.games.partizan.Domineering;
import cgt.games.partizan.DomineeringBoard;
import cgt.games.partizan.Konane;
import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The generic outcome search (no ruleset's fast path: {@code DomineeringSearchTest} checks that one) against the
 * canonical engine: on every position where both finish, the search's outcome is the outcome of the canonical value, and each winning move it names leads to a position whose value the opponent,
 * moving first, loses (the child is &gt;= 0 after Left's move, &lt;= 0 after Right's). The search with no part
 * valued canonically (a plain win/loss search) and with many agree too, so the theory's shortcut is checked against
 * play alone.
 */
class OutcomeSolverTest {

    private static final Random RANDOM = new Random(26);

    private final Domineering domineering = new Domineering();

    @Test
    void everyDomineeringRectangleUpToTwentySquaresAgreesWithItsCanonicalValue() {
        for (int rows = 1; rows <= 5; rows++) {
            for (int cols = 1; rows * cols <= 20; cols++) {
                checked(domineering, List.of(rows + "x" + cols), OutcomeSolver.DEFAULT_SMALL_MOVES);
            }
        }
    }

    @Test
    void domineeringOnFiveByFiveIsASecondPlayerWin() {
        // The canonical value of the 5x5 board is 0 (cgt's search, checked against published values elsewhere).
        OutcomeSolver.Solution<?> s = OutcomeSolver.of(domineering).solve(domineering.parse("5x5"));
        assertThat(s.outcome()).isEqualTo(Outcome.P);
        assertThat(s.leftStarts().move()).isEmpty();
        assertThat(s.rightStarts().move()).isEmpty();
    }

    /**
     * A strip of 64 squares is Right's alone (Left, who places vertical dominoes, has no move): R, whoever starts.
     * It has 64 columns, more than the bit-board search shifts by (a shift of a {@code long} by 64 is no shift at
     * all), which once made it answer P. The strip standing up is Left's.
     */
    @Test
    void stripsOfSixtyFourSquaresBelongToTheOnePlayerWhoCanMove() {
        assertThat(OutcomeSolver.of(domineering).solve(domineering.parse("1x64")).outcome()).isEqualTo(Outcome.R);
        assertThat(OutcomeSolver.of(domineering).solve(domineering.parse("64x1")).outcome()).isEqualTo(Outcome.L);
        assertThat(OutcomeSolver.of(domineering).solve(domineering.parse("1x63")).outcome()).isEqualTo(Outcome.R);
    }

    @Test
    void randomDomineeringBoardsWithHolesAgreeWithTheirValuesWhateverIsValuedCanonically() {
        for (int trial = 0; trial < 60; trial++) {
            String board = randomBoard(2 + RANDOM.nextInt(3), 2 + RANDOM.nextInt(3), ".#", 4);
            int small = trial % 3 == 0 ? 0 : trial % 3 == 1 ? OutcomeSolver.DEFAULT_SMALL_MOVES : 1000;
            checked(domineering, List.of(board), small);
        }
    }

    @Test
    void sumsOfPositionsAreSolvedAsOneGame() {
        for (int trial = 0; trial < 30; trial++) {
            List<String> sum = List.of(randomBoard(2, 2 + RANDOM.nextInt(2), ".#", 5),
                    randomBoard(1 + RANDOM.nextInt(2), 3, ".#", 5), randomBoard(3, 2, ".#", 5));
            checked(domineering, sum, trial % 2 == 0 ? 0 : OutcomeSolver.DEFAULT_SMALL_MOVES);
        }
    }

    @Test
    void clobberAndKonaneAreSolvedThroughTheSameInterface() {
        for (int trial = 0; trial < 40; trial++) {
            String board = randomBoard(1 + RANDOM.nextInt(3), 2 + RANDOM.nextInt(3), ".xo", 1);
            checked(new Clobber(), List.of(board), trial % 2 == 0 ? 0 : OutcomeSolver.DEFAULT_SMALL_MOVES);
            checked(new Konane(), List.of(board), trial % 2 == 0 ? 0 : OutcomeSolver.DEFAULT_SMALL_MOVES);
        }
    }

    @Test
    void aLineOfBestPlayEndsWithTheWinnerMakingTheLastMove() {
        for (String board : List.of("4x4", "3x5", "4x5", "2x6")) {
            OutcomeSolver<DomineeringBoard> solver = OutcomeSolver.generic(domineering,
                    OutcomeSolver.DEFAULT_SMALL_MOVES, Progress.NONE);
            List<DomineeringBoard> position = List.of(domineering.parse(board));
            for (boolean leftFirst : new boolean[] {true, false}) {
                boolean firstWins = solver.solve(position, leftFirst).wins();
                List<List<DomineeringBoard>> line = solver.line(position, leftFirst, 100);
                // Whoever made the last move of the line wins: the first player when the line is odd.
                assertThat(line.size() % 2 == 1).as("%s, %s first: the line %s", board, leftFirst ? "Left" : "Right",
                        line.stream().map(p -> domineering.format(p.get(0))).toList()).isEqualTo(firstWins);
                DomineeringBoard last = (line.isEmpty() ? position : line.get(line.size() - 1)).get(0);
                boolean leftToMove = leftFirst == (line.size() % 2 == 0);
                assertThat(leftToMove ? domineering.leftMoves(last) : domineering.rightMoves(last)).isEmpty();
            }
        }
    }

    @Test
    void rulesWhosePlayComesBackAreRefusedNotSearchedForEver() {
        // Left moves 0 -> 1, Right moves 1 -> 0: play can go on for ever.
        PartizanRules<Integer> cycling = new PartizanRules<>() {
            @Override
            public List<Integer> leftMoves(Integer p) {
                return p == 0 ? List.of(1) : List.of();
            }

            @Override
            public List<Integer> rightMoves(Integer p) {
                return p == 1 ? List.of(0) : List.of();
            }

            @Override
            public String name() {
                return "ping-pong";
            }
        };
        assertThatThrownBy(() -> OutcomeSolver.of(cycling, 0, Progress.NONE).solve(0))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("ping-pong positions repeat (play can come back to ");
    }

    /** The search on the sum against the sum's canonical value; returns nothing, asserts everything. */
    private static <P> void checked(PartizanRules<P> rules, List<String> texts, int smallMoves) {
        List<P> sum = new ArrayList<>();
        for (String t : texts) {
            sum.add(rules.parse(t));
        }
        PartizanEvaluator<P> values = PartizanEvaluator.of(rules);
        CanonicalGame value = values.value(sum);
        OutcomeSolver.Solution<P> s = OutcomeSolver.generic(rules, smallMoves, Progress.NONE).solve(sum);
        String what = rules.name() + " " + texts + " (value " + value + ", small parts of " + smallMoves + " moves)";
        assertThat(s.outcome()).as(what).isEqualTo(value.outcome());
        assertThat(s.leftStarts().move().isPresent()).as(what).isEqualTo(s.leftStarts().wins());
        assertThat(s.rightStarts().move().isPresent()).as(what).isEqualTo(s.rightStarts().wins());
        s.leftStarts().move().ifPresent(m -> assertThat(values.value(m).geq(CanonicalGame.zero()))
                .as("%s: Left's move %s wins", what, m.stream().map(rules::format).toList()).isTrue());
        s.rightStarts().move().ifPresent(m -> assertThat(values.value(m).leq(CanonicalGame.zero()))
                .as("%s: Right's move %s wins", what, m.stream().map(rules::format).toList()).isTrue());
    }

    /** A random board: each square one of {@code alphabet}, its first character {@code weight} times as likely. */
    private static String randomBoard(int rows, int cols, String alphabet, int weight) {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                s.append('|');
            }
            for (int c = 0; c < cols; c++) {
                int pick = RANDOM.nextInt(alphabet.length() + weight - 1);
                s.append(alphabet.charAt(Math.max(0, pick - weight + 1)));
            }
        }
        return s.toString();
    }
}

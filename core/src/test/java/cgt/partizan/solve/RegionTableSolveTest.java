package cgt.partizan.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.games.partizan.Domineering;
import cgt.games.partizan.DomineeringBoard;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.task.Progress;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The outcome search with an endgame table of regions against the search without one: the same outcomes on every
 * rectangle up to 20 squares and on seeded random boards with holes, on both paths (the bit board and the generic
 * search over parts), each winning move checked against the canonical value of the position it leads to.
 */
class RegionTableSolveTest {

    private static final RegionValues TABLE = RegionValues.computed(8);
    private final Domineering domineering = new Domineering();
    private final PartizanEvaluator<DomineeringBoard> values = PartizanEvaluator.of(domineering);

    @Test
    void everyRectangleUpToTwentySquaresHasTheSameOutcomeWithTheTable() {
        for (int rows = 1; rows <= 20; rows++) {
            for (int cols = 1; rows * cols <= 20; cols++) {
                same(rows + "x" + cols, true);
            }
        }
    }

    @Test
    void randomBoardsWithHolesHaveTheSameOutcomeWithTheTable() {
        Random random = new Random(2626);
        for (int i = 0; i < 40; i++) {
            int rows = 2 + random.nextInt(4);
            int cols = 2 + random.nextInt(4);
            StringBuilder b = new StringBuilder();
            for (int r = 0; r < rows; r++) {
                b.append(r > 0 ? "|" : "");
                for (int c = 0; c < cols; c++) {
                    b.append(random.nextInt(4) == 0 ? '#' : '.');
                }
            }
            same(b.toString(), rows * cols <= 16);
        }
    }

    @Test
    void theTableCutsTheSearch() {
        DomineeringBoard board = domineering.parse("5x5");
        OutcomeSolver<DomineeringBoard> plain = OutcomeSolver.of(domineering);
        OutcomeSolver<DomineeringBoard> tabled = OutcomeSolver.of(domineering, OutcomeSolver.DEFAULT_SMALL_MOVES,
                Progress.NONE, TABLE);
        OutcomeSolver.Solution<DomineeringBoard> without = plain.solve(board);
        OutcomeSolver.Solution<DomineeringBoard> with = tabled.solve(board);
        assertThat(with.outcome()).isEqualTo(without.outcome());
        assertThat(with.nodes()).isLessThan(without.nodes());
    }

    /** The board solved with and without the table, by the bit board and (when asked) the generic search. */
    private void same(String text, boolean generic) {
        DomineeringBoard board = domineering.parse(text);
        CanonicalGame value = values.value(board);
        OutcomeSolver.Solution<DomineeringBoard> without = OutcomeSolver.of(domineering).solve(board);
        List<OutcomeSolver<DomineeringBoard>> solvers = generic
                ? List.of(OutcomeSolver.of(domineering, OutcomeSolver.DEFAULT_SMALL_MOVES, Progress.NONE, TABLE),
                        OutcomeSolver.generic(domineering, 0, Progress.NONE, TABLE))
                : List.of(OutcomeSolver.of(domineering, OutcomeSolver.DEFAULT_SMALL_MOVES, Progress.NONE, TABLE));
        for (OutcomeSolver<DomineeringBoard> solver : solvers) {
            OutcomeSolver.Solution<DomineeringBoard> with = solver.solve(board);
            assertThat(with.outcome()).as(text).isEqualTo(without.outcome()).isEqualTo(value.outcome());
            with.leftStarts().move().ifPresent(m -> assertThat(values.value(m).geq(CanonicalGame.zero()))
                    .as("%s: Left's move wins", text).isTrue());
            with.rightStarts().move().ifPresent(m -> assertThat(values.value(m).leq(CanonicalGame.zero()))
                    .as("%s: Right's move wins", text).isTrue());
        }
    }
}

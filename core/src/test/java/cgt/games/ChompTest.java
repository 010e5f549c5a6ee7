package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.Chomp.Board;
import cgt.impartial.GrundySolver;
import cgt.input.BadInputException;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class ChompTest {

    private final Chomp chomp = new Chomp();

    private static Board rectangle(int rows, int cols) {
        int[] r = new int[rows];
        java.util.Arrays.fill(r, cols);
        return new Board(r);
    }

    /** Every Young diagram inside rows × cols. */
    private static List<Board> boardsWithin(int rows, int cols) {
        List<Board> result = new ArrayList<>();
        collect(new int[0], rows, cols, result);
        return result;
    }

    private static void collect(int[] prefix, int rows, int cols, List<Board> out) {
        if (prefix.length > 0) {
            out.add(new Board(prefix));
        }
        if (prefix.length == rows) {
            return;
        }
        int max = prefix.length == 0 ? cols : prefix[prefix.length - 1];
        for (int len = 1; len <= max; len++) {
            int[] next = java.util.Arrays.copyOf(prefix, prefix.length + 1);
            next[prefix.length] = len;
            collect(next, rows, cols, out);
        }
    }

    @Test
    void theTableAgreesWithTheGeneralRecursionOnEveryBoardWithin5x6() {
        GrundySolver<Board> solver = new GrundySolver<>(chomp, 1_000_000);
        for (Board b : boardsWithin(5, 6)) {
            assertThat(chomp.grundy(b)).as("board %s", b).isEqualTo(solver.grundy(b));
        }
    }

    @Test
    void everyRectangleUpTo10x10ButTheSingleSquareIsAFirstPlayerWin() {
        // Strategy stealing: if biting the far corner lost, its winning reply would be a winning first move.
        for (int r = 1; r <= 10; r++) {
            for (int c = 1; c <= 10; c++) {
                long g = chomp.grundy(rectangle(r, c));
                assertThat(g == 0).as("%dx%d", r, c).isEqualTo(r == 1 && c == 1);
            }
        }
    }

    @Tag("slow")
    @Test
    void winningMovesOfTextbookBoards() {
        // A square: bite (1,1), leaving an L of two equal arms, which the second player mirrors.
        assertThat(chomp.optionsWithValue(rectangle(4, 4), 0)).contains(List.of(new Board(4, 1, 1, 1)));
        // Two rows of n: leave rows of n and n-1.
        for (int n = 2; n <= 12; n++) {
            int[] twoRows = {n, n - 1};
            assertThat(chomp.optionsWithValue(rectangle(2, n), 0)).containsExactly(List.of(new Board(twoRows)));
        }
        // A single row or column: take all but the poisoned square.
        assertThat(chomp.optionsWithValue(new Board(7), 0)).containsExactly(List.of(new Board(1)));
        // 3x4 and 10x10 have winning moves, each to a board of value 0.
        for (Board b : List.of(rectangle(3, 4), rectangle(10, 10))) {
            List<List<Board>> wins = chomp.optionsWithValue(b, 0);
            assertThat(wins).isNotEmpty();
            wins.forEach(w -> assertThat(chomp.grundy(w.get(0))).isZero());
        }
    }

    @Test
    void boardsAreParsedInBothForms() {
        assertThat(chomp.parsePosition(List.of("3x4", "4,4,2", "5"))).containsExactly(rectangle(3, 4),
                new Board(4, 4, 2), new Board(5));
        assertThat(rectangle(3, 4).toString()).isEqualTo("3x4");
        assertThat(new Board(4, 4, 2).toString()).isEqualTo("4,4,2");
        assertThatThrownBy(() -> chomp.parsePosition(List.of("2,4"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("row 2 has 4 squares but row 1 has 2");
        assertThatThrownBy(() -> chomp.parsePosition(List.of("3x"))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> chomp.parsePosition(List.of("0x3"))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> chomp.parsePosition(List.of("4,,2"))).isInstanceOf(BadInputException.class);
    }

    @Test
    void boardsBeyondTheSolverSayHowBigTheJobIs() {
        assertThatThrownBy(() -> chomp.grundy(rectangle(30, 30))).isInstanceOf(TooBigException.class)
                .hasMessageContaining("sub-boards");
    }
}

package cgt.games;

import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.Sizes;
import cgt.task.TooBigException;
import java.math.BigInteger;
import java.util.List;

/**
 * Grundy values of every Chomp board inside a box of R rows and C columns, by dynamic programming over
 * the boards themselves.
 *
 * <p>A board is a Young diagram: row lengths r_0 ≥ r_1 ≥ ... ≥ r_{R-1} ≥ 0 (trailing zeros for missing
 * rows). Such sequences are ranked by the combinatorial number system: with s_i = r_{R-1-i} + i, a
 * strictly increasing sequence in [0, R+C), rank = Σ C(s_i, i+1). The rank is monotone in every row
 * length, and every move shrinks some rows, so each board's options have smaller ranks and one pass in
 * rank order computes every value. There are C(R+C, R) boards: 184,756 for 10×10.
 */
final class ChompValues {

    private final int rows;
    private final int cols;
    private final long[][] binomial;
    private final char[] values;

    private ChompValues(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.binomial = binomials(rows + cols);
        long count = binomial[rows + cols][rows];
        this.values = new char[(int) count];
    }

    /**
     * The table for boards within rows × cols, within the budget's {@link Budget.Tables#chompBoards()} (a char
     * each) and {@link Budget.Tables#chompWork()} (move evaluations, about a second per 10^9 here).
     *
     * @throws TooBigException if the table would cost too much work or memory
     */
    static ChompValues compute(int rows, int cols, Budget budget) {
        BigInteger boards = boardCount(rows, cols);
        // Exact sizes: as doubles they overflowed to "Infinity sub-boards" for a 1000 x 1000 board.
        BigInteger work = boards.multiply(BigInteger.valueOf((long) rows * cols * rows));
        BigInteger maxWork = BigInteger.valueOf(budget.tables().chompWork());
        if (boards.compareTo(BigInteger.valueOf(budget.tables().chompBoards())) > 0 || work.compareTo(maxWork) > 0) {
            throw new TooBigException("a Chomp board of " + rows + " rows and " + cols + " columns has "
                    + Sizes.approx(boards) + " sub-boards to solve (about " + Sizes.approx(work)
                    + " steps, the limit is " + Sizes.approx(maxWork) + "); boards up to about 12x12 are solved",
                    "tooBig.chomp.boards", List.of(rows, cols, boards, work, maxWork));
        }
        ChompValues t = new ChompValues(rows, cols);
        t.fill();
        return t;
    }

    /** C(rows + cols, rows): the boards that fit in the box, each a staircase path through it. */
    static BigInteger boardCount(int rows, int cols) {
        return Sizes.binomial(rows + cols, rows);
    }

    boolean covers(int[] board) {
        return board.length <= rows && (board.length == 0 || board[0] <= cols);
    }

    /** The Grundy value of a board (row lengths, non-increasing) inside this table's box. */
    int grundy(int[] board) {
        int[] r = new int[rows];
        System.arraycopy(board, 0, r, 0, board.length);
        return values[(int) rank(r)];
    }

    private long rank(int[] r) {
        long rank = 0;
        for (int i = 0; i < rows; i++) {
            rank += binomial[r[rows - 1 - i] + i][i + 1];
        }
        return rank;
    }

    private void fill() {
        int[] r = new int[rows]; // all zeros: rank 0, the empty board
        int[] clipped = new int[rows];
        int[] marks = new int[rows * cols + 2];
        int stamp = 0;
        for (long index = 0; index < values.length; index++) {
            if ((index & 0xFFF) == 0) {
                Cancellation.check();
            }
            stamp++;
            int options = 0;
            // A move bites at (i, j) with j < r[i], removing every square (i', j') with i' ≥ i and j' ≥ j;
            // the poisoned square (0, 0) may not be bitten (biting it loses, so it never is in normal play).
            for (int i = 0; i < rows && r[i] > 0; i++) {
                for (int j = (i == 0 ? 1 : 0); j < r[i]; j++) {
                    System.arraycopy(r, 0, clipped, 0, rows);
                    for (int k = i; k < rows && clipped[k] > j; k++) {
                        clipped[k] = j;
                    }
                    int v = values[(int) rank(clipped)];
                    marks[v] = stamp;
                    options++;
                }
            }
            int mex = 0;
            while (mex <= options && marks[mex] == stamp) {
                mex++;
            }
            values[(int) index] = (char) mex;
            next(r);
        }
    }

    /** Advances r to the board of the next rank (colex order of the strictly increasing s-sequence). */
    private void next(int[] r) {
        // s_i = r[rows-1-i] + i; increase the lowest s_i that can grow without reaching s_{i+1}.
        for (int i = 0; i < rows; i++) {
            int s = r[rows - 1 - i] + i;
            int limit = i + 1 < rows ? r[rows - 2 - i] + i + 1 : rows + cols;
            if (s + 1 < limit) {
                r[rows - 1 - i]++;
                for (int k = 0; k < i; k++) {
                    r[rows - 1 - k] = 0; // s_k = k: the smallest values below
                }
                return;
            }
        }
    }

    /** C(i, k) for 0 ≤ i ≤ n and 0 ≤ k ≤ n + 1, zero where k > i, so that rank() needs no bounds test. */
    private static long[][] binomials(int n) {
        long[][] c = new long[n + 1][n + 2];
        for (int i = 0; i <= n; i++) {
            c[i][0] = 1;
            for (int k = 1; k <= i; k++) {
                c[i][k] = c[i - 1][k - 1] + c[i - 1][k];
            }
        }
        return c;
    }
}

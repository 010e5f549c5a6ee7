package cgt.games;

import cgt.task.Cancellation;
import cgt.task.Progress;
import java.math.BigInteger;
import java.util.Locale;

/**
 * The mathematics of Wythoff's game: its P-positions from the Beatty sequences, exact for coordinates of
 * any size, and a table of Grundy values.
 *
 * <p>The P-positions are (a_k, b_k) and (b_k, a_k) with a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ = a_k + k, φ the golden
 * ratio. Since √5 is irrational, a_k = ⌊(k + √(5k²))/2⌋ = (k + isqrt(5k²)) div 2, computed here in exact
 * integer arithmetic. The sequences a and b are complementary: every positive integer is exactly one a_k
 * or one b_k, so each row, each column and each diagonal of the board holds exactly one P-position.
 */
public final class WythoffValues {

    private static final BigInteger FIVE = BigInteger.valueOf(5);
    private static final BigInteger TWO = BigInteger.TWO;
    private static final BigInteger THREE = BigInteger.valueOf(3);

    private WythoffValues() {
    }

    /** a_k = ⌊kφ⌋. */
    public static BigInteger lower(BigInteger k) {
        return k.add(FIVE.multiply(k).multiply(k).sqrt()).divide(TWO);
    }

    /** b_k = ⌊kφ²⌋ = a_k + k. */
    public static BigInteger upper(BigInteger k) {
        return lower(k).add(k);
    }

    /** Whether (x, y) is a P-position: with x ≤ y and k = y - x, whether x = a_k. */
    public static boolean isP(BigInteger x, BigInteger y) {
        BigInteger lo = x.min(y);
        BigInteger k = x.subtract(y).abs();
        return lower(k).equals(lo);
    }

    /**
     * Whether (x, y) is a P-position in misère play (whoever cannot move wins): as in normal play, except
     * that (0,1), (1,0) and (2,2) take the place of (0,0), (1,2) and (2,1). (0,0) has no move, so the player
     * to move there wins; (0,1) and (1,0) can only move to it; the rest of the board follows, as a brute
     * force in the tests confirms.
     */
    public static boolean isMisereP(BigInteger x, BigInteger y) {
        if (x.compareTo(THREE) < 0 && y.compareTo(THREE) < 0) {
            int a = x.intValue();
            int b = y.intValue();
            return (a == 0 && b == 1) || (a == 1 && b == 0) || (a == 2 && b == 2);
        }
        return isP(x, y);
    }

    /** The unique m such that (n, m) is a P-position: n's partner in the Beatty pairing. */
    public static BigInteger partner(BigInteger n) {
        if (n.signum() == 0) {
            return BigInteger.ZERO;
        }
        // n = a_k for k near n/φ = (√(5n²) - n)/2, or n = b_k for k near n/φ² = (3n - √(5n²))/2.
        BigInteger root = FIVE.multiply(n).multiply(n).sqrt();
        BigInteger ka = root.subtract(n).divide(TWO);
        for (int d = -2; d <= 2; d++) {
            BigInteger k = ka.add(BigInteger.valueOf(d));
            if (k.signum() > 0 && lower(k).equals(n)) {
                return n.add(k);
            }
        }
        BigInteger kb = n.multiply(BigInteger.valueOf(3)).subtract(root).divide(TWO);
        for (int d = -2; d <= 2; d++) {
            BigInteger k = kb.add(BigInteger.valueOf(d));
            if (k.signum() > 0 && upper(k).equals(n)) {
                return lower(k);
            }
        }
        throw new IllegalStateException("Beatty sequences are complementary, yet " + n + " is in neither");
    }

    /** Grundy values g(x, y) for 0 ≤ x, y ≤ size - 1, as a flat table (index x·size + y). */
    public static char[] grundyTable(int size) {
        return grundyTable(size, size, Progress.NONE);
    }

    /**
     * Grundy values g(x, y) for 0 ≤ x &lt; rows and 0 ≤ y &lt; cols, as a flat table (index x·cols + y): only
     * the rectangle a position needs, since g(x, y) depends on the values left of and below it alone. Each
     * value is the mex of the values to the left, below and diagonally down-left; the three sets are kept
     * as bitsets whose own mex only grows, so that each mex search starts near its answer. Reports the
     * rows done to {@code progress}.
     */
    public static char[] grundyTable(int rows, int cols, Progress progress) {
        // A value is at most the number of options, x + y + min(x, y) < rows + cols + min(rows, cols).
        int words = (rows + cols + Math.min(rows, cols)) / 64 + 2;
        int diagonals = rows + cols - 1;
        long[] rowBits = new long[rows * words];
        long[] colBits = new long[cols * words];
        long[] diagBits = new long[diagonals * words];
        int[] rowMex = new int[rows];
        int[] colMex = new int[cols];
        int[] diagMex = new int[diagonals];
        char[] g = new char[rows * cols];
        Progress.Stage stage = Progress.Stage.of(
                String.format(Locale.ROOT, "Wythoff Grundy values (%,d x %,d table)", rows, cols),
                "stage.wythoff", rows, cols);
        long total = (long) rows * cols;
        for (int x = 0; x < rows; x++) {
            if ((x & 15) == 0) {
                Cancellation.check();
                progress.report(stage, (long) x * cols, total);
            }
            for (int y = 0; y < cols; y++) {
                int d = y - x + rows - 1;
                int r = x * words;
                int c = y * words;
                int dg = d * words;
                int from = Math.max(rowMex[x], Math.max(colMex[y], diagMex[d])) >>> 6;
                int v = -1;
                for (int w = from; ; w++) {
                    long used = rowBits[r + w] | colBits[c + w] | diagBits[dg + w];
                    if (used != -1L) {
                        v = (w << 6) + Long.numberOfTrailingZeros(~used);
                        break;
                    }
                }
                g[x * cols + y] = (char) v;
                rowMex[x] = add(rowBits, r, v, rowMex[x]);
                colMex[y] = add(colBits, c, v, colMex[y]);
                diagMex[d] = add(diagBits, dg, v, diagMex[d]);
            }
        }
        progress.report(stage, total, total);
        return g;
    }

    /** Adds v to the bitset at offset, and returns the bitset's mex given its previous mex. */
    private static int add(long[] bits, int offset, int v, int mex) {
        bits[offset + (v >>> 6)] |= 1L << v;
        if (v != mex) {
            return mex;
        }
        int m = mex;
        while (((bits[offset + (m >>> 6)] >>> m) & 1) != 0) {
            m++;
        }
        return m;
    }
}

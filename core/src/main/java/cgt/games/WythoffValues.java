package cgt.games;

import cgt.task.Cancellation;
import java.math.BigInteger;

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

    /**
     * Grundy values g(x, y) for 0 ≤ x, y ≤ size - 1, as a flat table (index x·size + y). Each value is
     * the mex of the values to the left, below and diagonally down-left; the three sets are kept as
     * bitsets whose own mex only grows, so that each mex search starts near its answer.
     */
    public static char[] grundyTable(int size) {
        // A value is at most the number of options, x + y + min(x, y) < 3·size.
        int words = 3 * size / 64 + 2;
        long[] rows = new long[size * words];
        long[] cols = new long[size * words];
        long[] diags = new long[(2 * size - 1) * words];
        int[] rowMex = new int[size];
        int[] colMex = new int[size];
        int[] diagMex = new int[2 * size - 1];
        char[] g = new char[size * size];
        for (int x = 0; x < size; x++) {
            if ((x & 63) == 0) {
                Cancellation.check();
            }
            for (int y = 0; y < size; y++) {
                int d = y - x + size - 1;
                int r = x * words;
                int c = y * words;
                int dg = d * words;
                int from = Math.max(rowMex[x], Math.max(colMex[y], diagMex[d])) >>> 6;
                int v = -1;
                for (int w = from; ; w++) {
                    long used = rows[r + w] | cols[c + w] | diags[dg + w];
                    if (used != -1L) {
                        v = (w << 6) + Long.numberOfTrailingZeros(~used);
                        break;
                    }
                }
                g[x * size + y] = (char) v;
                rowMex[x] = add(rows, r, v, rowMex[x]);
                colMex[y] = add(cols, c, v, colMex[y]);
                diagMex[d] = add(diags, dg, v, diagMex[d]);
            }
        }
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

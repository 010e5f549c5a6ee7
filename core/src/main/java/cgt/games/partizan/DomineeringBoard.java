package cgt.games.partizan;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A Domineering board as a bitset of its empty squares (square (r, c) is bit r·cols + c), immutable and
 * hashable. Boards of up to 64 squares, which is every board whose value can be computed, live in one
 * word, where moves, regions and symmetries are a handful of bit operations; larger boards work the same
 * way on several words.
 */
public final class DomineeringBoard {

    private final int rows;
    private final int cols;
    private final long[] empty;
    private final int hash;

    DomineeringBoard(int rows, int cols, long[] empty) {
        this.rows = rows;
        this.cols = cols;
        this.empty = empty;
        this.hash = (31 * rows + cols) * 31 + Arrays.hashCode(empty);
    }

    static DomineeringBoard of(int rows, int cols, boolean[] emptySquares) {
        long[] bits = new long[(rows * cols + 63) >>> 6];
        for (int i = 0; i < emptySquares.length; i++) {
            if (emptySquares[i]) {
                bits[i >>> 6] |= 1L << i;
            }
        }
        return new DomineeringBoard(rows, cols, bits);
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** Whether square (r, c) is empty. */
    public boolean isEmpty(int r, int c) {
        return bit(r * cols + c);
    }

    private boolean bit(int i) {
        return (empty[i >>> 6] & (1L << i)) != 0;
    }

    /** The number of empty squares. */
    int emptyCount() {
        int n = 0;
        for (long w : empty) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** The board with squares i and j filled. */
    DomineeringBoard fill(int i, int j) {
        long[] next = empty.clone();
        next[i >>> 6] &= ~(1L << i);
        next[j >>> 6] &= ~(1L << j);
        return new DomineeringBoard(rows, cols, next);
    }

    /**
     * Placements of a domino: vertical ones (square i and the one below it) or horizontal ones (square i
     * and the one to its right), as the index i of their first square, in ascending order.
     */
    int[] placements(boolean vertical) {
        int n = rows * cols;
        if (empty.length == 1) {
            long e = empty[0];
            long pairs = vertical ? e & (e >>> cols) : e & (e >>> 1) & notLastColumn();
            if (vertical && rows < 2) {
                pairs = 0;
            }
            int[] out = new int[Long.bitCount(pairs)];
            for (int k = 0; pairs != 0; k++) {
                out[k] = Long.numberOfTrailingZeros(pairs);
                pairs &= pairs - 1;
            }
            return out;
        }
        int[] out = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            int j = vertical ? i + cols : i + 1;
            boolean fits = vertical ? j < n : (i % cols) + 1 < cols;
            if (fits && bit(i) && bit(j)) {
                out[k++] = i;
            }
        }
        return Arrays.copyOf(out, k);
    }

    /** Bits of every square except those in the last column (so that a shift by one does not wrap rows). */
    private long notLastColumn() {
        long mask = 0;
        for (int r = 0; r < rows; r++) {
            mask |= ((1L << (cols - 1)) - 1) << (r * cols);
        }
        return mask;
    }

    /** The regions of orthogonally connected empty squares with at least two squares, each cropped. */
    java.util.List<DomineeringBoard> regions() {
        java.util.List<DomineeringBoard> out = new java.util.ArrayList<>();
        if (empty.length == 1) {
            long rest = empty[0];
            long left = notLastColumn(); // squares that have a right neighbour
            long full = rows * cols == 64 ? -1L : (1L << (rows * cols)) - 1;
            while (rest != 0) {
                long region = rest & -rest;
                while (true) {
                    long grow = region | ((region & left) << 1) | ((region >>> 1) & left) | (region << cols)
                            | (region >>> cols);
                    grow &= rest & full;
                    if (grow == region) {
                        break;
                    }
                    region = grow;
                }
                rest &= ~region;
                if (Long.bitCount(region) >= 2) {
                    out.add(crop(new long[] {region}));
                }
            }
            return out;
        }
        boolean[] seen = new boolean[rows * cols];
        int[] queue = new int[rows * cols];
        for (int start = 0; start < rows * cols; start++) {
            if (seen[start] || !bit(start)) {
                continue;
            }
            long[] region = new long[empty.length];
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            seen[start] = true;
            while (head < tail) {
                int i = queue[head++];
                region[i >>> 6] |= 1L << i;
                int r = i / cols;
                int c = i % cols;
                int[] next = {r > 0 ? i - cols : -1, r + 1 < rows ? i + cols : -1, c > 0 ? i - 1 : -1,
                    c + 1 < cols ? i + 1 : -1};
                for (int j : next) {
                    if (j >= 0 && !seen[j] && bit(j)) {
                        seen[j] = true;
                        queue[tail++] = j;
                    }
                }
            }
            if (tail >= 2) {
                out.add(crop(region));
            }
        }
        return out;
    }

    /** The given squares of this board, cropped to their bounding box. */
    private DomineeringBoard crop(long[] squares) {
        int minR = rows;
        int maxR = -1;
        int minC = cols;
        int maxC = -1;
        for (int w = 0; w < squares.length; w++) {
            for (long bits = squares[w]; bits != 0; bits &= bits - 1) {
                int i = (w << 6) + Long.numberOfTrailingZeros(bits);
                int r = i / cols;
                int c = i % cols;
                minR = Math.min(minR, r);
                maxR = Math.max(maxR, r);
                minC = Math.min(minC, c);
                maxC = Math.max(maxC, c);
            }
        }
        int nr = maxR - minR + 1;
        int nc = maxC - minC + 1;
        if (nr == rows && nc == cols) {
            return new DomineeringBoard(rows, cols, squares);
        }
        long[] out = new long[(nr * nc + 63) >>> 6];
        for (int w = 0; w < squares.length; w++) {
            for (long bits = squares[w]; bits != 0; bits &= bits - 1) {
                int i = (w << 6) + Long.numberOfTrailingZeros(bits);
                int j = (i / cols - minR) * nc + (i % cols - minC);
                out[j >>> 6] |= 1L << j;
            }
        }
        return new DomineeringBoard(nr, nc, out);
    }

    /** Square permutations of the eight symmetries, per board shape (rows·64 + cols). */
    private static final ConcurrentHashMap<Integer, int[][]> SYMMETRIES = new ConcurrentHashMap<>();

    /**
     * The board under one of the eight symmetries of the square: 0 is the identity, bit 0 mirrors top to
     * bottom, bit 1 left to right, and 4..7 transpose first.
     */
    DomineeringBoard transformed(int symmetry) {
        boolean transpose = symmetry >= 4;
        int nr = transpose ? cols : rows;
        int nc = transpose ? rows : cols;
        int[] map = SYMMETRIES.computeIfAbsent(rows * 64 + cols, k -> permutations(rows, cols))[symmetry];
        long[] out = new long[empty.length];
        for (int w = 0; w < empty.length; w++) {
            for (long bits = empty[w]; bits != 0; bits &= bits - 1) {
                int j = map[(w << 6) + Long.numberOfTrailingZeros(bits)];
                out[j >>> 6] |= 1L << j;
            }
        }
        return new DomineeringBoard(nr, nc, out);
    }

    private static int[][] permutations(int rows, int cols) {
        int[][] maps = new int[8][rows * cols];
        for (int s = 0; s < 8; s++) {
            boolean transpose = s >= 4;
            int nr = transpose ? cols : rows;
            int nc = transpose ? rows : cols;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int tr = transpose ? c : r;
                    int tc = transpose ? r : c;
                    if ((s & 1) != 0) {
                        tr = nr - 1 - tr;
                    }
                    if ((s & 2) != 0) {
                        tc = nc - 1 - tc;
                    }
                    maps[s][r * cols + c] = tr * nc + tc;
                }
            }
        }
        return maps;
    }

    /** A total order, so that a normal form can be the least of a board's images. */
    int compareTo(DomineeringBoard o) {
        if (rows != o.rows) {
            return Integer.compare(rows, o.rows);
        }
        if (cols != o.cols) {
            return Integer.compare(cols, o.cols);
        }
        for (int w = 0; w < empty.length; w++) {
            if (empty[w] != o.empty[w]) {
                return Long.compareUnsigned(empty[w], o.empty[w]);
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DomineeringBoard b && b.hash == hash && b.rows == rows && b.cols == cols
                && Arrays.equals(b.empty, empty);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** CGSuite's syntax: rows from the top separated by bars, . empty, # filled. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(rows * (cols + 1));
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                s.append('|');
            }
            for (int c = 0; c < cols; c++) {
                s.append(isEmpty(r, c) ? '.' : '#');
            }
        }
        return s.toString();
    }
}

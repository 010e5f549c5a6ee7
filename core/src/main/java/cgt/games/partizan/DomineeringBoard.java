package cgt.games.partizan;

import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A Domineering board as a bitset of its empty squares (square (r, c) is bit r·cols + c), immutable and
 * hashable. A board of up to 64 squares (every board whose value can be computed, and every region of a
 * larger board that small) is one {@code long}, where moves, regions and symmetries are a handful of word
 * operations ({@link Grid}); a board of up to 50 squares also packs into one number, with its shape, for
 * the transposition table. Larger boards use several words and plain loops.
 */
public final class DomineeringBoard {

    private final int rows;
    private final int cols;
    /** The empty squares of a board of at most 64 squares. */
    private final long small;
    /** The empty squares of a larger board; null for a small one. */
    private final long[] large;
    private final int hash;

    private DomineeringBoard(int rows, int cols, long small, long[] large) {
        this.rows = rows;
        this.cols = cols;
        this.small = small;
        this.large = large;
        long h = small * 0x9E3779B97F4A7C15L + rows * 31L + cols;
        this.hash = large == null ? (int) (h ^ (h >>> 29)) : 31 * (int) h + Arrays.hashCode(large);
    }

    private static DomineeringBoard of(int rows, int cols, long[] bits) {
        return rows * cols <= 64 ? new DomineeringBoard(rows, cols, bits[0], null)
                : new DomineeringBoard(rows, cols, 0, bits);
    }

    static DomineeringBoard of(int rows, int cols, boolean[] emptySquares) {
        long[] bits = new long[Math.max(1, (rows * cols + 63) >>> 6)];
        for (int i = 0; i < emptySquares.length; i++) {
            if (emptySquares[i]) {
                bits[i >>> 6] |= 1L << i;
            }
        }
        return of(rows, cols, bits);
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** The most squares a board may have to be packed into a number: its bits, then six bits each of shape. */
    private static final int PACKED_SQUARES = 50;
    private static final long PACKED_BITS = (1L << PACKED_SQUARES) - 1;
    /** Set in a {@link #normalCode} whose normal form is the transpose (the negative) of the board. */
    static final long NEGATED = Long.MIN_VALUE;

    /** A board of at most 64 squares. */
    static DomineeringBoard small(int rows, int cols, long emptySquares) {
        return new DomineeringBoard(rows, cols, emptySquares, null);
    }

    /** Whether the board has at most 64 squares, so that {@link #bits()} holds it. */
    boolean isSmall() {
        return large == null;
    }

    /** The empty squares of a board of at most 64 squares. */
    long bits() {
        return small;
    }

    /**
     * The board as one non-negative number (squares in bits 0..49, rows from bit 50, columns from bit 56), or
     * {@link PartizanRules#NOT_PACKED} for a board of more than 50 squares.
     */
    long packed() {
        if (rows * cols > PACKED_SQUARES) {
            return PartizanRules.NOT_PACKED;
        }
        return pack(rows, cols, small);
    }

    private static long pack(int rows, int cols, long squares) {
        return squares | (long) rows << PACKED_SQUARES | (long) cols << (PACKED_SQUARES + 6);
    }

    /** The board a {@link #packed()} number stands for. */
    static DomineeringBoard unpack(long packed) {
        int rows = (int) (packed >>> PACKED_SQUARES) & 63;
        int cols = (int) (packed >>> (PACKED_SQUARES + 6)) & 63;
        return new DomineeringBoard(rows, cols, packed & PACKED_BITS, null);
    }

    /**
     * The normal form of a cropped set of squares of grid g, packed, with {@link #NEGATED} set when it is the
     * transpose of the set (so that its value is the negative); {@link PartizanRules#NOT_PACKED} when
     * the grid has more than 50 squares. The normal form is the least image (as an unsigned number) under the
     * symmetries that leave at most as many rows as columns: of a tall board the transposed images, of a wide
     * one the others, of a square one all eight, the untransposed winning ties.
     */
    static long normalCode(Grid g, long squares) {
        if (g.size > PACKED_SQUARES) {
            return PartizanRules.NOT_PACKED;
        }
        long upright = g.rows <= g.cols ? g.leastUpright(squares) : 0;
        long transposed = g.rows >= g.cols
                ? Grid.of(/* rows= */ g.cols, /* cols= */ g.rows).leastUpright(g.transpose(squares)) : 0;
        return transposes(g, upright, transposed) ? pack(g.cols, g.rows, transposed) | NEGATED
                : pack(g.rows, g.cols, upright);
    }

    /** Whether the normal form is the transposed image, given the least upright and transposed images. */
    private static boolean transposes(Grid g, long upright, long transposed) {
        return g.rows > g.cols || (g.rows == g.cols && Long.compareUnsigned(transposed, upright) < 0);
    }

    /** Whether square (r, c) is empty. */
    public boolean isEmpty(int r, int c) {
        return bit(r * cols + c);
    }

    private boolean bit(int i) {
        long word = large == null ? small : large[i >>> 6];
        return (word & (1L << i)) != 0;
    }

    private long[] words() {
        return large == null ? new long[] {small} : large;
    }

    /** The board with squares i and j filled. */
    DomineeringBoard fill(int i, int j) {
        if (large == null) {
            return new DomineeringBoard(rows, cols, small & ~(1L << i) & ~(1L << j), null);
        }
        long[] next = large.clone();
        next[i >>> 6] &= ~(1L << i);
        next[j >>> 6] &= ~(1L << j);
        return new DomineeringBoard(rows, cols, 0, next);
    }

    /**
     * Placements of a domino: vertical ones (square i and the one below it) or horizontal ones (square i
     * and the one to its right), as the index i of their first square, in ascending order.
     */
    int[] placements(boolean vertical) {
        if (large == null && small == 0) {
            return new int[0]; // a full board, or the board of no squares (0x0), which has no Grid
        }
        if (large == null) {
            long pairs = vertical ? small & (small >>> cols) : small & (small >>> 1) & Grid.of(rows, cols).hasRight;
            int[] out = new int[Long.bitCount(pairs)];
            for (int k = 0; pairs != 0; k++) {
                out[k] = Long.numberOfTrailingZeros(pairs);
                pairs &= pairs - 1;
            }
            return out;
        }
        int n = rows * cols;
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

    /** The regions of orthogonally connected empty squares with at least two squares, each cropped. */
    List<DomineeringBoard> regions() {
        List<DomineeringBoard> out = new ArrayList<>(2);
        if (large == null && small == 0) {
            return out; // a full board, or the board of no squares (0x0), which has no Grid
        }
        if (large == null) {
            Grid g = Grid.of(rows, cols);
            for (long rest = small; rest != 0;) {
                long region = g.region(rest & -rest, rest);
                rest &= ~region;
                if ((region & (region - 1)) != 0) { // at least two squares
                    int box = g.box(region);
                    out.add(new DomineeringBoard(Grid.boxRows(box), Grid.boxCols(box), g.crop(region, box), null));
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
            long[] region = new long[large.length];
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
                out.add(cropLarge(region));
            }
        }
        return out;
    }

    /** A region of a large board, cropped to its bounding box (which may make it small). */
    private DomineeringBoard cropLarge(long[] squares) {
        int minR = rows;
        int maxR = -1;
        int minC = cols;
        int maxC = -1;
        for (int w = 0; w < squares.length; w++) {
            for (long bits = squares[w]; bits != 0; bits &= bits - 1) {
                int i = (w << 6) + Long.numberOfTrailingZeros(bits);
                minR = Math.min(minR, i / cols);
                maxR = Math.max(maxR, i / cols);
                minC = Math.min(minC, i % cols);
                maxC = Math.max(maxC, i % cols);
            }
        }
        int nr = maxR - minR + 1;
        int nc = maxC - minC + 1;
        long[] out = new long[Math.max(1, (nr * nc + 63) >>> 6)];
        for (int w = 0; w < squares.length; w++) {
            for (long bits = squares[w]; bits != 0; bits &= bits - 1) {
                int i = (w << 6) + Long.numberOfTrailingZeros(bits);
                int j = (i / cols - minR) * nc + (i % cols - minC);
                out[j >>> 6] |= 1L << j;
            }
        }
        return of(nr, nc, out);
    }

    /** Square permutations of the eight symmetries of large boards, per shape, made on demand. */
    private static final ConcurrentHashMap<Long, int[][]> LARGE_SYMMETRIES = new ConcurrentHashMap<>();

    private static int[][] symmetries(int rows, int cols) {
        return LARGE_SYMMETRIES.computeIfAbsent(rows * 100_000L + cols, k -> permutations(rows, cols));
    }

    /**
     * The board under one of the eight symmetries of the square: 0 is the identity, bit 0 mirrors top to
     * bottom, bit 1 left to right, and 4..7 transpose first (which swaps the players).
     */
    DomineeringBoard transformed(int symmetry) {
        if (large == null) {
            Grid g = Grid.of(rows, cols);
            long image = small;
            if (symmetry >= 4) {
                image = g.transpose(image);
                g = Grid.of(cols, rows);
            }
            if ((symmetry & 1) != 0) {
                image = g.flipRows(image);
            }
            if ((symmetry & 2) != 0) {
                image = g.flipColumns(image);
            }
            return new DomineeringBoard(g.rows, g.cols, image, null);
        }
        boolean transpose = symmetry >= 4;
        int nr = transpose ? cols : rows;
        int nc = transpose ? rows : cols;
        int[] map = symmetries(rows, cols)[symmetry];
        long[] in = words();
        long[] out = new long[in.length];
        for (int w = 0; w < in.length; w++) {
            for (long bits = in[w]; bits != 0; bits &= bits - 1) {
                int j = map[(w << 6) + Long.numberOfTrailingZeros(bits)];
                out[j >>> 6] |= 1L << j;
            }
        }
        return of(nr, nc, out);
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

    /**
     * The least of the board's eight images, and whether the symmetry that gives it transposes the board
     * (swapping the players). Images are ordered by rows first: of a tall board the transposed images come
     * first, of a wide board the others, and of a square board all eight compete. Small boards compare the
     * images as words without building them.
     */
    PartizanRules.Normal<DomineeringBoard> leastImage() {
        int from = rows > cols ? 4 : 0;
        int to = rows < cols ? 4 : 8;
        if (large != null) {
            DomineeringBoard best = null;
            boolean negated = false;
            for (int s = from; s < to; s++) {
                DomineeringBoard image = s == 0 ? this : transformed(s);
                if (best == null || image.compareTo(best) < 0) {
                    best = image;
                    negated = s >= 4;
                }
            }
            return new PartizanRules.Normal<>(best, negated);
        }
        Grid g = Grid.of(rows, cols);
        long upright = rows <= cols ? g.leastUpright(small) : 0;
        long transposed = rows >= cols ? Grid.of(cols, rows).leastUpright(g.transpose(small)) : 0;
        boolean negated = transposes(g, upright, transposed);
        long best = negated ? transposed : upright;
        if (!negated && best == small) {
            return new PartizanRules.Normal<>(this, false);
        }
        return new PartizanRules.Normal<>(
                new DomineeringBoard(negated ? cols : rows, negated ? rows : cols, best, null), negated);
    }

    /** A total order: by rows, then columns, then the squares. */
    int compareTo(DomineeringBoard o) {
        if (rows != o.rows) {
            return Integer.compare(rows, o.rows);
        }
        if (cols != o.cols) {
            return Integer.compare(cols, o.cols);
        }
        if (large == null) {
            return Long.compareUnsigned(small, o.small);
        }
        for (int w = large.length - 1; w >= 0; w--) {
            if (large[w] != o.large[w]) {
                return Long.compareUnsigned(large[w], o.large[w]);
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DomineeringBoard b && b.hash == hash && b.rows == rows && b.cols == cols
                && b.small == small && Arrays.equals(b.large, large);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** CGSuite's syntax: rows from the top separated by bars, . empty, # filled. */
    @Override
    public String toString() {
        if (rows * cols == 0) {
            return Board.EMPTY;
        }
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

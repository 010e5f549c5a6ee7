package cgt.games.partizan;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A rectangle of at most 64 squares, and sets of its squares as bits of a {@code long} (square (r, c) is bit
 * r·cols + c): the geometry that board rulesets share, done with word operations. Connected regions,
 * bounding boxes, and the eight symmetries of the square (mirrors by reversing bits and rows, the transpose
 * by a table lookup per row) cost a few dozen instructions, which matters because a search applies them to
 * every option of every position.
 *
 * <p>Instances are immutable and shared: {@link #of} returns one per shape.
 */
final class Grid {

    /** The widest shape whose transpose is done by table lookups (a table of 2^cols entries per row). */
    private static final int TABLE_COLS = 8;
    private static final AtomicReferenceArray<Grid> SHAPES = new AtomicReferenceArray<>(65 * 65);

    final int rows;
    final int cols;
    final int size;
    /** Every square. */
    final long all;
    /** The squares that have a right-hand neighbour (every column but the last). */
    final long hasRight;
    /** The squares of row 0. */
    private final long firstRow;
    /** The row of each square: a lookup instead of a division, twice for every region of every option. */
    private final byte[] rowOf = new byte[64];
    /**
     * The transpose by rows: {@code transposed[r][bits of row r]} is where those squares land in the
     * cols x rows grid; null for shapes too wide for tables.
     */
    private final long[][] transposed;

    private Grid(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.size = rows * cols;
        this.all = size == 64 ? -1L : (1L << size) - 1;
        this.firstRow = cols == 64 ? -1L : (1L << cols) - 1;
        long right = 0;
        for (int r = 0; r < rows; r++) {
            right |= (firstRow >>> 1) << (r * cols);
        }
        this.hasRight = right;
        for (int i = 0; i < size; i++) {
            rowOf[i] = (byte) (i / cols);
        }
        if (cols <= TABLE_COLS) {
            transposed = new long[rows][1 << cols];
            for (int r = 0; r < rows; r++) {
                for (int bits = 1; bits < (1 << cols); bits++) {
                    int low = Integer.numberOfTrailingZeros(bits);
                    // Square (r, c) goes to (c, r) of the cols x rows grid.
                    transposed[r][bits] = transposed[r][bits & (bits - 1)] | 1L << (low * rows + r);
                }
            }
        } else {
            transposed = null;
        }
    }

    /** The shape rows x cols; rows·cols must be at most 64. */
    static Grid of(int rows, int cols) {
        if (rows < 1 || cols < 1 || rows * cols > 64) {
            throw new IllegalArgumentException("not a grid of at most 64 squares: " + rows + "x" + cols);
        }
        int k = rows * 65 + cols;
        Grid g = SHAPES.get(k);
        if (g == null) {
            g = new Grid(rows, cols);
            SHAPES.compareAndSet(k, null, g);
            g = SHAPES.get(k);
        }
        return g;
    }

    /** The squares orthogonally next to a square of {@code set} (and inside the grid). */
    long neighbours(long set) {
        return (((set & hasRight) << 1) | ((set >>> 1) & hasRight) | (set << cols) | (set >>> cols)) & all;
    }

    /** The squares next to a square of {@code set} orthogonally or diagonally, as a king steps (and inside). */
    long kingNeighbours(long set) {
        long row = set | ((set & hasRight) << 1) | ((set >>> 1) & hasRight);
        return (row | (row << cols) | (row >>> cols)) & all;
    }

    /** The squares a knight's move from a square of {@code set} (and inside the grid). */
    long knightNeighbours(long set) {
        long one = ((set & hasRight) << 1) | ((set >>> 1) & hasRight);
        long two = ((((set & hasRight) << 1) & hasRight) << 1) | ((((set >>> 1) & hasRight) >>> 1) & hasRight);
        return (down(one, 2 * cols) | up(one, 2 * cols) | down(two, cols) | up(two, cols)) & all;
    }

    /** The set moved by {@code by} bits toward higher squares; a shift of 64 or more leaves nothing (Java's wraps). */
    private static long down(long set, int by) {
        return by >= 64 ? 0 : set << by;
    }

    private static long up(long set, int by) {
        return by >= 64 ? 0 : set >>> by;
    }

    /** The squares of {@code within} connected to {@code seed} (a subset of it) through {@code within}. */
    long region(long seed, long within) {
        return region(seed, within, GridGame.Neighbourhood.ORTHOGONAL);
    }

    /** As {@link #region(long, long)}, with the steps of the given neighbourhood. */
    long region(long seed, long within, GridGame.Neighbourhood steps) {
        long region = seed;
        while (true) {
            long touching = switch (steps) {
                case ORTHOGONAL -> neighbours(region);
                case KING -> kingNeighbours(region);
                case KNIGHT -> knightNeighbours(region);
            };
            long grown = (region | touching) & within;
            if (grown == region) {
                return region;
            }
            region = grown;
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Bounding boxes

    /**
     * The bounding box of a non-empty set, as four bytes: first row, first column, rows, columns (see
     * {@link #boxRows} and friends).
     */
    int box(long set) {
        int minR = rowOf[Long.numberOfTrailingZeros(set)];
        int maxR = rowOf[63 - Long.numberOfLeadingZeros(set)];
        long columns = 0;
        for (long b = set >>> (minR * cols); b != 0; b >>>= cols) {
            columns |= b & firstRow;
            if (cols == 64) {
                break;
            }
        }
        int minC = Long.numberOfTrailingZeros(columns);
        int maxC = 63 - Long.numberOfLeadingZeros(columns);
        return minR << 24 | minC << 16 | (maxR - minR + 1) << 8 | (maxC - minC + 1);
    }

    static int boxRows(int box) {
        return (box >>> 8) & 0xFF;
    }

    static int boxCols(int box) {
        return box & 0xFF;
    }

    /** The squares of {@code set} inside its bounding box, as a set of the box's own grid. */
    long crop(long set, int box) {
        int minR = box >>> 24;
        int minC = (box >>> 16) & 0xFF;
        int nc = boxCols(box);
        long shifted = set >>> (minR * cols);
        if (nc == cols) {
            return shifted;
        }
        int nr = boxRows(box);
        long rowMask = (1L << nc) - 1;
        long out = 0;
        for (int r = 0; r < nr; r++) {
            out |= ((shifted >>> (r * cols + minC)) & rowMask) << (r * nc);
        }
        return out;
    }

    // ----------------------------------------------------------------------------------------------
    // Symmetries

    /** The set turned half a turn. */
    long rotateHalf(long set) {
        return Long.reverse(set) >>> (64 - size);
    }

    /** The set mirrored top to bottom. */
    long flipRows(long set) {
        long out = 0;
        for (int r = 0, s = (rows - 1) * cols; r < rows; r++, s -= cols) {
            out |= ((set >>> (r * cols)) & firstRow) << s;
        }
        return out;
    }

    /** The set mirrored left to right. */
    long flipColumns(long set) {
        return rotateHalf(flipRows(set));
    }

    /** The set mirrored in the main diagonal, as a set of the cols x rows grid. */
    long transpose(long set) {
        long out = 0;
        if (transposed != null) {
            for (int r = 0; r < rows; r++) {
                out |= transposed[r][(int) ((set >>> (r * cols)) & firstRow)];
            }
            return out;
        }
        for (long b = set; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            out |= 1L << ((i % cols) * rows + i / cols);
        }
        return out;
    }

    /**
     * The least of a set's images under the symmetries that keep this shape's orientation (the identity,
     * both mirrors and the half turn), compared as unsigned numbers.
     */
    long leastUpright(long set) {
        long v = flipRows(set);
        long h = rotateHalf(v);
        long t = rotateHalf(set);
        return min(min(set, v), min(h, t));
    }

    private static long min(long a, long b) {
        return Long.compareUnsigned(a, b) <= 0 ? a : b;
    }
}

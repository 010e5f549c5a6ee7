package cgt.partizan.solve;

import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * A Domineering region: a set of orthogonally connected squares, drawn in its bounding box ({@code rows} by
 * {@code cols}, square (r, c) bit {@code r·cols + c} of {@code cells}). The endgame table ({@link RegionValues})
 * keys regions by their <em>normal form</em>, one drawing per region up to the eight symmetries of the square:
 *
 * <ul>
 *   <li>the four symmetries that keep vertical vertical (the identity, the two mirrors, the half turn) leave the
 *       value alone; the four that transpose (the two diagonal mirrors, the quarter turns) exchange Left's
 *       vertical dominoes and Right's horizontal ones, so the transposed region's value is the negative;
 *   <li>the normal form is drawn with at most as many rows as columns (a tall region is transposed, and so
 *       negated), and of the images so drawn it is the least as an unsigned number; where an upright image and
 *       a transposed one tie (the region is its own transpose up to the mirrors, and its value its own negative)
 *       the upright one is taken.
 * </ul>
 *
 * <p>A region of at most {@link #MAX_CELLS} squares has a bounding box of at most 64 squares (rows + cols is at
 * most cells + 1), so its drawing is one {@code long}.
 *
 * @param rows the bounding box's rows
 * @param cols the bounding box's columns
 * @param cells the squares, every row and column of the box holding at least one
 */
public record Region(int rows, int cols, long cells) implements Comparable<Region> {

    /** The most squares of a region: the largest whose every bounding box is one {@code long} of squares. */
    public static final int MAX_CELLS = 15;

    public Region {
        if (rows < 1 || cols < 1 || rows * cols > 64) {
            throw new IllegalArgumentException("a region's box has 1 to 64 squares, not " + rows + " by " + cols);
        }
        if (rows * cols < 64 && cells >>> (rows * cols) != 0) {
            throw new IllegalArgumentException("squares outside the " + rows + " by " + cols + " box");
        }
    }

    /** How many squares the region has. */
    public int size() {
        return Long.bitCount(cells);
    }

    /**
     * A region's normal form, and whether it is the region transposed (so that the region's value is the normal
     * form's negative).
     */
    public record Normal(Region region, boolean negated) {
    }

    /**
     * The region of a board's squares {@code squares} (bits {@code r·boardCols + c}, connected), cropped to its
     * bounding box.
     */
    public static Region cropped(long squares, int boardCols) {
        int top = 64;
        int bottom = -1;
        int left = 64;
        int right = -1;
        for (long m = squares; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            int r = i / boardCols;
            int c = i % boardCols;
            top = Math.min(top, r);
            bottom = Math.max(bottom, r);
            left = Math.min(left, c);
            right = Math.max(right, c);
        }
        int cols = right - left + 1;
        long cells = 0;
        for (long m = squares; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            cells |= 1L << ((i / boardCols - top) * cols + i % boardCols - left);
        }
        return new Region(bottom - top + 1, cols, cells);
    }

    /** The normal form of this region (see the class's note). */
    public Normal normal() {
        long best = 0;
        boolean found = false;
        boolean negated = false;
        int normalRows = Math.min(rows, cols);
        int normalCols = Math.max(rows, cols);
        // Images 0-3 keep vertical vertical, 4-7 transpose; only those with at most as many rows as columns count.
        for (int image = 0; image < 8; image++) {
            boolean transposes = image >= 4;
            if ((transposes ? cols : rows) != normalRows) {
                continue;
            }
            long drawn = image(image);
            if (!found || Long.compareUnsigned(drawn, best) < 0) {
                best = drawn;
                negated = transposes;
                found = true;
            }
        }
        return new Normal(new Region(normalRows, normalCols, best), negated);
    }

    /** Whether this drawing is its own normal form. */
    public boolean isNormal() {
        Normal n = normal();
        return !n.negated() && n.region().equals(this);
    }

    /**
     * One of the eight images: bit 0 of {@code image} mirrors the rows, bit 1 the columns, bit 2 transposes (after
     * the mirrors), the image drawn in its own bounding box.
     */
    private long image(int image) {
        boolean flipRows = (image & 1) != 0;
        boolean flipCols = (image & 2) != 0;
        boolean transpose = (image & 4) != 0;
        int outCols = transpose ? rows : cols;
        long out = 0;
        for (long m = cells; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            int r = i / cols;
            int c = i % cols;
            r = flipRows ? rows - 1 - r : r;
            c = flipCols ? cols - 1 - c : c;
            out |= transpose ? 1L << (c * outCols + r) : 1L << (r * outCols + c);
        }
        return out;
    }

    /** Whether the squares are orthogonally connected (and there is at least one). */
    public boolean isConnected() {
        return cells != 0 && component(cells & -cells, cells) == cells;
    }

    /** The squares of {@code within} connected to {@code seed}, in this region's box. */
    long component(long seed, long within) {
        long hasRight = 0;
        for (int r = 0; r < rows; r++) {
            hasRight |= ((1L << (cols - 1)) - 1) << (r * cols);
        }
        long hasLeft = hasRight << 1;
        long reached = seed & within;
        while (true) {
            long grown = (reached | reached << cols | reached >>> cols | (reached & hasRight) << 1
                    | (reached & hasLeft) >>> 1) & within;
            if (grown == reached) {
                return reached;
            }
            reached = grown;
        }
    }

    /** The regions (cropped, not normalized) that the squares {@code rest} of this box fall into. */
    List<Region> components(long rest) {
        List<Region> out = new ArrayList<>(2);
        for (long left = rest; left != 0; ) {
            long part = component(left & -left, left);
            left &= ~part;
            out.add(cropped(part, cols));
        }
        return out;
    }

    /** Left's placements (vertical): bit i for a domino on squares i and i + cols. */
    long verticalPlacements() {
        return cells & (cells >>> cols);
    }

    /** Right's placements (horizontal): bit i for a domino on squares i and i + 1 of one row. */
    long horizontalPlacements() {
        long sameRow = 0;
        for (int r = 0; r < rows; r++) {
            sameRow |= ((1L << (cols - 1)) - 1) << (r * cols);
        }
        return cells & (cells >>> 1) & sameRow;
    }

    /**
     * The regions with one square more: every square next to this region added, each drawn in its normal form,
     * repeats included (a caller collecting a size's regions keeps a set).
     *
     * @throws IllegalStateException for a region of {@link #MAX_CELLS} squares already
     */
    public List<Region> grown() {
        if (size() >= MAX_CELLS) {
            throw new IllegalStateException("a region of " + size() + " squares cannot grow within " + MAX_CELLS);
        }
        List<Region> out = new ArrayList<>();
        for (int r = -1; r <= rows; r++) {
            for (int c = -1; c <= cols; c++) {
                if (!has(r, c) && (has(r - 1, c) || has(r + 1, c) || has(r, c - 1) || has(r, c + 1))) {
                    out.add(with(r, c).normal().region());
                }
            }
        }
        return out;
    }

    /** Whether (r, c), inside the box or not, is a square of the region. */
    private boolean has(int r, int c) {
        return r >= 0 && r < rows && c >= 0 && c < cols && (cells >>> (r * cols + c) & 1) != 0;
    }

    /** The region with the square (r, c) added, the box grown by a row or column where it lies outside. */
    private Region with(int r, int c) {
        int top = r < 0 ? 1 : 0;
        int left = c < 0 ? 1 : 0;
        int newRows = rows + (r < 0 || r >= rows ? 1 : 0);
        int newCols = cols + (c < 0 || c >= cols ? 1 : 0);
        long grown = 1L << ((r + top) * newCols + c + left);
        for (long m = cells; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            grown |= 1L << ((i / cols + top) * newCols + i % cols + left);
        }
        return new Region(newRows, newCols, grown);
    }

    /** Normal forms in a fixed order: by size, then rows, columns and the drawing as an unsigned number. */
    @Override
    public int compareTo(Region o) {
        int c = Integer.compare(size(), o.size());
        c = c != 0 ? c : Integer.compare(rows, o.rows);
        c = c != 0 ? c : Integer.compare(cols, o.cols);
        return c != 0 ? c : Long.compareUnsigned(cells, o.cells);
    }

    /** The region in Domineering's syntax: rows from the top separated by {@code |}, {@code .} a square of it. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(rows * (cols + 1));
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                s.append('|');
            }
            for (int c = 0; c < cols; c++) {
                s.append((cells >>> (r * cols + c) & 1) != 0 ? '.' : '#');
            }
        }
        return s.toString();
    }

    /**
     * A region written as {@link #toString()} writes it.
     *
     * @throws BadInputException when the text is not rows of {@code .} and {@code #} of equal length, at most 64
     *     squares, every row and column holding a square, all of them connected
     */
    public static Region parse(String text) {
        String[] lines = text.split("\\|", -1);
        int cols = lines[0].length();
        if (cols == 0 || lines.length * cols > 64) {
            throw new BadInputException("'" + text + "' is not a region: rows of . and # of equal length separated by |,"
                    + " at most 64 squares");
        }
        long cells = 0;
        for (int r = 0; r < lines.length; r++) {
            if (lines[r].length() != cols || !lines[r].matches("[.#]+")) {
                throw new BadInputException("'" + text + "' is not a region: rows of . and # of equal length"
                        + " separated by |");
            }
            for (int c = 0; c < cols; c++) {
                cells |= lines[r].charAt(c) == '.' ? 1L << (r * cols + c) : 0;
            }
        }
        Region region = new Region(lines.length, cols, cells);
        if (!region.isConnected() || !cropped(cells, cols).equals(region)) {
            throw new BadInputException("'" + text + "' is not a region: its squares must be connected and fill their"
                    + " box's every row and column");
        }
        return region;
    }
}

package cgt.games.partizan;

import cgt.input.BadInputException;
import cgt.input.Inputs;
import java.util.Arrays;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rectangular board of cells, each a character of the game's alphabet ('.' is empty), written row by
 * row from the top with rows separated by a bar: {@code ...|.#.}. Immutable; equal boards are equal
 * values, so boards key transposition tables directly.
 */
public final class Board {

    private final int rows;
    private final int cols;
    private final byte[] cells;
    private final int hash;

    /** How a board without squares is written and read: 0, as every game writes a position with nothing left. */
    static final String EMPTY = "0";

    Board(int rows, int cols, byte[] cells) {
        this.rows = rows;
        this.cols = cols;
        this.cells = cells;
        this.hash = 31 * (31 * rows + cols) + Arrays.hashCode(cells);
    }

    /**
     * Parses a board.
     *
     * @param game the game's name, for messages
     * @param alphabet the accepted characters, e.g. ".#" or ".xo"
     * @param meaning what the characters mean, for messages
     * @throws BadInputException naming the row and column of a wrong character, or the ragged row
     */
    static Board parse(String game, String text, String alphabet, String meaning) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new BadInputException("empty " + game + " board: write rows from the top separated by |, using "
                    + meaning);
        }
        if (t.equals(EMPTY)) {
            return new Board(0, 0, new byte[0]);
        }
        String[] rowTexts = t.split("\\|", -1);
        int cols = rowTexts[0].strip().length();
        if (rowTexts.length * (long) cols > MAX_SQUARES) {
            throw new BadInputException(game + " board is too large: at most " + MAX_SQUARES + " squares");
        }
        byte[] cells = new byte[rowTexts.length * cols];
        for (int r = 0; r < rowTexts.length; r++) {
            String row = rowTexts[r].strip();
            if (row.length() != cols) {
                throw new BadInputException("ragged " + game + " board: row " + (r + 1) + " has " + row.length()
                        + " squares but row 1 has " + cols + "; every row must be as long as the first");
            }
            for (int c = 0; c < cols; c++) {
                char ch = row.charAt(c);
                if (alphabet.indexOf(ch) < 0) {
                    throw new BadInputException("unknown character '" + ch + "' in " + game + " board at row " + (r + 1)
                            + ", column " + (c + 1) + ": use " + meaning);
                }
                cells[r * cols + c] = (byte) ch;
            }
        }
        if (cols == 0) {
            throw new BadInputException("empty " + game + " board: write rows from the top separated by |, using "
                    + meaning);
        }
        return new Board(rowTexts.length, cols, cells);
    }

    /** The most squares a board may have. */
    static final int MAX_SQUARES = 4096;

    /**
     * The size of a rectangle written {@code RxC} (rows by columns, e.g. {@code 4x4}), or null if the text is not
     * of that form.
     *
     * @throws BadInputException for a rectangle with no squares or more than {@link #MAX_SQUARES}
     */
    static int[] rectangle(String game, String text) {
        Matcher m = Pattern.compile("\\s*(\\d+)\\s*[xX×]\\s*(\\d+)\\s*").matcher(text);
        if (!m.matches()) {
            return null;
        }
        long rows = Inputs.inRange("rows of a " + game + " board", m.group(1), 1, MAX_SQUARES);
        long cols = Inputs.inRange("columns of a " + game + " board", m.group(2), 1, MAX_SQUARES);
        if (rows * cols > MAX_SQUARES) {
            throw new BadInputException(game + " board " + rows + "x" + cols + " is too large: at most "
                    + MAX_SQUARES + " squares");
        }
        return new int[] {(int) rows, (int) cols};
    }

    /** The board of the given size whose cell (r, c) is {@code cell.at(r, c)}. */
    static Board filled(int rows, int cols, BiFunction<Integer, Integer, Character> cell) {
        byte[] cells = new byte[rows * cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                cells[r * cols + c] = (byte) (char) cell.apply(r, c);
            }
        }
        return new Board(rows, cols, cells);
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** The character at (r, c). */
    public char at(int r, int c) {
        return (char) cells[r * cols + c];
    }

    /** Whether (r, c) is on the board. */
    public boolean inside(int r, int c) {
        return r >= 0 && r < rows && c >= 0 && c < cols;
    }

    /** A copy with the given cells changed: pairs of (index r*cols+c, character). */
    Board with(int i, char a, int j, char b) {
        byte[] next = cells.clone();
        next[i] = (byte) a;
        next[j] = (byte) b;
        return new Board(rows, cols, next);
    }

    byte[] cells() {
        return cells;
    }

    /** The board turned by one of the eight symmetries of the square (0 is the identity; 4..7 transpose). */
    Board transformed(int symmetry) {
        boolean transpose = symmetry >= 4;
        int nr = transpose ? cols : rows;
        int nc = transpose ? rows : cols;
        byte[] out = new byte[cells.length];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int tr = transpose ? c : r;
                int tc = transpose ? r : c;
                if ((symmetry & 1) != 0) {
                    tr = nr - 1 - tr;
                }
                if ((symmetry & 2) != 0) {
                    tc = nc - 1 - tc;
                }
                out[tr * nc + tc] = cells[r * cols + c];
            }
        }
        return new Board(nr, nc, out);
    }

    /** The sub-board of the given cells' bounding box, with every other cell set to {@code filler}. */
    static Board crop(Board b, boolean[] keep, char filler) {
        int minR = b.rows;
        int maxR = -1;
        int minC = b.cols;
        int maxC = -1;
        for (int r = 0; r < b.rows; r++) {
            for (int c = 0; c < b.cols; c++) {
                if (keep[r * b.cols + c]) {
                    minR = Math.min(minR, r);
                    maxR = Math.max(maxR, r);
                    minC = Math.min(minC, c);
                    maxC = Math.max(maxC, c);
                }
            }
        }
        int nr = maxR - minR + 1;
        int nc = maxC - minC + 1;
        byte[] out = new byte[nr * nc];
        for (int r = 0; r < nr; r++) {
            for (int c = 0; c < nc; c++) {
                int i = (r + minR) * b.cols + c + minC;
                out[r * nc + c] = keep[i] ? b.cells[i] : (byte) filler;
            }
        }
        return new Board(nr, nc, out);
    }

    /** Orders boards so that a normal form can be the least of a board's images. */
    int compareTo(Board o) {
        if (rows != o.rows) {
            return Integer.compare(rows, o.rows);
        }
        if (cols != o.cols) {
            return Integer.compare(cols, o.cols);
        }
        return Arrays.compare(cells, o.cells);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.hash == hash && b.rows == rows && b.cols == cols
                && Arrays.equals(b.cells, cells);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        if (cells.length == 0) {
            return EMPTY;
        }
        StringBuilder s = new StringBuilder(rows * (cols + 1));
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                s.append('|');
            }
            for (int c = 0; c < cols; c++) {
                s.append((char) cells[r * cols + c]);
            }
        }
        return s.toString();
    }
}

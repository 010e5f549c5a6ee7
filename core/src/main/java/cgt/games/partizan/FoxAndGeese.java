package cgt.games.partizan;

import cgt.input.BadInputException;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Fox and Geese (Winning Ways, ch. 20), as CGSuite plays it: on the dark squares of a board {@code width} columns
 * wide and open at the top, Left's geese move one square diagonally down, Right's fox one square diagonally in any
 * direction; neither moves onto a piece. The fox can move back and forth, so positions repeat.
 *
 * <p>Squares are {@code (row,col)} with row 1 the row the geese move toward and {@code row + col} even. Once the
 * fox is level with the rearmost goose, or a row short of it with a free square ahead, no goose can ever come
 * between it and the open top: the fox has escaped and Right wins however play goes on. There, as CGSuite does
 * (its value is {@code off}), the position is closed: the geese have no move and the fox's one move is to wait
 * (a move to the same position), which keeps the graph of positions finite.
 *
 * <p>A position is written {@code W;GEESE;FOX}, e.g. {@code 4;(3,1),(3,3);(1,1)}, or {@code GEESE;FOX} on the
 * usual board 8 wide; {@code 0} is the empty position (no board: neither player has a move).
 */
public final class FoxAndGeese implements PartizanRules<FoxAndGeese.Position> {

    /** The empty position, written 0 as in every game: no board, no pieces, no move for either player. */
    public static final Position EMPTY = new Position(0, 0, 0, 0);
    /** The usual board's width, taken when a position gives none. */
    public static final int DEFAULT_WIDTH = 8;
    /** The geese are a bit set of the squares up to the rearmost goose's row: at most this many squares. */
    static final int MAX_SQUARES = 64;

    /**
     * A position: the board's width, the geese as a bit set (square {@code (row,col)} is bit
     * {@code (row - 1) * width + col - 1}), and the fox's square.
     */
    public record Position(int width, long geese, int foxRow, int foxCol) {

        /**
         * Mixed bits of every field: the record's own hash folds the geese's two halves together, and geese four
         * rows apart on the usual board collided so often that the positions' map degraded to trees.
         */
        @Override
        public int hashCode() {
            long h = geese * 0x9E3779B97F4A7C15L + (((long) width << 40) | ((long) foxRow << 20) | foxCol);
            h *= 0xC2B2AE3D27D4EB4FL;
            return (int) (h ^ (h >>> 32));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Position p && p.width == width && p.geese == geese && p.foxRow == foxRow
                    && p.foxCol == foxCol;
        }

        /** Whether a goose stands on the square (a square off the board holds none). */
        public boolean goose(int row, int col) {
            if (row < 1 || col < 1 || col > width) {
                return false;
            }
            int bit = (row - 1) * width + col - 1;
            return bit < MAX_SQUARES && (geese >>> bit & 1) != 0;
        }

        /** The rearmost goose's row (0 without geese). */
        public int rearRow() {
            return geese == 0 ? 0 : (MAX_SQUARES - 1 - Long.numberOfLeadingZeros(geese)) / width + 1;
        }

        /**
         * Whether the fox is past the geese for good: level with the rearmost goose or behind it, or a row short
         * with a free square in the row ahead (CGSuite's test; no goose can reach that row again).
         */
        public boolean escaped() {
            int rear = rearRow();
            if (foxRow >= rear) {
                return true;
            }
            return foxRow == rear - 1 && ((foxCol > 1 && !goose(foxRow + 1, foxCol - 1))
                    || (foxCol < width && !goose(foxRow + 1, foxCol + 1)));
        }
    }

    /** Fox and Geese (the catalog makes a new game for each caller). */
    public FoxAndGeese() {
    }

    @Override
    public String name() {
        return "fox-geese";
    }

    @Override
    public String rules() {
        return "Left's geese step one square diagonally down, Right's fox one square diagonally either way, onto"
                + " empty dark squares; the fox past the geese has escaped (Right wins); play may cycle";
    }

    @Override
    public String syntax() {
        return "W;GEESE;FOX: the board's width (8 if left out), the geese's and the fox's squares as (row,col), row 1"
                + " the row the geese move toward, row + col even: 4;(3,1),(3,3);(1,1)";
    }

    @Override
    public Position parse(String text) {
        String s = text.replaceAll("\\s+", "");
        if (s.equals("0")) {
            return EMPTY;
        }
        String[] fields = s.split(";", -1);
        if (fields.length != 2 && fields.length != 3) {
            throw new BadInputException("a Fox and Geese position is W;GEESE;FOX or GEESE;FOX, e.g."
                    + " 4;(3,1),(3,3);(1,1): '" + text.strip() + "' has " + fields.length + " field"
                    + (fields.length == 1 ? "" : "s"));
        }
        int width = DEFAULT_WIDTH;
        if (fields.length == 3) {
            try {
                width = Integer.parseInt(fields[0]);
            } catch (NumberFormatException e) {
                throw new BadInputException("the board's width '" + fields[0] + "' is not a whole number: write"
                        + " W;GEESE;FOX, e.g. 4;(3,1),(3,3);(1,1)");
            }
            if (width < 1 || width > MAX_SQUARES) {
                throw new BadInputException("a board " + width + " squares wide: the width is 1 to " + MAX_SQUARES);
            }
        }
        List<int[]> geese = squares(fields[fields.length - 2], width, "goose");
        List<int[]> fox = squares(fields[fields.length - 1], width, "fox");
        if (geese.isEmpty()) {
            throw new BadInputException("no geese: give at least one goose's square, e.g. 4;(3,1),(3,3);(1,1)");
        }
        if (fox.size() != 1) {
            throw new BadInputException("one fox: give one square after the geese, e.g. 4;(3,1),(3,3);(1,1)");
        }
        long mask = 0;
        for (int[] g : geese) {
            long bit = (long) (g[0] - 1) * width + g[1] - 1;
            if (bit >= MAX_SQUARES) {
                throw new BadInputException("the goose at (" + g[0] + "," + g[1] + ") is too far up a board " + width
                        + " wide: the rearmost goose's row times the width is at most " + MAX_SQUARES);
            }
            if ((mask >>> bit & 1) != 0) {
                throw new BadInputException("two geese on (" + g[0] + "," + g[1] + "): one piece a square");
            }
            mask |= 1L << bit;
        }
        Position p = new Position(width, mask, fox.get(0)[0], fox.get(0)[1]);
        if (p.goose(p.foxRow(), p.foxCol())) {
            throw new BadInputException("the fox and a goose on (" + p.foxRow() + "," + p.foxCol() + "): one piece a"
                    + " square");
        }
        return p;
    }

    /** The squares {@code (r,c),(r,c),...}, each checked to be a dark square of the board. */
    private static List<int[]> squares(String text, int width, String piece) {
        List<int[]> out = new ArrayList<>();
        String s = text;
        if ((s.startsWith("{") && s.endsWith("}")) || (s.startsWith("[") && s.endsWith("]"))) {
            s = s.substring(1, s.length() - 1); // as CGSuite writes a collection
        }
        int i = 0;
        while (i < s.length()) {
            if (!out.isEmpty()) {
                if (s.charAt(i) != ',') {
                    throw badSquare(piece, s.substring(i));
                }
                i++;
            }
            int close = s.indexOf(')', i);
            if (!s.startsWith("(", i) || close < 0) {
                throw badSquare(piece, s.substring(i));
            }
            String[] rc = s.substring(i + 1, close).split(",", -1);
            int row;
            int col;
            try {
                if (rc.length != 2) {
                    throw new NumberFormatException();
                }
                row = Integer.parseInt(rc[0]);
                col = Integer.parseInt(rc[1]);
            } catch (NumberFormatException e) {
                throw badSquare(piece, s.substring(i, close + 1));
            }
            if (row < 1 || row > 1_000_000 || col < 1 || col > width || (row + col) % 2 != 0) {
                throw new BadInputException(String.format(Locale.ROOT, "the %s's square (%d,%d) is not a dark square"
                        + " of the board: 1 <= col <= %d, row >= 1, row + col even", piece, row, col, width));
            }
            out.add(new int[] {row, col});
            i = close + 1;
        }
        return out;
    }

    private static BadInputException badSquare(String piece, String at) {
        return new BadInputException("'" + at + "' is not a " + piece + "'s square: write squares as (row,col)"
                + " separated by commas, e.g. 4;(3,1),(3,3);(1,1)");
    }

    @Override
    public String format(Position p) {
        if (p.equals(EMPTY)) {
            return "0";
        }
        StringBuilder b = new StringBuilder();
        if (p.width() != DEFAULT_WIDTH) {
            b.append(p.width()).append(';');
        }
        boolean first = true;
        for (int row = p.rearRow(); row >= 1; row--) {
            for (int col = 1; col <= p.width(); col++) {
                if (p.goose(row, col)) {
                    b.append(first ? "" : ",").append('(').append(row).append(',').append(col).append(')');
                    first = false;
                }
            }
        }
        return b.append(";(").append(p.foxRow()).append(',').append(p.foxCol()).append(')').toString();
    }

    @Override
    public List<Position> leftMoves(Position p) {
        List<Position> options = new ArrayList<>();
        if (p.equals(EMPTY) || p.escaped()) {
            return options;
        }
        for (int row = 2; row <= p.rearRow(); row++) {
            for (int col = 1; col <= p.width(); col++) {
                if (!p.goose(row, col)) {
                    continue;
                }
                for (int dc = -1; dc <= 1; dc += 2) {
                    int r = row - 1;
                    int c = col + dc;
                    if (c >= 1 && c <= p.width() && !p.goose(r, c) && !(r == p.foxRow() && c == p.foxCol())) {
                        long from = 1L << ((row - 1) * p.width() + col - 1);
                        long to = 1L << ((r - 1) * p.width() + c - 1);
                        options.add(new Position(p.width(), (p.geese() & ~from) | to, p.foxRow(), p.foxCol()));
                    }
                }
            }
        }
        return options;
    }

    @Override
    public List<Position> rightMoves(Position p) {
        if (p.equals(EMPTY)) {
            return List.of();
        }
        if (p.escaped()) {
            return List.of(p); // the fox waits: the geese can never catch it
        }
        List<Position> options = new ArrayList<>();
        for (int dr = -1; dr <= 1; dr += 2) {
            for (int dc = -1; dc <= 1; dc += 2) {
                int r = p.foxRow() + dr;
                int c = p.foxCol() + dc;
                if (r >= 1 && c >= 1 && c <= p.width() && !p.goose(r, c)) {
                    options.add(new Position(p.width(), p.geese(), r, c));
                }
            }
        }
        return options;
    }
}

package cgt.games.partizan;

import cgt.input.BadInputException;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.List;

/**
 * The grid framework: a board game on a rectangle of at most 64 squares written as a few declarations and
 * one method of moves. A ruleset says which squares its regions are made of ({@link Squares}), which
 * squares count as touching ({@link Neighbourhood}), what the transpose does to a value ({@link Transpose})
 * and whether exchanging Left's and Right's pieces negates it; it writes {@link #moves} on the bit sets of
 * {@link GridPosition}. The framework derives the rest: the parts (connected regions, cropped, those that
 * cannot hold a move left out), the normal form (the least image under the rectangle's symmetries that the
 * declarations allow, with the colours exchanged where that negates), a packed key for the transposition
 * table, parsing and printing, and {@link #options} on bits, so that a search makes no objects for the
 * options it only looks up.
 *
 * <p>Positions are written as CGSuite writes grids: rows from the top separated by {@code |}, {@code .}
 * empty, {@code #} blocked, {@code x} Left's piece, {@code o} Right's; {@code RxC} is an empty board.
 */
public abstract class GridGame implements PartizanRules<GridPosition> {

    /** The squares that make up the regions a board falls apart into. */
    public enum Squares {
        /** The empty squares: pieces are placed on them and nothing else matters (Domineering, Cram). */
        EMPTY,
        /** Every square that is not blocked: pieces move over empty squares (Konane, Amazons). */
        OPEN,
        /**
         * The pieces: a piece moves only onto another piece, so empty and blocked squares are alike and
         * separate regions (Clobber); a part shows the squares of its box outside it as empty.
         */
        PIECES
    }

    /** Which squares touch, for the regions: no move may reach from one region into another. */
    public enum Neighbourhood {
        /** Across an edge. */
        ORTHOGONAL,
        /** Across an edge or a corner. */
        KING,
        /** A knight's move away (Knights Clobber): neighbours across an edge need not touch at all. */
        KNIGHT
    }

    /** What mirroring a position in its main diagonal does to its value. */
    public enum Transpose {
        /** Nothing: the rules treat rows and columns alike. */
        KEEPS,
        /** Negates it: the rules give rows to one player and columns to the other (Domineering). */
        NEGATES
    }

    /** Receives each position one move leads to, as its three sets of squares (the rest is blocked). */
    @FunctionalInterface
    public interface Moves {
        void add(long x, long o, long empty);
    }

    private final String cells;
    private final Squares squares;
    private final Neighbourhood neighbourhood;
    private final boolean transposeNegates;
    private final boolean swapNegates;
    /** Whether pieces occur: then a square takes two bits of a packed key, else one. */
    private final boolean pieces;
    private final int packedSquares;

    /**
     * The declarations.
     *
     * @param cells the characters a position may use, among {@code .#xo}
     * @param colourSwapNegates whether exchanging x and o negates a value (the players' pieces move alike)
     */
    protected GridGame(String cells, Squares squares, Neighbourhood neighbourhood, Transpose transpose,
            boolean colourSwapNegates) {
        this.cells = cells;
        this.squares = squares;
        this.neighbourhood = neighbourhood;
        this.transposeNegates = transpose == Transpose.NEGATES;
        this.swapNegates = colourSwapNegates;
        this.pieces = cells.indexOf('x') >= 0 || cells.indexOf('o') >= 0;
        this.packedSquares = pieces ? 25 : 50;
    }

    /** Each of one player's moves from a position, given to {@code out} as the position it leads to. */
    protected abstract void moves(GridPosition p, boolean left, Moves out);

    /**
     * Whether a region (its squares of each kind) can hold a move; a region that cannot is worth 0 and is
     * left out of the parts. The default: at least two squares.
     */
    protected boolean live(long x, long o, long empty) {
        long m = x | o | empty;
        return (m & (m - 1)) != 0;
    }

    /** Whether {@code RxC} is read as an empty board (the default); a game whose empty board means nothing says no. */
    protected boolean readsRectangle() {
        return true;
    }

    // ----------------------------------------------------------------------------------------------
    // Text

    @Override
    public GridPosition parse(String text) {
        int[] size = Board.rectangle(name(), text);
        if (size != null && readsRectangle()) {
            checkSize(size[0], size[1]);
            Grid g = Grid.of(size[0], size[1]);
            return new GridPosition(g, 0, 0, g.all);
        }
        Board b = Board.parse(name(), text, cells, meaning());
        if (b.rows() * b.cols() == 0) {
            return GridPosition.NOTHING; // "0": nothing left, as every game writes it
        }
        checkSize(b.rows(), b.cols());
        long x = 0;
        long o = 0;
        long e = 0;
        for (int i = 0; i < b.rows() * b.cols(); i++) {
            char c = b.at(i / b.cols(), i % b.cols());
            x |= c == 'x' ? 1L << i : 0;
            o |= c == 'o' ? 1L << i : 0;
            e |= c == '.' ? 1L << i : 0;
        }
        return new GridPosition(Grid.of(b.rows(), b.cols()), x, o, e);
    }

    private void checkSize(int rows, int cols) {
        if (rows * cols > 64) {
            throw new BadInputException(name() + " board " + rows + "x" + cols + " is too large: at most 64 squares");
        }
    }

    private String meaning() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < cells.length(); i++) {
            char c = cells.charAt(i);
            s.append(s.length() > 0 ? ", " : "").append(switch (c) {
                case '.' -> ". for an empty square";
                case '#' -> "# for a blocked one";
                case 'x' -> "x for Left's piece";
                default -> "o for Right's piece";
            });
        }
        return s + (readsRectangle() ? ", or RxC for an empty board" : "") + "; rows from the top separated by |";
    }

    @Override
    public String format(GridPosition p) {
        return p.toString();
    }

    // ----------------------------------------------------------------------------------------------
    // Moves and parts as positions (the plain path)

    @Override
    public List<GridPosition> leftMoves(GridPosition p) {
        return options(p, true);
    }

    @Override
    public List<GridPosition> rightMoves(GridPosition p) {
        return options(p, false);
    }

    private List<GridPosition> options(GridPosition p, boolean left) {
        List<GridPosition> out = new ArrayList<>();
        moves(p, left, (x, o, e) -> out.add(new GridPosition(p.grid(), x, o, e)));
        return out;
    }

    private long members(long x, long o, long e) {
        return switch (squares) {
            case EMPTY -> e;
            case OPEN -> x | o | e;
            case PIECES -> x | o;
        };
    }

    /** The empty squares of a cropped part: with regions of pieces, every square of the box that holds none. */
    private long croppedEmpty(Grid shape, long x, long o, long e) {
        return squares == Squares.PIECES ? shape.all & ~(x | o) : e;
    }

    @Override
    public List<GridPosition> parts(GridPosition p) {
        List<GridPosition> out = new ArrayList<>(2);
        Grid g = p.grid();
        for (long rest = members(p.x(), p.o(), p.empty()); rest != 0;) {
            long region = g.region(rest & -rest, rest, neighbourhood);
            rest &= ~region;
            if (live(p.x() & region, p.o() & region, p.empty() & region)) {
                int box = g.box(region);
                Grid shape = Grid.of(Grid.boxRows(box), Grid.boxCols(box));
                long cx = g.crop(p.x() & region, box);
                long co = g.crop(p.o() & region, box);
                out.add(new GridPosition(shape, cx, co, croppedEmpty(shape, cx, co, g.crop(p.empty() & region, box))));
            }
        }
        return out;
    }

    @Override
    public Normal<GridPosition> normalize(GridPosition part) {
        long[] least = new long[4];
        boolean negated = least(part.grid(), part.x(), part.o(), part.empty(), least);
        Grid h = Grid.of((int) least[3] >>> 8, (int) least[3] & 0xFF);
        GridPosition key = new GridPosition(h, least[0], least[1], least[2]);
        return new Normal<>(key.equals(part) ? part : key, negated);
    }

    // ----------------------------------------------------------------------------------------------
    // Normal forms and packed keys on bits (the fast path)

    /**
     * The least image of a set of squares of grid g under the symmetries the declarations allow, into
     * {@code out} (x, o, empty, then rows << 8 | cols); returns whether it is the negative. Images are
     * ordered by shape, then by the empty squares, Left's and Right's as unsigned numbers: a shape with more
     * rows than columns is always transposed, so only the images of one orientation (both, when square) are
     * compared.
     */
    private boolean least(Grid g, long x, long o, long e, long[] out) {
        out[3] = -1;
        boolean negated = false;
        for (int t = 0; t < 2; t++) {
            if (t == 0 ? g.rows > g.cols : g.rows < g.cols) {
                continue;
            }
            Grid h = t == 0 ? g : Grid.of(/* rows= */ g.cols, /* cols= */ g.rows);
            long tx = t == 0 || x == 0 ? x : g.transpose(x);
            long to = t == 0 || o == 0 ? o : g.transpose(o);
            long te = t == 0 ? e : g.transpose(e);
            boolean flip = t == 1 && transposeNegates;
            for (int s = 0; s < 4; s++) {
                long ix = upright(h, tx, s);
                long io = upright(h, to, s);
                long ie = upright(h, te, s);
                if (better(h, ix, io, ie, out)) {
                    negated = flip;
                }
                if (swapNegates && better(h, io, ix, ie, out)) {
                    negated = !flip;
                }
            }
        }
        return negated;
    }

    /** Whether the image is less than the one in {@code out}, and if so puts it there. */
    private static boolean better(Grid h, long x, long o, long e, long[] out) {
        long shape = (long) h.rows << 8 | h.cols;
        int c = out[3] == -1 ? -1 : Long.compare(shape, out[3]);
        if (c == 0) {
            c = Long.compareUnsigned(e, out[2]);
            if (c == 0) {
                c = Long.compareUnsigned(x, out[0]);
                if (c == 0) {
                    c = Long.compareUnsigned(o, out[1]);
                }
            }
        }
        if (c >= 0) {
            return false;
        }
        out[0] = x;
        out[1] = o;
        out[2] = e;
        out[3] = shape;
        return true;
    }

    private static long upright(Grid g, long set, int symmetry) {
        if (set == 0) {
            return 0;
        }
        return switch (symmetry) {
            case 0 -> set;
            case 1 -> g.flipRows(set);
            case 2 -> g.flipColumns(set);
            default -> g.rotateHalf(set);
        };
    }

    /**
     * A normalised part as one non-negative number: without pieces, its empty squares in bits 0..49; with
     * them, two bits a square (x|o in bits 0..24, x|empty in bits 25..49, so blocked, empty, o and x differ);
     * rows from bit 50, columns from bit 56.
     */
    private long pack(int rows, int cols, long x, long o, long e) {
        if (rows * cols > packedSquares) {
            return NOT_PACKED;
        }
        long squares = pieces ? (x | o) | (x | e) << 25 : e;
        return squares | (long) rows << 50 | (long) cols << 56;
    }

    @Override
    public long packedKey(GridPosition part) {
        return pack(part.rows(), part.cols(), part.x(), part.o(), part.empty());
    }

    @Override
    public GridPosition unpack(long packed) {
        Grid g = Grid.of((int) (packed >>> 50) & 63, (int) (packed >>> 56) & 63);
        if (!pieces) {
            return new GridPosition(g, 0, 0, packed & g.all);
        }
        long stones = packed & ((1L << 25) - 1);
        long b = (packed >>> 25) & ((1L << 25) - 1);
        return new GridPosition(g, stones & b, stones & ~b, b & ~stones);
    }

    /**
     * The options as packed normal forms of their parts, computed on bits: the ruleset's moves, then for each
     * the regions by flood fill, each cropped, brought to its least image and packed.
     */
    @Override
    public void options(GridPosition part, boolean left, OptionSink<GridPosition> sink) {
        Grid g = part.grid();
        long[] least = new long[4];
        moves(part, left, (x, o, e) -> {
            for (long rest = members(x, o, e); rest != 0;) {
                long region = g.region(rest & -rest, rest, neighbourhood);
                rest &= ~region;
                long rx = x & region;
                long ro = o & region;
                long re = e & region;
                if (!live(rx, ro, re)) {
                    continue;
                }
                int box = g.box(region);
                Grid shape = Grid.of(Grid.boxRows(box), Grid.boxCols(box));
                long cx = rx == 0 ? 0 : g.crop(rx, box);
                long co = ro == 0 ? 0 : g.crop(ro, box);
                boolean negated = least(shape, cx, co, croppedEmpty(shape, cx, co, re == 0 ? 0 : g.crop(re, box)), least);
                int rows = (int) least[3] >>> 8;
                int cols = (int) least[3] & 0xFF;
                long code = pack(rows, cols, least[0], least[1], least[2]);
                if (code != NOT_PACKED) {
                    sink.part(code, null, negated);
                } else {
                    sink.part(code, new GridPosition(Grid.of(rows, cols), least[0], least[1], least[2]), negated);
                }
            }
            sink.endOption();
        });
    }

    /** Every position a search meets from a part has no more pieces and no more empty squares than it. */
    @Override
    public String sizeOf(GridPosition part) {
        return sizeStatement(part).english();
    }

    @Override
    public Progress.Stage sizeStatement(GridPosition part) {
        int open = Long.bitCount(part.x() | part.o() | part.empty());
        return Progress.Stage.of(part.rows() + " by " + part.cols() + " region with " + open + " open squares",
                "stage.size.grid", part.rows(), part.cols(), open);
    }
}

package cgt.games.partizan;

import cgt.partizan.solve.StoneGrid;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Clobber: each player moves one of their stones onto an orthogonally adjacent stone of the other colour,
 * removing it; whoever cannot move loses. Left plays {@code x}, Right {@code o}; {@code .} is empty; rows
 * from the top separated by bars: {@code xo|ox}.
 *
 * <p>Stones interact only with their neighbours, so a board falls apart into its groups of orthogonally
 * connected stones; a group of one colour has no move. Normal forms use the eight symmetries of the square
 * (all keep the value, since both players move alike) and the exchange of colours, which negates it.
 */
public final class Clobber implements PartizanRules<Board>, StoneGrid<Board> {

    static final char LEFT = 'x';
    static final char RIGHT = 'o';
    static final char EMPTY = '.';

    /** Clobber (the catalog makes a new game for each caller). */
    public Clobber() {
    }

    @Override
    public String name() {
        return "clobber";
    }

    @Override
    public String rules() {
        return "move one of your stones onto an orthogonally adjacent enemy stone, removing it (Left x, Right o)";
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, x Left's stones, o Right's, . empty: xox|o.o; RxC is a full board"
                + " of alternating stones, x in the top left: 3x4";
    }

    @Override
    public Board parse(String text) {
        int[] size = Board.rectangle("Clobber", text);
        if (size != null) {
            // The usual starting position: stones alternate like a chessboard's colours, Left's in the top left.
            return Board.filled(size[0], size[1], (r, c) -> (r + c) % 2 == 0 ? LEFT : RIGHT);
        }
        return Board.parse("Clobber", text, ".xo", "x for Left's stones, o for Right's and . for empty squares, or RxC"
                + " for a full board of alternating stones, e.g. 3x4");
    }

    @Override
    public String format(Board board) {
        return board.toString();
    }

    /** A board of at most {@link Stones#MOST_SQUARES} squares as the outcome search's bit boards (square r·cols + c). */
    @Override
    public Optional<Stones> stones(Board b) {
        if (b.rows() * b.cols() > Stones.MOST_SQUARES) {
            return Optional.empty();
        }
        long left = 0;
        long right = 0;
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                char at = b.at(r, c);
                left |= at == LEFT ? 1L << (r * b.cols() + c) : 0;
                right |= at == RIGHT ? 1L << (r * b.cols() + c) : 0;
            }
        }
        return Optional.of(new Stones(b.rows(), b.cols(), left, right));
    }

    @Override
    public Board position(Stones s) {
        return Board.filled(s.rows(), s.cols(), (r, c) -> {
            long bit = 1L << (r * s.cols() + c);
            return (s.left() & bit) != 0 ? LEFT : (s.right() & bit) != 0 ? RIGHT : EMPTY;
        });
    }

    @Override
    public List<Board> leftMoves(Board b) {
        return moves(b, LEFT, RIGHT);
    }

    @Override
    public List<Board> rightMoves(Board b) {
        return moves(b, RIGHT, LEFT);
    }

    private static List<Board> moves(Board b, char mine, char theirs) {
        List<Board> options = new ArrayList<>();
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                if (b.at(r, c) != mine) {
                    continue;
                }
                for (int[] s : steps) {
                    int nr = r + s[0];
                    int nc = c + s[1];
                    if (b.inside(nr, nc) && b.at(nr, nc) == theirs) {
                        options.add(b.with(r * b.cols() + c, EMPTY, nr * b.cols() + nc, mine));
                    }
                }
            }
        }
        return options;
    }

    @Override
    public List<Board> parts(Board b) {
        List<Board> parts = new ArrayList<>();
        for (Board group : Regions.of(b, cell -> cell != EMPTY, EMPTY, 2)) {
            if (group.toString().indexOf(LEFT) >= 0 && group.toString().indexOf(RIGHT) >= 0) {
                parts.add(group);
            }
        }
        return parts;
    }

    /**
     * The least of the part's sixteen images (eight symmetries, with and without the colours exchanged), and
     * whether it exchanges the colours. Groups of up to 25 squares are compared as packed numbers; larger
     * ones as boards.
     */
    /** A stone only ever moves onto a square that held one, so each of those squares is x, o or empty. */
    @Override
    public String sizeOf(Board part) {
        return sizeStatement(part).english();
    }

    @Override
    public Progress.Stage sizeStatement(Board part) {
        int stones = 0;
        for (int r = 0; r < part.rows(); r++) {
            for (int c = 0; c < part.cols(); c++) {
                stones += part.at(r, c) == '.' ? 0 : 1;
            }
        }
        return Progress.Stage.of(part.rows() + " by " + part.cols() + " region with " + stones + " stones, at most 3^"
                + stones + " positions", "stage.size.clobber", part.rows(), part.cols(), stones);
    }

    @Override
    public Normal<Board> normalize(Board part) {
        if (part.rows() * part.cols() <= PACKED_SQUARES) {
            Grid g = Grid.of(part.rows(), part.cols());
            long code = normalCode(g, stones(part, LEFT), stones(part, RIGHT));
            Board key = unpack(code & ~NEGATED);
            return new Normal<>(key.equals(part) ? part : key, code < 0);
        }
        Normal<Board> plain = Regions.leastImage(part, true);
        Normal<Board> swapped = Regions.leastImage(swapColours(part), true);
        return swapped.key().compareTo(plain.key()) < 0 ? new Normal<>(swapped.key(), true) : plain;
    }

    // ----------------------------------------------------------------------------------------------
    // Boards as bits: the fast path for groups of up to 25 squares (packed) and boards of up to 64 (moves)

    /** The most squares a packed group may span: Left's stones, Right's, then six bits each of shape. */
    private static final int PACKED_SQUARES = 25;
    private static final long PACKED_STONES = (1L << PACKED_SQUARES) - 1;
    /** Set in a {@link #normalCode} whose normal form has the colours exchanged (the negative). */
    private static final long NEGATED = Long.MIN_VALUE;

    /**
     * A normalised group of up to 25 squares as one non-negative number: Left's stones in bits 0..24,
     * Right's in 25..49, rows from bit 50, columns from bit 56.
     */
    @Override
    public long packedKey(Board part) {
        if (part.rows() * part.cols() > PACKED_SQUARES) {
            return NOT_PACKED;
        }
        return pack(part.rows(), part.cols(), stones(part, LEFT), stones(part, RIGHT));
    }

    @Override
    public Board unpack(long packed) {
        return board((int) (packed >>> 50) & 63, (int) (packed >>> 56) & 63, packed & PACKED_STONES,
                (packed >>> PACKED_SQUARES) & PACKED_STONES);
    }

    private static long pack(int rows, int cols, long left, long right) {
        return left | right << PACKED_SQUARES | (long) rows << 50 | (long) cols << 56;
    }

    /** The squares of a board of at most 64 squares holding the given stone, as bits. */
    private static long stones(Board b, char stone) {
        long bits = 0;
        byte[] cells = b.cells();
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == stone) {
                bits |= 1L << i;
            }
        }
        return bits;
    }

    private static Board board(int rows, int cols, long left, long right) {
        byte[] cells = new byte[rows * cols];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (byte) ((left >>> i & 1) != 0 ? LEFT : (right >>> i & 1) != 0 ? RIGHT : EMPTY);
        }
        return new Board(rows, cols, cells);
    }

    /**
     * The normal form of a cropped group of grid g, packed, with {@link #NEGATED} set when it exchanges the
     * colours; {@link PartizanRules#NOT_PACKED} for a grid of more than 25 squares. Every symmetry of
     * the square keeps a Clobber position's value (both players move alike), and exchanging the colours
     * negates it, so the least of the sixteen images stands for all of them.
     */
    static long normalCode(Grid g, long left, long right) {
        if (g.size > PACKED_SQUARES) {
            return NOT_PACKED;
        }
        long best = -1L; // the greatest unsigned number: any image is less
        boolean negated = false;
        for (int transposed = 0; transposed < 2; transposed++) {
            Grid h = transposed == 0 ? g : Grid.of(/* rows= */ g.cols, /* cols= */ g.rows); // the transposed shape
            long l = transposed == 0 ? left : g.transpose(left);
            long r = transposed == 0 ? right : g.transpose(right);
            for (int s = 0; s < 4; s++) {
                long il = upright(h, l, s);
                long ir = upright(h, r, s);
                long plain = pack(h.rows, h.cols, il, ir);
                long swapped = pack(h.rows, h.cols, ir, il);
                if (Long.compareUnsigned(plain, best) < 0) {
                    best = plain;
                    negated = false;
                }
                if (Long.compareUnsigned(swapped, best) < 0) {
                    best = swapped;
                    negated = true;
                }
            }
        }
        return negated ? best | NEGATED : best;
    }

    /** The set under one of the symmetries that keep the shape: identity, the two mirrors, the half turn. */
    private static long upright(Grid g, long set, int symmetry) {
        return switch (symmetry) {
            case 0 -> set;
            case 1 -> g.flipRows(set);
            case 2 -> g.flipColumns(set);
            default -> g.rotateHalf(set);
        };
    }

    /**
     * The options as packed normal forms of their groups, computed on the board's bits: a move is a stone
     * shifted onto a neighbouring enemy stone, a group a flood fill by shifts over the occupied squares.
     */
    @Override
    public void options(Board part, boolean left, OptionSink<Board> sink) {
        if (part.rows() * part.cols() > 64) {
            PartizanRules.super.options(part, left, sink);
            return;
        }
        Grid g = Grid.of(part.rows(), part.cols());
        long mine = stones(part, left ? LEFT : RIGHT);
        long theirs = stones(part, left ? RIGHT : LEFT);
        // Stones with an enemy to the right, to the left, below and above; the enemy is at i + step.
        long[] movers = {mine & (theirs >>> 1) & g.hasRight, mine & ((theirs & g.hasRight) << 1),
            mine & (theirs >>> g.cols), mine & (theirs << g.cols) & g.all};
        int[] steps = {1, -1, g.cols, -g.cols};
        for (int d = 0; d < 4; d++) {
            for (long m = movers[d]; m != 0; m &= m - 1) {
                int i = Long.numberOfTrailingZeros(m);
                int j = i + steps[d];
                long nextMine = (mine & ~(1L << i)) | (1L << j);
                long nextTheirs = theirs & ~(1L << j);
                emitGroups(g, left ? nextMine : nextTheirs, left ? nextTheirs : nextMine, sink);
                sink.endOption();
            }
        }
    }

    /** The groups that hold stones of both colours (the others have no move), each in normal form. */
    private void emitGroups(Grid g, long left, long right, OptionSink<Board> sink) {
        for (long rest = left | right; rest != 0;) {
            long group = g.region(rest & -rest, rest);
            rest &= ~group;
            long l = left & group;
            long r = right & group;
            if (l == 0 || r == 0) {
                continue;
            }
            int box = g.box(group);
            Grid shape = Grid.of(Grid.boxRows(box), Grid.boxCols(box));
            long cl = g.crop(l, box);
            long cr = g.crop(r, box);
            long code = normalCode(shape, cl, cr);
            if (code != NOT_PACKED) {
                sink.part(code & ~NEGATED, null, code < 0);
            } else {
                Normal<Board> n = normalize(board(shape.rows, shape.cols, cl, cr));
                sink.part(NOT_PACKED, n.key(), n.negated());
            }
        }
    }

    /** The board with x and o exchanged: the same game with the players' roles swapped, the negative. */
    static Board swapColours(Board b) {
        byte[] cells = b.cells().clone();
        for (int i = 0; i < cells.length; i++) {
            cells[i] = cells[i] == LEFT ? (byte) RIGHT : cells[i] == RIGHT ? (byte) LEFT : cells[i];
        }
        return new Board(b.rows(), b.cols(), cells);
    }
}

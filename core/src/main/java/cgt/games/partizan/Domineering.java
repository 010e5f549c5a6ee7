package cgt.games.partizan;

import cgt.partizan.CanonicalGame;
import cgt.partizan.solve.DominoGrid;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Domineering: players take turns placing dominoes on empty squares, Left vertically, Right horizontally;
 * whoever cannot place one loses. A board is written in CGSuite's syntax, rows from the top separated by
 * bars, {@code .} empty and {@code #} filled: {@code ...|.#.}.
 *
 * <p>A board falls apart into its regions of empty squares (orthogonally connected), since a domino covers
 * two adjacent squares of one region. Each region is cropped and brought to a normal form over the eight
 * symmetries of the square: the four that keep vertical vertical leave its value alone, the four that
 * transpose it swap the players, and so negate it.
 */
public final class Domineering implements PartizanRules<DomineeringBoard>, DominoGrid<DomineeringBoard> {

    /** Domineering (the catalog makes a new game for each caller). */
    public Domineering() {
    }

    @Override
    public String name() {
        return "domineering";
    }

    @Override
    public String rules() {
        return "place a domino on two empty squares, Left vertically, Right horizontally";
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, . empty and # filled: ...|.#.; RxC is an empty board: 4x4";
    }

    @Override
    public DomineeringBoard parse(String text) {
        int[] size = Board.rectangle("Domineering", text);
        Board b = size != null ? Board.filled(size[0], size[1], (r, c) -> '.')
                : Board.parse("Domineering", text, ".#", ". for an empty square and # for a filled one, or RxC for an"
                        + " empty board, e.g. 4x4");
        boolean[] emptySquares = new boolean[b.rows() * b.cols()];
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                emptySquares[r * b.cols() + c] = b.at(r, c) == '.';
            }
        }
        return DomineeringBoard.of(b.rows(), b.cols(), emptySquares);
    }

    @Override
    public String format(DomineeringBoard board) {
        return board.toString();
    }

    @Override
    public List<DomineeringBoard> leftMoves(DomineeringBoard b) {
        return place(b, true);
    }

    @Override
    public List<DomineeringBoard> rightMoves(DomineeringBoard b) {
        return place(b, false);
    }

    private static List<DomineeringBoard> place(DomineeringBoard b, boolean vertical) {
        int[] at = b.placements(vertical);
        List<DomineeringBoard> options = new ArrayList<>(at.length);
        for (int i : at) {
            options.add(b.fill(i, vertical ? i + b.cols() : i + 1));
        }
        return options;
    }

    @Override
    public List<DomineeringBoard> parts(DomineeringBoard b) {
        return b.regions();
    }

    @Override
    public long packedKey(DomineeringBoard part) {
        return part.packed();
    }

    @Override
    public DomineeringBoard unpack(long packedKey) {
        return DomineeringBoard.unpack(packedKey);
    }

    /**
     * The options as packed normal forms of their regions, computed on the board's bits: a placement is two
     * bits cleared, a region a flood fill by shifts, a normal form a few mirrors and a table transpose.
     */
    @Override
    public void options(DomineeringBoard part, boolean left, OptionSink<DomineeringBoard> sink) {
        if (!part.isSmall()) {
            PartizanRules.super.options(part, left, sink);
            return;
        }
        Grid g = Grid.of(part.rows(), part.cols());
        long squares = part.bits();
        long placements = left ? squares & (squares >>> g.cols) : squares & (squares >>> 1) & g.hasRight;
        long domino = left ? 1L | 1L << g.cols : 3L;
        for (; placements != 0; placements &= placements - 1) {
            long rest = squares & ~(domino << Long.numberOfTrailingZeros(placements));
            while (rest != 0) {
                long region = g.region(rest & -rest, rest);
                rest &= ~region;
                if ((region & (region - 1)) == 0) {
                    continue; // a lone square takes no domino
                }
                int box = g.box(region);
                Grid shape = Grid.of(Grid.boxRows(box), Grid.boxCols(box));
                long cropped = g.crop(region, box);
                long code = DomineeringBoard.normalCode(shape, cropped);
                if (code != NOT_PACKED) {
                    sink.part(code & ~DomineeringBoard.NEGATED, null, code < 0);
                } else {
                    Normal<DomineeringBoard> n = DomineeringBoard.small(shape.rows, shape.cols, cropped).leastImage();
                    sink.part(NOT_PACKED, n.key(), n.negated());
                }
            }
            sink.endOption();
        }
    }

    /** Every position a search meets is a subset of the part's empty squares. */
    @Override
    public String sizeOf(DomineeringBoard part) {
        return sizeStatement(part).english();
    }

    @Override
    public Progress.Stage sizeStatement(DomineeringBoard part) {
        int empty = 0;
        for (int r = 0; r < part.rows(); r++) {
            for (int c = 0; c < part.cols(); c++) {
                empty += part.isEmpty(r, c) ? 1 : 0;
            }
        }
        return Progress.Stage.of(part.rows() + " by " + part.cols() + " region with " + empty
                + " empty squares, at most 2^" + empty + " positions", "stage.size.domineering", part.rows(),
                part.cols(), empty);
    }

    /** A strip one square wide is a row of Right's moves only (or, standing, Left's): an integer. */
    @Override
    public Optional<CanonicalGame> knownValue(DomineeringBoard part) {
        if (part.rows() == 1 && part.isSmall() && part.bits() == (1L << part.cols()) - 1) {
            return Optional.of(CanonicalGame.integer(-(part.cols() / 2)));
        }
        if (part.cols() == 1 && part.isSmall() && part.bits() == (1L << part.rows()) - 1) {
            return Optional.of(CanonicalGame.integer(part.rows() / 2));
        }
        return Optional.empty();
    }

    /** A board of at most 64 squares as the outcome search's bit board (the same bits: square r·cols + c). */
    @Override
    public Optional<Squares> board(DomineeringBoard position) {
        return position.isSmall() ? Optional.of(new Squares(position.rows(), position.cols(), position.bits()))
                : Optional.empty();
    }

    @Override
    public DomineeringBoard position(Squares board) {
        return DomineeringBoard.small(board.rows(), board.cols(), board.empty());
    }

    @Override
    public Normal<DomineeringBoard> normalize(DomineeringBoard part) {
        return part.leastImage();
    }
}

package cgt.games.partizan;

/**
 * A position of a {@link GridGame}: a rectangle of at most 64 squares, each empty, blocked, Left's piece
 * ({@code x}) or Right's ({@code o}), held as three sets of squares in the bits of a {@code long} (square
 * (r, c) is bit r·cols + c; a square in none of the three is blocked). Rulesets compute their moves on these
 * sets with {@link #shift} and {@link #step}, so a move costs a few word operations and no objects.
 *
 * <p>Immutable; equal positions are equal values.
 */
public final class GridPosition {

    private final Grid grid;
    private final long x;
    private final long o;
    private final long empty;
    private final int hash;

    GridPosition(Grid grid, long x, long o, long empty) {
        this.grid = grid;
        this.x = x;
        this.o = o;
        this.empty = empty;
        long h = (x * 0x9E3779B97F4A7C15L) ^ (o * 0xC2B2AE3D27D4EB4FL) ^ (empty * 0x165667B19E3779F9L);
        h += grid.rows * 31L + grid.cols;
        // Boards with nothing left (every square blocked) are one position, 0, whatever their shape.
        this.hash = (x | o | empty) == 0 ? 0 : (int) (h ^ (h >>> 32));
    }

    Grid grid() {
        return grid;
    }

    public int rows() {
        return grid.rows;
    }

    public int cols() {
        return grid.cols;
    }

    /** Left's pieces. */
    public long x() {
        return x;
    }

    /** Right's pieces. */
    public long o() {
        return o;
    }

    /** The empty squares. */
    public long empty() {
        return empty;
    }

    /** Every square of the rectangle. */
    public long all() {
        return grid.all;
    }

    /**
     * The set moved {@code dr} rows down and {@code dc} columns right; squares that leave the rectangle are
     * dropped. {@code set & shift(other, -1, 0)} are the squares of set with a square of other below them.
     */
    public long shift(long set, int dr, int dc) {
        long s = set;
        for (int i = 0; i < dc; i++) {
            s = (s & grid.hasRight) << 1;
        }
        for (int i = 0; i > dc; i--) {
            s = (s >>> 1) & grid.hasRight;
        }
        int by = Math.abs(dr) * grid.cols;
        if (by >= 64) {
            return 0;
        }
        return (dr >= 0 ? s << by : s >>> by) & grid.all;
    }

    /** The index of the square {@code dr} rows down and {@code dc} columns right of square i, or -1 if off. */
    public int step(int i, int dr, int dc) {
        int r = i / grid.cols + dr;
        int c = i % grid.cols + dc;
        return r >= 0 && r < grid.rows && c >= 0 && c < grid.cols ? r * grid.cols + c : -1;
    }

    /** The character of square (r, c): {@code x}, {@code o}, {@code .} or {@code #}. */
    public char at(int r, int c) {
        long bit = 1L << (r * grid.cols + c);
        return (x & bit) != 0 ? 'x' : (o & bit) != 0 ? 'o' : (empty & bit) != 0 ? '.' : '#';
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GridPosition p && p.hash == hash && p.x == x && p.o == o && p.empty == empty
                && (p.grid == grid || (x | o | empty) == 0);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** A board with nothing left on it: one blocked square, written {@code 0}. */
    static final GridPosition NOTHING = new GridPosition(Grid.of(1, 1), 0, 0, 0);

    /**
     * Rows from the top separated by bars, as the games read them: {@code x.o|#..}; a board whose squares are all
     * blocked has nothing left and is written {@code 0}, as every game writes such a position.
     */
    @Override
    public String toString() {
        if ((x | o | empty) == 0) {
            return Board.EMPTY;
        }
        StringBuilder s = new StringBuilder(grid.rows * (grid.cols + 1));
        for (int r = 0; r < grid.rows; r++) {
            if (r > 0) {
                s.append('|');
            }
            for (int c = 0; c < grid.cols; c++) {
                s.append(at(r, c));
            }
        }
        return s.toString();
    }
}

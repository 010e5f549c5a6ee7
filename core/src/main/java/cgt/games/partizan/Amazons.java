package cgt.games.partizan;

/**
 * Amazons: a player moves one of their amazons like a chess queen over empty squares, then from where it
 * lands shoots an arrow, also like a queen, onto an empty square, which is blocked for good; whoever cannot
 * move loses. Left plays {@code x}, Right {@code o}. On the grid framework: regions of unblocked squares
 * touching across edges or corners (a queen passes diagonally between two blocked squares), every symmetry
 * of the rectangle keeps the value, and exchanging the colours negates it.
 */
public final class Amazons extends GridGame {

    private static final int[][] QUEEN = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

    /** Amazons (the catalog makes a new game for each caller). */
    public Amazons() {
        super(".#xo", Squares.OPEN, Neighbourhood.KING, Transpose.KEEPS, true);
    }

    @Override
    public String name() {
        return "amazons";
    }

    @Override
    public String rules() {
        return "move an amazon like a queen, then shoot an arrow like a queen from where it lands onto an empty"
                + " square, blocking it (Left x, Right o)";
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, x Left's amazons, o Right's, . empty, # blocked: x...|o...";
    }

    @Override
    protected boolean readsRectangle() {
        return false;
    }

    /** A region with no amazon, or no empty square, has no move. */
    @Override
    protected boolean live(long x, long o, long empty) {
        return (x | o) != 0 && empty != 0;
    }

    @Override
    protected void moves(GridPosition p, boolean left, Moves out) {
        long mine = left ? p.x() : p.o();
        long theirs = left ? p.o() : p.x();
        for (long m = mine; m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            for (int[] d : QUEEN) {
                for (int to = p.step(from, d[0], d[1]); to >= 0 && (p.empty() >>> to & 1) != 0;
                        to = p.step(to, d[0], d[1])) {
                    long moved = (mine & ~(1L << from)) | 1L << to;
                    long empty = (p.empty() | 1L << from) & ~(1L << to);
                    for (int[] a : QUEEN) {
                        for (int arrow = p.step(to, a[0], a[1]); arrow >= 0 && (empty >>> arrow & 1) != 0;
                                arrow = p.step(arrow, a[0], a[1])) {
                            long shot = empty & ~(1L << arrow);
                            out.add(left ? moved : theirs, left ? theirs : moved, shot);
                        }
                    }
                }
            }
        }
    }
}

package cgt.games.partizan;

/**
 * Konane, the Hawaiian game: a player jumps one of their stones over an orthogonally adjacent enemy stone
 * onto the empty square beyond, removing the enemy stone, and may go on jumping in the same straight line;
 * whoever cannot jump loses. Left plays {@code x}, Right {@code o}. On the grid framework: regions of
 * unblocked squares (a jump spans three in a line), any symmetry of the rectangle keeps the value, and
 * exchanging the colours negates it; a region without stones of both colours has no jump.
 */
public final class Konane extends GridGame {

    private static final int[][] DIRECTIONS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    /** Konane (the catalog makes a new game for each caller). */
    public Konane() {
        super(".#xo", Squares.OPEN, Neighbourhood.ORTHOGONAL, Transpose.KEEPS, true);
    }

    @Override
    public String name() {
        return "konane";
    }

    @Override
    public String rules() {
        return "jump a stone over an adjacent enemy stone onto an empty square, removing it; further jumps in the"
                + " same line allowed (Left x, Right o)";
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, x Left's stones, o Right's, . empty, # blocked: xo.|.ox";
    }

    @Override
    protected boolean readsRectangle() {
        return false;
    }

    @Override
    protected boolean live(long x, long o, long empty) {
        return x != 0 && o != 0 && empty != 0;
    }

    @Override
    protected void moves(GridPosition p, boolean left, Moves out) {
        long mine = left ? p.x() : p.o();
        long theirs = left ? p.o() : p.x();
        for (long m = mine; m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            for (int[] d : DIRECTIONS) {
                long taken = 0;
                int at = from;
                while (true) {
                    int over = p.step(at, d[0], d[1]);
                    int to = over < 0 ? -1 : p.step(over, d[0], d[1]);
                    if (to < 0 || (theirs >>> over & 1) == 0 || (p.empty() >>> to & 1) == 0) {
                        break;
                    }
                    taken |= 1L << over;
                    at = to;
                    long nextMine = (mine & ~(1L << from)) | 1L << to;
                    long nextTheirs = theirs & ~taken;
                    long empty = (p.empty() | 1L << from | taken) & ~(1L << to);
                    out.add(left ? nextMine : nextTheirs, left ? nextTheirs : nextMine, empty);
                }
            }
        }
    }
}

package cgt.games.partizan;

/**
 * Fission: stones belong to no one. Left takes a stone whose squares above and below are both empty and puts
 * two stones there in its place; Right does the same across, on the squares left and right of it; whoever
 * cannot move loses. Written {@code x} for a stone, {@code .} empty, {@code #} blocked, as in CGSuite. On
 * the grid framework: regions of unblocked squares (a move spans three in a line), mirrors keep the value
 * and the transpose, which turns Left's moves into Right's, negates it.
 */
public final class Fission extends GridGame {

    /** Fission (the catalog makes a new game for each caller). */
    public Fission() {
        super(".x#", Squares.OPEN, Neighbourhood.ORTHOGONAL, Transpose.NEGATES, false);
    }

    @Override
    public String name() {
        return "fission";
    }

    @Override
    public String rules() {
        return "replace a stone by two on the empty squares either side of it, Left above and below, Right left and"
                + " right";
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, x a stone, . empty, # blocked: ...|.x.|...";
    }

    @Override
    protected boolean readsRectangle() {
        return false;
    }

    /** A region needs a stone and two empty squares to hold a move. */
    @Override
    protected boolean live(long x, long o, long empty) {
        return x != 0 && Long.bitCount(empty) >= 2;
    }

    @Override
    protected void moves(GridPosition p, boolean left, Moves out) {
        long e = p.empty();
        int dr = left ? 1 : 0;
        int dc = left ? 0 : 1;
        // Stones with an empty square on both sides: the square beyond one side shifted back onto the stone.
        long movable = p.x() & p.shift(e, -dr, -dc) & p.shift(e, dr, dc);
        int step = left ? p.cols() : 1;
        for (; movable != 0; movable &= movable - 1) {
            int i = Long.numberOfTrailingZeros(movable);
            long sides = 1L << (i - step) | 1L << (i + step);
            out.add((p.x() & ~(1L << i)) | sides, 0, (e | 1L << i) & ~sides);
        }
    }
}

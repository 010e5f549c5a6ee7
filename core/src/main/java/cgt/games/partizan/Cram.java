package cgt.games.partizan;

/**
 * Cram: players take turns placing a domino on two adjacent empty squares, either way; whoever cannot place
 * one loses. Both players have the same moves, so Cram is impartial and every value is a nimber; it is
 * played here as a partizan game on the grid framework, whose regions are the empty squares and whose
 * transpose keeps the value.
 */
public final class Cram extends GridGame {

    /** Cram (the catalog makes a new game for each caller). */
    public Cram() {
        super(".#", Squares.EMPTY, Neighbourhood.ORTHOGONAL, Transpose.KEEPS, false);
    }

    @Override
    public String name() {
        return "cram";
    }

    @Override
    public String rules() {
        return "place a domino on two adjacent empty squares, either way; both players alike, so values are nimbers";
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, . empty and # blocked: ...|.#.; RxC is an empty board: 3x4";
    }

    @Override
    protected void moves(GridPosition p, boolean left, Moves out) {
        long e = p.empty();
        for (long at = e & p.shift(e, -1, 0); at != 0; at &= at - 1) {
            out.add(0, 0, e & ~((1L | 1L << p.cols()) << Long.numberOfTrailingZeros(at)));
        }
        for (long at = e & p.shift(e, 0, -1); at != 0; at &= at - 1) {
            out.add(0, 0, e & ~(3L << Long.numberOfTrailingZeros(at)));
        }
    }
}

package cgt.bench.grid;

import cgt.games.partizan.GridGame;
import cgt.games.partizan.GridPosition;

/**
 * Domineering as a user writes it on the grid framework, in one file: Left places a domino vertically, Right
 * horizontally, on empty squares. The declarations give the regions (empty squares, touching across edges)
 * and the symmetries (the transpose swaps the players); the moves are two shifts and a loop.
 */
public final class GridDomineering extends GridGame {

    public GridDomineering() {
        super(".#", Squares.EMPTY, Neighbourhood.ORTHOGONAL, Transpose.NEGATES, false);
    }

    @Override
    public String name() {
        return "grid-domineering";
    }

    @Override
    public String rules() {
        return "place a domino on two empty squares, Left vertically, Right horizontally";
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, . empty and # filled; RxC an empty board";
    }

    @Override
    protected void moves(GridPosition p, boolean left, Moves out) {
        long e = p.empty();
        long at = left ? e & p.shift(e, -1, 0) : e & p.shift(e, 0, -1);
        long domino = left ? 1L | 1L << p.cols() : 3L;
        for (; at != 0; at &= at - 1) {
            out.add(0, 0, e & ~(domino << Long.numberOfTrailingZeros(at)));
        }
    }
}

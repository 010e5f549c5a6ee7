package cgt.loopy.partizan;

/**
 * The outcome class of a loopy partizan game: who wins with Left moving first and who wins with Right moving first,
 * each Left, Right or a draw, named as CGSuite names the nine pairs (L, R, P, N, D, and PHat, PCheck, NHat, NCheck
 * for the classes that mix a draw with a win). A hat marks a class whose draw is Left's side of the pair
 * (Left-first draws, Right-first Left wins: PHat; Left-first Left wins, Right-first draws: NHat), a check Right's.
 */
public enum LoopyOutcome {
    L("L", Side.LEFT, Side.LEFT),
    R("R", Side.RIGHT, Side.RIGHT),
    P("P", Side.RIGHT, Side.LEFT),
    N("N", Side.LEFT, Side.RIGHT),
    D("D", Side.DRAW, Side.DRAW),
    P_HAT("PHat", Side.DRAW, Side.LEFT),
    P_CHECK("PCheck", Side.RIGHT, Side.DRAW),
    N_HAT("NHat", Side.LEFT, Side.DRAW),
    N_CHECK("NCheck", Side.DRAW, Side.RIGHT);

    /** Who wins one of the two plays: Left, Right, or nobody (a draw). */
    public enum Side {
        LEFT,
        RIGHT,
        DRAW
    }

    private final String symbol;
    private final Side leftFirst;
    private final Side rightFirst;

    LoopyOutcome(String symbol, Side leftFirst, Side rightFirst) {
        this.symbol = symbol;
        this.leftFirst = leftFirst;
        this.rightFirst = rightFirst;
    }

    /** The class of a game won by {@code leftFirst} when Left moves first and {@code rightFirst} when Right does. */
    public static LoopyOutcome of(Side leftFirst, Side rightFirst) {
        for (LoopyOutcome o : values()) {
            if (o.leftFirst == leftFirst && o.rightFirst == rightFirst) {
                return o;
            }
        }
        throw new AssertionError("all nine pairs are named");
    }

    /** Who wins when Left moves first. */
    public Side leftFirst() {
        return leftFirst;
    }

    /** Who wins when Right moves first. */
    public Side rightFirst() {
        return rightFirst;
    }

    /** CGSuite's name: L, R, P, N, D, PHat, PCheck, NHat or NCheck. */
    public String symbol() {
        return symbol;
    }

    @Override
    public String toString() {
        return symbol;
    }
}

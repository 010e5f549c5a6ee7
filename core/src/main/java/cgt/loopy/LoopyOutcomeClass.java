package cgt.loopy;

import cgt.outcome.Outcome;

/**
 * The outcome class of a partizan position whose play may go on forever: who wins with Left moving first and
 * who wins with Right moving first, each a win for Left, a win for Right or a draw. Nine classes, named as
 * CGSuite names them: the four of short games (L, R, P, N), D (a draw whoever starts), and four where one start
 * is a draw: PHat, PCheck, NHat, NCheck (Siegel, Combinatorial Game Theory, ch. VI).
 */
public enum LoopyOutcomeClass {
    L("L", Result.LEFT_WINS, Result.LEFT_WINS),
    R("R", Result.RIGHT_WINS, Result.RIGHT_WINS),
    P("P", Result.RIGHT_WINS, Result.LEFT_WINS),
    N("N", Result.LEFT_WINS, Result.RIGHT_WINS),
    D("D", Result.DRAW, Result.DRAW),
    /** Left wins moving second (Right starts); Left moving first draws. */
    P_HAT("PHat", Result.DRAW, Result.LEFT_WINS),
    /** Right wins moving second (Left starts); Right moving first draws. */
    P_CHECK("PCheck", Result.RIGHT_WINS, Result.DRAW),
    /** Left wins moving first; Right moving first draws. */
    N_HAT("NHat", Result.LEFT_WINS, Result.DRAW),
    /** Right wins moving first; Left moving first draws. */
    N_CHECK("NCheck", Result.DRAW, Result.RIGHT_WINS);

    /** What happens with best play from one start: a win for one player, or play that never ends. */
    public enum Result {
        LEFT_WINS("Left wins"),
        RIGHT_WINS("Right wins"),
        DRAW("a draw");

        private final String words;

        Result(String words) {
            this.words = words;
        }

        /** "Left wins", "Right wins", "a draw". */
        public String words() {
            return words;
        }
    }

    private final String cgsuiteName;
    private final Result leftFirst;
    private final Result rightFirst;

    LoopyOutcomeClass(String cgsuiteName, Result leftFirst, Result rightFirst) {
        this.cgsuiteName = cgsuiteName;
        this.leftFirst = leftFirst;
        this.rightFirst = rightFirst;
    }

    /** The class of a position with these results when Left moves first and when Right moves first. */
    public static LoopyOutcomeClass of(Result leftFirst, Result rightFirst) {
        for (LoopyOutcomeClass c : values()) {
            if (c.leftFirst == leftFirst && c.rightFirst == rightFirst) {
                return c;
            }
        }
        throw new AssertionError("every pair of results has a class");
    }

    /** The result when Left moves first. */
    public Result leftFirst() {
        return leftFirst;
    }

    /** The result when Right moves first. */
    public Result rightFirst() {
        return rightFirst;
    }

    /**
     * The nearest of the five classes {@link Outcome} has: the class itself for L, R, P, N and D, and D for the
     * four where only one start is a draw (a draw is then someone's best result; {@link #leftFirst} and
     * {@link #rightFirst} say whose).
     */
    public Outcome outcome() {
        return switch (this) {
            case L -> Outcome.L;
            case R -> Outcome.R;
            case P -> Outcome.P;
            case N -> Outcome.N;
            case D, P_HAT, P_CHECK, N_HAT, N_CHECK -> Outcome.D;
        };
    }

    /** "Left moving first: Left wins; Right moving first: a draw". */
    public String meaning() {
        return "Left moving first: " + leftFirst.words() + "; Right moving first: " + rightFirst.words();
    }

    /** CGSuite's name: L, R, P, N, D, PHat, PCheck, NHat, NCheck. */
    @Override
    public String toString() {
        return cgsuiteName;
    }
}

package cgt.outcome;

/**
 * The outcome class of a position: who wins with perfect play. Impartial positions of games that always end
 * are P or N; partizan positions may also be L or R; a position of an impartial game with cycles may be D.
 */
public enum Outcome {
    /** The previous player (the one who just moved) wins: the player to move loses. */
    P("previous player wins: whoever moves next loses"),
    /** The next player (the one to move) wins. */
    N("next player wins: whoever moves next wins"),
    /** Left wins, whoever starts. */
    L("Left wins, whoever starts"),
    /** Right wins, whoever starts. */
    R("Right wins, whoever starts"),
    /** A draw: in a game with cycles, with best play neither player can force the end (play goes on forever). */
    D("draw: with best play the game never ends");

    private final String meaning;

    Outcome(String meaning) {
        this.meaning = meaning;
    }

    /** A phrase a learner can read: "next player wins: whoever moves next wins". */
    public String meaning() {
        return meaning;
    }

    /**
     * The outcome from the answers to "does Left win moving first?" and "does Right win moving first?".
     */
    public static Outcome of(boolean leftWinsMovingFirst, boolean rightWinsMovingFirst) {
        if (leftWinsMovingFirst) {
            return rightWinsMovingFirst ? N : L;
        }
        return rightWinsMovingFirst ? R : P;
    }
}

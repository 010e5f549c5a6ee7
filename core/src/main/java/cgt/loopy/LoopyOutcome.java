package cgt.loopy;

/** Who wins a position of a game that may go on forever, with best play: P, N, or a draw. */
public enum LoopyOutcome {
    P("previous player wins: whoever moves next loses"),
    N("next player wins: whoever moves next wins"),
    D("draw: with best play the game never ends");

    private final String meaning;

    LoopyOutcome(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }
}

package cgt.partizan.search;

import cgt.input.BadInputException;

/**
 * A partizan ruleset's position can come back to itself: the search for a canonical value met a part that it
 * was already solving, so the position has no short value, and play from it need not end. The analysis then
 * turns to the whole position's graph ({@code cgt.loopy.LoopyPartizanSolver}); anything else that asked for a
 * canonical value reports this one line, which names the part that recurs.
 */
public final class PartizanCycleException extends BadInputException {

    private static final long serialVersionUID = 1L;
    private final String part;

    /** @param part the part that recurs, in the ruleset's syntax */
    public PartizanCycleException(String game, String part) {
        super(game + " " + part + " can come back to itself (the game has cycles): it has no canonical short value;"
                + " cgt analyze and cgt play solve such a position as a whole, with draws");
        this.part = part;
    }

    /** The part that recurs, in the ruleset's syntax. */
    public String part() {
        return part;
    }
}

package cgt.impartial;

import java.util.List;

/**
 * The game graph has a cycle, so play need not end and values defined by recursion on options do not
 * exist. Carries the cycle so that a front end can show it in the game's own notation.
 */
public class CyclicGameException extends RuntimeException {

    private final transient List<?> cycle;

    public CyclicGameException(List<?> cycle) {
        super("the game graph has a cycle through " + cycle.size()
                + " positions; Grundy values and outcomes by recursion exist only for games that always end");
        this.cycle = List.copyOf(cycle);
    }

    /** The positions of the cycle, in order; the first follows the last. */
    public List<?> cycle() {
        return cycle;
    }
}

package cgt.impartial;

import java.util.List;

/**
 * The game graph has a cycle, so play need not end and values defined by recursion on options do not
 * exist. Carries the cycle so that a front end can show it in the game's own notation.
 */
public class CyclicGameException extends RuntimeException {

    private static final long serialVersionUID = 1L;
    private final transient List<?> cycle;

    public CyclicGameException(List<?> cycle) {
        super("the game graph has a cycle: " + describe(cycle)
                + "; Grundy values and outcomes by recursion exist only for games that always end");
        this.cycle = List.copyOf(cycle);
    }

    /** "a -> b -> c -> a", shortened in the middle for long cycles. */
    private static String describe(List<?> cycle) {
        StringBuilder b = new StringBuilder();
        int shown = Math.min(cycle.size(), 6);
        for (int i = 0; i < shown; i++) {
            b.append(cycle.get(i)).append(" -> ");
        }
        if (shown < cycle.size()) {
            b.append("... (").append(cycle.size() - shown).append(" more) -> ");
        }
        return b.append(cycle.get(0)).toString();
    }

    /** The positions of the cycle, in order; the first follows the last. */
    public List<?> cycle() {
        return cycle;
    }
}

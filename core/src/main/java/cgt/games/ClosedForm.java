package cgt.games;

import java.util.List;

/**
 * The P-positions of a one-component position, known by a rule that needs no table: outcome and winning
 * moves for components far too large to evaluate move by move.
 *
 * @param <C> the component type
 */
public interface ClosedForm<C> {

    /** Whether the component, played alone, is a P-position. */
    boolean isP(C component);

    /** Every option of the component that is a P-position (the winning moves when played alone). */
    List<C> movesToP(C component);

    /** One sentence on the rule, for explanations. */
    String explanation(C component);
}

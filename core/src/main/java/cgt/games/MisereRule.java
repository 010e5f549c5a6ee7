package cgt.games;

import java.util.List;

/**
 * Misère play by a rule rather than by search (misère Nim is the classic case).
 *
 * @param <C> the component type
 */
public interface MisereRule<C> {

    /**
     * Whether the rule decides this position; where it does not (a sum of Wythoff queens), the analysis
     * searches. The default: every position.
     */
    default boolean covers(List<C> position) {
        return true;
    }

    /** Whether the whole position is a P-position in misère play. */
    boolean isP(List<C> position);

    /** Every position one move away that is a misère P-position, each as the whole position. */
    List<List<C>> winningMoves(List<C> position);

    /** Lines explaining the rule and how it applies to this position. */
    List<String> explain(List<C> position);
}

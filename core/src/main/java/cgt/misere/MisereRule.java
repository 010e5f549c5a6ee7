package cgt.misere;

import java.util.ArrayList;
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

    /**
     * A winning move as a change to one part: part {@code part} becomes {@code to}.
     *
     * @param <C> the component type
     */
    record Change<C>(int part, List<C> to) {
    }

    /**
     * Every winning move as a change to one part, so that a position of many parts needs no copy of itself per
     * move; by default found from {@link #winningMoves} (rules for large sums override it).
     */
    default List<Change<C>> winningChanges(List<C> position) {
        List<Change<C>> changes = new ArrayList<>();
        for (List<C> next : winningMoves(position)) {
            int i = 0;
            while (i < position.size() && i < next.size() && position.get(i).equals(next.get(i))) {
                i++;
            }
            int tail = position.size() - i - 1; // unchanged parts after the changed one
            changes.add(new Change<>(i, next.subList(i, next.size() - Math.max(0, tail))));
        }
        return changes;
    }

    /** Lines explaining the rule and how it applies to this position. */
    List<Line> explain(List<C> position);

    /**
     * One line of a rule's explanation: its English text, and the message key and arguments a face says it by in
     * another language (as the analysis's steps do).
     *
     * @param text the line in English
     * @param key its message key
     * @param args the arguments the key's message takes: numbers and positions, never prose
     */
    record Line(String text, String key, List<Object> args) {
        public Line {
            args = List.copyOf(args);
        }
    }
}

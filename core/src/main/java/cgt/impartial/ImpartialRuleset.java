package cgt.impartial;

import cgt.rules.ImpartialRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Impartial rules written in the component model, for the rules whose position type is one component and whose
 * moves may leave several (a heap of a take-and-break game split in two): {@link #options} is required, and
 * {@link #moves} follows from it. The solvers take {@link ImpartialRules}, of which this is one kind; a game a
 * user writes implements {@code ImpartialRules} itself.
 *
 * <p>A position is a sum of independent <em>components</em> (the heaps of Nim, the queens of a Wythoff
 * position): a move changes exactly one component, and may leave several in its place (a heap split in
 * two) or none. Components must be values (equal components are {@code equals} and hash alike) so that they can
 * be remembered.
 *
 * @param <C> the type of a component
 */
@FunctionalInterface
public interface ImpartialRuleset<C> extends ImpartialRules<C> {

    /**
     * The options of a component: for each move, the components it leaves (an empty list when the move
     * leaves nothing). A component without options is terminal.
     */
    @Override
    List<List<C>> options(C component);

    /**
     * The components one move leads to, for the moves that leave exactly one. A move that leaves several is a sum
     * that one component cannot stand for, so rules whose moves split answer with {@link #options} alone.
     *
     * @throws IllegalArgumentException for a component with a move that leaves none or several components, whose
     *     moves cannot be written as components (ask {@link #options} of such a component)
     */
    @Override
    default List<C> moves(C component) {
        List<List<C>> options = options(component);
        List<C> result = new ArrayList<>(options.size());
        for (List<C> option : options) {
            if (option.size() != 1) {
                throw new IllegalArgumentException("a move from " + component + " leaves " + option
                        + ", not one component: ask for its options, which write a move as the components it leaves");
            }
            result.add(option.get(0));
        }
        return result;
    }
}

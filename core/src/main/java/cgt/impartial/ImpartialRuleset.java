package cgt.impartial;

import java.util.List;

/**
 * The rules of an impartial game: from every position both players have the same moves.
 *
 * <p>A position is a sum of independent <em>components</em> (the heaps of Nim, the queens of a Wythoff
 * position): a move changes exactly one component, and may leave several in its place (a heap split in
 * two) or none. Solvers work on components, so that the value of a sum is the nim-sum of its parts.
 * Components must be values (equal components are {@code equals} and hash alike) so that they can be
 * remembered.
 *
 * @param <C> the type of a component
 */
@FunctionalInterface
public interface ImpartialRuleset<C> {

    /**
     * The options of a component: for each move, the components it leaves (an empty list when the move
     * leaves nothing). A component without options is terminal.
     */
    List<List<C>> options(C component);

    /**
     * Whether the component has no move. The default lists its options; rulesets with many moves per
     * component answer without listing them (a Wythoff queen has 15,000, and a whole-position search asks
     * this of every component every move leaves).
     */
    default boolean isTerminal(C component) {
        return options(component).isEmpty();
    }
}

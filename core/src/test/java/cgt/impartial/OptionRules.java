package cgt.impartial;

import cgt.rules.ImpartialRules;
import java.util.ArrayList;
import java.util.List;

/**
 * A test double for the impartial solvers: rules written as the options the solvers walk (each move of a part as
 * the parts it leaves), so that a test states a small game graph, a cycle or a split directly. Games themselves,
 * built-in and users', write their moves ({@link ImpartialRules#moves}); this lives in the tests only.
 *
 * @param <C> the type of a part
 */
@FunctionalInterface
public interface OptionRules<C> extends ImpartialRules<C> {

    @Override
    List<List<C>> options(C part);

    /** The options that leave one part, each as that part; a test that splits asks for options alone. */
    @Override
    default List<C> moves(C part) {
        List<C> result = new ArrayList<>();
        for (List<C> option : options(part)) {
            if (option.size() != 1) {
                throw new IllegalArgumentException("a move from " + part + " leaves " + option + ", not one part");
            }
            result.add(option.get(0));
        }
        return result;
    }
}

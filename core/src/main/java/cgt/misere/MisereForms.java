package cgt.misere;

import cgt.impartial.CyclicGameException;
import cgt.rules.ImpartialRules;
import cgt.task.Cancellation;
import cgt.task.TooBigException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Misère canonical forms of the components of any impartial ruleset, and of their sums: a component's form is the
 * form of the game whose options are the sums of the parts each move leaves (the misère form of a sum is made from
 * its parts' forms, never from a nim-sum). A component is remembered by its rules' normal form (a symmetry maps a
 * game tree onto its image, which has the same misère form); the rules' known values are normal play's, and are not
 * used. The recursion runs on an explicit
 * stack, remembers every component (at most {@code maxComponents}), reports cycles, and stops when interrupted or
 * past its {@link MisereGame.Budget}. Not thread-safe: one per computation (the forms it makes are shared).
 *
 * @param <C> the component type
 */
public final class MisereForms<C> {

    private final ImpartialRules<C> rules;
    private final long maxComponents;
    private final MisereGame.Budget budget;
    private final Map<C, MisereGame> memo = new HashMap<>();
    private final Set<C> inProgress = new HashSet<>();

    public MisereForms(ImpartialRules<C> rules, long maxComponents, MisereGame.Budget budget) {
        this.rules = rules;
        this.maxComponents = maxComponents;
        this.budget = budget;
    }

    /** The form of a sum of components. */
    public MisereGame formOf(List<C> sum) {
        MisereGame total = MisereGame.ZERO;
        for (C c : sum) {
            total = total.plus(formOf(c), budget);
        }
        return total;
    }

    /** The form of one component. */
    public MisereGame formOf(C component) {
        C key = rules.normalize(component);
        MisereGame known = memo.get(key);
        if (known != null) {
            return known;
        }
        ArrayDeque<Frame<C>> stack = new ArrayDeque<>();
        try {
            push(stack, key);
            while (!stack.isEmpty()) {
                Frame<C> top = stack.peek();
                C needed = null;
                for (List<C> option : top.options) {
                    for (C part : option) {
                        if (!memo.containsKey(part)) {
                            needed = part;
                            break;
                        }
                    }
                    if (needed != null) {
                        break;
                    }
                }
                if (needed != null) {
                    if (inProgress.contains(needed)) {
                        throw cycle(stack, needed);
                    }
                    push(stack, needed);
                    continue;
                }
                List<MisereGame> options = new ArrayList<>(top.options.size());
                for (List<C> option : top.options) {
                    MisereGame s = MisereGame.ZERO;
                    for (C part : option) {
                        s = s.plus(memo.get(part), budget);
                    }
                    options.add(s);
                }
                memo.put(top.component, MisereGame.of(options, budget));
                inProgress.remove(top.component);
                stack.pop();
            }
        } catch (RuntimeException e) {
            for (Frame<C> f : stack) {
                inProgress.remove(f.component);
            }
            throw e;
        }
        return memo.get(key);
    }

    private void push(ArrayDeque<Frame<C>> stack, C component) {
        Cancellation.check();
        if (memo.size() + inProgress.size() >= maxComponents) {
            throw new TooBigException("the misère canonical forms need more than " + maxComponents
                    + " distinct components", "tooBig.misere.components", List.of(maxComponents));
        }
        List<List<C>> options = normalized(rules.options(component));
        budget.work(options.size()); // a component with thousands of moves (a Wythoff queen) costs as much
        inProgress.add(component);
        stack.push(new Frame<>(component, options));
    }

    /** The options with every part in its normal form, the key its form is remembered by. */
    private List<List<C>> normalized(List<List<C>> options) {
        List<List<C>> result = new ArrayList<>(options.size());
        for (List<C> option : options) {
            List<C> parts = new ArrayList<>(option.size());
            for (C part : option) {
                parts.add(rules.normalize(part));
            }
            result.add(parts);
        }
        return result;
    }

    private CyclicGameException cycle(ArrayDeque<Frame<C>> stack, C repeated) {
        List<C> path = new ArrayList<>();
        for (Frame<C> f : stack) {
            path.add(0, f.component);
            if (f.component.equals(repeated)) {
                break;
            }
        }
        return new CyclicGameException(path);
    }

    private record Frame<C>(C component, List<List<C>> options) {
    }
}

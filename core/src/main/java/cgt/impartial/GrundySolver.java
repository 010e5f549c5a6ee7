package cgt.impartial;

import cgt.rules.ImpartialRules;
import cgt.task.Cancellation;
import cgt.task.TooBigException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * Grundy values of any impartial ruleset by the Sprague-Grundy recursion: the value of a component is
 * the mex of the values of its options, and the value of a sum is the nim-sum of its parts. A part is remembered by
 * its rules' normal form ({@link ImpartialRules#normalize}), and a value the rules know
 * ({@link ImpartialRules#knownValue}) is taken without a search.
 *
 * <p>The recursion runs on an explicit stack, so a game as deep as memory allows never overflows the
 * thread's stack; every value is remembered. A cycle in the game graph is reported as a
 * {@link CyclicGameException}, never looped on. The number of positions remembered is bounded: past the
 * bound the solver stops with a {@link TooBigException} that says how far it got. The solver checks for
 * interruption as it goes (see {@link Cancellation}).
 *
 * <p>A solver is not thread-safe: use one per thread (it holds the memo of its computation).
 *
 * @param <C> the component type
 */
public final class GrundySolver<C> {

    /** Marks a component whose value is being computed: meeting it again means a cycle. */
    private static final int IN_PROGRESS = -1;

    private final ImpartialRules<C> rules;
    private final long maxPositions;
    private final Map<C, Integer> memo = new HashMap<>();

    /**
     * @param rules the game's rules
     * @param maxPositions how many distinct components may be solved before the solver gives up
     */
    public GrundySolver(ImpartialRules<C> rules, long maxPositions) {
        this.rules = rules;
        this.maxPositions = maxPositions;
    }

    /** The nim-sum of the Grundy values of the components of a sum. */
    public int grundy(List<C> sum) {
        int g = 0;
        for (C c : sum) {
            g ^= grundy(c);
        }
        return g;
    }

    /** The Grundy value of one component, within the solver's limit of positions. */
    public int grundy(C component) {
        return grundy(component, maxPositions);
    }

    /**
     * The Grundy value of one component, solving at most {@code limit} distinct components in all (those solved
     * before count): a request's own limit (its budget) rather than the solver's.
     */
    public int grundy(C component, long limit) {
        C key = rules.normalize(component);
        Integer known = valueOf(key);
        if (known != null && known != IN_PROGRESS) {
            return known;
        }
        ArrayDeque<Frame<C>> stack = new ArrayDeque<>();
        try {
            push(stack, key, limit);
            solve(stack, limit);
        } catch (RuntimeException e) {
            // Leave the memo as if this call had not happened, so that a later call is not misled.
            for (Frame<C> f : stack) {
                memo.remove(f.component);
            }
            throw e;
        }
        return memo.get(key);
    }

    /**
     * The value remembered for a normalised part, or the one its rules know without a search (remembered then),
     * or null when it is still to be solved.
     */
    private Integer valueOf(C key) {
        Integer v = memo.get(key);
        if (v == null) {
            OptionalLong known = rules.knownValue(key);
            if (known.isPresent()) {
                if (known.getAsLong() > Integer.MAX_VALUE) {
                    throw new TooBigException("the known value " + known.getAsLong() + " of " + key
                            + " is larger than this solver's values, which stop at " + Integer.MAX_VALUE);
                }
                v = (int) known.getAsLong();
                memo.put(key, v);
            }
        }
        return v;
    }

    private void solve(ArrayDeque<Frame<C>> stack, long limit) {
        while (!stack.isEmpty()) {
            Frame<C> top = stack.peek();
            C next = advance(top);
            if (next != null) {
                Integer v = memo.get(next);
                if (v != null) { // only IN_PROGRESS can be found here: advance() consumed known values
                    throw cycle(stack, next);
                }
                push(stack, next, limit);
            } else {
                int g = top.seen.nextClearBit(0);
                memo.put(top.component, g);
                stack.pop();
            }
        }
    }

    /** How many components have been solved so far. */
    public int solvedCount() {
        return memo.size();
    }

    /**
     * Works through the frame's options, folding in every value that is known, and returns the first
     * component whose value is still needed, or null when the frame's options are all evaluated.
     */
    private C advance(Frame<C> f) {
        while (f.optionIndex < f.options.size()) {
            List<C> option = f.options.get(f.optionIndex);
            while (f.partIndex < option.size()) {
                C part = rules.normalize(option.get(f.partIndex));
                Integer v = valueOf(part);
                if (v == null || v == IN_PROGRESS) {
                    return part;
                }
                f.nimSum ^= v;
                f.partIndex++;
            }
            f.seen.set(f.nimSum);
            f.nimSum = 0;
            f.partIndex = 0;
            f.optionIndex++;
        }
        return null;
    }

    private void push(ArrayDeque<Frame<C>> stack, C component, long limit) {
        if (memo.size() >= limit) {
            throw new TooBigException("the game tree has more than " + limit
                    + " distinct positions; this solver's limit is " + limit, "tooBig.gameTree", List.of(limit));
        }
        if ((memo.size() & 0xFFF) == 0) {
            Cancellation.check();
        }
        memo.put(component, IN_PROGRESS);
        stack.push(new Frame<>(component, rules.options(component)));
    }

    private CyclicGameException cycle(ArrayDeque<Frame<C>> stack, C repeated) {
        // The stack's frames from 'repeated' up to the top form the cycle; the deque iterates top first.
        ArrayList<C> path = new ArrayList<>();
        for (Frame<C> f : stack) {
            path.add(0, f.component);
            if (f.component.equals(repeated)) {
                break;
            }
        }
        return new CyclicGameException(path);
    }

    private static final class Frame<C> {
        final C component;
        final List<List<C>> options;
        final BitSet seen = new BitSet();
        int optionIndex;
        int partIndex;
        int nimSum;

        Frame(C component, List<List<C>> options) {
            this.component = component;
            this.options = options;
        }
    }
}

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
 * its rules' normal form ({@link ImpartialRules#normalize}), as a number in a primitive table when the rules pack it
 * ({@link ImpartialRules#packedKey}) and as an object otherwise, and a value the rules know
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
    /** The values of the parts their rules do not pack into numbers. */
    private final Map<C, Integer> memo = new HashMap<>();
    /** The values of the parts their rules pack ({@link ImpartialRules#packedKey}), by their numbers. */
    private final PackedValues packed = new PackedValues();

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
        long code = rules.packedKey(key);
        int known = valueOf(key, code);
        if (known >= 0) {
            return known;
        }
        ArrayDeque<Frame<C>> stack = new ArrayDeque<>();
        try {
            push(stack, key, code, limit);
            solve(stack, limit);
        } catch (RuntimeException e) {
            // Leave the memo as if this call had not happened, so that a later call is not misled.
            for (Frame<C> f : stack) {
                forget(f.component, f.code);
            }
            throw e;
        }
        return remembered(key, code);
    }

    /**
     * The value remembered for a normalised part (its packed key {@code code}, or {@link ImpartialRules#NOT_PACKED}),
     * or the one its rules know without a search (remembered then); {@link #IN_PROGRESS} for a part being solved,
     * and {@link PackedValues#ABSENT} for one still to be solved.
     */
    private int valueOf(C key, long code) {
        int v = remembered(key, code);
        if (v == PackedValues.ABSENT) {
            OptionalLong known = rules.knownValue(key);
            if (known.isPresent()) {
                if (known.getAsLong() > Integer.MAX_VALUE || known.getAsLong() < 0) {
                    throw new TooBigException("the known value " + known.getAsLong() + " of " + key
                            + " is not one of this solver's values, which run from 0 to " + Integer.MAX_VALUE);
                }
                v = (int) known.getAsLong();
                remember(key, code, v);
            }
        }
        return v;
    }

    private int remembered(C key, long code) {
        if (code == ImpartialRules.NOT_PACKED) {
            Integer v = memo.get(key);
            return v == null ? PackedValues.ABSENT : v;
        }
        return packed.get(code);
    }

    private void remember(C key, long code, int value) {
        if (code == ImpartialRules.NOT_PACKED) {
            memo.put(key, value);
        } else {
            packed.put(code, value);
        }
    }

    private void forget(C key, long code) {
        if (code == ImpartialRules.NOT_PACKED) {
            memo.remove(key);
        } else {
            packed.remove(code);
        }
    }

    private void solve(ArrayDeque<Frame<C>> stack, long limit) {
        while (!stack.isEmpty()) {
            Frame<C> top = stack.peek();
            if (advance(top)) {
                if (top.nextValue == IN_PROGRESS) {
                    throw cycle(stack, top.next);
                }
                push(stack, top.next, top.nextCode, limit);
            } else {
                remember(top.component, top.code, top.seen.nextClearBit(0));
                stack.pop();
            }
        }
    }

    /** How many components have been solved so far. */
    public int solvedCount() {
        return memo.size() + packed.size();
    }

    /**
     * Works through the frame's options, folding in every value that is known, and returns true with the first
     * component whose value is still needed in the frame's {@code next} (and what is known of it in
     * {@code nextValue}: absent, or in progress), or false when the frame's options are all evaluated.
     */
    private boolean advance(Frame<C> f) {
        while (f.optionIndex < f.options.size()) {
            List<C> option = f.options.get(f.optionIndex);
            while (f.partIndex < option.size()) {
                C part = rules.normalize(option.get(f.partIndex));
                long code = rules.packedKey(part);
                int v = valueOf(part, code);
                if (v < 0) {
                    f.next = part;
                    f.nextCode = code;
                    f.nextValue = v;
                    return true;
                }
                f.nimSum ^= v;
                f.partIndex++;
            }
            f.seen.set(f.nimSum);
            f.nimSum = 0;
            f.partIndex = 0;
            f.optionIndex++;
        }
        return false;
    }

    private void push(ArrayDeque<Frame<C>> stack, C component, long code, long limit) {
        if (solvedCount() >= limit) {
            throw new TooBigException("the game tree has more than " + limit
                    + " distinct positions; this solver's limit is " + limit, "tooBig.gameTree", List.of(limit));
        }
        if ((solvedCount() & 0xFFF) == 0) {
            Cancellation.check();
        }
        remember(component, code, IN_PROGRESS);
        stack.push(new Frame<>(component, code, rules.options(component)));
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
        /** The component's packed key, or {@link ImpartialRules#NOT_PACKED}. */
        final long code;
        final List<List<C>> options;
        final BitSet seen = new BitSet();
        int optionIndex;
        int partIndex;
        int nimSum;
        /** The part {@link #advance} found still to be solved, its packed key, and absent or in progress. */
        C next;
        long nextCode;
        int nextValue;

        Frame(C component, long code, List<List<C>> options) {
            this.component = component;
            this.code = code;
            this.options = options;
        }
    }
}

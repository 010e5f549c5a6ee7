package cgt.heap;

import java.util.BitSet;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Checks saved Grundy values against the rule that should have produced them, by recomputing some of them from the
 * values below: g(h) must be the mex of the values of h's moves. A checksum only says that a file is as its writer
 * left it; this says that the values are the rule's, so that a file forged or garbled with valid checksums (zeros
 * throughout, another game's values, a sequence shifted by one) is not taken up by a run that resumes from it.
 *
 * <p>Every heap up to {@value #FIRST_HEAPS} is checked, whatever it costs (little); then, until the moves evaluated
 * reach the budget, the last {@value #LAST_HEAPS} heaps and heaps drawn at random (the caller's seed; give an
 * unpredictable one, or a forger could choose the heaps that are never drawn). Any single value changed is caught with a probability of about the
 * share of heaps drawn; a consistent sequence of another game is caught at once, since it disagrees with the rule
 * early.
 */
public final class SampleCheck {

    /** Every heap up to this one is checked: cheap, and where another game's values differ first. */
    static final int FIRST_HEAPS = 256;
    /** The last heaps saved are checked: a run killed while writing, or a file cut and padded, shows there. */
    static final int LAST_HEAPS = 64;
    /** Moves evaluated in all by default: about a tenth of a second, next to a run of minutes. */
    public static final long DEFAULT_MOVE_BUDGET = 1L << 22;

    /** A saved value that the rule does not give. */
    public record Mismatch(int heap, int saved, int recomputed) {
    }

    /** What a check did: the heaps it recomputed, and the first disagreement, if any. */
    public record Result(int heapsChecked, Optional<Mismatch> mismatch) {
        public boolean passed() {
            return mismatch.isEmpty();
        }
    }

    private SampleCheck() {
    }

    /** Checks {@code saved} against the rule; see the class comment for which heaps are recomputed. */
    public static Result check(HeapRule rule, GrundySequence saved, long seed, long moveBudget) {
        int last = saved.lastHeap();
        long spent = 0;
        int checked = 0;
        for (int h = 0; h <= Math.min(last, FIRST_HEAPS); h++) {
            Optional<Mismatch> m = checkOne(rule, saved, h);
            checked++;
            if (m.isPresent()) {
                return new Result(checked, m);
            }
        }
        for (int h = Math.max(FIRST_HEAPS + 1, last - LAST_HEAPS + 1); h <= last; h++) {
            long cost = HeapMoves.countUpTo(rule, h, true, moveBudget);
            if (spent + cost > moveBudget && checked > FIRST_HEAPS) {
                break;
            }
            spent += cost;
            Optional<Mismatch> m = checkOne(rule, saved, h);
            checked++;
            if (m.isPresent()) {
                return new Result(checked, m);
            }
        }
        SplittableRandom random = new SplittableRandom(seed);
        int from = FIRST_HEAPS + 1;
        // Draws stop at the budget, or after as many draws as there are heaps, or after misses on heaps too costly.
        for (int tries = 0; from <= last && tries < 2 * (last - from + 1) && spent < moveBudget; tries++) {
            int h = random.nextInt(from, last + 1);
            long cost = HeapMoves.countUpTo(rule, h, true, moveBudget - spent);
            if (spent + cost > moveBudget) {
                continue;
            }
            spent += cost;
            Optional<Mismatch> m = checkOne(rule, saved, h);
            checked++;
            if (m.isPresent()) {
                return new Result(checked, m);
            }
        }
        return new Result(checked, Optional.empty());
    }

    private static Optional<Mismatch> checkOne(HeapRule rule, GrundySequence saved, int h) {
        int value = mex(rule, saved, h);
        return value == saved.get(h) ? Optional.empty() : Optional.of(new Mismatch(h, saved.get(h), value));
    }

    /** g(h) from the saved values below h: the mex of the values the moves of h leave. */
    static int mex(HeapRule rule, GrundySequence g, int h) {
        BitSet seen = new BitSet();
        rule.moves(h, new MoveSink() {
            @Override
            public void leave(int a) {
                seen.set(g.get(a));
            }

            @Override
            public void leave(int a, int b) {
                seen.set(g.get(a) ^ g.get(b));
            }

            @Override
            public void leave(int a, int b, int c) {
                seen.set(g.get(a) ^ g.get(b) ^ g.get(c));
            }
        });
        return seen.nextClearBit(0);
    }
}

package cgt.misere.quotient;

import cgt.heap.HeapRule;
import cgt.heap.LongHeapRule;
import cgt.heap.MoveSink;
import cgt.heap.TakeAndBreak;
import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Misère play of sums of heaps by a quotient: a sum is a P-position exactly when the product of its heaps' elements
 * is in the P-portion, so its outcome costs one multiplication a heap, and a winning move is an option of one heap
 * whose element, times the other heaps' product, lands in the P-portion. Heaps beyond the computed range are
 * answered by the proved period of the heap map; a heap beyond both is refused with a message.
 */
public final class QuotientSums {

    /** Heaps up to this size have their moves listed one by one; larger ones use the period to skip equal moves. */
    public static final int MAX_LISTED_HEAP = 1 << 20;

    private final HeapRule rule;
    private final QuotientAnalysis analysis;
    private final MisereQuotient q;

    private QuotientSums(HeapRule rule, QuotientAnalysis analysis) {
        this.rule = rule;
        this.analysis = analysis;
        this.q = analysis.quotient();
    }

    /** Sums of heaps of the game whose rule is {@code rule}, by its quotient. */
    public static QuotientSums of(HeapRule rule, QuotientAnalysis analysis) {
        return new QuotientSums(rule, analysis);
    }

    /**
     * Sums by the quotient where it is proved: the quotient of heaps up to {@code to} at most, stopping once the
     * periodicity theorem proves it; empty when it is not proved within that bound or grows beyond the solver's
     * limits (then misère play needs the whole-position search). Kayles takes about a second; a game whose
     * quotient the solver cannot find may take tens of seconds to give up, so callers answering at once should
     * pass a small {@code to} or remember the answer.
     */
    public static Optional<QuotientSums> whereProved(String game, HeapRule rule, int to, Progress progress) {
        return bestFound(game, rule, to, Budget.DEFAULT.quotient().candidates(), progress)
                .filter(sums -> sums.analysis.proved());
    }

    /**
     * Sums by the best quotient found within the bounds: the proved quotient, or else the quotient of heaps 1..n for
     * the largest n reached, exact for every sum of heaps up to n ({@link #covers} says which sums it answers). Empty
     * only when not even heap 1 could be placed. {@code trials} bounds the trial monoids (see
     * {@link QuotientSolver#limitingTrialsTo}): the smaller, the sooner a growing quotient is given up.
     */
    public static Optional<QuotientSums> bestFound(String game, HeapRule rule, int to, int trials,
            Progress progress) {
        // Refusals at some heap are kept as the quotient of the heaps before, not thrown.
        QuotientAnalysis q = new QuotientSolver(game, rule, progress).keepingWhatWasFound()
                .limitingTrialsTo(trials).compute(to, true);
        return q.computedTo() > 0 ? Optional.of(new QuotientSums(rule, q)) : Optional.empty();
    }

    /** Whether the quotient answers this sum: it is proved, or every heap is within the computed range. */
    public boolean covers(List<Long> heaps) {
        for (long h : heaps) {
            if (h < 0 || analysis.heaps().elementOf(h).isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** The quotient these sums are computed in. */
    public QuotientAnalysis analysis() {
        return analysis;
    }

    /** The element of one heap. */
    public int elementOf(long heap) {
        if (heap < 0) {
            throw new BadInputException("a heap cannot be negative: " + heap);
        }
        OptionalInt e = analysis.heaps().elementOf(heap);
        if (e.isEmpty()) {
            throw new BadInputException("heap " + heap + " is beyond the misère quotient of " + analysis.game()
                    + ", which was computed for heaps up to " + analysis.computedTo() + " and not proved periodic");
        }
        return e.getAsInt();
    }

    /** The element of a sum: the product of its heaps' elements. */
    public int elementOf(List<Long> heaps) {
        int x = q.identity();
        for (long h : heaps) {
            x = q.multiply(x, elementOf(h));
        }
        return x;
    }

    /** The name of the sum's element ({@code ab^2}). */
    public String elementName(List<Long> heaps) {
        return q.elements().get(elementOf(heaps));
    }

    /** The misère outcome of the sum: P when the player to move loses. */
    public Outcome outcome(List<Long> heaps) {
        return q.isP(elementOf(heaps)) ? Outcome.P : Outcome.N;
    }

    /** One winning move (the position it leaves, the moved heap replaced by what it leaves), if there is one. */
    public Optional<List<Long>> winningMove(List<Long> heaps) {
        List<List<Long>> moves = winningMoves(heaps, 1);
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0));
    }

    /**
     * The winning moves, each the position it leaves, at most {@code limit} of them. For a heap larger than
     * {@link #MAX_LISTED_HEAP}, splits that the heap map's period makes equal are tried once, so only one of each is
     * listed.
     */
    public List<List<Long>> winningMoves(List<Long> heaps, int limit) {
        int count = heaps.size();
        int[] prefix = new int[count + 1];
        int[] suffix = new int[count + 1];
        prefix[0] = q.identity();
        suffix[count] = q.identity();
        for (int i = 0; i < count; i++) {
            prefix[i + 1] = q.multiply(prefix[i], elementOf(heaps.get(i)));
        }
        for (int i = count - 1; i >= 0; i--) {
            suffix[i] = q.multiply(elementOf(heaps.get(i)), suffix[i + 1]);
        }
        LinkedHashSet<List<Long>> found = new LinkedHashSet<>();
        LinkedHashSet<Long> tried = new LinkedHashSet<>();
        for (int i = 0; i < count && found.size() < limit; i++) {
            long heap = heaps.get(i);
            if (!tried.add(heap)) {
                continue; // equal heaps have the same moves
            }
            int rest = q.multiply(prefix[i], suffix[i + 1]);
            int index = i;
            forEachOption(heap, parts -> {
                int x = rest;
                for (long part : parts) {
                    x = q.multiply(x, elementOf(part));
                }
                if (q.isP(x) && found.size() < limit) {
                    List<Long> after = new ArrayList<>(heaps.subList(0, index));
                    for (long part : parts) {
                        if (part > 0) {
                            after.add(part);
                        }
                    }
                    after.addAll(heaps.subList(index + 1, count));
                    found.add(List.copyOf(after));
                }
            });
        }
        return List.copyOf(found);
    }

    private interface Parts {
        void accept(long... parts);
    }

    /** Every option of a heap as its parts; for huge heaps, one split of each class the period makes equal. */
    private void forEachOption(long heap, Parts sink) {
        if (heap <= MAX_LISTED_HEAP) {
            rule.moves((int) heap, sink(sink));
            return;
        }
        HeapElements map = analysis.heaps();
        if (!(rule instanceof TakeAndBreak t) || !t.isFinite() || t.mostHeapsLeft() > 2 || !map.proved()) {
            throw new TooBigException("heap " + heap + " is too large to list its moves (at most " + MAX_LISTED_HEAP
                    + " for this game); its outcome in a sum is known, but not its winning moves",
                    "tooBig.quotientMoves", List.of(heap, MAX_LISTED_HEAP));
        }
        // A move removes j <= k tokens and leaves the rest as one heap or two: with the map periodic from n0,
        // a split (a, b) with a >= max(n0, 1) + p has the same elements as (a - p, b + p), so a below that bound
        // covers every element a split can have.
        long bound = Math.max(map.preperiod(), 1) + (long) map.period();
        LongHeapRule longRule = LongHeapRule.of(t).orElseThrow(); // every finite code without three-heap splits
        longRule.moves(heap, new LongHeapRule.Sink() {
            @Override
            public void leave(long a) {
                Cancellation.check();
                sink.accept(a);
            }

            @Override
            public void leave(long a, long b) {
                Cancellation.check();
                sink.accept(a, b);
            }

            @Override
            public void splitInTwo(long total, boolean equalAllowed) {
                Cancellation.check();
                long last = Math.min(bound, equalAllowed ? total / 2 : (total - 1) / 2);
                for (long a = 1; a <= last; a++) {
                    sink.accept(a, total - a);
                }
            }
        });
    }

    /** Every move as its parts, splits one by one; a heap of a million tokens has many, so it can be interrupted. */
    private static MoveSink sink(Parts parts) {
        return new MoveSink() {
            private int moves;

            @Override
            public void leave(int a) {
                checkNowAndThen();
                parts.accept(a);
            }

            @Override
            public void leave(int a, int b) {
                checkNowAndThen();
                parts.accept(a, b);
            }

            @Override
            public void leave(int a, int b, int c) {
                checkNowAndThen();
                parts.accept(a, b, c);
            }

            private void checkNowAndThen() {
                if ((++moves & 0x3FF) == 0) {
                    Cancellation.check();
                }
            }
        };
    }
}

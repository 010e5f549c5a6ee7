package cgt.misere.quotient;

import cgt.heap.HeapRule;
import cgt.heap.MoveSink;
import cgt.heap.Subtraction;
import cgt.heap.TakeAndBreak;
import cgt.input.BadInputException;
import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.function.IntConsumer;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

/**
 * The misère quotient of a heap game (an octal or take-and-break code, a subtraction game), by the method of
 * Plambeck and Siegel ("Misère quotients for impartial games", J. Combin. Theory A 115 (2008)): the quotient of
 * the closure of heaps 1..n is built one heap at a time.
 *
 * <p>Everything rests on one check. Given a finite commutative monoid, an element for every heap and a set of
 * elements called P, map every word (a sum of heaps) to the pair (its element, the set of its options' elements);
 * the pair of a sum follows from the pairs of its parts, so the pairs of all words are a finite closure, found by
 * multiplying pairs by the heaps' pairs. If for every pair but the empty word's, "the element is in P" is the same
 * as "no option's element is in P", and the identity is not in P, then by induction on words every word is a
 * misère P-position exactly when its element is in P; reduced to the classes its P-portion tells apart, the monoid
 * <em>is</em> the quotient. So whatever candidate is tried, a quotient returned has passed this check.
 *
 * <p>Heap n is first tried as an element x of the quotient of heaps below n (a conservative extension: the
 * quotient does not change, heap n is x). Failing that, the quotient grows as MisereSolver grows it: the first trial
 * is the old quotient times a cyclic monoid for heap n ({@code c^4 = c^2}), its P-portion marked word by word in an
 * order where every option comes before the word (the colexicographic order, largest heap first), reduced, and
 * checked. A trial that fails is wrong about its least failing word, whose options it classes rightly; it is
 * recalibrated on that word: some of the word's heaps are freed, each given a cyclic monoid long enough to count its
 * copies in the word, the others keep their elements, and the new trial is kept once it classes the word rightly.
 * This is how a new heap splits what the old heaps' quotient identified: Dawson's Kayles at heap 25, where heaps 21,
 * 22 and 24 become generators of their own and the order goes from 24 to 144 (and on to 360 at heap 30, the order
 * Siegel reports from MisereSolver).
 *
 * <p>Stability is Plambeck and Siegel's periodicity theorem, proved here as they prove it: for a finite code whose
 * moves remove at most k tokens and leave at most s heaps, if the element of heap n + p equals that of heap n
 * for n0 ≤ n and n + p ≤ m with m + 1 ≥ s(n0 + p) + k, then every option of heap m + 1 has an option of heap
 * m + 1 - p with the same element and back (shift the largest part by p), so heap m + 1 passes the check as
 * the element of heap m + 1 - p with nothing new to check, and so on for every larger heap.
 *
 * <p>The work is bounded: the quotient's order, the candidate's size and the memory of the pairs, refused with a
 * {@link TooBigException} saying how far it came; cancellable, with progress. Not thread-safe.
 */
public final class QuotientSolver {

    /** The heaps computed when no bound is given (the computation stops earlier once the quotient is proved). */
    public static final int DEFAULT_TO = 300;
    /**
     * A bound on the trials ({@link #limitingTrialsTo}) for callers that must answer in seconds (the analysis, the web
     * explorer): enough for Kayles and for Dawson's Kayles up to heap 29 (order 176), where a quotient that needs
     * larger trials (0.07 at heap 30, 4.07 at every odd heap) is given up.
     */
    public static final int QUICK_TRIALS = 4096;
    /** The longest a freed heap's cyclic monoid counts its copies (its index). */
    static final int MAX_INDEX = 64;
    /** The most recalibrations tried at one heap. */
    static final int MAX_RECALIBRATIONS = 400;

    private final String game;
    private final HeapRule rule;
    private final Progress progress;
    /**
     * The bounds of the work: heaps, the quotient's order, a trial's order (its table has this many squared entries:
     * trials may be larger than the quotient they lead to, as MisereSolver's are), candidates and pairs' memory.
     */
    private final Budget.Quotient limits;
    /** The largest trial tried. */
    private int candidateLimit;
    /** Whether a quotient that cannot grow at heap n is returned as the quotient of heaps 1..n-1. */
    private boolean keepWhatWasFound;
    private String stoppedBecause;
    /** The refusal that stopped the last computation, kept with its message key for a caller in another language. */
    private TooBigException refusal;
    private boolean interrupted;

    /** The quotient so far: multiplication table (0 the identity), P-portion, element of each heap, pairs. */
    private int[][] table = {{0}};
    private boolean[] isP = {false};
    private int[] phi;
    private int[][] optionCache;
    private PairStore store;
    private final List<Integer> expansions = new ArrayList<>();

    /** A solver within {@link Budget#DEFAULT}. */
    public QuotientSolver(String game, HeapRule rule) {
        this(game, rule, Budget.DEFAULT, Progress.NONE);
    }

    /** As above, reporting the heap reached to {@code progress}. */
    public QuotientSolver(String game, HeapRule rule, Progress progress) {
        this(game, rule, Budget.DEFAULT, progress);
    }

    /** A solver within the budget's {@link Budget#quotient()} bounds, reporting the heap reached to {@code progress}. */
    public QuotientSolver(String game, HeapRule rule, Budget budget, Progress progress) {
        this.game = game;
        this.rule = rule;
        this.limits = budget.quotient();
        this.candidateLimit = limits.candidates();
        this.progress = Objects.requireNonNull(progress);
    }

    /**
     * When the quotient cannot be found at some heap n (a {@link TooBigException}), or the thread is interrupted
     * while heap n is placed, {@link #compute} returns the quotient of heaps 1..n-1 instead of throwing: exact for
     * every sum of heaps below n, never proved, and the reason is kept in {@link #stoppedBecause()}. Finished work is
     * not lost for a game whose quotient keeps growing, nor by a Ctrl-C.
     */
    public QuotientSolver keepingWhatWasFound() {
        this.keepWhatWasFound = true;
        return this;
    }

    /** Why the last computation stopped before its bound (the refusal it caught), if it did. */
    public Optional<String> stoppedBecause() {
        return Optional.ofNullable(stoppedBecause);
    }

    /**
     * The refusal that stopped the last computation before its bound, if one did ({@link #stoppedBecause()} is its
     * English message): with its message key and arguments, for a caller that says it in another language. Empty when
     * nothing stopped it or an interrupt did ({@link #wasInterrupted()}).
     */
    public Optional<TooBigException> refusal() {
        return Optional.ofNullable(refusal);
    }

    /**
     * Bounds the trial monoids tried while the quotient grows (at most the budget's
     * {@link Budget.Quotient#candidates()} elements): a smaller bound gives up sooner on a game whose quotient keeps
     * growing, for callers that must answer quickly.
     */
    public QuotientSolver limitingTrialsTo(int elements) {
        if (elements < 1 || elements > limits.candidates()) {
            throw new IllegalArgumentException("trials of 1.." + limits.candidates() + " elements, not " + elements);
        }
        this.candidateLimit = elements;
        return this;
    }

    /** The quotient of heaps 1..to, stopping earlier when {@code stopWhenProved} and the theorem proves it stable. */
    public QuotientAnalysis compute(int to, boolean stopWhenProved) {
        if (to < 0 || to > limits.heaps()) {
            throw new BadInputException("the heap bound " + to + " is out of range: the misère quotient is"
                    + " computed for heaps 1..N with 0 <= N <= " + limits.heaps());
        }
        phi = new int[to + 1];
        optionCache = new int[to + 1][];
        store = new PairStore(1);
        store.addIfNew(0, new long[1], -1, 0);
        stoppedBecause = null;
        refusal = null;
        int last = to;
        Period found = null;
        interrupted = false;
        for (int n = 1; n <= to; n++) {
            try {
                Cancellation.check();
                progress.report(Progress.Stage.of("misère quotient of " + game + ", heaps", "stage.quotient", game), n,
                        to);
                int[] options = options(n);
                if (options.length == 0) {
                    phi[n] = 0; // a heap without moves is the empty game
                } else if (!extendConservatively(n, options)) {
                    grow(n);
                    expansions.add(n);
                }
            } catch (TooBigException | CancellationException e) {
                if (!keepWhatWasFound) {
                    throw e;
                }
                // Nothing changes the quotient until heap n is placed, so the quotient of heaps 1..n-1 stands.
                if (e instanceof CancellationException) {
                    Thread.interrupted(); // cleared while the result is written, and set again after
                    interrupted = true;
                    stoppedBecause = "interrupted at heap " + n;
                } else {
                    refusal = (TooBigException) e;
                    stoppedBecause = e.getMessage();
                }
                last = n - 1;
                break;
            }
            if (stopWhenProved) {
                Period p = period(n);
                if (p != null && p.proved) {
                    found = p;
                    last = n;
                    break;
                }
            }
        }
        if (found == null) {
            found = period(last);
        }
        QuotientAnalysis result = PresentationBuilder.build(game, table, isP, phi, last, found, expansions);
        if (interrupted) {
            Thread.currentThread().interrupt(); // the caller learns of the interrupt as it would have
        }
        return result;
    }

    /**
     * Whether the last computation kept what it found because its thread was interrupted (it returned the quotient
     * of the heaps before, and the thread's interrupt flag is set again).
     */
    public boolean wasInterrupted() {
        return interrupted;
    }

    private int mul(int a, int b) {
        return table[a][b];
    }

    /** The option elements of heap h in the current quotient, remembered until the quotient grows. */
    private int[] options(int h) {
        if (optionCache[h] == null) {
            optionCache[h] = optionElements(rule, h, this::mul, phi, table.length);
        }
        return optionCache[h];
    }

    // ---------------------------------------------------------------- heap n as an old element

    /** Tries heap n as each element of the current quotient; true (and the pairs extended) when one passes. */
    private boolean extendConservatively(int n, int[] options) {
        boolean heapIsP = true;
        for (int t : options) {
            heapIsP &= !isP[t];
        }
        // A heap with the same option elements as an earlier heap is that heap's element, with nothing to check.
        for (int m = n - 1; m >= 1; m--) {
            if (Arrays.equals(options, options(m))) {
                phi[n] = phi[m];
                return true;
            }
            if (n - m > 64) {
                break; // far enough back: the periodic cases match within a period
            }
        }
        for (int x = 0; x < table.length; x++) {
            if (isP[x] != heapIsP) {
                continue;
            }
            if (tryElement(n, x, options)) {
                phi[n] = x;
                return true;
            }
        }
        return false;
    }

    /** The check for heap n as element x: the new pairs only, against the known P-portion; kept if it passes. */
    private boolean tryElement(int n, int x, int[] options) {
        int known = store.count;
        if (PairClosure.close(store, table, x, options, isP, n, QuotientSolver::nothingMore) >= 0) {
            store.truncate(known); // the pairs of a failed element are forgotten, as if never tried
            return false;
        }
        requireMemory(store, n, table.length);
        return true;
    }

    /** What {@link PairClosure#close} does after each round that added pairs, beyond checking for an interrupt. */
    private static void nothingMore() {
        // tryElement checks the memory once, after the closure; nothing to do between rounds
    }

    /** The pair of (e, S) plus a heap of element g and option elements T: (eg, Sg ∪ eT); returns eg. */
    private static int times(int e, long[] s, int g, int[] options, ProductMonoid mul, long[] out) {
        Arrays.fill(out, 0);
        for (int w = 0; w < s.length; w++) {
            long bitsLeft = s[w];
            while (bitsLeft != 0) {
                int x = (w << 6) + Long.numberOfTrailingZeros(bitsLeft);
                bitsLeft &= bitsLeft - 1;
                int y = mul.mul(x, g);
                out[y >>> 6] |= 1L << y;
            }
        }
        for (int t : options) {
            int y = mul.mul(e, t);
            out[y >>> 6] |= 1L << y;
        }
        return mul.mul(e, g);
    }

    // ---------------------------------------------------------------- a larger quotient

    /**
     * A quotient claimed for heaps 1..n (MisereSolver's "pretension"): a commutative monoid reduced by its P-portion
     * and the element of each heap.
     */
    private record Trial(int[][] table, boolean[] isP, int[] phi) {

        /** The element of a word (how many of each heap). */
        int elementOf(int[] word) {
            int e = 0;
            for (int h = 1; h < word.length; h++) {
                for (int c = 0; c < word[h]; c++) {
                    e = table[e][phi[h]];
                }
            }
            return e;
        }
    }

    /**
     * What checking a trial found: the pairs of its words if it passed; otherwise the least word (colexicographically:
     * the largest heap counts first) on which it fails, with that word's true outcome. Every option of the least
     * failing word is rightly classed, so the outcome its options give is the word's own: the trial is wrong about it.
     */
    private record Checked(Trial trial, PairStore pairs, int[] failure, boolean failureIsP) {

        boolean passed() {
            return failure == null;
        }
    }

    /**
     * Finds the quotient of heaps 1..n when heap n is none of the old elements, as MisereSolver does: the first trial
     * is the old quotient times a cyclic monoid for heap n ({@code c^4 = c^2}); while a trial fails, it is
     * recalibrated on its least failing word. Every trial is checked on all its pairs, so the quotient kept has passed
     * the check whatever the heuristics chose.
     */
    private void grow(int n) {
        int[] index = {2};
        int[] period = {2};
        requireCandidateSize(n, table.length, index, period);
        ProductMonoid m = new ProductMonoid(table, index, period);
        int[] phiM = Arrays.copyOf(phi, n + 1);
        phiM[n] = m.generator(0);
        Checked checked = check(n, markAndReduce(n, m, phiM));
        for (int round = 1; !checked.passed(); round++) {
            if (round > MAX_RECALIBRATIONS) {
                throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s could not be found"
                        + " at heap %d after %d recalibrations (the quotient of heaps 1..%d has order %d)", game, n,
                        MAX_RECALIBRATIONS, n - 1, table.length), "tooBig.quotient.recalibrations",
                        List.of(game, n, MAX_RECALIBRATIONS, n - 1, table.length));
            }
            progress.report(Progress.Stage.of("misère quotient of " + game + ", trials at heap " + n,
                    "stage.quotientTrials", game, n), round, -1);
            try {
                checked = check(n, recalibrate(n, checked));
            } catch (TooBigException e) {
                // Trials wrong about ever larger sums (0.76 at heap 12: 12 (×k) + 7 (×k+1) + 1 should be P for
                // every k) are what an infinite quotient looks like; the last such sum lets the user judge.
                throw new TooBigException(String.format(Locale.ROOT, "%s, after %d trials, the last wrong about the"
                        + " sum %s", e.getMessage(), round, wordString(checked.failure())), "tooBig.quotient.trials",
                        List.of(e, round, wordString(checked.failure())));
            }
        }
        Trial t = checked.trial();
        if (t.table().length > limits.order()) {
            throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s has order %d at heap %d,"
                    + " above the limit of %d", game, t.table().length, n, limits.order()), "tooBig.quotient.order",
                    List.of(game, t.table().length, n, limits.order()));
        }
        table = t.table();
        isP = t.isP();
        System.arraycopy(t.phi(), 1, phi, 1, n);
        store = checked.pairs();
        Arrays.fill(optionCache, null);
    }

    /**
     * A trial that gets the failing word right, as MisereSolver recalibrates: some of the heaps in the word (one heap,
     * then two, ...) are freed, each becoming a cyclic monoid of its own, long enough to count the word's copies of
     * it, while the other heaps keep their elements in the submonoid they generate. The first such trial that classes
     * the word as its options say is returned, to be checked.
     */
    private Trial recalibrate(int n, Checked failed) {
        Trial t = failed.trial();
        int[] word = failed.failure();
        List<Integer> involved = new ArrayList<>();
        for (int h = 1; h <= n; h++) {
            if (word[h] > 0 && options(h).length > 0) {
                involved.add(h);
            }
        }
        TooBigException tooBig = null;
        for (int k = 1; k <= involved.size(); k++) {
            for (int[] freed : subsets(involved, k)) {
                Cancellation.check();
                TreeSet<Integer> kept = new TreeSet<>();
                for (int h = 1; h <= n; h++) {
                    if (Arrays.binarySearch(freed, h) < 0 && t.phi()[h] != 0) {
                        kept.add(t.phi()[h]);
                    }
                }
                int[] baseMap = new int[t.table().length];
                int[][] base = submonoid(t.table(), kept.stream().mapToInt(Integer::intValue).toArray(), baseMap);
                int[] index = new int[k];
                int[] period = new int[k];
                for (int j = 0; j < k; j++) {
                    int h = freed[j];
                    index[j] = Math.min(MAX_INDEX, Math.max(indexOf(t.table(), t.phi()[h]), word[h] - 1));
                    period[j] = Math.max(2, 2 * ((index[j] - 4) / 2));
                }
                try {
                    requireCandidateSize(n, base.length, index, period);
                    ProductMonoid m = new ProductMonoid(base, index, period);
                    int[] phiM = new int[n + 1];
                    for (int h = 1; h <= n; h++) {
                        int at = Arrays.binarySearch(freed, h);
                        phiM[h] = at >= 0 ? m.generator(at) : baseMap[t.phi()[h]];
                    }
                    Trial next = markAndReduce(n, m, phiM);
                    if (next.isP()[next.elementOf(word)] == failed.failureIsP()) {
                        return next;
                    }
                } catch (TooBigException e) {
                    tooBig = e; // a larger set of freed heaps would be larger still; smaller ones may follow
                }
            }
        }
        if (tooBig != null) {
            throw tooBig;
        }
        throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s could not be found at heap"
                + " %d: no recalibration classes the sum %s rightly (the quotient of heaps 1..%d has order %d)", game,
                n, wordString(word), n - 1, table.length), "tooBig.quotient.noClass",
                List.of(game, n, wordString(word), n - 1, table.length));
    }

    /** The subsets of {@code values} of the given size, each sorted, those with smaller heaps first. */
    static List<int[]> subsets(List<Integer> values, int size) {
        List<int[]> out = new ArrayList<>();
        collect(values, size, 0, new int[size], 0, out);
        return out;
    }

    private static void collect(List<Integer> values, int size, int from, int[] chosen, int count, List<int[]> out) {
        if (count == size) {
            out.add(chosen.clone());
            return;
        }
        for (int i = from; i <= values.size() - (size - count); i++) {
            chosen[count] = values.get(i);
            collect(values, size, i + 1, chosen, count + 1, out);
        }
    }

    /** The index of x's powers: the least i with x^i = x^(i+p) for some p > 0. */
    static int indexOf(int[][] table, int x) {
        Map<Integer, Integer> firstSeen = new HashMap<>();
        int y = 0;
        for (int i = 0; ; i++) {
            Integer earlier = firstSeen.putIfAbsent(y, i);
            if (earlier != null) {
                return earlier;
            }
            y = table[y][x];
        }
    }

    /** A sum of heaps as the messages show it, largest first, a heap repeated more than twice with its count. */
    static String wordString(int[] word) {
        StringBuilder b = new StringBuilder();
        for (int h = word.length - 1; h >= 1; h--) {
            for (int c = 0; c < (word[h] > 2 ? 1 : word[h]); c++) {
                b.append(b.length() == 0 ? "" : " + ").append(h);
            }
            if (word[h] > 2) {
                b.append(" (×").append(word[h]).append(')');
            }
        }
        return b.length() == 0 ? "0" : b.toString();
    }

    private void requireCandidateSize(int n, int baseSize, int[] index, int[] period) {
        long size = baseSize;
        for (int j = 0; j < index.length; j++) {
            size *= index[j] + period[j];
        }
        if (size > candidateLimit) {
            throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s grows too large at heap"
                    + " %d: the quotient of heaps 1..%d has order %d, and the next trial would have %,d elements"
                    + " (limit %,d)", game, n, n - 1, table.length, size, candidateLimit), "tooBig.quotient.candidates",
                    List.of(game, n, n - 1, table.length, size, candidateLimit));
        }
    }

    /**
     * Marks the candidate's P-portion, each element by the least word (colexicographically) that reaches it, and
     * reduces it to a trial. The words are walked largest heap outermost; a word whose element is marked already is
     * not extended, since every multiple of it has a smaller word with the same element (the order is a monomial
     * order). So every option of a word has its element marked before the word, and the walk is about as long as the
     * candidate has elements, however many pairs its words have.
     */
    private Trial markAndReduce(int n, ProductMonoid m, int[] phiM) {
        int msize = m.size();
        // Heaps with the same element and the same options' elements make the same pairs: only the smallest of them
        // (the colexicographically least words) is walked, which keeps the walk as deep as the distinct heaps.
        List<Integer> heaps = new ArrayList<>();
        List<int[]> heapOptions = new ArrayList<>();
        Set<List<Integer>> seen = new HashSet<>();
        for (int h = 1; h <= n; h++) {
            int[] options = optionElements(rule, h, m::mul, phiM, msize);
            if (options.length > 0 && seen.add(action(phiM[h], options))) {
                heaps.add(h);
                heapOptions.add(options);
            }
        }
        byte[] marks = new byte[msize]; // 0 not reached, 1 N, 2 P
        marks[0] = 1;
        new Walk(m, heaps.stream().mapToInt(h -> phiM[h]).toArray(), heapOptions.toArray(int[][]::new), marks)
                .from(heaps.size() - 1, 0, new long[(msize + 63) >>> 6]);
        return reduce(n, m, msize, marks, phiM);
    }

    /** The walk over words that marks a candidate: heap j of the walk has element {@code elements[j]}. */
    private static final class Walk {
        private final ProductMonoid m;
        private final int[] elements;
        private final int[][] options;
        private final byte[] marks;
        private long steps;

        Walk(ProductMonoid m, int[] elements, int[][] options, byte[] marks) {
            this.m = m;
            this.elements = elements;
            this.options = options;
            this.marks = marks;
        }

        /** Walks the words that add walk heaps 0..j to the word of pair (e, set), marked already. */
        void from(int j, int e, long[] set) {
            if (j < 0) {
                return;
            }
            from(j - 1, e, set); // no copy of heap j
            long[] cur = set;
            while (true) {
                if ((++steps & 0xFFF) == 0) {
                    Cancellation.check();
                }
                long[] next = new long[cur.length];
                e = times(e, cur, elements[j], options[j], m, next);
                if (marks[e] != 0) {
                    return; // every multiple of this word has a smaller word with its element
                }
                marks[e] = status(next, marks);
                from(j - 1, e, next);
                cur = next;
            }
        }
    }

    /** 2 (P) when no option's element is marked P, else 1 (N); every option's element is marked already. */
    private static byte status(long[] optionBits, byte[] marks) {
        for (int w = 0; w < optionBits.length; w++) {
            for (long left = optionBits[w]; left != 0; left &= left - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(left);
                if (marks[s] == 0) {
                    throw new IllegalStateException("an option's element was not marked before its word");
                }
                if (marks[s] == 2) {
                    return 1;
                }
            }
        }
        return 2;
    }

    /**
     * Checks a trial on every word: the closure of its words' pairs (element, options' elements), heap by heap and
     * copy by copy, meets each pair first through its colexicographically least word, so the first pair whose options
     * contradict its element's class gives the least failing word.
     */
    private Checked check(int n, Trial t) {
        int q = t.table().length;
        int[][] tab = t.table();
        Mul mul = (a, b) -> tab[a][b];
        boolean[] p = t.isP();
        PairStore pairs = new PairStore(q);
        pairs.addIfNew(0, new long[pairs.words], -1, 0);
        Runnable memory = () -> requireMemory(pairs, n, q);
        // After heap h the pairs are those of every word of heaps 1..h, so a later heap that acts on pairs as one
        // of these does (the same element and options' elements) adds none: it is skipped.
        Set<List<Integer>> actions = new HashSet<>();
        for (int h = 1; h <= n; h++) {
            int[] options = optionElements(rule, h, mul, t.phi(), q);
            if (options.length == 0 || !actions.add(action(t.phi()[h], options))) {
                continue;
            }
            int failing = PairClosure.close(pairs, tab, t.phi()[h], options, p, h, memory);
            if (failing >= 0) {
                return new Checked(t, null, pairs.word(failing, n), !p[pairs.elem[failing]]);
            }
        }
        return new Checked(t, pairs, null, false);
    }

    /** What a heap does to pairs, all that its element and its options' elements say: the element, then those. */
    private static List<Integer> action(int element, int[] options) {
        List<Integer> key = new ArrayList<>(options.length + 1);
        key.add(element);
        for (int t : options) {
            key.add(t);
        }
        return key;
    }

    /**
     * The submonoid of {@code table} generated by {@code gens}: its multiplication table, and in {@code map} each
     * member's number there (the identity's is 0, -1 outside it). It is not reduced by the P-portion: what the trial
     * learnt to tell apart with the help of the freed heaps must stay told apart (reducing here made Kayles' trials
     * at heap 9 undo each other's work, two failing words in turn).
     */
    private static int[][] submonoid(int[][] table, int[] gens, int[] map) {
        int q = table.length;
        boolean[] in = new boolean[q];
        in[0] = true;
        for (int g : gens) {
            closeUnder(table, in, g);
        }
        Arrays.fill(map, -1);
        int[] members = IntStream.range(0, q).filter(x -> in[x]).toArray();
        for (int i = 0; i < members.length; i++) {
            map[members[i]] = i;
        }
        int[][] result = new int[members.length][members.length];
        for (int a = 0; a < members.length; a++) {
            for (int b = 0; b < members.length; b++) {
                result[a][b] = map[table[members[a]][members[b]]];
            }
        }
        return result;
    }

    private void requireMemory(PairStore pairs, int n, int size) {
        if (pairs.longs() > limits.pairLongs()) {
            throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s needs too much memory at"
                    + " heap %d: %,d kinds of sums over a trial of %,d elements (the quotient of heaps 1..%d has"
                    + " order %d)", game, n, pairs.count, size, n - 1, table.length), "tooBig.quotient.memory",
                    List.of(game, n, pairs.count, size, n - 1, table.length));
        }
    }

    /**
     * The marked candidate as a trial: the elements words reach, classed together when no multiplier tells them apart
     * by the marks (partition refinement by the heaps' elements, which generate the monoid).
     */
    private Trial reduce(int n, ProductMonoid m, int msize, byte[] marks, int[] phiM) {
        TreeSet<Integer> gens = new TreeSet<>();
        for (int h = 1; h <= n; h++) {
            if (phiM[h] != 0) {
                gens.add(phiM[h]);
            }
        }
        int[] g = gens.stream().mapToInt(Integer::intValue).toArray();
        int[] reached = IntStream.range(0, msize).filter(x -> marks[x] != 0).toArray();
        int[] cls = new int[msize];
        for (int x : reached) {
            cls[x] = marks[x] == 2 ? 1 : 0;
        }
        int[] prod = new int[reached.length * g.length];
        for (int r = 0; r < reached.length; r++) {
            for (int j = 0; j < g.length; j++) {
                prod[r * g.length + j] = m.mul(reached[r], g[j]);
            }
        }
        // Each round classes words by their class and the classes of their products with each generator, the
        // generators one at a time (a pair of numbers at a time), until a round tells no more classes apart.
        int classes = 0;
        PairNumbers numbers = new PairNumbers(reached.length);
        while (true) {
            Cancellation.check();
            int[] next = new int[msize];
            numbers.clear();
            for (int x : reached) {
                next[x] = numbers.of(cls[x], 0);
            }
            for (int j = 0; j < g.length; j++) {
                numbers.clear();
                for (int r = 0; r < reached.length; r++) {
                    next[reached[r]] = numbers.of(next[reached[r]], cls[prod[r * g.length + j]]);
                }
            }
            cls = next;
            if (numbers.size() == classes) {
                break;
            }
            classes = numbers.size();
        }
        if (classes > limits.trialOrder()) {
            throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s grows too large at heap"
                    + " %d: a trial has order %d, above the limit of %d (the quotient of heaps 1..%d has order %d)",
                    game, n, classes, limits.trialOrder(), n - 1, table.length), "tooBig.quotient.trialOrder",
                    List.of(game, n, classes, limits.trialOrder(), n - 1, table.length));
        }
        // Renumber so that the identity's class is 0.
        int[] renumber = new int[classes];
        Arrays.fill(renumber, -1);
        renumber[cls[0]] = 0;
        int nextId = 1;
        int[] rep = new int[classes];
        for (int x : reached) {
            if (renumber[cls[x]] < 0) {
                renumber[cls[x]] = nextId++;
            }
        }
        for (int x = reached.length - 1; x >= 0; x--) {
            rep[renumber[cls[reached[x]]]] = reached[x];
        }
        int[][] newTable = multiplicationTable(classes, reached, cls, renumber, prod, g.length);
        boolean[] newP = new boolean[classes];
        for (int a = 0; a < classes; a++) {
            newP[a] = marks[rep[a]] == 2;
        }
        int[] newPhi = new int[n + 1];
        for (int h = 1; h <= n; h++) {
            newPhi[h] = renumber[cls[phiM[h]]];
        }
        return new Trial(newTable, newP, newPhi);
    }

    /**
     * The multiplication table of the classes, from their products with the generators alone: the classes are a
     * congruence (a round that tells no more classes apart classes xg with yg whenever x with y), so b times a is a
     * times the generators of any word of b, one at a time. The words are a tree, each class reached from the
     * identity's by one generator from a class met before it, so b's row is its parent's row times that generator,
     * one lookup an entry (the monoid is commutative: rows and columns agree).
     *
     * @param prod the product of reached element r with generator j, at {@code r * gens + j}
     */
    static int[][] multiplicationTable(int classes, int[] reached, int[] cls, int[] renumber, int[] prod,
            int gens) {
        int[][] byGenerator = new int[gens][classes]; // generator j's column: c -> c times generator j
        for (int r = 0; r < reached.length; r++) {
            int c = renumber[cls[reached[r]]];
            for (int j = 0; j < gens; j++) {
                byGenerator[j][c] = renumber[cls[prod[r * gens + j]]];
            }
        }
        int[][] result = new int[classes][];
        result[0] = IntStream.range(0, classes).toArray();
        int[] order = new int[classes];
        int count = 1;
        for (int i = 0; i < count; i++) {
            int[] row = result[order[i]];
            for (int j = 0; j < gens; j++) {
                int d = byGenerator[j][order[i]];
                if (result[d] == null) {
                    int[] column = byGenerator[j];
                    int[] next = new int[classes];
                    for (int a = 0; a < classes; a++) {
                        next[a] = column[row[a]];
                    }
                    result[d] = next;
                    order[count++] = d;
                }
            }
        }
        if (count != classes) {
            throw new IllegalStateException("a class no word reaches: " + count + " of " + classes);
        }
        return result;
    }

    /**
     * Numbers pairs of small numbers 0, 1, 2, ... in the order they are first asked for: a hash table of longs, so
     * that the refinement in {@link #reduce} makes no object per word.
     */
    private static final class PairNumbers {
        private final long[] keys;
        private final int[] numbers; // a slot's number plus one; 0 when the slot is free
        private final int mask;
        private int size;

        /** A table for up to {@code most} distinct pairs. */
        PairNumbers(int most) {
            int slots = Integer.highestOneBit(Math.max(2, most) * 2 - 1) * 2; // a power of two, at least twice most
            keys = new long[slots];
            numbers = new int[slots];
            mask = slots - 1;
        }

        void clear() {
            Arrays.fill(numbers, 0);
            size = 0;
        }

        /** The number of the pair (a, b), a new one if it was not asked for since {@link #clear}. */
        int of(int a, int b) {
            long key = ((long) a << 32) | (b & 0xFFFFFFFFL);
            long h = key * 0x9E3779B97F4A7C15L;
            for (int i = (int) (h ^ (h >>> 29)) & mask; ; i = (i + 1) & mask) {
                if (numbers[i] == 0) {
                    keys[i] = key;
                    numbers[i] = ++size;
                    return size - 1;
                }
                if (keys[i] == key) {
                    return numbers[i] - 1;
                }
            }
        }

        /** How many pairs have numbers. */
        int size() {
            return size;
        }
    }

    // ---------------------------------------------------------------- options and the product monoid

    @FunctionalInterface
    interface Mul {
        int mul(int a, int b);
    }

    /** The distinct elements of heap h's options (each the product of its parts' elements), sorted. */
    static int[] optionElements(HeapRule rule, int h, Mul mul, int[] elementOf, int size) {
        boolean[] seen = new boolean[size];
        int[] count = {0};
        int[][] list = {new int[16]};
        IntConsumer add = e -> {
            if (!seen[e]) {
                seen[e] = true;
                if (count[0] == list[0].length) {
                    list[0] = Arrays.copyOf(list[0], count[0] * 2);
                }
                list[0][count[0]++] = e;
            }
        };
        IntUnaryOperator of = a -> elementOf[a];
        MoveSink sink = new MoveSink() {
            @Override
            public void leave(int a) {
                add.accept(of.applyAsInt(a));
            }

            @Override
            public void leave(int a, int b) {
                add.accept(mul.mul(of.applyAsInt(a), of.applyAsInt(b)));
            }

            @Override
            public void leave(int a, int b, int c) {
                add.accept(mul.mul(mul.mul(of.applyAsInt(a), of.applyAsInt(b)), of.applyAsInt(c)));
            }

        };
        rule.moves(h, sink);
        int[] result = Arrays.copyOf(list[0], count[0]);
        Arrays.sort(result);
        return result;
    }

    /** The current quotient times cyclic monoids, elements encoded base + q * (mixed radix exponents). */
    static final class ProductMonoid {
        private final int[][] base;
        private final int q;
        private final int[] index;
        private final int[] radix;

        private final int[] period;
        /**
         * Each element's base part, and its exponent in component j at {@code x * components + j}: read off its number
         * once, since the walk multiplies many times per element and a division costs more than a lookup.
         */
        private final int[] baseOf;
        private final int[] exponents;

        /** Component j is the cyclic monoid c^(index + period) = c^index. */
        ProductMonoid(int[][] base, int[] index, int[] period) {
            this.base = base;
            this.q = base.length;
            this.index = index;
            this.period = period;
            this.radix = new int[index.length];
            for (int j = 0; j < index.length; j++) {
                radix[j] = index[j] + period[j];
            }
            int size = size();
            int k = radix.length;
            baseOf = new int[size];
            exponents = new int[size * k];
            for (int x = 0; x < size; x++) {
                baseOf[x] = x % q;
                int rest = x / q;
                for (int j = 0; j < k; j++) {
                    exponents[x * k + j] = rest % radix[j];
                    rest /= radix[j];
                }
            }
        }

        /** How many elements: the base's times each cyclic part's. */
        int size() {
            int size = q;
            for (int r : radix) {
                size *= r;
            }
            return size;
        }

        /** The generator c of cyclic component j. */
        int generator(int j) {
            int mult = q;
            for (int i = 0; i < j; i++) {
                mult *= radix[i];
            }
            return mult;
        }

        int mul(int a, int b) {
            int result = base[baseOf[a]][baseOf[b]];
            int k = radix.length;
            int mult = q;
            for (int j = 0; j < k; j++) {
                int r = radix[j];
                int s = exponents[a * k + j] + exponents[b * k + j];
                if (s >= r) {
                    s = index[j] + (s - index[j]) % period[j];
                }
                result += mult * s;
                mult *= r;
            }
            return result;
        }
    }

    // ---------------------------------------------------------------- periodicity

    /** A period of the heap map: element(n + period) = element(n) for preperiod ≤ n, n + period ≤ checked. */
    record Period(int preperiod, int period, boolean proved) {
    }

    /** The largest number of heaps one move leaves, when the rule says it for every heap; -1 otherwise. */
    static int maxParts(HeapRule rule) {
        if (rule instanceof TakeAndBreak t && t.isFinite()) {
            return Math.max(1, t.mostHeapsLeft());
        }
        if (rule instanceof Subtraction s && !s.isAllBut() && s.maxRemoval() >= 0) {
            return 1;
        }
        return -1;
    }

    /** The shortest period of the map over heaps 1..m, with the earliest preperiod, and whether it is proved. */
    private Period period(int m) {
        int k = rule.maxRemoval();
        int parts = maxParts(rule);
        Period observed = null;
        for (int p = 1; 2 * p <= m; p++) {
            int n = m;
            while (n - p >= 1 && phi[n] == phi[n - p]) {
                n--;
            }
            int preperiod = n - p + 1; // element(j + p) = element(j) for preperiod <= j <= m - p
            if (preperiod < 1) {
                preperiod = 1;
            }
            if (m - preperiod < 2 * p) {
                continue; // not seen to repeat twice: no evidence
            }
            boolean proved = parts > 0 && k >= 0 && m + 1 >= (long) parts * (preperiod + p) + k;
            if (proved) {
                return new Period(preperiod, p, true);
            }
            if (observed == null) {
                observed = new Period(preperiod, p, false);
            }
        }
        return observed;
    }

    /** Marks every product of a generated element and powers of g. */
    static void closeUnder(int[][] table, boolean[] generated, int g) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int x = 0; x < generated.length; x++) {
                if (generated[x] && !generated[table[x][g]]) {
                    generated[table[x][g]] = true;
                    changed = true;
                }
            }
        }
    }
}

package cgt.misere.quotient;

import cgt.heap.HeapRule;
import cgt.heap.MoveSink;
import cgt.heap.Subtraction;
import cgt.heap.TakeAndBreak;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.TreeSet;

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
 * quotient does not change, heap n is x). Failing that, the quotient grows: the candidate is the old quotient
 * times a cyclic monoid for heap n ({@code c^4 = c^2}), its P-portion marked word by word in an order where every
 * option comes before the word (the colexicographic order, largest heap first), and the check run; where the old
 * quotient identifies too much (a new heap can tell apart what the old ones could not), the heaps of the failing
 * words get cyclic components of their own, with larger indices if need be, as MisereSolver recalibrates.
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
    /** The most heaps a computation may reach. */
    public static final int MAX_TO = 5000;
    /** The largest quotient kept. */
    public static final int MAX_ORDER = 2048;
    /** The largest candidate monoid tried while the quotient grows. */
    public static final int MAX_CANDIDATE = 1 << 15;
    /** The most longs the option sets of the pairs may hold (128 MB). */
    public static final long MAX_PAIR_LONGS = 1L << 24;
    static final int MAX_INDEX = 8;
    static final int MAX_ATTEMPTS = 40;
    /** The key in a candidate's map for the idempotent z that every nonempty sum carries. */
    private static final int LIFT = 0;
    /**
     * The key for a candidate whose base is the monoid of the pairs (element, options' elements) of the words of the
     * old heaps rather than the old quotient: finer (it tells apart x^2 from 1 when x^2 has options), still finite.
     */
    private static final int PAIRS = Integer.MIN_VALUE;

    private final String game;
    private final HeapRule rule;
    private Progress progress = Progress.NONE;
    /** The largest candidate tried (a field so that tests can make the solver give up early). */
    private int candidateLimit = MAX_CANDIDATE;
    /** Whether a quotient that cannot grow at heap n is returned as the quotient of heaps 1..n-1. */
    private boolean keepWhatWasFound;
    private String stoppedBecause;

    /** The quotient so far: multiplication table (0 the identity), P-portion, element of each heap, pairs. */
    private int[][] table = {{0}};
    private boolean[] isP = {false};
    private int[] phi;
    private int[][] optionCache;
    private PairStore store;
    private final List<Integer> expansions = new ArrayList<>();

    public QuotientSolver(String game, HeapRule rule) {
        this.game = game;
        this.rule = rule;
    }

    /** Where the computation reports the heap reached. */
    public QuotientSolver reportingTo(Progress progress) {
        this.progress = progress;
        return this;
    }

    /**
     * When the quotient cannot be found at some heap n (a {@link TooBigException}), {@link #compute} returns the
     * quotient of heaps 1..n-1 instead of throwing: exact for every sum of heaps below n, never proved, and the reason
     * is kept in {@link #stoppedBecause()}. Finished work is not lost for a game whose quotient keeps growing.
     */
    public QuotientSolver keepingWhatWasFound() {
        this.keepWhatWasFound = true;
        return this;
    }

    /** Why the last computation stopped before its bound (the refusal it caught), if it did. */
    public java.util.Optional<String> stoppedBecause() {
        return java.util.Optional.ofNullable(stoppedBecause);
    }

    QuotientSolver withCandidateLimit(int limit) {
        this.candidateLimit = limit;
        return this;
    }

    /** The quotient of heaps 1..to, stopping earlier when {@code stopWhenProved} and the theorem proves it stable. */
    public QuotientAnalysis compute(int to, boolean stopWhenProved) {
        if (to < 0 || to > MAX_TO) {
            throw new cgt.input.BadInputException("the heap bound " + to + " is out of range: the misère quotient is"
                    + " computed for heaps 1..N with 0 <= N <= " + MAX_TO);
        }
        phi = new int[to + 1];
        optionCache = new int[to + 1][];
        store = new PairStore(1);
        store.add(0, new long[1], -1, 0);
        stoppedBecause = null;
        int last = to;
        Period found = null;
        for (int n = 1; n <= to; n++) {
            Cancellation.check();
            progress.report("misère quotient of " + game + ", heaps", n, to);
            int[] options = options(n);
            if (options.length == 0) {
                phi[n] = 0; // a heap without moves is the empty game
            } else if (!extendConservatively(n, options)) {
                try {
                    grow(n);
                } catch (TooBigException e) {
                    if (!keepWhatWasFound) {
                        throw e;
                    }
                    // grow changes nothing until a candidate passes, so the quotient of heaps 1..n-1 stands.
                    stoppedBecause = e.getMessage();
                    last = n - 1;
                    break;
                }
                expansions.add(n);
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
        return result(last, found);
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
        PairStore temp = new PairStore(table.length);
        int base = store.count;
        int[] cur = new int[base];
        for (int i = 0; i < base; i++) {
            cur[i] = i;
        }
        long[] in = new long[store.words];
        long[] out = new long[store.words];
        for (int round = 1; ; round++) {
            boolean added = false;
            for (int i = 0; i < base; i++) {
                int c = cur[i];
                int e;
                if (c < base) {
                    store.bitsOf(c, in);
                    e = store.elem[c];
                } else {
                    temp.bitsOf(c - base, in);
                    e = temp.elem[c - base];
                }
                int product = times(e, in, x, options, this::mul, out);
                int idx = store.find(product, out);
                if (idx < 0) {
                    int t = temp.find(product, out);
                    if (t < 0) {
                        if (pairIsP(out) != isP[product]) {
                            return false;
                        }
                        t = temp.add(product, out, -1, n);
                        added = true;
                    }
                    idx = base + t;
                }
                cur[i] = idx;
            }
            if (!added) {
                break;
            }
            Cancellation.check();
        }
        long[] b = new long[store.words];
        for (int t = 0; t < temp.count; t++) {
            temp.bitsOf(t, b);
            store.add(temp.elem[t], b, -1, n);
        }
        requireMemory(store, n, table.length);
        return true;
    }

    private boolean pairIsP(long[] optionBits) {
        for (int w = 0; w < optionBits.length; w++) {
            long bitsLeft = optionBits[w];
            while (bitsLeft != 0) {
                int s = (w << 6) + Long.numberOfTrailingZeros(bitsLeft);
                bitsLeft &= bitsLeft - 1;
                if (isP[s]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The pair of (e, S) plus a heap of element g and option elements T: (eg, Sg ∪ eT); returns eg. */
    private static int times(int e, long[] s, int g, int[] options, Mul mul, long[] out) {
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

    /** A word on which a candidate failed: the heaps in it and the two words marking one element both ways. */
    private record Failure(TreeMap<Integer, Integer> heaps) {
    }

    /**
     * Finds the quotient of heaps 1..n when heap n is none of the old elements: candidates are tried smallest first,
     * and each that fails suggests larger ones, one more heap of its failing words given a cyclic part of its own,
     * or (when they all have one) a larger index for one of them.
     */
    private void grow(int n) {
        TreeMap<Integer, Integer> first = new TreeMap<>();
        first.put(n, 2);
        java.util.PriorityQueue<TreeMap<Integer, Integer>> queue = new java.util.PriorityQueue<>(
                java.util.Comparator.comparingLong(QuotientSolver::weight).thenComparing(Object::toString));
        java.util.Set<TreeMap<Integer, Integer>> seen = new java.util.HashSet<>();
        queue.add(first);
        seen.add(first);
        int attempts = 0;
        TooBigException tooBig = null;
        while (!queue.isEmpty()) {
            if (++attempts > MAX_ATTEMPTS) {
                break;
            }
            TreeMap<Integer, Integer> split = queue.poll();
            Failure f;
            try {
                f = tryCandidate(n, split);
            } catch (TooBigException e) {
                tooBig = e;
                continue; // larger candidates would be larger still; smaller ones may remain in the queue
            }
            if (f == null) {
                return;
            }
            if (!split.containsKey(PAIRS)) {
                TreeMap<Integer, Integer> paired = new TreeMap<>(split);
                paired.put(PAIRS, 1);
                if (seen.add(paired)) {
                    queue.add(paired);
                }
            }
            if (!split.containsKey(LIFT)) {
                // Often the new heap tells apart a nonempty sum from the empty one (x^2 = 1 before, x^2 = z now):
                // one idempotent shared by all nonempty sums.
                TreeMap<Integer, Integer> lifted = new TreeMap<>(split);
                lifted.put(LIFT, 1);
                if (seen.add(lifted)) {
                    queue.add(lifted);
                }
            }
            for (Map.Entry<Integer, Integer> e : f.heaps.entrySet()) {
                // A heap whose square was the identity and now is not: its square may be shared with others'.
                if (e.getValue() >= 2 && !split.containsKey(e.getKey()) && !split.containsKey(-e.getKey())) {
                    TreeMap<Integer, Integer> shared = new TreeMap<>(split);
                    shared.put(-e.getKey(), 2);
                    if (seen.add(shared)) {
                        queue.add(shared);
                    }
                }
            }
            boolean fresh = false;
            for (Map.Entry<Integer, Integer> e : f.heaps.entrySet()) {
                if (!split.containsKey(e.getKey()) && !split.containsKey(-e.getKey())) {
                    fresh = true;
                    TreeMap<Integer, Integer> more = new TreeMap<>(split);
                    more.put(e.getKey(), Math.min(MAX_INDEX, Math.max(2, e.getValue() - 1)));
                    if (seen.add(more)) {
                        queue.add(more);
                    }
                }
            }
            if (!fresh) {
                for (int h : f.heaps.keySet()) {
                    if (split.containsKey(h) && split.get(h) < MAX_INDEX) {
                        TreeMap<Integer, Integer> deeper = new TreeMap<>(split);
                        deeper.put(h, split.get(h) + 1);
                        if (seen.add(deeper)) {
                            queue.add(deeper);
                        }
                    }
                }
            }
        }
        if (tooBig != null) {
            throw tooBig;
        }
        throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s could not be found at heap"
                + " %d after %d candidate monoids (the quotient of heaps 1..%d has order %d); try a smaller --to",
                game, n, attempts - 1, n - 1, table.length));
    }

    /** How large a candidate is, before its base is regenerated: the product of its cyclic parts' sizes. */
    private static long weight(TreeMap<Integer, Integer> split) {
        long w = 1;
        boolean shared = false;
        for (Map.Entry<Integer, Integer> e : split.entrySet()) {
            if (e.getKey() > 0) {
                w *= e.getValue() + 2;
            } else if (e.getKey() == PAIRS) {
                w *= 3;
            } else if (e.getKey() == LIFT) {
                w *= 2;
            } else {
                shared = true;
            }
        }
        return shared ? w * 4 : w;
    }

    /**
     * Tries the candidate: the current quotient times one cyclic monoid c^(i+2) = c^i for each heap in
     * {@code split} (heap → index i), the other heaps keeping their elements. On success the state becomes the
     * reduced candidate and null is returned.
     */
    private Failure tryCandidate(int n, TreeMap<Integer, Integer> split) {
        int q = table.length;
        // Components: the shared part (c^4 = c^2) of the heaps with negative keys, the idempotent z, then one
        // cyclic part for each heap with a positive key.
        List<Integer> sharedHeaps = new ArrayList<>();
        List<Integer> own = new ArrayList<>();
        List<Integer> indices = new ArrayList<>();
        List<Integer> periods = new ArrayList<>();
        for (Map.Entry<Integer, Integer> e : split.entrySet()) {
            if (e.getKey() < 0 && e.getKey() != PAIRS) {
                sharedHeaps.add(-e.getKey());
            }
        }
        boolean lifted = split.containsKey(LIFT);
        int sharedComponent = -1;
        int liftComponent = -1;
        if (!sharedHeaps.isEmpty()) {
            sharedComponent = indices.size();
            indices.add(2);
            periods.add(2);
        }
        if (lifted) {
            liftComponent = indices.size();
            indices.add(1);
            periods.add(1);
        }
        int firstOwn = indices.size();
        for (Map.Entry<Integer, Integer> e : split.entrySet()) {
            if (e.getKey() > 0) {
                own.add(e.getKey());
                indices.add(e.getValue());
                periods.add(2);
            }
        }
        int[] heapsSplit = own.stream().mapToInt(Integer::intValue).toArray();
        int[] index = indices.stream().mapToInt(Integer::intValue).toArray();
        int[] period = periods.stream().mapToInt(Integer::intValue).toArray();
        // The other heaps keep their elements, in the submonoid they generate, reduced by the P-portion as far as
        // that submonoid alone can tell (as MisereSolver regenerates): a smaller candidate, which the check judges.
        TreeSet<Integer> kept = new TreeSet<>();
        for (int h = 1; h < n; h++) {
            if (Arrays.binarySearch(heapsSplit, h) < 0 && phi[h] != 0) {
                kept.add(phi[h]);
            }
        }
        int[] baseMap = new int[q];
        int[][] baseTable;
        int[] pairOfHeap = null;
        if (split.containsKey(PAIRS)) {
            if ((long) store.count * store.count > candidateLimit * 256L) {
                throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s grows too large at"
                        + " heap %d: %,d kinds of sums of the heaps below it (the quotient of heaps 1..%d has order %d)",
                        game, n, store.count, n - 1, q));
            }
            baseTable = pairTable();
            pairOfHeap = new int[n];
            long[] b = new long[store.words];
            for (int h = 1; h < n; h++) {
                int[] t = options(h);
                if (t.length > 0) {
                    Arrays.fill(b, 0);
                    for (int x : t) {
                        b[x >>> 6] |= 1L << x;
                    }
                    pairOfHeap[h] = store.find(phi[h], b);
                    if (pairOfHeap[h] < 0) {
                        throw new IllegalStateException("heap " + h + "'s pair is not among the pairs");
                    }
                }
            }
        } else {
            baseTable = regenerate(kept.stream().mapToInt(Integer::intValue).toArray(), baseMap);
        }
        long size = baseTable.length;
        for (int j = 0; j < index.length; j++) {
            size *= index[j] + period[j];
        }
        if (size > candidateLimit) {
            throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s grows too large at heap"
                    + " %d: the quotient of heaps 1..%d has order %d, and the next candidate would have %,d elements"
                    + " (limit %,d); try a smaller --to", game, n, n - 1, q, size, candidateLimit));
        }
        ProductMonoid m = new ProductMonoid(baseTable, index, period);
        int[] phiM = new int[n + 1];
        for (int h = 1; h <= n; h++) {
            int at = Arrays.binarySearch(heapsSplit, h);
            phiM[h] = at >= 0 ? m.generator(firstOwn + at)
                    : h == n ? 0 : pairOfHeap != null ? pairOfHeap[h] : baseMap[phi[h]];
            boolean live = h == n || options(h).length > 0;
            if (lifted && live) {
                phiM[h] = m.mul(phiM[h], m.generator(liftComponent));
            }
            if (sharedComponent >= 0 && live && sharedHeaps.contains(h)) {
                phiM[h] = m.mul(phiM[h], m.generator(sharedComponent));
            }
        }
        int msize = (int) size;
        PairStore pairs = new PairStore(msize);
        pairs.add(0, new long[pairs.words], -1, 0);
        byte[] marks = new byte[msize]; // 0 not reached, 1 N, 2 P
        int[] marker = new int[msize];
        marks[0] = 1;
        long[] in = new long[pairs.words];
        long[] out = new long[pairs.words];
        for (int h = 1; h <= n; h++) {
            int[] options = optionElements(rule, h, m::mul, phiM, msize);
            if (options.length == 0) {
                continue;
            }
            int g = phiM[h];
            int base = pairs.count;
            int[] cur = new int[base];
            for (int i = 0; i < base; i++) {
                cur[i] = i;
            }
            for (int round = 1; ; round++) {
                boolean added = false;
                for (int i = 0; i < base; i++) {
                    pairs.bitsOf(cur[i], in);
                    int product = times(pairs.elem[cur[i]], in, g, options, m::mul, out);
                    int idx = pairs.find(product, out);
                    if (idx < 0) {
                        idx = pairs.add(product, out, cur[i], h);
                        added = true;
                        byte status = marked(out, marks);
                        if (marks[product] == 0) {
                            marks[product] = status;
                            marker[product] = idx;
                        } else if (marks[product] != status) {
                            return failure(pairs, idx, marker[product], n);
                        }
                    }
                    cur[i] = idx;
                }
                if (!added) {
                    break;
                }
                Cancellation.check();
                requireMemory(pairs, n, msize);
            }
        }
        reduce(n, m, msize, marks, pairs, phiM);
        return null;
    }

    /**
     * The submonoid of the current quotient generated by {@code gens}, its elements classed together when no
     * multiplier from the submonoid tells them apart by the P-portion; {@code map} receives each element's class (the
     * identity's is 0); returns the classes' multiplication table.
     */
    private int[][] regenerate(int[] gens, int[] map) {
        int q = table.length;
        boolean[] in = new boolean[q];
        in[0] = true;
        for (int g : gens) {
            closeUnder(in, g);
        }
        int[] members = java.util.stream.IntStream.range(0, q).filter(x -> in[x]).toArray();
        int[] cls = new int[q];
        for (int x : members) {
            cls[x] = isP[x] ? 1 : 0;
        }
        int classes = 0;
        while (true) {
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] next = new int[q];
            for (int x : members) {
                Integer[] sig = new Integer[gens.length + 1];
                sig[0] = cls[x];
                for (int j = 0; j < gens.length; j++) {
                    sig[j + 1] = cls[table[x][gens[j]]];
                }
                next[x] = ids.computeIfAbsent(Arrays.asList(sig), k -> ids.size());
            }
            cls = next;
            if (ids.size() == classes) {
                break;
            }
            classes = ids.size();
        }
        int[] renumber = new int[classes];
        Arrays.fill(renumber, -1);
        renumber[cls[0]] = 0;
        int nextId = 1;
        int[] rep = new int[classes];
        for (int x : members) {
            if (renumber[cls[x]] < 0) {
                renumber[cls[x]] = nextId++;
                rep[renumber[cls[x]]] = x;
            }
        }
        Arrays.fill(map, -1);
        for (int x : members) {
            map[x] = renumber[cls[x]];
        }
        int[][] result = new int[classes][classes];
        for (int a = 0; a < classes; a++) {
            for (int b = 0; b < classes; b++) {
                result[a][b] = map[table[rep[a]][rep[b]]];
            }
        }
        return result;
    }

    /** The multiplication table of the pairs of the current store (the pair of a sum of two words). */
    private int[][] pairTable() {
        int r = store.count;
        int[][] result = new int[r][r];
        long[] a = new long[store.words];
        long[] b = new long[store.words];
        long[] out = new long[store.words];
        for (int i = 0; i < r; i++) {
            Cancellation.check();
            store.bitsOf(i, a);
            int x = store.elem[i];
            for (int j = i; j < r; j++) {
                store.bitsOf(j, b);
                int y = store.elem[j];
                Arrays.fill(out, 0);
                for (int w = 0; w < a.length; w++) {
                    for (long left = a[w]; left != 0; left &= left - 1) {
                        int z = table[(w << 6) + Long.numberOfTrailingZeros(left)][y];
                        out[z >>> 6] |= 1L << z;
                    }
                    for (long left = b[w]; left != 0; left &= left - 1) {
                        int z = table[x][(w << 6) + Long.numberOfTrailingZeros(left)];
                        out[z >>> 6] |= 1L << z;
                    }
                }
                int k = store.find(table[x][y], out);
                if (k < 0) {
                    throw new IllegalStateException("the pairs are not closed under sums");
                }
                result[i][j] = k;
                result[j][i] = k;
            }
        }
        return result;
    }

    /** 2 (P) when no option's element is marked P, else 1 (N); every option's element is marked already. */
    private static byte marked(long[] optionBits, byte[] marks) {
        for (int w = 0; w < optionBits.length; w++) {
            long bitsLeft = optionBits[w];
            while (bitsLeft != 0) {
                int s = (w << 6) + Long.numberOfTrailingZeros(bitsLeft);
                bitsLeft &= bitsLeft - 1;
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

    private static Failure failure(PairStore pairs, int a, int b, int n) {
        TreeMap<Integer, Integer> heaps = new TreeMap<>();
        for (int[] word : new int[][] {pairs.word(a, n), pairs.word(b, n)}) {
            for (int h = 1; h <= n; h++) {
                if (word[h] > 0) {
                    heaps.merge(h, word[h], Math::max);
                }
            }
        }
        return new Failure(heaps);
    }

    private void requireMemory(PairStore pairs, int n, int size) {
        if (pairs.longs() > MAX_PAIR_LONGS) {
            throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s needs too much memory at"
                    + " heap %d: %,d kinds of sums over a candidate of %,d elements (the quotient of heaps 1..%d has"
                    + " order %d); try a smaller --to", game, n, pairs.count, size, n - 1, table.length));
        }
    }

    /**
     * Makes the passed candidate the quotient: the elements words reach, classed together when no multiplier tells
     * them apart by the P-portion (partition refinement by the heaps' elements, which generate the monoid).
     */
    private void reduce(int n, ProductMonoid m, int msize, byte[] marks, PairStore pairs, int[] phiM) {
        TreeSet<Integer> gens = new TreeSet<>();
        for (int h = 1; h <= n; h++) {
            if (phiM[h] != 0) {
                gens.add(phiM[h]);
            }
        }
        int[] g = gens.stream().mapToInt(Integer::intValue).toArray();
        int[] reached = java.util.stream.IntStream.range(0, msize).filter(x -> marks[x] != 0).toArray();
        int[] cls = new int[msize];
        for (int x : reached) {
            cls[x] = marks[x] == 2 ? 1 : 0;
        }
        int classes = 0;
        int[] prodOf = new int[reached.length * g.length];
        for (int r = 0; r < reached.length; r++) {
            for (int j = 0; j < g.length; j++) {
                prodOf[r * g.length + j] = m.mul(reached[r], g[j]);
            }
        }
        while (true) {
            Cancellation.check();
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] next = new int[msize];
            for (int r = 0; r < reached.length; r++) {
                int x = reached[r];
                Integer[] sig = new Integer[g.length + 1];
                sig[0] = cls[x];
                for (int j = 0; j < g.length; j++) {
                    sig[j + 1] = cls[prodOf[r * g.length + j]];
                }
                next[x] = ids.computeIfAbsent(Arrays.asList(sig), k -> ids.size());
            }
            cls = next;
            if (ids.size() == classes) {
                break;
            }
            classes = ids.size();
        }
        if (classes > MAX_ORDER) {
            throw new TooBigException(String.format(Locale.ROOT, "the misère quotient of %s has order %d at heap %d,"
                    + " above the limit of %d; try a smaller --to", game, classes, n, MAX_ORDER));
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
        int[][] newTable = new int[classes][classes];
        boolean[] newP = new boolean[classes];
        for (int a = 0; a < classes; a++) {
            newP[a] = marks[rep[a]] == 2;
            for (int b = 0; b < classes; b++) {
                newTable[a][b] = renumber[cls[m.mul(rep[a], rep[b])]];
            }
        }
        for (int h = 1; h <= n; h++) {
            phi[h] = renumber[cls[phiM[h]]];
        }
        PairStore mapped = new PairStore(classes);
        long[] in = new long[pairs.words];
        long[] out = new long[mapped.words];
        for (int i = 0; i < pairs.count; i++) {
            pairs.bitsOf(i, in);
            Arrays.fill(out, 0);
            for (int w = 0; w < in.length; w++) {
                long bitsLeft = in[w];
                while (bitsLeft != 0) {
                    int x = (w << 6) + Long.numberOfTrailingZeros(bitsLeft);
                    bitsLeft &= bitsLeft - 1;
                    int y = renumber[cls[x]];
                    out[y >>> 6] |= 1L << y;
                }
            }
            int e = renumber[cls[pairs.elem[i]]];
            if (mapped.find(e, out) < 0) {
                mapped.add(e, out, -1, 0);
            }
        }
        table = newTable;
        isP = newP;
        Arrays.fill(optionCache, null);
        store = mapped;
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
        java.util.function.IntConsumer add = e -> {
            if (!seen[e]) {
                seen[e] = true;
                if (count[0] == list[0].length) {
                    list[0] = Arrays.copyOf(list[0], count[0] * 2);
                }
                list[0][count[0]++] = e;
            }
        };
        java.util.function.IntUnaryOperator of = a -> elementOf[a];
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

            @Override
            public void splitInTwo(int total, boolean equalAllowed) {
                for (int a = 1; 2 * a <= total; a++) {
                    if (2 * a == total && !equalAllowed) {
                        continue;
                    }
                    leave(a, total - a);
                }
            }

            @Override
            public void splitInThree(int total) {
                for (int a = 1; 3 * a <= total; a++) {
                    for (int b = a; 2 * b <= total - a; b++) {
                        leave(a, b, total - a - b);
                    }
                }
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
            int result = base[a % q][b % q];
            int ra = a / q;
            int rb = b / q;
            int mult = q;
            for (int j = 0; j < radix.length; j++) {
                int r = radix[j];
                int s = ra % r + rb % r;
                ra /= r;
                rb /= r;
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
            int parts = 1;
            for (int k = 0; k <= t.maxRemoval(); k++) {
                int d = t.digit(k);
                if ((d & 8) != 0) {
                    parts = 3;
                } else if ((d & 4) != 0) {
                    parts = Math.max(parts, 2);
                }
            }
            return parts;
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

    // ---------------------------------------------------------------- the result

    private QuotientAnalysis result(int to, Period period) {
        int q = table.length;
        // Generators: the heaps whose elements are not products of earlier heaps' elements.
        List<Integer> genHeaps = new ArrayList<>();
        List<Integer> genElems = new ArrayList<>();
        boolean[] generated = new boolean[q];
        generated[0] = true;
        for (int h = 1; h <= to; h++) {
            if (!generated[phi[h]]) {
                genHeaps.add(h);
                genElems.add(phi[h]);
                closeUnder(generated, phi[h]);
            }
        }
        // Normal forms, shortest then alphabetical, by degree; the minimal words that are not normal give relations.
        int r = genElems.size();
        List<String> letters = new ArrayList<>();
        for (int i = 0; i < r; i++) {
            letters.add(i < 26 ? String.valueOf((char) ('a' + i)) : "g" + (i + 1));
        }
        int[] newIndex = new int[q];
        Arrays.fill(newIndex, -1);
        String[] names = new String[q];
        Map<String, Integer> normal = new HashMap<>();
        List<int[]> level = new ArrayList<>();
        List<Integer> levelElems = new ArrayList<>();
        level.add(new int[0]);
        levelElems.add(0);
        newIndex[0] = 0;
        names[0] = "1";
        normal.put("", 0);
        int numbered = 1;
        List<String> relations = new ArrayList<>();
        Map<Integer, int[]> nf = new HashMap<>();
        nf.put(0, new int[0]);
        while (!level.isEmpty()) {
            Cancellation.check();
            List<int[]> next = new ArrayList<>();
            List<Integer> nextElems = new ArrayList<>();
            for (int w = 0; w < level.size(); w++) {
                int[] word = level.get(w);
                int first = word.length == 0 ? 0 : word[word.length - 1];
                for (int l = first; l < r; l++) {
                    int[] longer = Arrays.copyOf(word, word.length + 1);
                    longer[word.length] = l;
                    int e = table[levelElems.get(w)][genElems.get(l)];
                    if (newIndex[e] < 0) {
                        newIndex[e] = numbered++;
                        names[e] = format(longer, letters);
                        nf.put(e, longer);
                        normal.put(Arrays.toString(longer), e);
                        next.add(longer);
                        nextElems.add(e);
                    } else if (minimalNonNormal(longer, normal)) {
                        relations.add(format(longer, letters) + " = " + names[e]);
                    }
                }
            }
            level = next;
            levelElems = nextElems;
        }
        int[][] renamed = new int[q][q];
        String[] orderedNames = new String[q];
        List<Integer> pPortion = new ArrayList<>();
        for (int a = 0; a < q; a++) {
            orderedNames[newIndex[a]] = names[a];
            for (int b = 0; b < q; b++) {
                renamed[newIndex[a]][newIndex[b]] = newIndex[table[a][b]];
            }
        }
        for (int a = 0; a < q; a++) {
            if (isP[a]) {
                pPortion.add(newIndex[a]);
            }
        }
        pPortion.sort(null);
        int[] heapElems = new int[to + 1];
        for (int h = 0; h <= to; h++) {
            heapElems[h] = newIndex[phi[h]];
        }
        MisereQuotient quotient = new MisereQuotient(q, List.of(orderedNames), renamed, pPortion, 0);
        Presentation presentation = new Presentation(letters, genHeaps, relations);
        HeapElements heaps = period == null ? new HeapElements(heapElems, -1, 0, false)
                : new HeapElements(heapElems, period.preperiod, period.period, period.proved);
        int lastExpansion = expansions.isEmpty() ? 0 : expansions.get(expansions.size() - 1);
        OptionalInt stableFrom = period != null && period.proved
                ? OptionalInt.of(Math.max(period.preperiod, lastExpansion)) : OptionalInt.empty();
        return new QuotientAnalysis(game, quotient, presentation, heaps, expansions, stableFrom,
                period != null && period.proved);
    }

    /** Marks every product of a generated element and powers of g. */
    private void closeUnder(boolean[] generated, int g) {
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

    private static boolean minimalNonNormal(int[] word, Map<String, Integer> normal) {
        for (int i = 0; i < word.length; i++) {
            int[] shorter = new int[word.length - 1];
            System.arraycopy(word, 0, shorter, 0, i);
            System.arraycopy(word, i + 1, shorter, i, word.length - 1 - i);
            if (!normal.containsKey(Arrays.toString(shorter))) {
                return false;
            }
        }
        return true;
    }

    /** A word of sorted letter indices as Plambeck and Siegel write it: {@code a^2bc^3}; the empty word is 1. */
    static String format(int[] word, List<String> letters) {
        if (word.length == 0) {
            return "1";
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < word.length; ) {
            int j = i;
            while (j < word.length && word[j] == word[i]) {
                j++;
            }
            b.append(letters.get(word[i]));
            if (j - i > 1) {
                b.append('^').append(j - i);
            }
            i = j;
        }
        return b.toString();
    }
}

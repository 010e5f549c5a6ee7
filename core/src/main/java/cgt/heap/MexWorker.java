package cgt.heap;

import static cgt.heap.RareHeaps.rare;

import cgt.heap.RareCommonRun.ValueOverflow;
import cgt.task.Cancellation;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One thread's part of a rare/common run (see {@link GrundyEngine}): the mex of each heap it takes, found in
 * two steps. {@link #prepare} needs g(0..h-d) only, for a depth d of at least 2: it evaluates every move that
 * leaves no heap of more than h-d tokens, scans the rare pairs, and already looks for the rare values the full
 * scan must find. {@link #finish} adds the few moves that leave a larger heap (the splits whose smaller piece
 * is below d, for Grundy's game), once every heap below h is final, and settles the value. Every finished heap
 * goes to {@link HeapTable#commit}.
 *
 * <p>Alone ({@link #alone}) a worker takes every heap, at depth 2; in a pipeline of T threads starting at heap
 * f ({@link #compute}, called by {@link SegmentConductor}), the heaps f + index + k * T, at depth T (at least 2):
 * the heap T before is this worker's own previous one, so the T heaps in flight are prepared at once on the T
 * threads and only the short finishing steps run in sequence, each as soon as the heap before is final.
 */
final class MexWorker implements MoveSink {

    private static final int VALUES = RareCommonRun.VALUES;
    /**
     * How many pairs the last phase of a full scan looks at with one choice between the byte copy and the values
     * (see {@link #narrowFor}); the byte-wise search stops at the end of each stretch, and a few pairs there are
     * looked at one by one.
     */
    private static final int FEW_STRETCH = 4096;
    /** The work a heap counts for beside its pairs, in pairs (see {@link #work}). */
    private static final long HEAP_WORK = 32;

    private final int threads;
    /** This worker's index among the threads of a pipeline (0 for the conductor), and the next one's. */
    private final int index;
    private final int successor;
    /**
     * Whether this worker waits for its heaps in a slot of its own, which the worker before it hands them to (see
     * {@link HandOver#publish(int, int)}): with three threads or more, where the waiting threads would otherwise all
     * watch the one counter; two threads share it, as a slot of its own costs the pair one more exchange of a cache
     * line per heap (Grundy's game to 2^20, pipeline only: no faster, perhaps 3% slower, within three runs' noise).
     */
    private final boolean handsOver;
    /** The last heap this worker finished in a pipeline; -1 for none. */
    private int ownLast = -1;
    /**
     * How long this worker waited in pipelines for the heap before its own to be final, for statistics (its clock
     * is read only when it has to wait). Read by the conductor once the helpers have ended.
     */
    long waitNanos;
    /** How many heaps below its own a heap's preparation may not read: {@code max(2, threads)} in a pipeline. */
    private final int depth;
    private final int last;
    private final HeapRule rule;
    private final char[] g;
    private final HeapTable table;
    private final HandOver handOver;
    /** Null for a rule whose heaps are not settled from the period. */
    private final PeriodSettling period;
    private final PeriodSettling.ThreadView periodView;
    /** Progress and checkpoints, on the conducting thread (index 0); null on the others. */
    private final PrefixKeeper keeper;
    private final int[] stamp = new int[VALUES + 1];
    private final WantedValues wanted = new WantedValues(VALUES + 1);
    private int current;
    private int heap;
    /** The largest heap whose value the preparation of {@link #heap} may read: moves leaving a larger one wait. */
    private int finalUpTo;
    private RareHeaps snap;
    private int[] familyTotal = new int[8];
    private boolean[] familyEqual = new boolean[8];
    private int families;
    /** Moves that leave a heap beyond {@link #finalUpTo}, as triples of heaps (0 for none): evaluated when
     * every heap below h is final. */
    private int[] deferred = new int[24];
    private int deferredCount;
    /** The candidate found in preparation, and whether the full scan then looked at every pair. */
    private int preparedCommon;
    private boolean scannedAll;
    /** Whether this heap had a full scan already (counted once in {@link #fullScans}). */
    private boolean fullScanned;
    /** The largest smaller piece of a split the full scans of this heap looked at (0 for none). */
    private int examined;
    /** The period with which preparation found that heap h may be settled (finish decides); else null. */
    private PeriodSettling.Repeat settling;
    /** How many heaps needed a full scan, how many pairs were evaluated, how many heaps were settled. */
    long fullScans;
    long pairs;
    long repeated;

    /**
     * Work done so far, for comparing the speed of segments: pairs evaluated and a share per heap (a heap
     * settled without a scan costs about as much as this many pairs). Written by this worker after each heap,
     * read by the conductor at segment boundaries.
     */
    final AtomicLong work = new AtomicLong();
    private long heapsDone;

    /**
     * One of {@code threads} workers (the conductor gives each its heaps) for heaps up to {@code last} of the rule,
     * filling in the table; {@code period} is null for a rule whose heaps are not settled from the period,
     * {@code keeper} null but on the conducting thread.
     */
    MexWorker(int threads, int index, int last, HeapRule rule, HeapTable table, HandOver handOver,
            PeriodSettling period, PrefixKeeper keeper) {
        this.threads = threads;
        this.index = index;
        this.successor = (index + 1) % threads;
        this.handsOver = threads > 2;
        this.depth = Math.max(2, threads);
        this.last = last;
        this.rule = rule;
        this.g = table.values();
        this.table = table;
        this.handOver = handOver;
        this.period = period;
        this.periodView = period == null ? null : period.view();
        this.keeper = keeper;
    }

    /**
     * Computes heaps from {@code from} on, every one, until the clock passes {@code deadline} (looked at every
     * four heaps; {@code Long.MAX_VALUE}: never) or the last is done; returns the first heap not computed. The
     * loop is written out rather than calling {@link #compute}: with the pipeline's waits and give-ups in the
     * way, the JIT compiled the one-thread run a third slower (Grundy's game to 2^20, 3.6 s against 4.6 to
     * 5.7 s, measured side by side).
     */
    int alone(int from, long deadline) {
        int h = from;
        boolean timed = deadline != Long.MAX_VALUE;
        while (h <= last) {
            prepare(h, h - 2);
            table.commit(h, finish());
            if ((h & 0xFFF) == 0) {
                reportAndCheckpoint(h);
            }
            h++;
            if (timed && (h & 3) == 0 && System.nanoTime() >= deadline) {
                break;
            }
        }
        heapsDone += h - from;
        work.lazySet(pairs + HEAP_WORK * heapsDone);
        return h;
    }

    /**
     * Computes heap h in a pipeline, waiting for the heaps it needs. A helper ({@code abandon}) gives the heap
     * up, returning false, when the pipeline is being left at or below it.
     */
    boolean compute(int h, boolean abandon) {
        if (abandon && handOver.givesUp(h)) {
            return false;
        }
        // Heap h - depth is this worker's previous heap (or before the pipeline began): final already.
        if (h - depth != ownLast && !handOver.await(h - depth, h, abandon)) {
            return false;
        }
        long scansBefore = fullScans;
        long pairsBefore = pairs;
        prepare(h, h - depth);
        boolean ready = handOver.ready(h - 1, handsOver ? index : -1);
        long waitBegan = ready ? 0 : System.nanoTime();
        if (!ready && !(handsOver ? handOver.await(h - 1, h, abandon, index) : handOver.await(h - 1, h, abandon))) {
            // Preparing wrote nothing shared; the counts go back to what they were, as another thread will
            // prepare the heap again.
            fullScans = scansBefore;
            pairs = pairsBefore;
            return false;
        }
        if (!ready) {
            waitNanos += System.nanoTime() - waitBegan;
        }
        table.commit(h, finish(), handsOver ? successor : -1);
        ownLast = h;
        heapsDone++;
        work.lazySet(pairs + HEAP_WORK * heapsDone);
        if (keeper != null && (h & 0xFFF) < threads) {
            reportAndCheckpoint(h);
        }
        return true;
    }

    /**
     * Every few thousand heaps, on the conducting thread: Ctrl-C, progress, and the periodic checkpoint. An
     * interruption goes to the run, which saves every heap that is final (other threads may have finished
     * heaps beyond h).
     */
    private void reportAndCheckpoint(int h) {
        Cancellation.check();
        keeper.reportAndCheckpoint(g, h);
    }

    /** Everything about heap h that needs no value beyond g(finalUpTo). */
    private void prepare(int h, int finalUpTo) {
        heap = h;
        this.finalUpTo = finalUpTo;
        snap = table.rareHeaps();
        settling = period == null ? null : periodView.settles(h, snap);
        if (settling == null) {
            scan(h);
        }
    }

    /**
     * Adds the moves that involve heap h-1 and settles g(h); records what the scans covered, if they were
     * needed, for settling later heaps from the period.
     */
    private int finish() {
        int v = mex();
        if (period != null && settling == null) {
            period.scanned(heap, examined);
        }
        return v;
    }

    /** The scans of heap h that read no value beyond g(finalUpTo). */
    private void scan(int h) {
        current++;
        families = 0;
        deferredCount = 0;
        examined = 0;
        fullScanned = false;
        rule.moves(h, this);
        int mask = snap.mask();
        for (int f = 0; f < families; f++) {
            int m = familyTotal[f];
            // A rare heap r whose rest m - r is not final yet is paired among the deferred moves.
            int from = m - finalUpTo > 1 ? snap.below(m - finalUpTo) : 0;
            int to = snap.below(m);
            scanRare(m, familyEqual[f], from, to);
        }
        // One pass finds the candidate, the smallest common value not marked, and the rare values below it that
        // are not marked either: the full scan must look for those among the splits.
        boolean splits = families > 0;
        int common = 0;
        for (;; common++) {
            if (common == VALUES) {
                throw new ValueOverflow();
            }
            if (stamp[common] == current) {
                continue;
            }
            if (!rare(mask, common)) {
                break;
            }
            if (splits) {
                wanted.add(common);
            }
        }
        preparedCommon = common;
        scannedAll = false;
        if (wanted.count() > 0) {
            fullScanned = true;
            fullScans++;
            scannedAll = fullScan(finalUpTo, common);
        }
    }

    /** Adds the deferred moves and finds g(h): from the period if still so forecast, else the mex. */
    private int mex() {
        if (settling != null) {
            PeriodSettling.Repeat r = periodView.confirm(settling, heap, heap - finalUpTo, snap);
            if (r != null) {
                repeated++;
                return period.settle(heap, r);
            }
            settling = null;
            scan(heap);
        }
        for (int i = 0; i < deferredCount; i += 3) {
            stamp[g[deferred[i]] ^ g[deferred[i + 1]] ^ g[deferred[i + 2]]] = current;
        }
        if (families == 0) {
            int v = 0;
            while (stamp[v] == current) {
                v++;
            }
            return v;
        }
        int mask = snap.mask();
        int common = preparedCommon;
        while (stamp[common] == current || rare(mask, common)) {
            common++;
            if (common == VALUES) {
                throw new ValueOverflow();
            }
        }
        // Below the prepared candidate every value is marked, but for rare ones that the scan looked for among all
        // the pairs it could read and did not find (the deferred moves may have marked them since): from there up
        // to a candidate that the deferred moves raised, rare values still need looking for.
        boolean allMarked = !scannedAll;
        for (int v = preparedCommon; v < common; v++) {
            if (rare(mask, v) && stamp[v] != current) {
                wanted.add(v);
            }
        }
        if (wanted.count() > 0) {
            if (!fullScanned) {
                fullScans++;
            }
            allMarked &= !fullScan(Integer.MAX_VALUE, common);
        }
        if (allMarked) {
            return common;
        }
        for (int v = 0; v < common; v++) {
            if (stamp[v] != current) {
                return v;
            }
        }
        return common;
    }

    /**
     * Looks at the two-heap splits for the {@link #wanted} values, marking each one found, until all are found;
     * pairs with a heap beyond {@code readable} tokens, whose value is not final yet, are left out (they are among
     * the deferred moves). Returns whether every pair was looked at. Leaves no value wanted (all wanted values are
     * below {@code limit}). In two phases (see {@link WantedValues}); while every value fits in a byte, eight
     * pairs' values come from two reads of {@link HeapTable#bytes}.
     */
    private boolean fullScan(int readable, int limit) {
        // The byte copy serves only wanted values below 256, and only stretches without a value past 255.
        ByteBuffer narrow = limit <= 256 ? table.bytes() : null;
        WideHeaps wide = table.wideHeaps();
        WantedValues want = wanted;
        int missing = want.count();
        for (int f = 0; f < families; f++) {
            int m = familyTotal[f];
            int end = familyEqual[f] ? m >>> 1 : (m - 1) >>> 1;
            // (a, m - a) for a < m - readable waits for g(m - a): it is among the deferred moves.
            int a = (int) Math.max(1, (long) m - readable);
            int begin = a;
            for (int chunk = WantedValues.chunk(0); missing > WantedValues.FEW && a <= end;
                    chunk = WantedValues.chunk(chunk)) {
                int stop = (int) Math.min(end, (long) a + chunk - 1);
                a = markAll(narrowFor(narrow, wide, m, a, stop), m, a, stop);
                missing = want.dropMarked(stamp, current);
            }
            while (missing > 0 && a <= end) {
                int stretch = (int) Math.min(end, (long) a + FEW_STRETCH - 1);
                ByteBuffer bytes = narrowFor(narrow, wide, m, a, stretch);
                a = bytes != null ? WantedValues.toFew(bytes, bytes, m, a, stretch, want.list(), missing)
                        : WantedValues.toWanted(g, g, m, a, stretch, want.flags());
                // The block of eight from a holds a wanted value, or is the last (perhaps shorter) block of the
                // stretch.
                for (int stop = Math.min(end, a + 7); a <= stop && missing > 0; a++) {
                    missing = want.found((g[a] ^ g[m - a]) & 0xFFFF, stamp, current);
                }
            }
            pairs += a - begin;
            if (missing == 0) {
                examined = Math.max(examined, a - 1);
                return false;
            }
            examined = Math.max(examined, end);
        }
        want.clear(limit);
        return true;
    }

    /**
     * The byte copy for the pairs (a, m - a) .. (stop, m - stop), or null where it does not serve them (a value past
     * 255 among their heaps, or {@code narrow} null).
     */
    private static ByteBuffer narrowFor(ByteBuffer narrow, WideHeaps wide, int m, int a, int stop) {
        return narrow == null || wide.anyIn(a, stop) || wide.anyIn(m - stop, m - a) ? null : narrow;
    }

    /**
     * Marks the values of the pairs (a, m - a) .. (stop, m - stop), every one; returns stop + 1. Eight pairs'
     * values from two reads of {@code narrow} where it is given (every value below 256), else from the values.
     */
    private int markAll(ByteBuffer narrow, int m, int a, int stop) {
        char[] values = g;
        int[] marks = stamp;
        int mark = current;
        if (narrow != null) {
            a = WantedValues.markEight(narrow, narrow, m, a, stop, marks, mark);
        }
        return WantedValues.markAll(values, values, m, a, stop, marks, mark);
    }

    /** Marks g(r) ^ g(m - r) for the rare heaps heaps[from..to), each paired with the rest of m. */
    private void scanRare(int m, boolean equalAllowed, int from, int to) {
        pairs += Math.max(0, to - from);
        if (!equalAllowed && (m & 1) == 0) {
            // The two halves of m, if rare, are not a move: the pairs on either side of it.
            int half = snap.below(m >>> 1);
            if (half >= from && half < to && snap.heaps()[half] == m >>> 1) {
                markRare(m, from, half);
                markRare(m, half + 1, to);
                return;
            }
        }
        markRare(m, from, to);
    }

    private void markRare(int m, int from, int to) {
        char[] values = g;
        int[] rare = snap.heaps();
        char[] rareValues = snap.values();
        int[] marks = stamp;
        int mark = current;
        for (int k = from; k < to; k++) {
            marks[(rareValues[k] ^ values[m - rare[k]]) & 0xFFFF] = mark;
        }
    }

    private void defer(int a, int b, int c) {
        if (deferredCount + 3 > deferred.length) {
            deferred = Arrays.copyOf(deferred, deferred.length * 2);
        }
        deferred[deferredCount++] = a;
        deferred[deferredCount++] = b;
        deferred[deferredCount++] = c;
    }

    @Override
    public void leave(int a) {
        leave(a, 0, 0);
    }

    @Override
    public void leave(int a, int b) {
        leave(a, b, 0);
    }

    @Override
    public void leave(int a, int b, int c) {
        if (a > finalUpTo || b > finalUpTo || c > finalUpTo) {
            defer(a, b, c);
        } else {
            stamp[g[a] ^ g[b] ^ g[c]] = current;
        }
    }

    @Override
    public void splitInTwo(int total, boolean equalAllowed) {
        if (total < 2) {
            return;
        }
        if (families == familyTotal.length) {
            familyTotal = Arrays.copyOf(familyTotal, families * 2);
            familyEqual = Arrays.copyOf(familyEqual, families * 2);
        }
        familyTotal[families] = total;
        familyEqual[families] = equalAllowed;
        families++;
        // The splits whose larger piece is not final yet: (a, total - a) for a < total - finalUpTo.
        int end = equalAllowed ? total >>> 1 : (total - 1) >>> 1;
        int waiting = (int) Math.min(end, (long) total - finalUpTo - 1);
        for (int a = 1; a <= waiting; a++) {
            defer(a, total - a, 0);
        }
    }

    @Override
    public void splitInThree(int total) {
        if (total - 2 > finalUpTo) {
            // Deep in a pipeline the largest pieces may not be final yet: those splits wait (see leave).
            Splits.inThree(total, this::leave);
            return;
        }
        // Every piece is at most total - 2, final: the hot loop reads them straight.
        for (int a = 1; 3 * a <= total; a++) {
            for (int b = a; 2 * b <= total - a; b++) {
                stamp[g[a] ^ g[b] ^ g[total - a - b]] = current;
            }
        }
    }
}

package cgt.heap;

import cgt.task.Cancellation;
import cgt.task.Progress;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * One run of the rare/common method (see {@link GrundyEngine}), on one thread or pipelined over two.
 *
 * <p>Each heap h is computed in two steps. {@link Worker#prepare} needs g(0..h-2) only: it evaluates every
 * move that does not involve a heap of h-1 tokens, scans the rare pairs, and already looks for the rare
 * values the full scan must find. {@link Worker#finish} waits for g(h-1), adds the few moves that involve
 * it, and settles the value. With two threads, one takes the even heaps and one the odd: each prepares its
 * next heap while the other finishes the heap before, so the expensive step runs in parallel and only the
 * short one is in sequence.
 *
 * <p>The threads share the table (each heap written by one thread before it is published through an
 * atomic counter) and the list of rare heaps, published as an immutable snapshot together with the mask
 * it was made for; a heap is computed entirely with the snapshot its preparation began with.
 *
 * <h2>When the machine is busy</h2>
 *
 * <p>The pipeline pays only while both threads run: when the system gives one's core to another process,
 * the other waits for its heap. So a run with more than one thread works in segments, and a {@link
 * SegmentPlanner} chooses for each from measured speeds whether the threads share its heaps ({@link
 * SegmentPlanner.Mode#PIPELINE}) or the first thread, the conductor, computes them alone while the others
 * are parked ({@link SegmentPlanner.Mode#ALONE}). Within a pipeline nothing changes per heap but a check of
 * the clock now and then; a segment boundary between two pipeline segments is only a reading of the clock
 * and of the work counters. To leave the pipeline the conductor sets {@link #limit} to its next heap c: the
 * others finish their heaps below c and give up one they prepared beyond it (preparing writes nothing
 * shared, and finishing a heap beyond c needs g(c)), then say so; only then does the conductor go on from c
 * alone. A thread that waits for a heap spins for some microseconds, then yields, then parks for growing
 * spells, so that it never holds a core the late thread needs.
 *
 * <h2>Settling heaps from the period</h2>
 *
 * <p>For a finite code with splits into two (the rules {@link PeriodProof.Kind#GUY_SMITH} covers), once the
 * sequence repeats with some period p, most heaps need no scan at all. Say g(k) = g(k - p) for every k from
 * s up to heap h - 1, where s - p &gt; 0 (leaving a heap of 0 tokens is leaving nothing, which another bit of
 * a digit allows), the value c = g(h - p) is common, and every heap that h's moves leave in one piece, or
 * as the larger piece of a split with a rare heap below s or with one of the first A pieces that heap h - p's
 * full scan looked at, is at least s. Then the moves of h and of h - p match one to one, with equal values,
 * in three families that between them decide g(h - p) = c: the moves that leave one heap, the splits with a
 * rare piece (the only source of common values), and the splits whose smaller piece is at most A (where
 * h - p's scan found the rare values below c the others missed). So g(h) = c, and heap h covers its values
 * below c with the same A. This is the step of the Guy-Smith theorem, taken heap by heap; a run records A
 * for every heap (one byte, rounded up), watches for a period, and uses it only where the conditions hold,
 * so the values are exact whether or not the sequence turns out periodic.
 */
final class RareCommonRun {

    static final int VALUES = Character.MAX_VALUE + 1;

    /**
     * The rare heaps under one mask: heaps[0..count) in ascending order. The array is only appended to.
     * Every heap from {@code since} on is computed under this mask.
     */
    private record Snapshot(int mask, int[] heaps, int count, int since) {
    }

    /** A period the sequence shows: g(k) = g(k - period) for every final k ≥ verifiedFrom. */
    private record Repeat(int period, int verifiedFrom) {
    }

    /** Whether v is rare under the mask: v &amp; mask has an even number of one bits. */
    private static boolean rare(int mask, int v) {
        return (Integer.bitCount(v & mask) & 1) == 0;
    }

    /** Thrown when a value does not fit in two bytes. */
    static final class ValueOverflow extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ValueOverflow() {
            super(null, null, false, false);
        }
    }

    private final HeapRule rule;
    private final int last;
    private final char[] g;
    private final int threads;
    private final Progress progress;
    private final GrundyEngine.Checkpoint checkpoint;
    private final long checkpointNanos;
    private final int start;
    /** t for a rule whose heaps can be settled from the period (see above); -1 for any other rule. */
    private final int reach;
    /** For each heap, the prefix of splits its scans covered ({@link ScanRecord#encode}); null if unused. */
    private final byte[] covered;
    /** How many of the final heaps from 1 on have each value, and the largest value among them. */
    private final int[] valueCount = new int[VALUES];
    private int maxValue;

    /** How many trailing values must repeat before a period is used. */
    private final int repeatShown;

    /** The last heap whose value is final. */
    private final AtomicInteger published = new AtomicInteger();
    private volatile Snapshot snapshot;
    private volatile Repeat repeat;
    private volatile boolean stopped;
    private volatile Throwable failure;

    /** Chooses each segment's mode; used by the conducting thread only. */
    private final SegmentPlanner planner;
    /** How many pipelines the conductor started; a helper works in one when this changes. */
    private volatile int pipelines;
    /** The first heap of the latest pipeline (written before {@link #pipelines}). */
    private volatile int pipelineFrom;
    /** No helper starts or finishes a heap from this one on: the pipeline is being left. */
    private volatile int limit = Integer.MAX_VALUE;
    private Thread[] helperThreads = new Thread[0];

    /**
     * A run of the engine's rule to heap {@code last} on {@code threads} threads, going on from g(0..k) given
     * by {@code prefix} (null for none) and what the run that made it recorded (null if not known).
     */
    RareCommonRun(GrundyEngine engine, int last, GrundySequence prefix, ScanRecord record, int threads) {
        this.rule = engine.rule();
        this.last = last;
        this.g = new char[last + 1];
        this.threads = threads;
        this.progress = engine.progress();
        this.checkpoint = engine.checkpoint();
        this.checkpointNanos = engine.checkpointNanos();
        this.repeatShown = engine.repeatShown();
        this.planner = new SegmentPlanner(engine.segments());
        int known = 0;
        if (prefix != null) {
            if (!prefix.fitsInChars()) {
                throw new ValueOverflow();
            }
            known = Math.min(prefix.lastHeap() + 1, last + 1);
            prefix.copyChars(g, known);
        }
        this.start = known;
        this.published.set(known - 1);
        PeriodProof proof = rule.periodProof();
        this.reach = proof.kind() == PeriodProof.Kind.GUY_SMITH ? proof.reach() : -1;
        this.covered = reach < 0 ? null : ScanRecord.carry(record, known, last + 1);
        Snapshot carried = null;
        if (record != null && record.length() == known) {
            // The run this one goes on from knows the counts and the rare heaps: no need to go over g again.
            maxValue = record.copyValueCounts(valueCount);
            int rare = record.rareCount();
            carried = new Snapshot(record.mask(), record.copyRareHeaps(Math.max(1024, 2 * rare)), rare,
                    record.maskSince());
        } else {
            for (int i = 1; i < known; i++) {
                valueCount[g[i]]++;
                maxValue = Math.max(maxValue, g[i]);
            }
        }
        this.snapshot = chooseMask(known, carried, known);
        if (covered != null && known > 0) {
            lookForRepeat(known - 1);
        }
    }

    GrundyEngine.Result run() {
        Worker[] workers = new Worker[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Worker(t);
        }
        Thread[] helpers = new Thread[threads - 1];
        for (int t = 1; t < threads; t++) {
            Worker w = workers[t];
            helpers[t - 1] = new Thread(() -> {
                try {
                    w.serve();
                } catch (Throwable e) {
                    failure = e;
                    stopped = true;
                }
            }, "grundy-engine-" + t);
            helpers[t - 1].setDaemon(true);
        }
        helperThreads = helpers;
        for (Thread h : helpers) {
            h.start();
        }
        try {
            try {
                if (threads == 1) {
                    workers[0].alone(start, Long.MAX_VALUE);
                } else {
                    conduct(workers);
                }
            } catch (CancellationException e) {
                stopped = true;
                // Nothing finished is lost: the last word of an interrupted run is a checkpoint.
                checkpoint.save(GrundySequence.prefix(g, published.get() + 1));
                throw e;
            }
            stopped = true;
            wakeHelpers();
            for (Thread h : helpers) {
                h.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } finally {
            stopped = true;
            wakeHelpers();
        }
        rethrowFailure();
        long fullScans = 0;
        long pairs = 0;
        long repeated = 0;
        for (Worker w : workers) {
            fullScans += w.fullScans;
            pairs += w.pairs;
            repeated += w.repeated;
        }
        Snapshot s = snapshot;
        return new GrundyEngine.Result(GrundySequence.wrap(g),
                new GrundyEngine.Stats(s.mask(), s.count(), fullScans, pairs, repeated),
                new ScanRecord(last + 1, Arrays.copyOf(valueCount, maxValue + 1), s.mask(), s.heaps(), s.count(),
                        s.since(), covered));
    }

    /** How many times the run changed between the pipeline and one thread (for tests and statistics). */
    int switches() {
        return planner.switches();
    }

    private void rethrowFailure() {
        Throwable f = failure;
        if (f instanceof RuntimeException e) {
            throw e;
        }
        if (f instanceof Error e) {
            throw e;
        }
    }

    private void wakeHelpers() {
        for (Thread h : helperThreads) {
            LockSupport.unpark(h);
        }
    }

    /** The work a heap counts for beside its pairs, in pairs (see {@link Worker#work}). */
    private static final long HEAP_WORK = 32;

    /** Spins of a waiting thread before it looks at the clock (each a pause of some tens of nanoseconds). */
    private static final int SPINS = 256;
    /** How long a waiting thread spins at most before it yields its core (a hand-over takes microseconds). */
    private static final long SPIN_NANOS = 20_000;
    /** How long it yields before it parks: by then the thread it waits for is not running. */
    private static final long YIELD_NANOS = 200_000;
    /** The first and the longest spell of parking; spells double in between. */
    private static final long PARK_NANOS = 50_000;
    private static final long PARK_MAX_NANOS = 1_000_000;

    /**
     * Waits until g(0..heap) is final, for a thread computing heap {@code owner}; returns false, without
     * waiting longer, if {@code abandon} and the pipeline is being left at or below the owner (see the class
     * comment). Throws if the run was stopped meanwhile. Spins at first, then yields, then parks for growing
     * spells: a waiting thread must not keep a core from the one it waits for.
     */
    private boolean await(int heap, int owner, boolean abandon) {
        int spins = 0;
        long began = 0;
        long spell = PARK_NANOS;
        while (published.get() < heap) {
            if (stopped) {
                rethrowFailure();
                throw new CancellationException("stopped");
            }
            if (abandon && limit <= owner) {
                return false;
            }
            if (++spins < SPINS) {
                Thread.onSpinWait();
                continue;
            }
            long now = System.nanoTime();
            if (began == 0) {
                began = now;
            }
            spell = pause(now - began, spell);
        }
        return true;
    }

    /** A condition that another thread makes true. */
    private interface Condition {
        boolean holds();
    }

    /** Waits as {@link #await} does until the condition holds (for the rare waits between segments). */
    private void waitFor(Condition condition) {
        int spins = 0;
        long began = 0;
        long spell = PARK_NANOS;
        while (!condition.holds()) {
            if (stopped && !condition.holds()) { // the condition may be that the run stopped
                rethrowFailure();
                throw new CancellationException("stopped");
            }
            if (++spins < SPINS) {
                Thread.onSpinWait();
                continue;
            }
            long now = System.nanoTime();
            if (began == 0) {
                began = now;
            }
            spell = pause(now - began, spell);
        }
    }

    /** One pause of a thread that has waited so long, parking for {@code spell} if at all; the next spell. */
    @SuppressWarnings("ThreadPriorityCheck") // spin, then yield, then park: the hand-over's measured wait
    private static long pause(long waited, long spell) {
        if (waited < SPIN_NANOS) {
            Thread.onSpinWait();
            return spell;
        }
        if (waited < YIELD_NANOS) {
            Thread.yield();
            return spell;
        }
        LockSupport.parkNanos(spell);
        return Math.min(PARK_MAX_NANOS, 2 * spell);
    }

    /**
     * The conducting thread's part of a run on several threads: segment after segment in the mode the
     * planner chooses, until every heap is final.
     */
    private void conduct(Worker[] workers) {
        Worker self = workers[0];
        int h = start;
        while (h <= last) {
            if (planner.mode() == SegmentPlanner.Mode.ALONE) {
                long began = System.nanoTime();
                long work = self.work.get();
                h = self.alone(h, began + planner.segmentNanos());
                planner.measured((double) (self.work.get() - work), System.nanoTime() - began);
            } else {
                h = pipeline(workers, h);
            }
        }
    }

    /**
     * Runs pipeline segments from heap {@code from} on, as long as the planner wants them; returns the first
     * heap not computed when it leaves the pipeline, or {@code last + 1}.
     */
    private int pipeline(Worker[] workers, int from) {
        Worker self = workers[0];
        limit = Integer.MAX_VALUE;
        pipelineFrom = from;
        int started = pipelines + 1;
        pipelines = started;
        wakeHelpers();
        long began = System.nanoTime();
        long end = began + planner.segmentNanos();
        long work = totalWork(workers);
        int c = from;
        int sinceClock = 0;
        for (; c <= last; c += threads) {
            if (++sinceClock == 4) {
                sinceClock = 0;
                long now = System.nanoTime();
                if (now >= end) {
                    long done = totalWork(workers);
                    if (planner.measured((double) (done - work), now - began) != SegmentPlanner.Mode.PIPELINE) {
                        break;
                    }
                    began = now;
                    end = now + planner.segmentNanos();
                    work = done;
                }
            }
            self.compute(c, false);
        }
        // Leave the pipeline at heap c (beyond the last if every heap is done): the helpers finish their heaps
        // below it, give up any beyond, and say so.
        int leave = c;
        limit = leave;
        wakeHelpers();
        waitFor(() -> {
            for (int t = 1; t < threads; t++) {
                if (workers[t].servedPipelines != started) {
                    return false;
                }
            }
            return true;
        });
        waitFor(() -> published.get() >= Math.min(leave, last + 1) - 1);
        return Math.min(leave, last + 1);
    }

    private static long totalWork(Worker[] workers) {
        long sum = 0;
        for (Worker w : workers) {
            sum += w.work.get();
        }
        return sum;
    }

    /**
     * Chooses the mask that makes the fewest of g(1..h-1) rare (as {@link #valueCount} counts them) and lists
     * the rare heaps under it, for heaps from {@code since} on. The {@code current} snapshot (null for none)
     * is kept if its mask is as good as any. Masks range over the bits the values use so far; higher bits are
     * set, so that larger values to come are split between the kinds too.
     */
    private Snapshot chooseMask(int h, Snapshot current, int since) {
        int[] count = valueCount;
        int max = maxValue;
        int bits = Math.min(12, 32 - Integer.numberOfLeadingZeros(max));
        int high = ~((1 << bits) - 1) & 0xFFFF;
        int[] seen = new int[max + 1];
        int distinct = 0;
        for (int v = 0; v <= max; v++) {
            if (count[v] > 0) {
                seen[distinct++] = v;
            }
        }
        int best = current == null ? 0xFFFF : current.mask();
        long bestRare = rareHeaps(best, count, seen, distinct);
        for (int low = 1; low < (1 << bits); low++) {
            int candidate = high | low;
            long r = rareHeaps(candidate, count, seen, distinct);
            if (r < bestRare) {
                bestRare = r;
                best = candidate;
            }
        }
        if (current != null && best == current.mask()) {
            return current;
        }
        int[] heaps = new int[(int) Math.max(1024, Math.min(Integer.MAX_VALUE - 8, 2 * bestRare))];
        int n = 0;
        for (int i = 1; i < h; i++) {
            if (rare(best, g[i])) {
                heaps[n++] = i;
            }
        }
        return new Snapshot(best, heaps, n, since);
    }

    private static long rareHeaps(int mask, int[] count, int[] seen, int distinct) {
        long r = 0;
        for (int i = 0; i < distinct; i++) {
            int v = seen[i];
            if (rare(mask, v)) {
                r += count[v];
            }
        }
        return r;
    }

    /** Called by the thread that finished heap h, before publishing it. */
    private void afterFinish(int h) {
        int v = g[h];
        if (h > 0) {
            valueCount[v]++;
            maxValue = Math.max(maxValue, v);
        }
        Snapshot s = snapshot;
        if (h > 0 && rare(s.mask(), v)) {
            int[] heaps = s.heaps();
            if (s.count() == heaps.length) {
                heaps = Arrays.copyOf(heaps, heaps.length * 2);
            }
            heaps[s.count()] = h;
            s = new Snapshot(s.mask(), heaps, s.count() + 1, s.since());
        }
        if (h >= 256 && Integer.bitCount(h) == 1) {
            // Heaps up to h + threads - 1 may be prepared under the old mask already.
            s = chooseMask(h + 1, s, h + threads);
        }
        if (s != snapshot) {
            snapshot = s; // a volatile write costs a fence: only when there is news
        }
        if (covered != null) {
            Repeat r = repeat;
            if (r != null && h >= r.period() && g[h] != g[h - r.period()] && r.verifiedFrom() <= h) {
                repeat = new Repeat(r.period(), h + 1);
            }
            Repeat now = repeat;
            // Eight looks per doubling of the table: each costs about h steps, so all of them about 8h.
            int step = Math.max(256, Integer.highestOneBit(h) >>> 3);
            if ((h & (step - 1)) == 0 && (now == null || h - now.verifiedFrom() < repeatShown)) {
                lookForRepeat(h);
            }
        }
    }

    /**
     * Looks for the smallest period p with which the last {@link #repeatShown} values up to heap h repeat,
     * and how far back the repetition reaches; keeps the current one if there is none. Heap 0 is never part
     * of a repetition: a move leaving a lone heap of p tokens has no counterpart leaving a heap of 0 tokens,
     * which is leaving nothing, allowed or not by another bit of the digit.
     */
    private void lookForRepeat(int h) {
        int span = repeatShown;
        for (int p = 1; h - span + 1 - p >= 1; p++) {
            int i = 0;
            while (i < span && g[h - i] == g[h - i - p]) {
                i++;
            }
            if (i == span) {
                int from = h - span + 1;
                while (from - 1 - p >= 1 && g[from - 1] == g[from - 1 - p]) {
                    from--;
                }
                repeat = new Repeat(p, from);
                return;
            }
        }
    }

    /**
     * One thread's share, each heap prepared and then finished: in a pipeline starting at heap f, the heaps
     * f + index + k * threads; in a segment alone (the conductor, index 0), every heap.
     */
    private final class Worker implements MoveSink {
        private final int index;
        private final int[] stamp = new int[VALUES + 1];
        private final boolean[] wanted = new boolean[VALUES + 1];
        private int current;
        private int heap;
        private Snapshot snap;
        private int[] familyTotal = new int[8];
        private boolean[] familyEqual = new boolean[8];
        private int families;
        /** Moves that involve heap h-1, as triples of heaps (0 for none): evaluated when g(h-1) is final. */
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
        private Repeat settling;
        /** The largest rare heap below the verified start of {@link #rareFor}, under {@link #rareIn}. */
        private int largestRareBefore;
        private Repeat rareFor;
        private Snapshot rareIn;
        long fullScans;
        long pairs;
        long repeated;

        Worker(int index) {
            this.index = index;
        }

        /**
         * Work done so far, for comparing the speed of segments: pairs evaluated and a share per heap (a heap
         * settled without a scan costs about as much as this many pairs). Written by this worker after each
         * heap, read by the conductor at segment boundaries.
         */
        final AtomicLong work = new AtomicLong();
        private long heapsDone;
        /** The last pipeline this helper worked in, to its end. */
        volatile int servedPipelines;
        private long nextReport = System.nanoTime() + 500_000_000L;
        private long nextCheckpoint = System.nanoTime() + checkpointNanos;

        /**
         * Computes heaps from {@code from} on, every one, until the clock passes {@code deadline} (looked at
         * every four heaps; {@code Long.MAX_VALUE}: never) or the last is done; returns the first heap not
         * computed. The loop is written out rather than calling {@link #compute}: with the pipeline's waits
         * and give-ups in the way, the JIT compiled the one-thread run a third slower (Grundy's game to 2^20,
         * 3.6 s against 4.6 to 5.7 s, measured side by side).
         */
        int alone(int from, long deadline) {
            int h = from;
            boolean timed = deadline != Long.MAX_VALUE;
            while (h <= last) {
                prepare(h);
                int v = finish();
                if (v >= Character.MAX_VALUE) {
                    throw new ValueOverflow();
                }
                g[h] = (char) v;
                if (covered != null && settling == null) {
                    covered[h] = ScanRecord.encode(examined);
                }
                afterFinish(h);
                published.lazySet(h);
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

        /** Every few thousand heaps, on the conducting thread: Ctrl-C, progress, and the periodic checkpoint. */
        private void reportAndCheckpoint(int h) {
            Cancellation.check();
            long now = System.nanoTime();
            if (now > nextReport) {
                progress.report("grundy values", h, last + 1L);
                nextReport = now + 500_000_000L;
            }
            if (now > nextCheckpoint) {
                checkpoint.save(GrundySequence.prefix(g, h + 1));
                nextCheckpoint = System.nanoTime() + checkpointNanos;
            }
        }

        /** A helper's life: the heaps that fall to it in each pipeline the conductor starts, parked between. */
        void serve() {
            int served = 0;
            while (true) {
                int seen = served;
                waitFor(() -> pipelines != seen || stopped);
                if (stopped) {
                    return;
                }
                int now = pipelines;
                for (int h = pipelineFrom + index; h <= last; h += threads) {
                    if (!compute(h, true)) {
                        break;
                    }
                }
                served = now;
                servedPipelines = now;
            }
        }

        /**
         * Computes heap h, waiting for the heaps it needs. A helper ({@code abandon}) gives the heap up,
         * returning false, when the pipeline is being left at or below it.
         */
        boolean compute(int h, boolean abandon) {
            if (abandon && h >= limit) {
                return false;
            }
            if (!await(h - 2, h, abandon)) {
                return false;
            }
            long scansBefore = fullScans;
            long pairsBefore = pairs;
            prepare(h);
            if (!await(h - 1, h, abandon)) {
                // Preparing wrote nothing shared; the counts go back to what they were, as another thread will
                // prepare the heap again.
                fullScans = scansBefore;
                pairs = pairsBefore;
                return false;
            }
            int v = finish();
            if (v >= Character.MAX_VALUE) {
                throw new ValueOverflow();
            }
            g[h] = (char) v;
            if (covered != null && settling == null) {
                covered[h] = ScanRecord.encode(examined);
            }
            afterFinish(h);
            // A release store suffices to hand the heap over, and unlike a volatile one it costs no fence
            // (lazySet is one; a VarHandle would do the same, but costs milliseconds to set up in a cold JVM).
            published.lazySet(h);
            heapsDone++;
            work.lazySet(pairs + HEAP_WORK * heapsDone);
            if (index == 0 && (h & 0xFFF) < threads) {
                reportAndCheckpoint(h);
            }
            return true;
        }

        /** Everything about heap h that does not need g(h-1). */
        private void prepare(int h) {
            heap = h;
            snap = snapshot;
            settling = covered == null ? null : settledByPeriod(h);
            if (settling == null) {
                scan(h);
            }
        }

        /**
         * The period from which g(h) = g(h - p) follows (see the class comment), with what is known now; null
         * if none. In preparation g(h-1) is not final yet, so the answer is a forecast that finish confirms.
         */
        private Repeat settledByPeriod(int h) {
            Repeat r = repeat;
            if (r == null) {
                return null;
            }
            int back = h - r.period();
            int s = r.verifiedFrom();
            int room = h - reach - s; // the smallest piece a move leaves, or the larger piece of a split, less s
            if (back <= reach + 1 || back < snap.since() || room < 0 || rare(snap.mask(), g[back])
                    || ScanRecord.decode(covered[back]) > room) {
                return null;
            }
            if (r != rareFor || snap != rareIn) {
                int below = rareBelow(s);
                largestRareBefore = below == 0 ? 0 : snap.heaps()[below - 1];
                rareFor = r;
                rareIn = snap;
            }
            return largestRareBefore <= room ? r : null;
        }

        /** The scans of heap h that do not need g(h-1). */
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
                int from = m == h && snap.count() > 0 && snap.heaps()[0] == 1 ? 1 : 0;
                int to = rareBelow(m);
                scanRare(m, familyEqual[f], from, to);
            }
            int common = 0;
            while (stamp[common] == current || rare(mask, common)) {
                common++;
                if (common == VALUES) {
                    throw new ValueOverflow();
                }
            }
            preparedCommon = common;
            scannedAll = false;
            if (families == 0) {
                return;
            }
            int missing = 0;
            for (int v = 0; v < common; v++) {
                if (rare(mask, v) && stamp[v] != current) {
                    wanted[v] = true;
                    missing++;
                }
            }
            if (missing > 0) {
                fullScanned = true;
                fullScans++;
                scannedAll = fullScan(missing, h, common);
            }
        }

        /** Adds the moves that involve heap h-1 and settles g(h). */
        private int finish() {
            if (settling != null) {
                // The forecast holds unless g(h-1) broke the period (which replaces it), or read g(h-1) itself.
                Repeat r = settling;
                if (r.period() < 2 || r != repeat) {
                    r = settledByPeriod(heap);
                }
                if (r != null) {
                    int back = heap - r.period();
                    covered[heap] = covered[back];
                    repeated++;
                    return g[back];
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
            // Rare values below the prepared candidate are settled when the scan looked at every pair; the
            // ones from there up to a candidate that the deferred moves raised still need looking for.
            int from = scannedAll ? preparedCommon : 0;
            int missing = 0;
            for (int v = from; v < common; v++) {
                if (rare(mask, v) && stamp[v] != current) {
                    wanted[v] = true;
                    missing++;
                }
            }
            if (missing > 0) {
                if (!fullScanned) {
                    fullScans++;
                }
                fullScan(missing, Integer.MAX_VALUE, common);
            }
            for (int v = 0; v < common; v++) {
                if (stamp[v] != current) {
                    return v;
                }
            }
            return common;
        }

        /**
         * Looks at the two-heap splits for the wanted values, marking each one found, until all are found;
         * pairs with a heap of {@code pending} tokens, whose value is not final yet, are left out (they
         * are among the deferred moves). Returns whether every pair was looked at. Leaves no value wanted
         * (all wanted values are below {@code limit}).
         */
        @SuppressWarnings("ShortCircuitBoolean") // eight table reads ORed without a branch each: the hot loop
        private boolean fullScan(int missing, int pending, int limit) {
            char[] values = g;
            boolean[] want = wanted;
            int mark = current;
            int pendingPartner = pending - 1;
            for (int f = 0; f < families; f++) {
                int m = familyTotal[f];
                int end = familyEqual[f] ? m >>> 1 : (m - 1) >>> 1;
                int a = m - 1 == pendingPartner ? 2 : 1; // (1, h-1) waits for g(h-1)
                int begin = a;
                while (a <= end) {
                    // Eight pairs at a time with one branch, as a wanted value turns up in few of them; the
                    // masks let the JIT drop range checks.
                    for (; a + 7 <= end; a += 8) {
                        int b = m - a;
                        if (want[(values[a] ^ values[b]) & 0xFFFF] | want[(values[a + 1] ^ values[b - 1]) & 0xFFFF]
                                | want[(values[a + 2] ^ values[b - 2]) & 0xFFFF]
                                | want[(values[a + 3] ^ values[b - 3]) & 0xFFFF]
                                | want[(values[a + 4] ^ values[b - 4]) & 0xFFFF]
                                | want[(values[a + 5] ^ values[b - 5]) & 0xFFFF]
                                | want[(values[a + 6] ^ values[b - 6]) & 0xFFFF]
                                | want[(values[a + 7] ^ values[b - 7]) & 0xFFFF]) {
                            break;
                        }
                    }
                    for (int stop = Math.min(end, a + 7); a <= stop; a++) {
                        int v = (values[a] ^ values[m - a]) & 0xFFFF;
                        if (want[v]) {
                            want[v] = false;
                            stamp[v] = mark;
                            if (--missing == 0) {
                                pairs += a - begin + 1;
                                examined = Math.max(examined, a);
                                return false;
                            }
                        }
                    }
                }
                pairs += Math.max(0, end - begin + 1);
                examined = Math.max(examined, end);
            }
            Arrays.fill(want, 0, limit, false);
            return true;
        }

        /** Marks g(r) ^ g(m - r) for the rare heaps heaps[from..to), each paired with the rest of m. */
        private void scanRare(int m, boolean equalAllowed, int from, int to) {
            char[] values = g;
            int[] rare = snap.heaps();
            int[] marks = stamp;
            int mark = current;
            pairs += Math.max(0, to - from);
            if (equalAllowed || (m & 1) != 0) {
                for (int k = from; k < to; k++) {
                    int r = rare[k];
                    marks[(values[r] ^ values[m - r]) & 0xFFFF] = mark;
                }
            } else {
                int half = m >>> 1;
                for (int k = from; k < to; k++) {
                    int r = rare[k];
                    if (r != half) {
                        marks[values[r] ^ values[m - r]] = mark;
                    }
                }
            }
        }

        /** How many rare heaps of the snapshot are below m (so that each pairs with a non-empty rest). */
        private int rareBelow(int m) {
            int[] rare = snap.heaps();
            int lo = 0;
            int hi = snap.count();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (rare[mid] < m) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
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
            int pending = heap - 1;
            if (a == pending || b == pending || c == pending) {
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
            if (total == heap && (equalAllowed || total != 2)) {
                defer(1, total - 1, 0); // the one split with a part of h-1 tokens
            }
        }

        @Override
        public void splitInThree(int total) {
            // Parts of a split of at most h tokens into three are at most h-2: nothing waits for g(h-1).
            for (int a = 1; 3 * a <= total; a++) {
                for (int b = a; 2 * b <= total - a; b++) {
                    stamp[g[a] ^ g[b] ^ g[total - a - b]] = current;
                }
            }
        }
    }
}

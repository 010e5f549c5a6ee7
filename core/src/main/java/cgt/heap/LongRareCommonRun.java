package cgt.heap;

import cgt.task.Cancellation;
import cgt.task.Progress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CancellationException;

/**
 * The rare/common method of {@link GrundyEngine} for runs longer than memory: heaps are {@code long}s and the
 * values live in a {@link MappedValues} file, which is also the run's checkpoint (committed every few seconds,
 * on Ctrl-C and at the end; a run given a file with finished heaps goes on from there).
 *
 * <p>It is a separate class, not a generalization of {@link RareCommonRun}, so that the in-memory engine keeps
 * its {@code char[]} hot loops: reads from a mapped file cost about 3.5 times as much there. Here the hot reads
 * come from memory anyway: every split pairs a heap near the bottom of the table with one near the top, so
 * the first {@code lowHeaps} values and at least the last {@code recentHeaps / 2} (a window that slides by half
 * its length when full, so that it is read in place like the in-memory table) are kept in {@code char[]}s
 * as well, and the full scans copy blocks of the rest out of the file in bulk. One thread; no settling of heaps
 * from the period (finite codes that become periodic are the {@code period} command's business).
 */
public final class LongRareCommonRun {

    static final int VALUES = Character.MAX_VALUE + 1;
    private static final long REPORT_NANOS = 500_000_000L;
    /** The most splits a full scan copies out of the file at once (it starts with fewer: most stop early). */
    private static final int MAX_BLOCK = 8192;
    /** How many splits the last phase of a full scan looks at with one choice between the byte copies and chars. */
    private static final int FEW_STRETCH = 4096;
    /** How many zeros a summary lists (all are counted). */
    private static final int ZEROS_KEPT = 100;

    /** Thrown when a value does not fit in two bytes. */
    public static final class ValueOverflow extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ValueOverflow(long heap) {
            super("g(" + heap + ") does not fit in two bytes", null, false, false);
        }
    }

    private final LongHeapRule rule;
    private final long last;
    private final MappedValues values;
    private final Progress progress;
    private final long checkpointNanos;
    private final char[] low;
    /** g(recentBase + i) for i below heap - recentBase; slides by half its length when it fills up. */
    private final char[] recent;
    private long recentBase;
    /**
     * The low heaps and the window again, one byte a heap, for the full scans' eight splits from two reads (see
     * {@link WantedValues#markEight}) where no value past 255 lies among the heaps read ({@link #wide}).
     */
    private final byte[] lowBytes;
    private final byte[] recentBytes;
    private final ByteBuffer lowEight;
    private final ByteBuffer recentEight;
    /** The finished heaps whose value does not fit in a byte. */
    private WideHeaps wide = WideHeaps.NONE;

    /** How many of the finished heaps from 1 on have each value; the rest of the summary so far. */
    private final long[] valueCount = new long[VALUES];
    private int maxValue;
    private long maxFirstAt;
    private long zeroCount;
    private long lastZero = -1;
    private final List<Long> zeros = new ArrayList<>();

    /** The mask of rare values, and the rare heaps under it (ascending) with their values. */
    private int mask;
    private boolean maskChosen;
    private long[] rareHeaps = new long[1024];
    private char[] rareValues = new char[1024];
    private int rareCount;

    /** stamp[v] == current when a move of the heap being computed reaches v; wanted: what a full scan seeks. */
    private final int[] stamp = new int[VALUES + 1];
    private final WantedValues wanted = new WantedValues(VALUES + 1);
    private int current;
    private long[] familyTotal = new long[8];
    private boolean[] familyEqual = new boolean[8];
    private int families;
    private final char[] blockA = new char[MAX_BLOCK];
    private final char[] blockB = new char[MAX_BLOCK];
    private long fullScans;
    private long pairs;
    private long resumedFrom;

    private final LongHeapRule.Sink sink = new LongHeapRule.Sink() {
        @Override
        public void leave(long a) {
            stamp[value(a)] = current;
        }

        @Override
        public void leave(long a, long b) {
            stamp[value(a) ^ value(b)] = current;
        }

        @Override
        public void splitInTwo(long total, boolean equalAllowed) {
            if (total < 2 || (total == 2 && !equalAllowed)) {
                return;
            }
            if (families == familyTotal.length) {
                familyTotal = Arrays.copyOf(familyTotal, families * 2);
                familyEqual = Arrays.copyOf(familyEqual, families * 2);
            }
            familyTotal[families] = total;
            familyEqual[families] = equalAllowed;
            families++;
        }
    };

    /**
     * A run of the rule to heap {@code last}, going on from the finished heaps of {@code values} (which must have
     * room for heaps 0..last), committing the file about every {@code checkpointSeconds}.
     */
    public LongRareCommonRun(LongHeapRule rule, long last, MappedValues values, Progress progress,
            double checkpointSeconds) {
        this(rule, last, values, progress, checkpointSeconds, 1 << 24, 1 << 23);
    }

    /** With the sizes of the in-memory copies given: tests make them small, so that the file is read too. */
    LongRareCommonRun(LongHeapRule rule, long last, MappedValues values, Progress progress, double checkpointSeconds,
            int lowHeaps, int recentHeaps) {
        if (recentHeaps < 2 || recentHeaps % 2 != 0 || values.capacity() < last + 1) {
            throw new IllegalArgumentException();
        }
        this.rule = rule;
        this.last = last;
        this.values = values;
        this.progress = progress;
        this.checkpointNanos = (long) (checkpointSeconds * 1e9);
        this.low = new char[(int) Math.min(lowHeaps, last + 1)];
        this.recent = new char[recentHeaps];
        this.lowBytes = new byte[low.length];
        this.recentBytes = new byte[recentHeaps];
        this.lowEight = ByteBuffer.wrap(lowBytes).order(ByteOrder.LITTLE_ENDIAN);
        this.recentEight = ByteBuffer.wrap(recentBytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * Computes g(0..last) into the file, and says what they hold: the zeros (the first 100 of them listed), the rare
     * values under the last mask, and the work of this run, from the heap it began at (0 unless it resumed a file).
     */
    public SequenceStatistics run() throws IOException {
        long known = Math.min(values.finished(), last + 1);
        resumedFrom = known;
        load(known);
        long done = known;
        long nextReport = System.nanoTime() + REPORT_NANOS;
        long nextCommit = System.nanoTime() + checkpointNanos;
        try {
            for (long h = known; h <= last; h++) {
                int v = compute(h);
                store(h, v);
                done = h + 1;
                if ((h & 0xFFF) == 0) {
                    Cancellation.check();
                    long now = System.nanoTime();
                    if (now > nextReport) {
                        progress.report("grundy values", h, last + 1);
                        nextReport = now + REPORT_NANOS;
                    }
                    if (now > nextCommit) {
                        values.commit(h + 1);
                        nextCommit = System.nanoTime() + checkpointNanos;
                    }
                }
            }
        } catch (CancellationException e) {
            values.commit(done); // keep every finished heap
            throw e;
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        if (values.finished() < last + 1) {
            values.commit(last + 1);
        }
        long lastRare = rareCount == 0 ? -1 : rareHeaps[rareCount - 1];
        long rare = 0;
        for (int v = 0; v <= maxValue; v++) {
            if (rare(mask, v)) {
                rare += valueCount[v];
            }
        }
        Optional<SequenceStatistics.Rare> rares = mask == 0 ? Optional.empty()
                : Optional.of(new SequenceStatistics.Rare(mask, rare, SequenceStatistics.present(lastRare)));
        return new SequenceStatistics(last, maxValue, maxFirstAt, zeroCount, zeros, SequenceStatistics.present(lastZero),
                rares, last < 0 ? 0 : value(last), Optional.of(new SequenceStatistics.Work(pairs, fullScans,
                        OptionalLong.empty(), resumedFrom)));
    }

    /** Reads what the finished heaps say: the in-memory copies, the counts, the mask and its rare heaps. */
    private void load(long known) {
        recentBase = Math.max(0, known - recent.length / 2);
        char[] block = new char[1 << 16];
        long nextReport = System.nanoTime() + REPORT_NANOS;
        for (long i = 0; i < known; i += block.length) {
            int n = (int) Math.min(block.length, known - i);
            if ((i & ((1 << 24) - 1)) == 0) {
                // A file of billions of values takes a while to go over: say so, and let Ctrl-C stop it.
                Cancellation.check();
                if (System.nanoTime() > nextReport) {
                    progress.report("reading the values file", i, known);
                    nextReport = System.nanoTime() + REPORT_NANOS;
                }
            }
            values.read(i, block, n);
            for (int k = 0; k < n; k++) {
                long at = i + k;
                int v = block[k];
                if (at < low.length) {
                    low[(int) at] = (char) v;
                    lowBytes[(int) at] = (byte) v;
                }
                if (at >= recentBase) {
                    recent[(int) (at - recentBase)] = (char) v;
                    recentBytes[(int) (at - recentBase)] = (byte) v;
                }
                count(at, v);
            }
        }
        chooseMask(known);
    }

    private void count(long h, int v) {
        if (v > 255) {
            wide = wide.adding(h);
        }
        if (v == 0) {
            zeroCount++;
            lastZero = h;
            if (zeros.size() < ZEROS_KEPT) {
                zeros.add(h);
            }
        }
        if (h > 0) {
            valueCount[v]++;
            if (v > maxValue) {
                maxValue = v;
                maxFirstAt = h;
            }
        }
    }

    private void store(long h, int v) throws IOException {
        if (v > values.maxValue()) {
            if (v >= Character.MAX_VALUE) {
                values.commit(h);
                throw new ValueOverflow(h);
            }
            values.widen(h);
        }
        values.set(h, v);
        if (h - recentBase == recent.length) {
            int half = recent.length / 2;
            System.arraycopy(recent, half, recent, 0, half);
            System.arraycopy(recentBytes, half, recentBytes, 0, half);
            recentBase += half;
        }
        recent[(int) (h - recentBase)] = (char) v;
        recentBytes[(int) (h - recentBase)] = (byte) v;
        if (h < low.length) {
            low[(int) h] = (char) v;
            lowBytes[(int) h] = (byte) v;
        }
        count(h, v);
        if (h > 0 && rare(mask, v)) {
            addRare(h, v);
        }
        if (h >= 256 && Long.bitCount(h) == 1) {
            chooseMask(h + 1);
        }
    }

    private void addRare(long h, int v) {
        if (rareCount == rareHeaps.length) {
            rareHeaps = Arrays.copyOf(rareHeaps, rareCount * 2);
            rareValues = Arrays.copyOf(rareValues, rareCount * 2);
        }
        rareHeaps[rareCount] = h;
        rareValues[rareCount] = (char) v;
        rareCount++;
    }

    private static boolean rare(int mask, int v) {
        return (Integer.bitCount(v & mask) & 1) == 0;
    }

    /** g(i) for i below the current heap: from memory when it is there, else from the file. */
    private int value(long i) {
        if (i < low.length) {
            return low[(int) i];
        }
        if (i >= recentBase) {
            return recent[(int) (i - recentBase)];
        }
        return values.get(i);
    }

    /**
     * Chooses the mask that makes the fewest of g(1..h-1) rare, as {@link MaskChoice} does in memory, and lists
     * the rare heaps under it (one pass over the file when the mask changes, at most once per doubling).
     */
    private void chooseMask(long h) {
        int max = maxValue;
        int bits = Math.min(12, 32 - Integer.numberOfLeadingZeros(max));
        int high = ~((1 << bits) - 1) & 0xFFFF;
        int best = maskChosen ? mask : 0xFFFF;
        long bestRare = rareHeaps(best);
        for (int lowBits = 1; lowBits < (1 << bits); lowBits++) {
            int candidate = high | lowBits;
            long r = rareHeaps(candidate);
            if (r < bestRare) {
                bestRare = r;
                best = candidate;
            }
        }
        if (maskChosen && best == mask) {
            return;
        }
        mask = best;
        maskChosen = true;
        rareCount = 0;
        char[] block = new char[1 << 16];
        for (long i = 1; i < h; i += block.length) {
            int n = (int) Math.min(block.length, h - i);
            values.read(i, block, n);
            for (int k = 0; k < n; k++) {
                if (rare(best, block[k])) {
                    addRare(i + k, block[k]);
                }
            }
        }
    }

    private long rareHeaps(int m) {
        long r = 0;
        for (int v = 0; v <= maxValue; v++) {
            if (rare(m, v)) {
                r += valueCount[v];
            }
        }
        return r;
    }

    /** g(h), with g(0..h-1) final. */
    private int compute(long h) {
        current++;
        families = 0;
        rule.moves(h, sink);
        if (families == 0) {
            int v = 0;
            while (stamp[v] == current) {
                v++;
            }
            return v;
        }
        for (int f = 0; f < families; f++) {
            scanRare(familyTotal[f], familyEqual[f]);
        }
        int common = 0;
        while (stamp[common] == current || rare(mask, common)) {
            common++;
            if (common == Character.MAX_VALUE) {
                throw new ValueOverflow(h);
            }
        }
        for (int v = 0; v < common; v++) {
            if (rare(mask, v) && stamp[v] != current) {
                wanted.add(v);
            }
        }
        if (wanted.count() > 0) {
            fullScans++;
            fullScan(common);
        }
        for (int v = 0; v < common; v++) {
            if (stamp[v] != current) {
                return v;
            }
        }
        return common;
    }

    /** Marks g(r) ^ g(m - r) for every rare heap r below m: every split of m with a common value. */
    private void scanRare(long m, boolean equalAllowed) {
        int to = rareBelow(m);
        pairs += to;
        // Rare heaps ascend, so their partners m - r descend: those from recentBase up are in the window.
        int inWindow = Math.min(to, rareBelow(m - recentBase + 1));
        long[] heaps = rareHeaps;
        char[] rv = rareValues;
        char[] window = recent;
        int top = (int) (m - recentBase); // g(m - r) is window[top - r]
        int[] marks = stamp;
        int mark = current;
        long skip = equalAllowed || (m & 1) != 0 ? -1 : m >>> 1;
        if (skip < 0) {
            for (int k = 0; k < inWindow; k++) {
                marks[(rv[k] ^ window[top - (int) heaps[k]]) & 0xFFFF] = mark;
            }
        } else {
            for (int k = 0; k < inWindow; k++) {
                long r = heaps[k];
                if (r != skip) {
                    marks[(rv[k] ^ window[top - (int) r]) & 0xFFFF] = mark;
                }
            }
        }
        for (int k = inWindow; k < to; k++) {
            long r = heaps[k];
            if (r != skip) {
                marks[rv[k] ^ value(m - r)] = mark;
            }
        }
    }

    /** How many rare heaps are below m. */
    private int rareBelow(long m) {
        int lo = 0;
        int hi = rareCount;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rareHeaps[mid] < m) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * Looks at every split (a, m - a) of every family for the wanted values, in blocks copied into arrays,
     * until all are found. Leaves no value wanted (all are below {@code limit}).
     */
    private void fullScan(int limit) {
        char[] a = blockA;
        char[] b = blockB;
        for (int f = 0; f < families; f++) {
            long m = familyTotal[f];
            long end = familyEqual[f] ? m >>> 1 : (m - 1) >>> 1;
            // The splits whose small piece is among the low heaps and large piece in the window are read in place.
            long direct = Math.min(end, Math.min(low.length - 1, m - recentBase));
            long from = 1;
            if (direct >= 1) {
                if (scanInMemory(m, (int) direct, limit) == 0) {
                    pairs += stoppedAt;
                    return;
                }
                from = direct + 1;
            }
            boolean[] want = wanted.flags();
            int block = 64;
            for (; from <= end; from += block, block = Math.min(MAX_BLOCK, block * 2)) {
                int n = (int) Math.min(block, end - from + 1);
                fill(from, n, a);
                fill(m - from - n + 1, n, b); // b[n-1-k] = g(m - from - k)
                for (int k = 0; k < n; k++) {
                    int v = a[k] ^ b[n - 1 - k];
                    if (want[v] && wanted.found(v, stamp, current) == 0) {
                        pairs += from + k;
                        return;
                    }
                }
            }
            pairs += end;
        }
        wanted.clear(limit);
    }

    /** Where {@link #scanInMemory} stopped when it found the last wanted value. */
    private int stoppedAt;

    /**
     * Looks at the splits (a, m - a) for a = 1..end, all in memory (g(a) in {@link #low}, g(m - a) in the
     * window), for the wanted values, marking each one found, until none is missing; returns how many still are.
     * In two phases (see {@link WantedValues}), eight splits from two reads of the byte copies where every wanted
     * value (all below {@code limit}) and every value read is below 256.
     */
    private int scanInMemory(long m, int end, int limit) {
        WantedValues want = wanted;
        int missing = want.count();
        int b = (int) (m - recentBase); // g(m - a) is window[b - a]
        boolean narrow = limit <= 256;
        int a = 1;
        for (int chunk = WantedValues.chunk(0); missing > WantedValues.FEW && a <= end;
                chunk = WantedValues.chunk(chunk)) {
            int stop = Math.min(end, a + chunk - 1);
            if (narrow && !wide.anyIn(a, stop) && !wide.anyIn(m - stop, m - a)) {
                a = WantedValues.markEight(lowEight, recentEight, b, a, stop, stamp, current);
            }
            a = WantedValues.markAll(low, recent, b, a, stop, stamp, current);
            missing = want.dropMarked(stamp, current);
        }
        while (missing > 0 && a <= end) {
            int stretch = Math.min(end, a + FEW_STRETCH - 1);
            a = narrow && !wide.anyIn(a, stretch) && !wide.anyIn(m - stretch, m - a)
                    ? WantedValues.toFew(lowEight, recentEight, b, a, stretch, want.list(), missing)
                    : WantedValues.toWanted(low, recent, b, a, stretch, want.flags());
            // The block of eight from a holds a wanted value, or is the last (perhaps shorter) block of the
            // stretch.
            for (int stop = Math.min(end, a + 7); a <= stop && missing > 0; a++) {
                missing = want.found((low[a] ^ recent[b - a]) & 0xFFFF, stamp, current);
            }
        }
        if (missing == 0) {
            stoppedAt = a - 1;
        }
        return missing;
    }

    /** Copies g(from..from+n-1), all below the current heap, into dst[0..n). */
    private void fill(long from, int n, char[] dst) {
        if (from + n <= low.length) {
            System.arraycopy(low, (int) from, dst, 0, n);
        } else if (from >= recentBase) {
            System.arraycopy(recent, (int) (from - recentBase), dst, 0, n);
        } else {
            values.read(from, dst, n);
        }
    }
}

package cgt.heap;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What a Grundy sequence g(0..n) holds, for {@code cgt grundy --stats}: its largest value and where it first
 * appears, its zeros (the P-positions), its rare values under the rare/common engine's mask, and its last value;
 * with the engine's own account of its work when there is one. The same record for a table in memory ({@link #of})
 * and for the file-backed run ({@link LongRareCommonRun#run}), so that one printer shows both.
 *
 * @param lastHeap n: the statistics are of g(0..n)
 * @param largest the largest value
 * @param largestFirstAt the first heap with the largest value
 * @param zeroCount how many heaps have value 0
 * @param firstZeros the first of them (at most the number asked for), in order
 * @param lastZero the last heap of value 0, if any
 * @param rare the rare values, when the engine chose a mask
 * @param lastValue g(n)
 * @param work what the engine did; empty when the sequence came from elsewhere
 */
public record SequenceStatistics(long lastHeap, int largest, long largestFirstAt, long zeroCount, List<Long> firstZeros,
        OptionalLong lastZero, Optional<Rare> rare, int lastValue, Optional<Work> work) {

    public SequenceStatistics {
        firstZeros = List.copyOf(firstZeros);
        Objects.requireNonNull(lastZero);
        Objects.requireNonNull(rare);
        Objects.requireNonNull(work);
    }

    /**
     * The rare values under a mask: a value v is rare when v &amp; mask has an even number of one bits, common
     * when odd. A split into two heaps has a common value exactly when one part is rare, which the rare/common
     * method of Gangolli and Plambeck uses.
     *
     * @param mask the mask
     * @param count how many heaps above 0 have rare values
     * @param lastHeap the last such heap, if any
     */
    public record Rare(int mask, long count, OptionalLong lastHeap) {

        /** The mask in hexadecimal, as cgt prints it. */
        public String maskHex() {
            return Integer.toHexString(mask);
        }
    }

    /**
     * The engine's account of the run that computed the sequence.
     *
     * @param pairEvaluations how many splits it evaluated
     * @param fullScans how many heaps needed a scan beyond the rare heaps
     * @param settledByPeriod how many heaps it settled from the period (g(n) = g(n-p), no scan), for an engine that
     *     settles heaps so (the file-backed run does not)
     * @param resumedFrom the heap the run began at when it went on from the heaps of a values file (0 otherwise); the
     *     counts are of this run only
     * @param threads how the run shared its heaps among its threads ({@link GrundyEngine.Threads#ONE} for one)
     */
    public record Work(long pairEvaluations, long fullScans, OptionalLong settledByPeriod, long resumedFrom,
            GrundyEngine.Threads threads) {

        public Work {
            Objects.requireNonNull(threads);
        }

        /** The account of a run on one thread. */
        public Work(long pairEvaluations, long fullScans, OptionalLong settledByPeriod, long resumedFrom) {
            this(pairEvaluations, fullScans, settledByPeriod, resumedFrom, GrundyEngine.Threads.ONE);
        }
    }

    /** Whether {@code value} is rare under {@code mask}: value &amp; mask has an even number of one bits. */
    public static boolean isRare(int value, int mask) {
        return (Integer.bitCount(value & mask) & 1) == 0;
    }

    /**
     * The statistics of a sequence in memory.
     *
     * @param work the engine's account of computing it, whose mask (0 for none) decides the rare values
     * @param zerosListed how many zeros to list (all are counted)
     */
    public static SequenceStatistics of(GrundySequence g, GrundyEngine.Stats work, int zerosListed) {
        int last = g.lastHeap();
        int max = 0;
        int maxAt = 0;
        List<Long> zeros = new ArrayList<>();
        int zeroCount = 0;
        int lastZero = -1;
        int mask = work.mask();
        int rareCount = 0;
        int lastRare = -1;
        for (int h = 0; h <= last; h++) {
            int v = g.get(h);
            if (v > max) {
                max = v;
                maxAt = h;
            }
            if (v == 0) {
                zeroCount++;
                lastZero = h;
                if (zeros.size() < zerosListed) {
                    zeros.add((long) h);
                }
            }
            if (h > 0 && mask != 0 && isRare(v, mask)) {
                rareCount++;
                lastRare = h;
            }
        }
        Optional<Rare> rare = mask == 0 ? Optional.empty() : Optional.of(new Rare(mask, rareCount, present(lastRare)));
        Optional<Work> done = work.equals(GrundyEngine.Stats.NONE) ? Optional.empty() : Optional.of(new Work(
                work.pairEvaluations(), work.fullScans(), OptionalLong.of(work.settledByPeriod()), 0, work.threads()));
        return new SequenceStatistics(last, max, maxAt, zeroCount, zeros, present(lastZero), rare, g.get(last), done);
    }

    /** A heap found, or empty for -1 (none). */
    static OptionalLong present(long heap) {
        return heap < 0 ? OptionalLong.empty() : OptionalLong.of(heap);
    }

    /** "g(0..200): largest 8 (first at heap 71), 13 zeros, g(200) = 4". */
    @Override
    public String toString() {
        return "g(0.." + lastHeap + "): largest " + largest + " (first at heap " + largestFirstAt + "), "
                + zeroCount + " zero" + (zeroCount == 1 ? "" : "s") + ", g(" + lastHeap + ") = " + lastValue;
    }
}

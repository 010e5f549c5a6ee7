package cgt.heap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a Grundy sequence g(0..n) holds, for {@code cgt grundy --stats}: its largest value and where it first
 * appears, its zeros (the P-positions), its rare values under the rare/common engine's mask, and its last value;
 * with the engine's own account of its work when there is one.
 *
 * @param game the game's name
 * @param lastHeap n: the statistics are of g(0..n)
 * @param largest the largest value
 * @param largestFirstAt the first heap with the largest value
 * @param zeroCount how many heaps have value 0
 * @param firstZeros the first of them (at most the number asked for), in order
 * @param lastZero the last heap of value 0, if any
 * @param rare the rare values, when the engine chose a mask
 * @param lastValue g(n)
 * @param work what the engine did ({@link GrundyEngine.Stats#NONE} when the sequence came from elsewhere)
 */
public record SequenceStatistics(String game, int lastHeap, int largest, int largestFirstAt, int zeroCount,
        List<Integer> firstZeros, OptionalInt lastZero, Optional<Rare> rare, int lastValue, GrundyEngine.Stats work) {

    public SequenceStatistics {
        firstZeros = List.copyOf(firstZeros);
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
    public record Rare(int mask, int count, OptionalInt lastHeap) {

        /** The mask in hexadecimal, as cgt prints it. */
        public String maskHex() {
            return Integer.toHexString(mask);
        }
    }

    /** Whether {@code value} is rare under {@code mask}: value &amp; mask has an even number of one bits. */
    public static boolean isRare(int value, int mask) {
        return (Integer.bitCount(value & mask) & 1) == 0;
    }

    /**
     * The statistics of a sequence.
     *
     * @param work the engine's account of computing it, whose mask (0 for none) decides the rare values
     * @param zerosListed how many zeros to list (all are counted)
     */
    public static SequenceStatistics of(String game, GrundySequence g, GrundyEngine.Stats work, int zerosListed) {
        int last = g.lastHeap();
        int max = 0;
        int maxAt = 0;
        List<Integer> zeros = new ArrayList<>();
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
                    zeros.add(h);
                }
            }
            if (h > 0 && mask != 0 && isRare(v, mask)) {
                rareCount++;
                lastRare = h;
            }
        }
        Optional<Rare> rare = mask == 0 ? Optional.empty()
                : Optional.of(new Rare(mask, rareCount, lastRare < 0 ? OptionalInt.empty() : OptionalInt.of(lastRare)));
        return new SequenceStatistics(game, last, max, maxAt, zeroCount, zeros,
                lastZero < 0 ? OptionalInt.empty() : OptionalInt.of(lastZero), rare, g.get(last), work);
    }

    /** "kayles, g(0..200): largest 8 (first at heap 71), 13 zeros, g(200) = 4". */
    @Override
    public String toString() {
        return game + ", g(0.." + lastHeap + "): largest " + largest + " (first at heap " + largestFirstAt + "), "
                + zeroCount + " zero" + (zeroCount == 1 ? "" : "s") + ", g(" + lastHeap + ") = " + lastValue;
    }
}

package cgt.misere.quotient;

import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The map from heaps to elements of a misère quotient: explicit for heaps 0..computedTo, and, when the map is
 * periodic from heap {@code preperiod} with period {@code period} (proved by Plambeck and Siegel's periodicity
 * theorem where {@code proved}), for every heap beyond.
 *
 * @param elements the element of heap n, for n = 0..computedTo (heap 0 is the identity)
 * @param preperiod the first heap from which element(n + period) = element(n), or -1 when no period was found
 * @param period the period, or 0 when none was found
 * @param proved whether the periodicity theorem proves the period for every heap
 */
public record HeapElements(int[] elements, int preperiod, int period, boolean proved) {

    public HeapElements {
        elements = elements.clone();
    }

    /** The last heap computed. */
    public int computedTo() {
        return elements.length - 1;
    }

    /** The element of a heap: computed, or by the proved period beyond; empty when neither says. */
    public OptionalInt elementOf(long heap) {
        if (heap < 0) {
            throw new IllegalArgumentException("negative heap " + heap);
        }
        if (heap < elements.length) {
            return OptionalInt.of(elements[(int) heap]);
        }
        if (!proved) {
            return OptionalInt.empty();
        }
        long reduced = preperiod + Math.floorMod(heap - preperiod, (long) period);
        return OptionalInt.of(elements[(int) reduced]);
    }

    @Override
    public int[] elements() {
        return elements.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HeapElements h && Arrays.equals(elements, h.elements) && preperiod == h.preperiod
                && period == h.period && proved == h.proved;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(elements) * 31 + preperiod * 7 + period + (proved ? 1 : 0);
    }

    @Override
    public String toString() {
        return "HeapElements" + Arrays.toString(elements) + " period " + period + " from " + preperiod
                + (proved ? " (proved)" : "");
    }
}

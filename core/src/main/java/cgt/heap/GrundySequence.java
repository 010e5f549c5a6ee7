package cgt.heap;

import java.util.Arrays;

/**
 * The Grundy values g(0), ..., g(n) of a heap game, immutable. Values are stored in two bytes each while
 * they fit, so that long sequences stay small.
 */
public final class GrundySequence {

    private final char[] small;
    private final int[] large;

    private GrundySequence(char[] small, int[] large) {
        this.small = small;
        this.large = large;
    }

    /** A sequence holding a copy of the values. */
    public static GrundySequence of(int[] values) {
        int max = Arrays.stream(values).max().orElse(0);
        if (max <= Character.MAX_VALUE) {
            char[] c = new char[values.length];
            for (int i = 0; i < values.length; i++) {
                c[i] = (char) values[i];
            }
            return new GrundySequence(c, null);
        }
        return new GrundySequence(null, values.clone());
    }

    /** A sequence over the given two-byte values, which it takes over (the caller must not change them). */
    static GrundySequence wrap(char[] values) {
        return new GrundySequence(values, null);
    }

    /** A sequence over the given values, which it takes over (the caller must not change them). */
    static GrundySequence wrap(int[] values) {
        return new GrundySequence(null, values);
    }

    /** The largest heap size covered: the sequence holds g(0..lastHeap()). */
    public int lastHeap() {
        return (small != null ? small.length : large.length) - 1;
    }

    /** g(n) for 0 ≤ n ≤ lastHeap(). */
    public int get(int n) {
        return small != null ? small[n] : large[n];
    }

    /** The values g(0..lastHeap()) as a new array. */
    public int[] toArray() {
        int[] out = new int[lastHeap() + 1];
        for (int i = 0; i < out.length; i++) {
            out[i] = get(i);
        }
        return out;
    }
}

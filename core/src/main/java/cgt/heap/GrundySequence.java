package cgt.heap;

import java.util.Arrays;

/**
 * The Grundy values g(0), ..., g(n) of a heap game, immutable. Values are stored in two bytes each while
 * they fit, so that long sequences stay small.
 */
public final class GrundySequence {

    private final char[] small;
    private final int[] large;
    private final int length;

    private GrundySequence(char[] small, int[] large, int length) {
        this.small = small;
        this.large = large;
        this.length = length;
    }

    /** A sequence holding a copy of the values. */
    public static GrundySequence of(int[] values) {
        int max = Arrays.stream(values).max().orElse(0);
        if (max <= Character.MAX_VALUE) {
            char[] c = new char[values.length];
            for (int i = 0; i < values.length; i++) {
                c[i] = (char) values[i];
            }
            return new GrundySequence(c, null, c.length);
        }
        return new GrundySequence(null, values.clone(), values.length);
    }

    /** A sequence over the given two-byte values, which it takes over (the caller must not change them). */
    public static GrundySequence wrap(char[] values) {
        return new GrundySequence(values, null, values.length);
    }

    /**
     * A sequence over the first {@code length} of the given values, which must not change while the
     * sequence is in use (an engine hands out such views of the part of its table that is final).
     */
    static GrundySequence prefix(char[] values, int length) {
        return new GrundySequence(values, null, length);
    }

    /** Like {@link #prefix(char[], int)}, for values of any size. */
    static GrundySequence prefix(int[] values, int length) {
        return new GrundySequence(null, values, length);
    }

    /** A sequence over the given values, which it takes over (the caller must not change them). */
    public static GrundySequence wrap(int[] values) {
        return new GrundySequence(null, values, values.length);
    }

    /** The largest heap size covered: the sequence holds g(0..lastHeap()). */
    public int lastHeap() {
        return length - 1;
    }

    /** g(n) for 0 ≤ n ≤ lastHeap(). */
    public int get(int n) {
        if (n >= length) {
            throw new IndexOutOfBoundsException("g(" + n + ") is beyond this sequence, which ends at " + lastHeap());
        }
        return small != null ? small[n] : large[n];
    }

    /**
     * The first heap n0 such that g(n + p) = g(n) + s for all n0 ≤ n ≤ lastHeap() - p (p ≥ 1): where the
     * sequence starts to repeat with period p and saltus s, as far as it goes.
     */
    int repeatsFrom(int p, int s) {
        int n = length - 1 - p;
        if (small != null) {
            // On the raw array: in a proof this loop runs over most of a long table, sometimes still cold.
            char[] v = small;
            while (n >= 0 && v[n + p] == v[n] + s) {
                n--;
            }
        } else {
            while (n >= 0 && large[n + p] == large[n] + s) {
                n--;
            }
        }
        return n + 1;
    }

    /**
     * The smallest q in [from, to] such that each of the last {@code span} values exceeds the value q heaps
     * before it by the same d, where d = 0, or d &gt; 0 if {@code arithmetic}; to + 1 if there is none. Needs
     * to + span ≤ length. A fast first test for periods, which almost every q fails at once.
     */
    int nextTailRepeat(int from, int to, int span, boolean arithmetic) {
        int last = length - 1;
        for (int q = from; q <= to; q++) {
            int d = get(last) - get(last - q);
            if (arithmetic ? d <= 0 : d != 0) {
                continue;
            }
            int i = 1;
            while (i < span && get(last - i) - get(last - i - q) == d) {
                i++;
            }
            if (i == span) {
                return q;
            }
        }
        return to + 1;
    }

    /** Whether every value fits in two bytes (so that {@link #copyChars} can be used). */
    public boolean fitsInChars() {
        return small != null;
    }

    /** The values g(0..lastHeap()) as a new array. */
    public int[] toArray() {
        int[] out = new int[length];
        for (int i = 0; i < out.length; i++) {
            out[i] = get(i);
        }
        return out;
    }

    /** Values {@link #toString} shows before it cuts the sequence short. */
    private static final int SHOWN = 20;

    /**
     * "g(0..200) = 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 ... (201 values)": which values these are and how many,
     * never thousands of them.
     */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("g(0..").append(lastHeap()).append(") =");
        for (int i = 0; i < Math.min(length, SHOWN); i++) {
            b.append(' ').append(get(i));
        }
        if (length > SHOWN) {
            b.append(" ...");
        }
        return b.append(" (").append(length).append(length == 1 ? " value)" : " values)").toString();
    }

    /** Copies g(0..count-1) into {@code target} as two-byte values; only when {@link #fitsInChars()}. */
    public void copyChars(char[] target, int count) {
        if (small == null || count > length) {
            throw new IllegalStateException("the values do not fit in two bytes, or there are fewer than " + count);
        }
        System.arraycopy(small, 0, target, 0, count);
    }
}

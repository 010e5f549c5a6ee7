package cgt.heap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A position of a heap game: a row of heaps, in the order they are written ({@code 3 4 5}). It is a value, so that
 * the solvers can remember it, and a move of a heap game goes from one row to one row, even a move that splits a
 * heap in two ({@code 7} to {@code 1 6}). Its parts are its single heaps, each a row of one.
 *
 * <p>A heap emptied by a move that leaves nothing stays in the row as 0, so that every move can be written in the
 * position's own syntax (the winning move from {@code 3 3 5} is {@code 3 3 0}).
 */
public final class Heaps implements Comparable<Heaps> {

    private final long[] sizes;

    private Heaps(long[] sizes) {
        this.sizes = sizes;
    }

    /**
     * The row of these heaps.
     *
     * @throws IllegalArgumentException for a negative heap
     */
    public static Heaps of(long... sizes) {
        for (long s : sizes) {
            if (s < 0) {
                throw new IllegalArgumentException("a heap has 0 or more tokens, not " + s);
            }
        }
        return new Heaps(sizes.clone());
    }

    /** The row of these heaps, in the list's order. */
    public static Heaps of(List<Long> sizes) {
        return of(sizes.stream().mapToLong(Long::longValue).toArray());
    }

    /** How many heaps the row has. */
    public int count() {
        return sizes.length;
    }

    /** The size of heap {@code i}, counted from 0. */
    public long size(int i) {
        return sizes[i];
    }

    /** Whether this is a single heap, the part a heap game's value is computed for. */
    public boolean isSingle() {
        return sizes.length == 1;
    }

    /** The sizes, in the row's order. */
    public List<Long> sizes() {
        List<Long> list = new ArrayList<>(sizes.length);
        for (long s : sizes) {
            list.add(s);
        }
        return list;
    }

    /** The single heaps of the row, each a row of one: the parts of the position. */
    public List<Heaps> singles() {
        if (sizes.length == 1) {
            return List.of(this);
        }
        List<Heaps> parts = new ArrayList<>(sizes.length);
        for (long s : sizes) {
            parts.add(new Heaps(new long[] {s}));
        }
        return parts;
    }

    /**
     * The row with heap {@code i} replaced by the heaps a move leaves of it, in their order, or by 0 when the move
     * leaves none.
     */
    public Heaps replace(int i, long... left) {
        long[] put = left.length == 0 ? new long[] {0} : left;
        long[] next = new long[sizes.length - 1 + put.length];
        System.arraycopy(sizes, 0, next, 0, i);
        System.arraycopy(put, 0, next, i, put.length);
        System.arraycopy(sizes, i + 1, next, i + put.length, sizes.length - i - 1);
        return new Heaps(next);
    }

    /** Shorter rows first, then heap by heap: for single heaps, the order of their sizes. */
    @Override
    public int compareTo(Heaps o) {
        if (sizes.length != o.sizes.length) {
            return Integer.compare(sizes.length, o.sizes.length);
        }
        return Arrays.compare(sizes, o.sizes);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Heaps h && Arrays.equals(sizes, h.sizes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sizes);
    }

    /** The sizes separated by spaces, as a position of a heap game is written: {@code 3 4 5}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (long s : sizes) {
            b.append(b.length() == 0 ? "" : " ").append(s);
        }
        return b.toString();
    }
}

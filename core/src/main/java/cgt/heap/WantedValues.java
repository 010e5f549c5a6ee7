package cgt.heap;

import java.util.Arrays;

/**
 * The rare values a full scan of the rare/common method looks for among a heap's two-heap splits (see
 * {@link GrundyEngine}): a flag for each value, for the scans' table reads, and a list of the values still wanted,
 * for looking at all of them at once.
 *
 * <p>Both engines scan in two phases. While more than {@link #FEW} values are wanted, every split's value is
 * marked, whatever it is, without a branch, and the wanted values are looked at now and then ({@link #chunk}):
 * at first they turn up in most splits (Grundy's game to 2^20: about a hundred wanted at first), and a branch
 * taken at each one found cost more than the splits themselves, a mispredicted jump and a block of eight looked
 * at again. Then the last few are sought with one branch for eight splits. One object per scanning thread.
 */
final class WantedValues {

    /** How many wanted values at most the last phase looks for (the byte-wise comparison takes four). */
    static final int FEW = 4;
    /**
     * How many splits the first phase marks before it first looks at the wanted values; the chunks double up to
     * {@link #DENSE}, as many scans end within a few hundred splits (0.56's average 183) and Grundy's game's
     * within a few thousand.
     */
    private static final int DENSE_FIRST = 64;
    private static final int DENSE = 1024;

    private final boolean[] flags;
    private int[] list = new int[256];
    private int count;

    /** For values below {@code values}. */
    WantedValues(int values) {
        this.flags = new boolean[values];
    }

    /** The flag of each value: true for a wanted one. The hot loops read it directly; nothing else writes it. */
    boolean[] flags() {
        return flags;
    }

    /** The wanted values, the first {@link #count} of them, in no order. */
    int[] list() {
        return list;
    }

    /** How many values are wanted. */
    int count() {
        return count;
    }

    /** Wants v as well (v is not wanted yet). */
    void add(int v) {
        if (count == list.length) {
            list = Arrays.copyOf(list, 2 * count);
        }
        flags[v] = true;
        list[count++] = v;
    }

    /** The size of the first phase's chunk after one of {@code chunk} splits (0 for the first). */
    static int chunk(int chunk) {
        return chunk == 0 ? DENSE_FIRST : Math.min(DENSE, 2 * chunk);
    }

    /** Drops the values marked {@code mark} in {@code stamp}; returns how many are still wanted. */
    int dropMarked(int[] stamp, int mark) {
        int[] values = list;
        boolean[] wanted = flags;
        // Without a branch: about half the values are found between two looks early on.
        int left = 0;
        for (int i = 0; i < count; i++) {
            int v = values[i];
            boolean still = stamp[v] != mark;
            wanted[v] = still;
            values[left] = v;
            left += still ? 1 : 0;
        }
        count = left;
        return left;
    }

    /** If v is wanted, marks it {@code mark} in {@code stamp} and wants it no longer; returns how many still are. */
    int found(int v, int[] stamp, int mark) {
        if (!flags[v]) {
            return count;
        }
        flags[v] = false;
        stamp[v] = mark;
        int i = 0;
        while (list[i] != v) {
            i++;
        }
        list[i] = list[--count];
        return count;
    }

    /** Wants nothing, every wanted value being below {@code limit}. */
    void clear(int limit) {
        Arrays.fill(flags, 0, limit, false);
        count = 0;
    }
}

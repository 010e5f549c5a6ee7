package cgt.heap;

import java.nio.ByteBuffer;
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
 * at again. Then the last few are sought with one branch for eight splits. One object per scanning thread; the
 * two phases' loops over the values are here too, for both engines' tables: on the values ({@link #markAll},
 * {@link #toWanted}), and, while every value fits in a byte, on copies one byte a heap, eight splits' nim-sums from
 * two reads ({@link #markEight}, {@link #toFew}).
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
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

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

    /**
     * Marks the values of the splits (a, m - a) .. (stop, m - stop), every one, with g(a) at {@code low[a]} and
     * g(m - a) at {@code high[b - a]}; returns stop + 1.
     */
    static int markAll(char[] low, char[] high, int b, int a, int stop, int[] stamp, int mark) {
        // Unrolled by hand, as the launcher turns the JIT's unrolling off (see cgt).
        for (; a + 3 <= stop; a += 4) {
            int t = b - a;
            stamp[(low[a] ^ high[t]) & 0xFFFF] = mark;
            stamp[(low[a + 1] ^ high[t - 1]) & 0xFFFF] = mark;
            stamp[(low[a + 2] ^ high[t - 2]) & 0xFFFF] = mark;
            stamp[(low[a + 3] ^ high[t - 3]) & 0xFFFF] = mark;
        }
        for (; a <= stop; a++) {
            stamp[(low[a] ^ high[b - a]) & 0xFFFF] = mark;
        }
        return a;
    }

    /**
     * The first a from {@code a} on whose block of eight splits (a, m - a) .. (a + 7, m - a - 7) holds a wanted
     * value, or where fewer than eight are left before {@code end}, with g(a) at {@code low[a]} and g(m - a) at
     * {@code high[b - a]}: eight table reads ORed with one branch, as a wanted value turns up in few blocks (the
     * masks let the JIT drop range checks).
     */
    @SuppressWarnings("ShortCircuitBoolean") // no branch for each read: the hot loop
    static int toWanted(char[] low, char[] high, int b, int a, int end, boolean[] wanted) {
        for (; a + 7 <= end; a += 8) {
            int t = b - a;
            if (wanted[(low[a] ^ high[t]) & 0xFFFF] | wanted[(low[a + 1] ^ high[t - 1]) & 0xFFFF]
                    | wanted[(low[a + 2] ^ high[t - 2]) & 0xFFFF] | wanted[(low[a + 3] ^ high[t - 3]) & 0xFFFF]
                    | wanted[(low[a + 4] ^ high[t - 4]) & 0xFFFF] | wanted[(low[a + 5] ^ high[t - 5]) & 0xFFFF]
                    | wanted[(low[a + 6] ^ high[t - 6]) & 0xFFFF] | wanted[(low[a + 7] ^ high[t - 7]) & 0xFFFF]) {
                break;
            }
        }
        return a;
    }

    /**
     * {@link #markAll} eight splits at a time from copies of the values one byte a heap (little-endian), with g(a)
     * at {@code low[a]} and g(m - a) at {@code high[b - a]}: the eight g(a + i) are one read, the eight
     * g(m - a - i) another, reversed by a byte swap, and their xor holds the eight nim-sums. Returns the first a
     * not marked: {@code stop + 1}, or less where fewer than eight splits were left.
     */
    static int markEight(ByteBuffer low, ByteBuffer high, int b, int a, int stop, int[] stamp, int mark) {
        for (; a + 7 <= stop; a += 8) {
            long x = low.getLong(a) ^ Long.reverseBytes(high.getLong(b - a - 7));
            stamp[(int) x & 0xFF] = mark;
            stamp[(int) (x >>> 8) & 0xFF] = mark;
            stamp[(int) (x >>> 16) & 0xFF] = mark;
            stamp[(int) (x >>> 24) & 0xFF] = mark;
            stamp[(int) (x >>> 32) & 0xFF] = mark;
            stamp[(int) (x >>> 40) & 0xFF] = mark;
            stamp[(int) (x >>> 48) & 0xFF] = mark;
            stamp[(int) (x >>> 56)] = mark;
        }
        return a;
    }

    /**
     * {@link #toWanted} for at most {@link #FEW} wanted values {@code list[0..missing)}, from copies of the values
     * one byte a heap as {@link #markEight} reads them: the eight nim-sums of a block are compared with every wanted
     * value at once. A byte of {@code x ^ w} is zero where the split's nim-sum is w, and {@code (t - ONES) & ~t &
     * HIGHS} is not zero exactly when some byte of t is.
     */
    static int toFew(ByteBuffer low, ByteBuffer high, int b, int a, int end, int[] list, int missing) {
        long w0 = ONES * list[0];
        if (missing == 1) {
            for (; a + 7 <= end; a += 8) {
                long t = low.getLong(a) ^ Long.reverseBytes(high.getLong(b - a - 7)) ^ w0;
                if (((t - ONES) & ~t & HIGHS) != 0) {
                    break;
                }
            }
            return a;
        }
        // Fewer than four wanted: the first again in the places left.
        long w1 = ONES * list[1];
        long w2 = missing > 2 ? ONES * list[2] : w0;
        long w3 = missing > 3 ? ONES * list[3] : w0;
        for (; a + 7 <= end; a += 8) {
            long x = low.getLong(a) ^ Long.reverseBytes(high.getLong(b - a - 7));
            long t0 = x ^ w0;
            long t1 = x ^ w1;
            long t2 = x ^ w2;
            long t3 = x ^ w3;
            long zero = ((t0 - ONES) & ~t0) | ((t1 - ONES) & ~t1) | ((t2 - ONES) & ~t2) | ((t3 - ONES) & ~t3);
            if ((zero & HIGHS) != 0) {
                break;
            }
        }
        return a;
    }
}

package cgt.heap;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The fast part of a full scan (see {@link MexWorker}): passing over the two-heap splits (a, m - a) eight at a time,
 * with the values as bytes ({@link ValueBytes}), until a block of eight holds a wanted value. One load gives
 * g(a..a+7), one more g(m-a-7..m-a), which reversed and XORed lane by lane gives the eight splits' nim-sums in
 * one long.
 *
 * <p>Two ways to test a block. While many values are wanted, each lane is looked up in the table of wanted
 * values. Once at most {@value #FEW} are left (a scan spends most of its pairs there: in Grundy's game to 2^20,
 * 35% with one value left and 65% with four or fewer), the lanes are compared with each of them at once, by the
 * classic test for a zero byte, (t - 0x01..01) &amp; ~t &amp; 0x80..80, which is nonzero exactly when a byte of t
 * is zero: with t the lanes XORed with the value in every byte, that is when a lane holds the value. Either
 * test only finds the block; the caller looks at its splits one by one.
 *
 * <p>One per worker thread; not shared.
 */
final class SplitLanes {

    /** The most wanted values compared lane by lane; beyond, the table is faster. */
    static final int FEW = 4;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    /**
     * Eight bytes at any index as one little-endian long, heap i in the lowest byte. A buffer rather than a
     * VarHandle: as fast here once compiled, and a VarHandle costs a cold JVM milliseconds to set up and is slow
     * until the optimising compiler has compiled the loop.
     */
    private final ByteBuffer bytes;
    /** The wanted values, once there are at most {@link #FEW} of them. */
    private final int[] few = new int[FEW];
    private int fewCount;
    /** Whether {@link #few} holds every wanted value, all below 256; if not, the table is used. */
    private boolean compareLanes;
    /** How many values are wanted in all. */
    private int wanted;

    SplitLanes(ValueBytes values) {
        this.bytes = ByteBuffer.wrap(values.bytes()).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Starts a scan for the {@code missing} values v &lt; limit with want[v] set. */
    void start(boolean[] want, int limit, int missing) {
        wanted = missing;
        compareLanes = false;
        if (missing <= FEW) {
            gather(want, limit);
        }
    }

    /** The scan found v, one of the wanted values (each is found once, and no longer wanted). */
    void found(int v, boolean[] want, int limit) {
        wanted--;
        if (wanted == FEW) {
            // Few enough to compare lanes with: gather them, once a scan.
            gather(want, limit);
        } else if (wanted < FEW && compareLanes) {
            for (int i = 0; i <= wanted; i++) {
                if (few[i] == v) {
                    few[i] = few[wanted];
                    break;
                }
            }
            fewCount = wanted;
            compareLanes = wanted > 0;
        }
    }

    /** Gathers the wanted values, at most {@link #FEW}: compared lane by lane if all are below 256. */
    private void gather(boolean[] want, int limit) {
        int count = 0;
        boolean small = true;
        for (int v = 0; v < limit && count < wanted; v++) {
            if (want[v]) {
                few[count++] = v;
                small &= v <= 0xFF;
            }
        }
        fewCount = count;
        compareLanes = small && count > 0;
    }

    /**
     * The first a' &ge; a, a' in steps of eight from a, whose block of splits (a', m - a') .. (a' + 7, m - a' - 7)
     * holds a wanted value, or the first a' with fewer than eight splits left up to {@code end}. Every heap read
     * ({@code a .. m - a}) must be covered by the bytes.
     */
    int skip(int m, int a, int end, boolean[] want) {
        if (!compareLanes) {
            return skipByTable(m, a, end, want);
        }
        switch (fewCount) {
            case 1:
                return skipOne(m, a, end, few[0] * ONES);
            case 2:
                return skipTwo(m, a, end, few[0] * ONES, few[1] * ONES);
            default:
                return skipFour(m, a, end);
        }
    }

    /** The nim-sums g(a + i) ^ g(m - a - i) of eight splits, split i in byte i. */
    private long lanes(int m, int a) {
        return bytes.getLong(a) ^ Long.reverseBytes(bytes.getLong(m - a - 7));
    }

    private static long zeroByte(long t) {
        return (t - ONES) & ~t & HIGHS;
    }

    private int skipOne(int m, int a, int end, long v) {
        for (; a + 7 <= end; a += 8) {
            if (zeroByte(lanes(m, a) ^ v) != 0) {
                break;
            }
        }
        return a;
    }

    private int skipTwo(int m, int a, int end, long v, long w) {
        for (; a + 7 <= end; a += 8) {
            long x = lanes(m, a);
            if ((zeroByte(x ^ v) | zeroByte(x ^ w)) != 0) {
                break;
            }
        }
        return a;
    }

    private int skipFour(int m, int a, int end) {
        // Three wanted values repeat the last: the same block is found.
        long v0 = few[0] * ONES;
        long v1 = few[1] * ONES;
        long v2 = few[2] * ONES;
        long v3 = few[fewCount - 1] * ONES;
        for (; a + 7 <= end; a += 8) {
            long x = lanes(m, a);
            if ((zeroByte(x ^ v0) | zeroByte(x ^ v1) | zeroByte(x ^ v2) | zeroByte(x ^ v3)) != 0) {
                break;
            }
        }
        return a;
    }

    @SuppressWarnings("ShortCircuitBoolean") // eight table reads ORed without a branch each: the hot loop
    private int skipByTable(int m, int a, int end, boolean[] want) {
        for (; a + 7 <= end; a += 8) {
            long x = lanes(m, a);
            int lo = (int) x;
            int hi = (int) (x >>> 32);
            if (want[lo & 0xFF] | want[(lo >>> 8) & 0xFF] | want[(lo >>> 16) & 0xFF] | want[lo >>> 24]
                    | want[hi & 0xFF] | want[(hi >>> 8) & 0xFF] | want[(hi >>> 16) & 0xFF] | want[hi >>> 24]) {
                break;
            }
        }
        return a;
    }
}

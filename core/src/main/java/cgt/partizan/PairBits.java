package cgt.partizan;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A bounded, lock-free memo of one yes-or-no answer per ordered pair of game ids ("is G &lt;= H?"): a
 * direct-mapped table of words, each holding both ids and the answer, so that a lookup is one read of one
 * word and a new entry simply overwrites its slot.
 *
 * <p>Words are read and written whole, so a thread always sees a complete entry, and an entry names the pair
 * it answers: a race can only lose an entry. A 64-bit JVM reads and writes a long array element whole with a
 * plain access (the Java memory model lets only a JVM without 64-bit accesses split it), so there the words
 * are accessed plainly; elsewhere through opaque access, which never splits. The plain access is for a fresh
 * process's first evaluation: until the JIT has compiled the comparison, each opaque access runs through a
 * var handle's generic code, which was a tenth of Eatcake 14,15's time. Pairs whose ids need more than 31 bits
 * are not remembered (a JVM would have made two billion games first). Ids are never reused, so an entry
 * about a game that has since been collected never answers for another.
 */
final class PairBits {

    private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(long[].class);
    /** Set in every entry, so that an empty slot (0) matches no pair. */
    private static final long OCCUPIED = Long.MIN_VALUE;
    /** Whether this JVM reads and writes a long whole with a plain access (a 64-bit one). */
    private static final boolean WHOLE_LONGS = "64".equals(System.getProperty("sun.arch.data.model"));
    static final int UNKNOWN = -1;

    private final long[] slots;
    private final int mask;

    PairBits(int log2Size) {
        slots = new long[1 << log2Size];
        mask = slots.length - 1;
    }

    /** 1 for yes, 0 for no, {@link #UNKNOWN} when the pair is not remembered. */
    int get(long a, long b) {
        if (((a | b) >>> 31) != 0) {
            return UNKNOWN;
        }
        int slot = slot(a, b);
        long entry = WHOLE_LONGS ? slots[slot] : (long) SLOTS.getOpaque(slots, slot);
        long pair = OCCUPIED | a << 32 | b << 1;
        return (entry & ~1L) == pair ? (int) (entry & 1) : UNKNOWN;
    }

    void put(long a, long b, boolean answer) {
        if (((a | b) >>> 31) != 0) {
            return;
        }
        long entry = OCCUPIED | a << 32 | b << 1 | (answer ? 1 : 0);
        if (WHOLE_LONGS) {
            slots[slot(a, b)] = entry;
        } else {
            SLOTS.setOpaque(slots, slot(a, b), entry);
        }
    }

    private int slot(long a, long b) {
        return PairCache.hash(a, b) & mask;
    }
}

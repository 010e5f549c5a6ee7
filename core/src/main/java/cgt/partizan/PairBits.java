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
 *
 * <p>The table starts small and doubles (up to its bound) as entries come: a small search's comparisons then
 * stay in a table the processor's caches hold, where a table of its full size from the start (8 MB) made each
 * lookup a miss of the cache and of the address translation, a fifth of Eatcake 14,15's time. An entry names
 * its pair, so growing can copy the table as it is (see {@link #grow}); an entry written into the old table
 * while it is copied is lost, which a race may do anyway.
 */
final class PairBits {

    private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(long[].class);
    /** Set in every entry, so that an empty slot (0) matches no pair. */
    private static final long OCCUPIED = Long.MIN_VALUE;
    /** Whether this JVM reads and writes a long whole with a plain access (a 64-bit one). */
    private static final boolean WHOLE_LONGS = "64".equals(System.getProperty("sun.arch.data.model"));
    /** The size the table starts at (32 KB), as a power of two. */
    private static final int FIRST_LOG2_SIZE = 12;
    static final int UNKNOWN = -1;

    private final int maxSize;
    /** The table now; replaced by one twice as large when it has taken half its size in entries. */
    private volatile long[] slots;
    /**
     * About how many entries were written since the table last grew: a sample (see {@link #put}), counted without
     * synchronisation, as a lost count only moves the moment the table grows.
     */
    private int written;

    PairBits(int log2Size) {
        maxSize = 1 << log2Size;
        slots = new long[1 << Math.min(log2Size, FIRST_LOG2_SIZE)];
    }

    /** 1 for yes, 0 for no, {@link #UNKNOWN} when the pair is not remembered. */
    int get(long a, long b) {
        if (((a | b) >>> 31) != 0) {
            return UNKNOWN;
        }
        long[] table = slots;
        int slot = slot(a, b, table);
        long entry = WHOLE_LONGS ? table[slot] : (long) SLOTS.getOpaque(table, slot);
        long pair = OCCUPIED | a << 32 | b << 1;
        return (entry & ~1L) == pair ? (int) (entry & 1) : UNKNOWN;
    }

    void put(long a, long b, boolean answer) {
        if (((a | b) >>> 31) != 0) {
            return;
        }
        long[] table = slots;
        int slot = slot(a, b, table);
        long entry = OCCUPIED | a << 32 | b << 1 | (answer ? 1 : 0);
        if (WHOLE_LONGS) {
            table[slot] = entry;
        } else {
            SLOTS.setOpaque(table, slot, entry);
        }
        // Counted only while the table may grow, and one write in 16 (adding 16): the count shares a cache line with
        // the table's reference, which every lookup reads, so each write of it made the next lookup of every other
        // thread miss the cache (on 16 threads a fifth of Domineering 6x6's wall time went to those misses).
        if (table.length < maxSize && (slot & 15) == 0 && (written += 16) > table.length >> 1) {
            grow(table);
        }
    }

    /** The table's size now (for tests). */
    int capacity() {
        return slots.length;
    }

    /**
     * Doubles the table; only one thread grows a given table. A slot's index in the larger table is its pair's
     * hash under a mask one bit longer, so an entry at i belongs at i or at i plus the old size: the old table
     * copied into both halves puts every entry where it belongs, and its copy in the other half is a slot some
     * other pair may take (an entry names its pair, so it answers no other).
     */
    private synchronized void grow(long[] table) {
        if (slots != table) {
            return; // another thread has grown it
        }
        long[] larger = new long[table.length * 2];
        if (WHOLE_LONGS) {
            System.arraycopy(table, 0, larger, 0, table.length);
            System.arraycopy(table, 0, larger, table.length, table.length);
        } else {
            for (int i = 0; i < table.length; i++) {
                long entry = (long) SLOTS.getOpaque(table, i);
                larger[i] = entry;
                larger[i + table.length] = entry;
            }
        }
        written = 0;
        slots = larger;
    }

    private static int slot(long a, long b, long[] table) {
        return PairCache.hash(a, b) & (table.length - 1);
    }
}

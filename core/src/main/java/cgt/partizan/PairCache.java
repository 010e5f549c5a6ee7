package cgt.partizan;

/**
 * A bounded, lock-free memo of results keyed by a pair of game ids: a direct-mapped table where a new
 * entry overwrites the old one in its slot, so memory never grows past the table.
 *
 * <p>Safe for concurrent use without locks: every entry is an immutable object with final fields, so a
 * thread reading a slot sees either a complete old entry, a complete new one, or nothing; the worst a race
 * can do is lose an entry, which only costs a recomputation. Ids are never reused, so an entry about a
 * game that has since been collected can never answer for another game.
 */
final class PairCache<V> {

    private static final class Entry<V> {
        final long a;
        final long b;
        final V value;

        Entry(long a, long b, V value) {
            this.a = a;
            this.b = b;
            this.value = value;
        }
    }

    private final Entry<V>[] slots;
    private final int mask;

    @SuppressWarnings("unchecked")
    PairCache(int log2Size) {
        slots = (Entry<V>[]) new Entry<?>[1 << log2Size];
        mask = slots.length - 1;
    }

    private int slot(long a, long b) {
        return hash(a, b) & mask;
    }

    /** A well-mixed hash of an ordered pair of ids, for the direct-mapped pair memos. */
    static int hash(long a, long b) {
        long h = a * 0x9E3779B97F4A7C15L + b;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return (int) h;
    }

    /** The remembered value for (a, b), or null. */
    V get(long a, long b) {
        Entry<V> e = slots[slot(a, b)];
        return e != null && e.a == a && e.b == b ? e.value : null;
    }

    void put(long a, long b, V value) {
        slots[slot(a, b)] = new Entry<>(a, b, value);
    }

    int capacity() {
        return slots.length;
    }
}

package cgt.games.partizan;

import cgt.partizan.CanonicalGame;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Remembers the canonical values of normalised parts, bounded in size and safe for several threads.
 *
 * <p>Two generations approximate least-recently-used eviction at the cost of a map lookup: new entries go
 * into the young generation; when it is full it becomes the old one and the previous old one is dropped.
 * A hit in the old generation is copied into the young one, so positions in use survive. The table never
 * holds more than twice its capacity.
 *
 * @param <K> the key type (normal forms of parts)
 */
public final class TranspositionTable<K> {

    private final int capacity;
    private volatile ConcurrentHashMap<K, CanonicalGame> young;
    private volatile ConcurrentHashMap<K, CanonicalGame> old = new ConcurrentHashMap<>();
    /** Whether an old generation exists yet: until the first turnover, a miss needs one lookup, not two. */
    private volatile boolean hasOld;

    /** A table that keeps about {@code capacity} entries (at most twice as many). */
    public TranspositionTable(int capacity) {
        this.capacity = Math.max(16, capacity);
        this.young = new ConcurrentHashMap<>(Math.min(this.capacity, 1 << 16));
    }

    /**
     * A capacity that fits comfortably in this JVM's memory: an entry with its key and its share of the
     * canonical values costs about 200 bytes, the table may hold twice its capacity, and half the heap is
     * left for everything else.
     */
    public static int defaultCapacity() {
        long bytes = Runtime.getRuntime().maxMemory() / 2;
        return (int) Math.min(50_000_000L, Math.max(100_000L, bytes / 200 / 2));
    }

    /** The value remembered for the key, or null. */
    public CanonicalGame get(K key) {
        CanonicalGame v = young.get(key);
        if (v == null && hasOld) {
            v = old.get(key);
            if (v != null) {
                put(key, v);
            }
        }
        return v;
    }

    /** Remembers a value. */
    public void put(K key, CanonicalGame value) {
        ConcurrentHashMap<K, CanonicalGame> y = young;
        y.put(key, value);
        if (y.size() > capacity) {
            synchronized (this) {
                if (young == y) {
                    old = y;
                    hasOld = true;
                    young = new ConcurrentHashMap<>(Math.min(capacity, 1 << 16));
                }
            }
        }
    }

    /** About how many entries the table holds now. */
    public int size() {
        return young.size() + old.size();
    }
}

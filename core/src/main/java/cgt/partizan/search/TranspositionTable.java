package cgt.partizan.search;

import cgt.partizan.CanonicalGame;
import cgt.rules.PartizanRules;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.ToLongFunction;

/**
 * Remembers the canonical values of normalised parts: a fixed-size cache, safe for several threads, that
 * never grows past the size it was made with.
 *
 * <p>The table is an array of buckets of four slots, which starts small and grows fourfold when a quarter
 * full, up to the capacity it was made with. A part goes to one bucket; when the bucket is full, the
 * newcomer replaces the entry that cost the least work to compute (the number of parts solved under it), so
 * the results of long searches survive and cheap ones are recomputed. Parts that the ruleset can write as
 * one number ({@link PartizanRules#packedKey}) are kept as that number: a lookup is then one read of a slot
 * and one of its entry, with no {@code equals} on a position.
 *
 * <p>Entries are immutable objects, so a thread reading a slot while another replaces it sees the old entry
 * or the new one, never a mixture; the worst a race can do is lose an entry, which costs a recomputation.
 * Besides values, the table holds marks for parts that a search is solving now, so that a second search
 * thread can turn to other work instead of repeating it.
 *
 * @param <K> the key type (normal forms of parts)
 */
public final class TranspositionTable<K> {

    /** What {@link PartizanRules#packedKey} returns for a part it cannot write as a number. */
    private static final long NOT_PACKED = PartizanRules.NOT_PACKED;

    /** What {@link #probe} returns for a part that another search is solving now. */
    static final Object BUSY = new Object();

    private static final int BUCKET = 4;
    /** Tables start this small (256 KB) and grow fourfold when a quarter full, before buckets overflow. */
    private static final int INITIAL_SLOTS = 1 << 16;
    /** Where the fill count sits in its array, with a cache line of the array's ints on either side. */
    private static final int USED = 16;
    /** Bytes an entry costs with its share of the values it holds, for sizing the table to the heap. */
    private static final int BYTES_PER_ENTRY = 160;

    /** The slots now; replaced by a larger array as the table fills, up to {@link #maxSlots}. */
    private volatile Entry[] slots;
    /** While entries are moved to a larger array (see {@link #grow}), the one they come from; else null. */
    private volatile Entry[] previous;
    private final int maxSlots;
    /**
     * About how many slots are in use (an estimate that decides when to grow), at {@link #USED} of an array of its
     * own: the count is written while the table grows, and on a line shared with the table's fields each write made
     * every other thread's next probe miss the cache.
     */
    private final AtomicIntegerArray used = new AtomicIntegerArray(2 * USED + 1);
    /** Whether a thread is moving the entries to a larger array (the others go on meanwhile, see {@link #grow}). */
    private final AtomicBoolean growing = new AtomicBoolean();
    private final ToLongFunction<? super K> packer;

    /**
     * One remembered part: {@code key} is null when the part is packed into {@code code}; otherwise
     * {@code code} is the key's hash. A null {@code value} marks a part being solved by search {@code owner}.
     */
    private static final class Entry {
        final long code;
        final Object key;
        final CanonicalGame value;
        final int work;
        final int owner;

        Entry(long code, Object key, CanonicalGame value, int work, int owner) {
            this.code = code;
            this.key = key;
            this.value = value;
            this.work = work;
            this.owner = owner;
        }

        boolean holds(long c, Object k) {
            return code == c && (k == null ? key == null : key != null && key.equals(k));
        }
    }

    /**
     * A table of about {@code capacity} entries for the given rules: parts are kept as their numbers
     * ({@link PartizanRules#packedKey}) where they have one, others as objects.
     */
    public static <K> TranspositionTable<K> forGame(PartizanRules<K> game, int capacity) {
        return new TranspositionTable<>(capacity, game::packedKey);
    }

    /** A table of about {@code capacity} entries whose keys are kept as objects. */
    public TranspositionTable(int capacity) {
        this(capacity, k -> NOT_PACKED);
    }

    private TranspositionTable(int capacity, ToLongFunction<? super K> packer) {
        this.maxSlots = Integer.highestOneBit(Math.max(4 * BUCKET, capacity) / BUCKET) * BUCKET;
        this.slots = new Entry[Math.min(maxSlots, INITIAL_SLOTS)];
        this.packer = packer;
    }

    /**
     * A capacity that fits comfortably in this JVM's memory: the table may fill its slots, and an entry with
     * its share of the canonical values costs about {@value #BYTES_PER_ENTRY} bytes; half the heap is left
     * for everything else.
     */
    public static int defaultCapacity() {
        return capacityWithin(Long.MAX_VALUE);
    }

    /** As {@link #defaultCapacity()}, in at most {@code maxBytes} (a request's memory budget). */
    public static int capacityWithin(long maxBytes) {
        long bytes = Math.min(Runtime.getRuntime().maxMemory() / 2, maxBytes);
        return (int) Math.min(1L << 28, Math.max(1L << 16, bytes / BYTES_PER_ENTRY));
    }

    /** The value remembered for the key, or null. */
    public CanonicalGame get(K key) {
        long packed = packer.applyAsLong(key);
        Object found = packed != NOT_PACKED ? probe(packed, null, 0) : probe(key.hashCode(), key, 0);
        return found instanceof CanonicalGame g ? g : null;
    }

    /** Remembers a value. */
    public void put(K key, CanonicalGame value) {
        long packed = packer.applyAsLong(key);
        if (packed != NOT_PACKED) {
            store(packed, null, value, 0, 0);
        } else {
            store(key.hashCode(), key, value, 0, 0);
        }
    }

    /** How many slots hold a value now: a full scan, for diagnostics and tests. */
    public int size() {
        int n = 0;
        for (Entry e : slots) {
            if (e != null && e.value != null) {
                n++;
            }
        }
        return n;
    }

    /** How many entries the table can hold when it has grown to its full size. */
    public int capacity() {
        return maxSlots;
    }

    /**
     * What the table knows of a part, given as a packed code ({@code key} null) or as its hash and the part:
     * its value, {@link #BUSY} when a search other than {@code owner} is solving it, or null.
     */
    Object probe(long code, Object key, int owner) {
        Object found = probe(slots, code, key, owner);
        if (found == null) {
            Entry[] moving = previous;
            if (moving != null) {
                return probe(moving, code, key, owner);
            }
        }
        return found;
    }

    private static Object probe(Entry[] slots, long code, Object key, int owner) {
        int b = bucketOf(code, slots.length);
        for (int i = b; i < b + BUCKET; i++) {
            Entry e = slots[i];
            if (e != null && e.holds(code, key)) {
                if (e.value != null) {
                    return e.value;
                }
                return e.owner != owner ? BUSY : null;
            }
        }
        return null;
    }

    /**
     * Reads the table's buckets of the given parts and their entries, all before any is used, so that the processor
     * overlaps their misses of the cache (one after another, each probe waited for its own); returns a sum that only
     * keeps the reads from being left out.
     */
    long touch(long[] codes, int n) {
        Entry[] slots = this.slots;
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int b = bucketOf(codes[i], slots.length);
            for (int j = b; j < b + BUCKET; j++) {
                Entry e = slots[j];
                if (e != null) {
                    sum += e.code;
                }
            }
        }
        return sum;
    }

    /**
     * Remembers a part's value (or, with a null value, marks it as being solved by {@code owner}, unless its
     * value is known). {@code work}, how many parts were solved to get the value, decides which entries give
     * way first when the bucket is full; a mark costs nothing to evict, since losing one only means that two
     * searches may solve the same part.
     */
    void store(long code, Object key, CanonicalGame value, long work, int owner) {
        Entry[] slots = this.slots;
        int b = bucketOf(code, slots.length);
        int victim = -1;
        for (int i = b; i < b + BUCKET; i++) {
            Entry e = slots[i];
            if (e == null) {
                if (victim < 0 || slots[victim] != null) {
                    victim = i;
                }
            } else if (e.holds(code, key)) {
                if (value == null && e.value != null) {
                    return;
                }
                victim = i;
                break;
            } else if (victim < 0 || (slots[victim] != null && e.work < slots[victim].work)) {
                victim = i;
            }
        }
        // The fill count is sampled (one new entry in 16 adds 16), so that threads rarely write it at once, and kept
        // only while the table may grow.
        if (slots.length < maxSlots && slots[victim] == null && ((b / BUCKET) & 15) == 0
                && used.addAndGet(USED, 16) > slots.length / 4) {
            grow(slots);
        }
        slots[victim] = new Entry(code, key, value, value == null ? 0 : (int) Math.min(Integer.MAX_VALUE, work),
                owner);
    }

    /**
     * Moves the entries to an array four times as large (or the full size), without stopping the other threads:
     * the larger array takes every store at once, and until the move is done a part not found there is looked for
     * in the old one too. On 16 threads, a move under a lock that stopped every store took a twentieth of
     * Domineering 6x6's wall time, and a move during which stores went on into the old array lost 29% of them
     * (a test of four threads). The move keeps every value it sees but where a store has taken the slot it would
     * use; a store that races with the move into the same slot may be lost, which a lossy table allows.
     */
    private void grow(Entry[] full) {
        if (!growing.compareAndSet(false, true)) {
            return;
        }
        try {
            if (slots == full) { // else another thread has grown it
                moveToLarger(full);
            }
        } finally {
            growing.set(false);
        }
    }

    private void moveToLarger(Entry[] full) {
        Entry[] bigger = new Entry[(int) Math.min(maxSlots, 4L * full.length)];
        previous = full; // before the larger array, so that a thread that sees it looks in the old one too
        slots = bigger;
        int n = 0;
        for (Entry e : full) {
            if (e != null && e.value != null && moveInto(bigger, e)) {
                n++;
            }
        }
        used.set(USED, n);
        previous = null;
    }

    /**
     * Puts a moved entry into the first free slot of its bucket, or in place of a store's mark for the same part
     * (its value is known); not where a store has put the part's value already, nor into a full bucket.
     */
    private static boolean moveInto(Entry[] slots, Entry e) {
        int b = bucketOf(e.code, slots.length);
        int free = -1;
        for (int i = b; i < b + BUCKET; i++) {
            Entry there = slots[i];
            if (there == null) {
                if (free < 0) {
                    free = i;
                }
            } else if (there.holds(e.code, e.key)) {
                if (there.value != null) {
                    return false;
                }
                free = i;
                break;
            }
        }
        if (free < 0) {
            return false;
        }
        slots[free] = e;
        return true;
    }

    private static int bucketOf(long code, int slotCount) {
        long h = code * 0x9E3779B97F4A7C15L;
        h ^= h >>> 31;
        h *= 0xBF58476D1CE4E5B9L;
        return (int) ((h >>> 32) & (slotCount / BUCKET - 1)) * BUCKET;
    }
}

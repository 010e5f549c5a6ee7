package cgt.partizan;

import cgt.task.MemoryMeter;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/**
 * The intern table of canonical games: it guarantees that equal canonical forms are one object, so that
 * equality is identity and a game's id can stand for its value.
 *
 * <p>Games are held weakly: a game nobody refers to any more is collected and its entry removed, so the
 * table is as large as the set of games in use, never the set of games ever made. (A game collected and
 * later made again gets a new id, which is harmless: nobody holds the old one.)
 *
 * <p>Thread-safe: the table is split into segments, each guarded by its own lock, so that two threads
 * building games rarely wait for each other. A game is looked up and, if absent, created under its
 * segment's lock, so two threads can never create two copies of one value.
 */
final class GameTable {

    private static final int SEGMENT_BITS = 6;
    private static final int SEGMENTS = 1 << SEGMENT_BITS;

    static final GameTable INSTANCE = new GameTable();

    /**
     * What a new game is charged to its computation's {@link MemoryMeter}: the game (about 100 bytes with its stops),
     * its entry here (48), its place in the sums' cache and a share of the arrays that made it; and each option, a
     * reference in the game's arrays and in the candidates its sum or canonical form was built from.
     */
    static final int GAME_BYTES = 256;
    static final int OPTION_BYTES = 8;
    private static final String GROWTH = "the canonical games it made";

    private final Segment[] segments = new Segment[SEGMENTS];
    /**
     * Number-up-stars met recently, by hash: a lock-free front for the table. Games have final fields, so a
     * slot read without synchronization holds a complete game or null; a race only loses a slot. The slots
     * keep their games alive, which for so few games costs nothing.
     */
    private static final int RECENT_NUS = 1 << 12;
    private final CanonicalGame[] recentNus = new CanonicalGame[RECENT_NUS];

    private GameTable() {
        for (int i = 0; i < SEGMENTS; i++) {
            segments[i] = new Segment();
        }
    }

    /**
     * The game with exactly these canonical options (each array sorted by id, free of dominated and
     * reversible options, and not the options of a number-up-star). The arrays become the game's own.
     */
    CanonicalGame general(CanonicalGame[] left, CanonicalGame[] right) {
        int h = hashOptions(left, right);
        Segment s = segments[h >>> (32 - SEGMENT_BITS)];
        synchronized (s) {
            s.expungeStale();
            for (Entry e = s.table[h & (s.table.length - 1)]; e != null; e = e.next) {
                if (e.hash == h) {
                    CanonicalGame g = e.get();
                    if (g != null && !g.isNumberUpStar() && sameOptions(g, left, right)) {
                        return g;
                    }
                }
            }
            MemoryMeter.charge(GAME_BYTES + OPTION_BYTES * (left.length + right.length), GROWTH);
            CanonicalGame g = CanonicalGame.newGeneral(left, right);
            s.insert(h, g);
            return g;
        }
    }

    /** The game x + ups.↑ + *nim. */
    CanonicalGame numberUpStar(Dyadic x, int ups, int nim) {
        int h = hashNus(x, ups, nim);
        // A few values (1/2, 3/2, ↑, ...) are asked for millions of times, often from several threads at once:
        // look them up without a lock first.
        int slot = h & (RECENT_NUS - 1);
        CanonicalGame recent = recentNus[slot];
        if (recent != null && recent.ups == ups && recent.nim == nim && recent.number.equals(x)) {
            return recent;
        }
        CanonicalGame g = internNumberUpStar(h, x, ups, nim);
        recentNus[slot] = g;
        return g;
    }

    private CanonicalGame internNumberUpStar(int h, Dyadic x, int ups, int nim) {
        Segment s = segments[h >>> (32 - SEGMENT_BITS)];
        synchronized (s) {
            s.expungeStale();
            for (Entry e = s.table[h & (s.table.length - 1)]; e != null; e = e.next) {
                if (e.hash == h) {
                    CanonicalGame g = e.get();
                    if (g != null && g.isNumberUpStar() && g.ups == ups && g.nim == nim && g.number.equals(x)) {
                        return g;
                    }
                }
            }
            MemoryMeter.charge(GAME_BYTES, GROWTH);
            CanonicalGame g = CanonicalGame.newNumberUpStar(x, ups, nim);
            s.insert(h, g);
            return g;
        }
    }

    /** How many games are interned now (live or awaiting collection); for diagnostics. */
    int size() {
        int n = 0;
        for (Segment s : segments) {
            synchronized (s) {
                s.expungeStale();
                n += s.count;
            }
        }
        return n;
    }

    private static boolean sameOptions(CanonicalGame g, CanonicalGame[] left, CanonicalGame[] right) {
        CanonicalGame[] gl = g.leftArray();
        CanonicalGame[] gr = g.rightArray();
        if (gl.length != left.length || gr.length != right.length) {
            return false;
        }
        for (int i = 0; i < left.length; i++) {
            if (gl[i] != left[i]) {
                return false;
            }
        }
        for (int i = 0; i < right.length; i++) {
            if (gr[i] != right[i]) {
                return false;
            }
        }
        return true;
    }

    private static int hashOptions(CanonicalGame[] left, CanonicalGame[] right) {
        long h = 0x2545F4914F6CDD1DL;
        for (CanonicalGame g : left) {
            h = (h ^ g.id) * 0x9E3779B97F4A7C15L;
        }
        h = (h ^ 0x5851F42D4C957F2DL) * 0xBF58476D1CE4E5B9L;
        for (CanonicalGame g : right) {
            h = (h ^ g.id) * 0x9E3779B97F4A7C15L;
        }
        return mix(h);
    }

    private static int hashNus(Dyadic x, int ups, int nim) {
        long h = x.hashCode() * 0x9E3779B97F4A7C15L + ups * 0xBF58476D1CE4E5B9L + nim;
        return mix(h ^ 0x94D049BB133111EBL);
    }

    private static int mix(long h) {
        h ^= h >>> 31;
        h *= 0x94D049BB133111EBL;
        h ^= h >>> 29;
        return (int) (h ^ (h >>> 32));
    }

    private static final class Entry extends WeakReference<CanonicalGame> {
        final int hash;
        Entry next;

        Entry(CanonicalGame g, int hash, Entry next, ReferenceQueue<CanonicalGame> queue) {
            super(g, queue);
            this.hash = hash;
            this.next = next;
        }
    }

    /** One lock's share of the table: separate chaining over a power-of-two array. */
    private static final class Segment {
        private final ReferenceQueue<CanonicalGame> queue = new ReferenceQueue<>();
        Entry[] table = new Entry[64];
        int count;

        void insert(int hash, CanonicalGame g) {
            if (count >= table.length - (table.length >>> 2)) {
                grow();
            }
            int i = hash & (table.length - 1);
            table[i] = new Entry(g, hash, table[i], queue);
            count++;
        }

        private void grow() {
            Entry[] old = table;
            Entry[] bigger = new Entry[old.length * 2];
            for (Entry head : old) {
                Entry e = head;
                while (e != null) {
                    Entry next = e.next;
                    int i = e.hash & (bigger.length - 1);
                    e.next = bigger[i];
                    bigger[i] = e;
                    e = next;
                }
            }
            table = bigger;
        }

        /** Unlinks the entries whose games have been collected. */
        void expungeStale() {
            for (Object r; (r = queue.poll()) != null;) {
                Entry dead = (Entry) r;
                int i = dead.hash & (table.length - 1);
                Entry prev = null;
                for (Entry e = table[i]; e != null; prev = e, e = e.next) {
                    if (e == dead) {
                        if (prev == null) {
                            table[i] = e.next;
                        } else {
                            prev.next = e.next;
                        }
                        count--;
                        break;
                    }
                }
            }
        }
    }
}

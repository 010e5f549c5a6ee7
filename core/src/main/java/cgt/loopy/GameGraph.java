package cgt.loopy;

import cgt.task.Cancellation;
import cgt.task.TooBigException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An explicit game graph, cycles allowed: vertices are positions, an edge {@code u -> v} says that the player
 * to move at {@code u} may move to {@code v}. Stored as compressed rows (the options of vertex {@code v} are
 * {@code targets[offsets[v] .. offsets[v+1])}) with the reverse edges built once, because retrograde analysis
 * walks from each position to the positions that move to it. Vertex names live in their own array, outside
 * the arrays the analysis reads.
 *
 * <p>Memory: {@link #BYTES_PER_EDGE} and {@link #BYTES_PER_VERTEX} bound what building and analysing a graph
 * takes at its peak; a {@link Builder} refuses a graph beyond its byte budget with a {@link TooBigException}
 * before it runs out of memory.
 */
public final class GameGraph {

    /**
     * Peak bytes per edge: while reading, a source and a target (8 bytes) in arrays that grow by half (12
     * bytes while copying); then the options and the reverse edges (4 bytes each) once the pairs are freed.
     */
    public static final long BYTES_PER_EDGE = 20;
    /**
     * Bytes per vertex: its name (a short String, about 60 bytes), its hash and slots in the table of names
     * (up to 36 bytes, more while the table grows), the two row offsets and the analysis's per-vertex
     * arrays (outcome, remoteness, value, counters: 30 bytes).
     */
    public static final long BYTES_PER_VERTEX = 150;

    private final String[] names;
    private final int[] offsets;
    private final int[] targets;
    private final int[] reverseOffsets;
    private final int[] sources;

    private GameGraph(String[] names, int[] offsets, int[] targets) {
        this.names = names;
        this.offsets = offsets;
        this.targets = targets;
        int n = offsets.length - 1;
        reverseOffsets = new int[n + 1];
        for (int t : targets) {
            reverseOffsets[t + 1]++;
        }
        for (int v = 0; v < n; v++) {
            reverseOffsets[v + 1] += reverseOffsets[v];
        }
        sources = new int[targets.length];
        int[] fill = Arrays.copyOf(reverseOffsets, n);
        for (int u = 0; u < n; u++) {
            for (int e = offsets[u]; e < offsets[u + 1]; e++) {
                sources[fill[targets[e]]++] = u;
            }
        }
    }

    /** A builder that refuses graphs needing more than {@code maxBytes} (see {@link #bytesNeeded}). */
    public static Builder builder(long maxBytes) {
        return new Builder(maxBytes);
    }

    /** A graph from its vertices' options, by name, in the order given; for tests and small graphs. */
    public static GameGraph of(Map<String, List<String>> options) {
        Builder b = builder(Long.MAX_VALUE);
        options.forEach((name, opts) -> {
            int u = b.vertex(name);
            for (String o : opts) {
                b.edge(u, b.vertex(o));
            }
        });
        return b.build();
    }

    /** What a graph of this size takes at its peak, in bytes. */
    public static long bytesNeeded(long vertices, long edges) {
        return vertices * BYTES_PER_VERTEX + edges * BYTES_PER_EDGE;
    }

    /**
     * A graph whose rows an engine of this package built itself (the positions of a ruleset, explored): vertex
     * {@code v}'s options are {@code targets[offsets[v] .. offsets[v+1])}; vertices are named by their numbers.
     */
    static GameGraph ofRows(int[] offsets, int[] targets) {
        return new GameGraph(null, offsets, targets);
    }

    public int vertexCount() {
        return offsets.length - 1;
    }

    public int edgeCount() {
        return targets.length;
    }

    public String name(int v) {
        return names == null ? Integer.toString(v) : names[v];
    }

    public int outDegree(int v) {
        return offsets[v + 1] - offsets[v];
    }

    /** The {@code i}-th option of {@code v}, {@code 0 <= i < outDegree(v)}. */
    public int option(int v, int i) {
        return targets[offsets[v] + i];
    }

    public int inDegree(int v) {
        return reverseOffsets[v + 1] - reverseOffsets[v];
    }

    /** The {@code i}-th vertex that moves to {@code v} (once per edge). */
    public int predecessor(int v, int i) {
        return sources[reverseOffsets[v] + i];
    }

    // The solver reads the rows directly: these loops run once per edge, tens of millions of times.
    int[] offsets() {
        return offsets;
    }

    int[] targets() {
        return targets;
    }

    int[] reverseOffsets() {
        return reverseOffsets;
    }

    int[] sources() {
        return sources;
    }

    /**
     * Collects vertices by name and edges between them, then builds the graph. Edges are kept as given
     * (a repeated edge is a repeated option, harmless to every result).
     */
    public static final class Builder {

        private final long maxBytes;
        // Names by id, and an open-addressing table from names to ids (id + 1; 0 is an empty slot) keyed on
        // the names' characters, so that a name read into a reused buffer is looked up without a new String.
        private String[] names = new String[16];
        private int[] hashes = new int[16];
        private int vertices;
        private long[] slots = new long[32]; // hash in the high half, id + 1 in the low half
        private int[] from = new int[16];
        private int[] to = new int[16];
        private int edges;

        private Builder(long maxBytes) {
            this.maxBytes = maxBytes;
        }

        /** The vertex with this name, added (without options) if new. */
        public int vertex(CharSequence name) {
            int hash = hash(name);
            int mask = slots.length - 1;
            int slot = hash & mask;
            while (slots[slot] != 0) {
                long entry = slots[slot];
                int id = (int) entry - 1;
                if ((int) (entry >>> 32) == hash && names[id].contentEquals(name)) {
                    return id;
                }
                slot = (slot + 1) & mask;
            }
            int v = vertices;
            if (v >= (1 << 28)) { // the table of slots holds at most 2^29 entries
                throw tooBig(v + 1L, edges);
            }
            if ((v & 0xFFFF) == 0) {
                checkBudget(v + 65_536L, edges);
                Cancellation.check();
            }
            if (v == names.length) {
                names = Arrays.copyOf(names, v * 2);
                hashes = Arrays.copyOf(hashes, v * 2);
            }
            names[v] = name.toString();
            hashes[v] = hash;
            slots[slot] = (long) hash << 32 | (v + 1);
            vertices++;
            if (2 * vertices > slots.length) {
                rehash();
            }
            return v;
        }

        /** The name of a vertex this builder returned. */
        public String name(int v) {
            if (v < 0 || v >= vertices) {
                throw new IllegalArgumentException("no such vertex: " + v);
            }
            return names[v];
        }

        private static int hash(CharSequence name) {
            int h = 0;
            for (int i = 0; i < name.length(); i++) {
                h = 31 * h + name.charAt(i);
            }
            h ^= h >>> 16; // MurmurHash3's finalizer: slots are picked by the low bits, which must all vary
            h *= 0x85ebca6b;
            h ^= h >>> 13;
            h *= 0xc2b2ae35;
            return h ^ (h >>> 16);
        }

        private void rehash() {
            slots = new long[slots.length * 2];
            int mask = slots.length - 1;
            for (int v = 0; v < vertices; v++) {
                int slot = hashes[v] & mask;
                while (slots[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                slots[slot] = (long) hashes[v] << 32 | (v + 1);
            }
        }

        /** Adds the move {@code u -> v} between vertices this builder returned. */
        public void edge(int u, int v) {
            if (u < 0 || u >= vertices || v < 0 || v >= vertices) {
                throw new IllegalArgumentException("no such vertex: " + (u < 0 || u >= vertices ? u : v));
            }
            if (edges == from.length) {
                long grown = Math.min(Integer.MAX_VALUE - 8L, edges + (edges >> 1) + 16L);
                if (grown <= edges) {
                    throw tooBig(vertices, edges + 1L);
                }
                checkBudget(vertices, grown);
                Cancellation.check();
                from = Arrays.copyOf(from, (int) grown);
                to = Arrays.copyOf(to, (int) grown);
            }
            from[edges] = u;
            to[edges] = v;
            edges++;
        }

        public int vertexCount() {
            return vertices;
        }

        public int edgeCount() {
            return edges;
        }

        /** The graph: options of each vertex in the order their edges were added. */
        public GameGraph build() {
            int n = vertices;
            int[] offsets = new int[n + 1];
            for (int e = 0; e < edges; e++) {
                offsets[from[e] + 1]++;
            }
            for (int v = 0; v < n; v++) {
                offsets[v + 1] += offsets[v];
            }
            int[] targets = new int[edges];
            int[] fill = Arrays.copyOf(offsets, n);
            for (int e = 0; e < edges; e++) {
                targets[fill[from[e]]++] = to[e];
            }
            from = to = null; // the pairs go before the reverse edges are made
            String[] named = Arrays.copyOf(names, n);
            names = null;
            slots = null;
            hashes = null;
            return new GameGraph(named, offsets, targets);
        }

        private void checkBudget(long vertices, long edgeCount) {
            if (bytesNeeded(vertices, edgeCount) > maxBytes) {
                throw tooBig(vertices, edgeCount);
            }
        }

        private TooBigException tooBig(long vertices, long edgeCount) {
            return new TooBigException(String.format(Locale.ROOT, "the graph is too big: %,d vertices and %,d"
                    + " edges so far need about %,d MB (%d bytes a vertex, %d an edge), more than the %,d MB"
                    + " available", vertices, edgeCount, bytesNeeded(vertices, edgeCount) >> 20,
                    BYTES_PER_VERTEX, BYTES_PER_EDGE, maxBytes >> 20), "tooBig.graph", List.of(vertices, edgeCount,
                    bytesNeeded(vertices, edgeCount) >> 20, BYTES_PER_VERTEX, BYTES_PER_EDGE, maxBytes >> 20));
        }
    }
}

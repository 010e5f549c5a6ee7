package cgt.games.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A small undirected simple graph with a label on each vertex and on each edge: the position of a game played on
 * a graph. Vertex labels are characters ({@link #NONE} for an unlabelled vertex, {@code L} and {@code R} for
 * CGSuite's tints, {@link #GROUND} for Hackenbush's ground); edge labels too ({@link #PLAIN}, or {@code l},
 * {@code r}, {@code e} for coloured edges).
 *
 * <p>Vertices are always numbered in the order a depth-first walk meets them (from the ground first, then from
 * the lowest-numbered vertex not yet met, neighbours in order), which is the order {@link GraphText} writes
 * them; so a graph prints as text that parses back to an equal graph. Equality is this numbering, not
 * isomorphism: {@link Canonical} gives isomorphic graphs one form.
 */
public final class Graph {

    /** The most vertices a graph may have: positions are bit sets of one {@code long}. */
    public static final int MAX_VERTICES = 64;
    /** The label of a vertex without one. */
    public static final char NONE = '.';
    /** The label of Hackenbush's ground (a distinguished vertex, written without a label). */
    public static final char GROUND = 'G';
    /** The label of an edge without one. */
    public static final char PLAIN = '-';

    private static final Graph EMPTY = new Graph(new char[0], new long[0], new char[0]);

    private final char[] labels;
    private final long[] adjacency;
    private final char[] edges; // n × n, symmetric, 0 where there is no edge
    private final int hash;

    private Graph(char[] labels, long[] adjacency, char[] edges) {
        this.labels = labels;
        this.adjacency = adjacency;
        this.edges = edges;
        this.hash = 31 * Arrays.hashCode(labels) + Arrays.hashCode(edges);
    }

    /** The graph without vertices. */
    public static Graph empty() {
        return EMPTY;
    }

    /**
     * A graph from its vertex labels and its n × n edge labels (0: no edge; symmetric, no loops), renumbered in
     * the walk's order.
     */
    static Graph of(char[] labels, char[] edges) {
        int n = labels.length;
        long[] adjacency = new long[n];
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                if (edges[u * n + v] != 0) {
                    adjacency[u] |= 1L << v;
                }
            }
        }
        int[] order = walkOrder(labels, adjacency);
        char[] l = new char[n];
        char[] e = new char[n * n];
        long[] a = new long[n];
        int[] where = new int[n];
        for (int i = 0; i < n; i++) {
            where[order[i]] = i;
        }
        for (int i = 0; i < n; i++) {
            l[i] = labels[order[i]];
            for (int j = 0; j < n; j++) {
                char c = edges[order[i] * n + order[j]];
                e[i * n + j] = c;
                if (c != 0) {
                    a[i] |= 1L << j;
                }
            }
        }
        return n == 0 ? EMPTY : new Graph(l, a, e);
    }

    /** The vertices in the order of a depth-first walk: from the ground, then from each vertex not yet met. */
    private static int[] walkOrder(char[] labels, long[] adjacency) {
        int n = labels.length;
        int[] order = new int[n];
        int[] count = {0};
        boolean[] seen = new boolean[n];
        for (int v = 0; v < n; v++) {
            if (labels[v] == GROUND) {
                walk(v, adjacency, seen, order, count);
            }
        }
        for (int v = 0; v < n; v++) {
            if (!seen[v]) {
                walk(v, adjacency, seen, order, count);
            }
        }
        return order;
    }

    private static void walk(int v, long[] adjacency, boolean[] seen, int[] order, int[] count) {
        seen[v] = true;
        order[count[0]++] = v;
        for (long rest = adjacency[v]; rest != 0; rest &= rest - 1) {
            int u = Long.numberOfTrailingZeros(rest);
            if (!seen[u]) {
                walk(u, adjacency, seen, order, count); // depth at most MAX_VERTICES
            }
        }
    }

    /** The number of vertices. */
    public int size() {
        return labels.length;
    }

    /** The number of edges. */
    public int edgeCount() {
        int twice = 0;
        for (long a : adjacency) {
            twice += Long.bitCount(a);
        }
        return twice / 2;
    }

    /** The label of vertex v. */
    public char label(int v) {
        return labels[v];
    }

    /** The labels of all vertices, a copy. */
    public char[] labels() {
        return labels.clone();
    }

    /** The neighbours of v as a bit set. */
    public long neighbours(int v) {
        return adjacency[v];
    }

    /** The label of the edge uv, or 0 when u and v are not adjacent. */
    public char edge(int u, int v) {
        return edges[u * size() + v];
    }

    /** The same graph with new vertex labels (one per vertex) and the vertices of {@code removed} deleted. */
    public Graph with(char[] newLabels, long removed) {
        int n = size();
        int[] keep = new int[n];
        int k = 0;
        for (int v = 0; v < n; v++) {
            if ((removed >>> v & 1) == 0) {
                keep[k++] = v;
            }
        }
        char[] l = new char[k];
        char[] e = new char[k * k];
        for (int i = 0; i < k; i++) {
            l[i] = newLabels[keep[i]];
            for (int j = 0; j < k; j++) {
                e[i * k + j] = edges[keep[i] * n + keep[j]];
            }
        }
        return of(l, e);
    }

    /** The graph without the vertices of {@code removed}. */
    public Graph without(long removed) {
        return with(labels, removed);
    }

    /** The graph without the edge uv (its vertices stay). */
    public Graph withoutEdge(int u, int v) {
        char[] e = edges.clone();
        e[u * size() + v] = 0;
        e[v * size() + u] = 0;
        return of(labels.clone(), e);
    }

    /** The vertices joined to v by paths, v included, as a bit set. */
    public long componentOf(int v) {
        return componentOf(v, 0);
    }

    /** The vertices joined to v by paths that avoid the vertices of {@code avoid}, v included, as a bit set. */
    public long componentOf(int v, long avoid) {
        long seen = 1L << v | avoid;
        long frontier = 1L << v;
        while (frontier != 0) {
            int u = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            long fresh = adjacency[u] & ~seen;
            seen |= fresh;
            frontier |= fresh;
        }
        return seen & ~avoid;
    }

    /** The connected components, in the order of their first vertices. */
    public List<Graph> components() {
        List<Graph> parts = new ArrayList<>();
        long all = size() == 64 ? -1L : (1L << size()) - 1;
        long left = all;
        while (left != 0) {
            long c = componentOf(Long.numberOfTrailingZeros(left));
            left &= ~c;
            parts.add(c == all ? this : without(all & ~c));
        }
        return parts;
    }

    /** The graph with Left's and Right's labels exchanged ({@code L} and {@code R}, {@code l} and {@code r}). */
    public Graph swapColours() {
        char[] l = labels.clone();
        char[] e = edges.clone();
        for (int i = 0; i < l.length; i++) {
            l[i] = swap(l[i]);
        }
        for (int i = 0; i < e.length; i++) {
            e[i] = swap(e[i]);
        }
        return of(l, e);
    }

    private static char swap(char c) {
        return switch (c) {
            case 'L' -> 'R';
            case 'R' -> 'L';
            case 'l' -> 'r';
            case 'r' -> 'l';
            default -> c;
        };
    }

    /** The same graph with vertex v put at number {@code perm[v]}, then renumbered in the walk's order. */
    Graph permuted(int[] perm) {
        int n = size();
        char[] l = new char[n];
        char[] e = new char[n * n];
        for (int v = 0; v < n; v++) {
            l[perm[v]] = labels[v];
            for (int u = 0; u < n; u++) {
                e[perm[v] * n + perm[u]] = edges[v * n + u];
            }
        }
        return of(l, e);
    }

    /** Vertex labels then edge labels, for comparing forms of the same graph. */
    char[] code() {
        char[] c = Arrays.copyOf(labels, labels.length + edges.length);
        System.arraycopy(edges, 0, c, labels.length, edges.length);
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Graph g && g.hash == hash && Arrays.equals(g.labels, labels)
                && Arrays.equals(g.edges, edges);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return GraphText.write(this);
    }
}

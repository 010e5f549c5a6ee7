package cgt.games.graph;

import java.util.Arrays;

/**
 * A canonical form of a small labelled graph, so that isomorphic parts share a transposition-table entry.
 * Colour refinement sorts the vertices by label, then again and again by the labels of their edges and the
 * colours of their neighbours, until no class splits; where classes stay tied, each vertex of the first tied class
 * is singled out in turn and the refinement goes on. Of the numberings reached, the least (vertex labels, then
 * edges, in the new order) is the form: it depends on the graph only up to isomorphism.
 *
 * <p>Very symmetric graphs (cliques) reach very many numberings: after {@link #LEAVES} of them the least found
 * so far is taken. That form is still the same graph renumbered, so values stay right; only the sharing of
 * table entries between some isomorphic positions is lost.
 */
final class Canonical {

    /** The most complete numberings compared for one graph. */
    static final int LEAVES = 256;

    private final Graph graph;
    private final int n;
    private int leaves;
    private char[] best;
    private int[] bestColour;

    private Canonical(Graph graph) {
        this.graph = graph;
        this.n = graph.size();
    }

    /** The canonical form of g: g renumbered. */
    static Graph of(Graph g) {
        if (g.size() <= 1) {
            return g;
        }
        Canonical c = new Canonical(g);
        int[] colour = new int[g.size()];
        for (int v = 0; v < colour.length; v++) {
            colour[v] = g.label(v);
        }
        c.search(c.refine(colour));
        return g.permuted(c.bestColour);
    }

    /** Splits colour classes by the multiset of (edge label, neighbour's colour) until none splits. */
    private int[] refine(int[] start) {
        int[] colour = start;
        int classes = -1;
        while (true) {
            long[][] signature = new long[n][];
            for (int v = 0; v < n; v++) {
                long[] s = new long[1 + Long.bitCount(graph.neighbours(v))];
                s[0] = colour[v];
                int k = 1;
                for (long rest = graph.neighbours(v); rest != 0; rest &= rest - 1) {
                    int u = Long.numberOfTrailingZeros(rest);
                    s[k++] = ((long) graph.edge(v, u) << 32) | colour[u];
                }
                Arrays.sort(s, 1, s.length);
                signature[v] = s;
            }
            Integer[] byColour = new Integer[n];
            for (int v = 0; v < n; v++) {
                byColour[v] = v;
            }
            Arrays.sort(byColour, (a, b) -> Arrays.compare(signature[a], signature[b]));
            int[] next = new int[n];
            int c = 0;
            for (int i = 1; i < n; i++) {
                if (Arrays.compare(signature[byColour[i]], signature[byColour[i - 1]]) != 0) {
                    c++;
                }
                next[byColour[i]] = c;
            }
            if (c + 1 == classes) {
                return next;
            }
            classes = c + 1;
            colour = next;
        }
    }

    /** Singles out each vertex of the first tied class in turn; at a numbering, keeps the least code. */
    private void search(int[] colour) {
        int[] count = new int[n];
        for (int c : colour) {
            count[c]++;
        }
        int tied = -1;
        for (int c = 0; c < n && tied < 0; c++) {
            if (count[c] >= 2) {
                tied = c;
            }
        }
        if (tied < 0) {
            leaves++;
            char[] code = code(colour);
            if (best == null || Arrays.compare(code, best) < 0) {
                best = code;
                bestColour = colour.clone();
            }
            return;
        }
        for (int v = 0; v < n && leaves < LEAVES; v++) {
            if (colour[v] == tied && !twinBefore(v, colour)) {
                int[] split = new int[n];
                for (int u = 0; u < n; u++) {
                    split[u] = 2 * colour[u] + (colour[u] == tied && u != v ? 1 : 0);
                }
                search(refine(split));
            }
        }
    }

    /**
     * Whether an earlier vertex of v's class is v's twin: joined to every other vertex exactly as v is (a star's
     * leaves, a clique's vertices). Exchanging twins is a symmetry, so singling out either gives the same forms.
     */
    private boolean twinBefore(int v, int[] colour) {
        for (int u = 0; u < v; u++) {
            if (colour[u] != colour[v]) {
                continue;
            }
            boolean twin = true;
            for (int w = 0; w < n && twin; w++) {
                twin = w == u || w == v || graph.edge(u, w) == graph.edge(v, w);
            }
            if (twin) {
                return true;
            }
        }
        return false;
    }

    /** The labels and edges of the graph numbered by a colouring in which every vertex has its own colour. */
    private char[] code(int[] colour) {
        int[] vertexAt = new int[n];
        for (int v = 0; v < n; v++) {
            vertexAt[colour[v]] = v;
        }
        char[] code = new char[n + n * n];
        for (int i = 0; i < n; i++) {
            code[i] = graph.label(vertexAt[i]);
            for (int j = 0; j < n; j++) {
                code[n + i * n + j] = graph.edge(vertexAt[i], vertexAt[j]);
            }
        }
        return code;
    }
}

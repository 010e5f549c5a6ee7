package cgt.games.graph;

import cgt.rules.PartizanRules;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The framework under every game played on a graph: a ruleset says only each player's moves; this class reads and
 * writes positions as CGSuite's graph strings ({@link GraphText}), splits a position into its connected
 * components (for a rooted game, the parts standing on the ground), and gives each part a canonical form
 * ({@link Canonical}), so that isomorphic parts share a transposition-table entry, kept as one number where the
 * part is small ({@link #packedKey}). Where the rules treat the
 * players alike up to colour ({@code L} and {@code R}, {@code l} and {@code r}), exchanging the colours negates the
 * value, and a part and its colour swap share an entry too.
 */
public abstract class GraphGame implements PartizanRules<Graph> {

    /** Every graph Left's move leaves (a list: the tests and the explorer read the moves in order). */
    @Override
    public abstract List<Graph> leftMoves(Graph g);

    /** Every graph Right's move leaves. */
    @Override
    public abstract List<Graph> rightMoves(Graph g);

    private final String name;
    private final String rules;
    private final String syntax;
    private final GraphText text;
    private final boolean colourSymmetric;
    private final boolean rooted;
    /** The labels a vertex may carry, for packing: {@code .}, the game's own, and the ground in a rooted game. */
    private final String vertexAlphabet;
    /** What may stand between two vertices, for packing: no edge (the character 0), then each edge label. */
    private final String edgeAlphabet;

    /**
     * @param vertexLabels the vertex labels besides {@code .}, e.g. {@code "LR"}
     * @param edgeLabels the edge labels, empty when edges are plain {@code -}
     * @param colourSymmetric whether swapping the colours negates every value
     * @param rooted whether vertex 0 is Hackenbush's ground
     */
    protected GraphGame(String name, String rules, String syntax, String vertexLabels, String edgeLabels,
            boolean colourSymmetric, boolean rooted) {
        this.name = name;
        this.rules = rules;
        this.syntax = syntax;
        this.text = new GraphText(name, vertexLabels, edgeLabels, rooted);
        this.colourSymmetric = colourSymmetric;
        this.rooted = rooted;
        this.vertexAlphabet = Graph.NONE + vertexLabels + (rooted ? String.valueOf(Graph.GROUND) : "");
        this.edgeAlphabet = "\0" + (edgeLabels.isEmpty() ? String.valueOf(Graph.PLAIN) : edgeLabels);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String rules() {
        return rules;
    }

    @Override
    public final String syntax() {
        return syntax;
    }

    @Override
    public Graph parse(String position) {
        return text.parse(position);
    }

    @Override
    public String format(Graph position) {
        return text.format(position);
    }

    /** The connected components; in a rooted game, the ground with each set of edges that meet only there. */
    @Override
    public List<Graph> parts(Graph position) {
        if (!rooted) {
            return position.components();
        }
        long all = position.size() == 64 ? -1L : (1L << position.size()) - 1;
        long edges = all & ~1L;
        List<Graph> parts = new ArrayList<>();
        for (long left = edges; left != 0; ) {
            long c = position.componentOf(Long.numberOfTrailingZeros(left), 1L); // paths that avoid the ground
            left &= ~c;
            parts.add(c == edges ? position : position.without(edges & ~c));
        }
        return parts;
    }

    @Override
    public Normal<Graph> normalize(Graph part) {
        Graph key = Canonical.of(part);
        if (!colourSymmetric) {
            return new Normal<>(key, false);
        }
        Graph swapped = Canonical.of(part.swapColours());
        return Arrays.compare(swapped.code(), key.code()) < 0 ? new Normal<>(swapped, true) : new Normal<>(key, false);
    }

    /**
     * A part written as one number when it is small enough: its number of vertices (6 bits), then each vertex's
     * label and each pair of vertices' edge (none or its label), as indices into the game's labels, in the part's
     * own numbering, so that {@link #unpack} rebuilds the same graph. Node Kayles packs parts of up to 11 vertices,
     * Col and Snort of up to 9; a larger part is not packed.
     */
    @Override
    public long packedKey(Graph part) {
        int n = part.size();
        int vertexBits = bitsFor(vertexAlphabet.length());
        int edgeBits = bitsFor(edgeAlphabet.length());
        if (6 + (long) n * vertexBits + (long) n * (n - 1) / 2 * edgeBits > 63) {
            return NOT_PACKED;
        }
        long key = n;
        int at = 6;
        for (int v = 0; vertexBits > 0 && v < n; v++) {
            int label = vertexAlphabet.indexOf(part.label(v));
            if (label < 0) {
                return NOT_PACKED; // a label this game does not use: not a position of this game
            }
            key |= (long) label << at;
            at += vertexBits;
        }
        for (int u = 0; u < n; u++) {
            if (edgeBits == 1) {
                // Plain edges: u's row above the diagonal is its neighbours above u, one bit each.
                key |= part.neighbours(u) >>> (u + 1) << at;
                at += n - u - 1;
                continue;
            }
            for (int v = u + 1; v < n; v++) {
                int edge = edgeAlphabet.indexOf(part.edge(u, v));
                if (edge < 0) {
                    return NOT_PACKED;
                }
                key |= (long) edge << at;
                at += edgeBits;
            }
        }
        return key;
    }

    /** The part a number from {@link #packedKey} stands for, read back field by field. */
    @Override
    public Graph unpack(long packedKey) {
        int n = (int) (packedKey & 63);
        int vertexBits = bitsFor(vertexAlphabet.length());
        int edgeBits = bitsFor(edgeAlphabet.length());
        if (packedKey < 0 || 6 + (long) n * vertexBits + (long) n * (n - 1) / 2 * edgeBits > 63) {
            throw new IllegalArgumentException(name + ": " + packedKey + " is not one of its packed keys");
        }
        char[] labels = new char[n];
        char[] edges = new char[n * n];
        int at = 6;
        for (int v = 0; v < n; v++) {
            labels[v] = vertexAlphabet.charAt(field(packedKey, at, vertexBits, vertexAlphabet.length()));
            at += vertexBits;
        }
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                char e = edgeAlphabet.charAt(field(packedKey, at, edgeBits, edgeAlphabet.length()));
                edges[u * n + v] = e;
                edges[v * n + u] = e;
                at += edgeBits;
            }
        }
        if (at < 63 && packedKey >>> at != 0) {
            throw new IllegalArgumentException(name + ": " + packedKey + " is not one of its packed keys");
        }
        return Graph.of(labels, edges);
    }

    private int field(long key, int at, int bits, int limit) {
        int f = (int) (key >>> at & ((1L << bits) - 1));
        if (f >= limit) {
            throw new IllegalArgumentException(name + ": " + key + " is not one of its packed keys");
        }
        return f;
    }

    /** Bits for a choice among {@code count} things: 0 for one, 1 for two, 2 for three or four. */
    private static int bitsFor(int count) {
        return 32 - Integer.numberOfLeadingZeros(count - 1);
    }

    @Override
    public String sizeOf(Graph part) {
        return sizeStatement(part).english();
    }

    @Override
    public Progress.Stage sizeStatement(Graph part) {
        return Progress.Stage.of("graph of " + part.size() + " vertices and " + part.edgeCount() + " edges",
                "stage.size.graph", part.size(), part.edgeCount());
    }
}

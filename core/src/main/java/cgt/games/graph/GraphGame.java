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
 * ({@link Canonical}), so that isomorphic parts share a transposition-table entry. Where the rules treat the
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

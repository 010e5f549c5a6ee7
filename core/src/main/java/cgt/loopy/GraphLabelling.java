package cgt.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * The labels of every vertex of a game graph, as {@link GraphSolver} found them: held in flat arrays (a graph
 * may have millions of vertices) and handed out one {@link VertexLabel} at a time.
 */
public final class GraphLabelling {

    static final byte DRAW = 0;
    static final byte PREVIOUS = 1;
    static final byte NEXT = 2;
    /** {@link #gamma} of a vertex with value ∞(K). */
    static final int INFINITE = -1;

    private final GameGraph graph;
    private final byte[] outcome;
    private final int[] remoteness;
    private final int[] gamma;

    GraphLabelling(GameGraph graph, byte[] outcome, int[] remoteness, int[] gamma) {
        this.graph = graph;
        this.outcome = outcome;
        this.remoteness = remoteness;
        this.gamma = gamma;
    }

    public GameGraph graph() {
        return graph;
    }

    public int vertexCount() {
        return graph.vertexCount();
    }

    public LoopyOutcome outcome(int v) {
        return switch (outcome[v]) {
            case PREVIOUS -> LoopyOutcome.P;
            case NEXT -> LoopyOutcome.N;
            default -> LoopyOutcome.D;
        };
    }

    /** Moves to the end with best play; empty for a drawn vertex. */
    public OptionalInt remoteness(int v) {
        return outcome[v] == DRAW ? OptionalInt.empty() : OptionalInt.of(remoteness[v]);
    }

    /** The generalized Sprague-Grundy value; for ∞ the finite values of the options are gathered here. */
    public GeneralizedValue value(int v) {
        if (gamma[v] != INFINITE) {
            return new GeneralizedValue.Finite(gamma[v]);
        }
        int degree = graph.outDegree(v);
        int[] reach = new int[degree];
        int count = 0;
        for (int i = 0; i < degree; i++) {
            int g = gamma[graph.option(v, i)];
            if (g != INFINITE) {
                reach[count++] = g;
            }
        }
        Arrays.sort(reach, 0, count);
        List<Integer> distinct = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (i == 0 || reach[i] != reach[i - 1]) {
                distinct.add(reach[i]);
            }
        }
        return new GeneralizedValue.Infinite(distinct);
    }

    public VertexLabel label(int v) {
        return new VertexLabel(graph.name(v), outcome(v), remoteness(v), value(v));
    }

    /** How many vertices have this outcome. */
    public long count(LoopyOutcome o) {
        long n = 0;
        for (int v = 0; v < outcome.length; v++) {
            if (outcome(v) == o) {
                n++;
            }
        }
        return n;
    }

    /** The largest finite generalized Sprague-Grundy value, or -1 if none is finite. */
    public int largestFiniteValue() {
        int max = -1;
        for (int g : gamma) {
            max = Math.max(max, g);
        }
        return max;
    }
}

package cgt.loopy.partizan;

import cgt.task.Cancellation;
import java.util.Arrays;
import java.util.Optional;

/**
 * The onside of a game with infinite alternating play, by sidling in from {@code on} (Conway, ONAG ch. 16; Siegel,
 * CGT VI): every position starts as {@code on}, and each round replaces every position by {its Left options' values |
 * its Right options' values} in simplest form, each new value used at once. The values only decrease, and every fixed
 * point of the rounds lies below them, so a round that changes no value has reached the greatest fixed point, which
 * is the onside. Positions
 * that are stoppers already are their own onsides and are held at their value from the start, which shortens the
 * descent. When the values settle on no stopper in {@link #MAX_ROUNDS} rounds, or
 * grow past {@link #MAX_VALUE_NODES} positions (Bach's carousel, or a descent that only converges in the limit), the
 * answer is empty rather than a guess.
 */
final class Sidling {

    /** The most rounds tried before giving up on the descent settling. */
    static final int MAX_ROUNDS = 24;

    /** The most positions a value in simplest form may reach during the descent before it is given up. */
    static final int MAX_VALUE_NODES = 24;

    private Sidling() {
    }

    /** The onside of the game at node 0 of {@code graph}, a stopper in simplest form, or empty as above. */
    static Optional<Graph> onside(Graph graph) {
        int n = graph.size();
        Graph[] value = new Graph[n];
        boolean[] held = new boolean[n];
        for (int v = 0; v < n; v++) {
            Graph follower = graph.reachableFrom(v);
            held[v] = follower.alternatingCycleFree();
            value[v] = held[v] ? StopperSimplifier.simplest(follower) : on();
        }
        for (int round = 0; round < MAX_ROUNDS; round++) {
            Cancellation.check();
            boolean changed = false;
            for (int v = 0; v < n; v++) {
                if (held[v]) {
                    continue;
                }
                Graph next = StopperSimplifier.simplest(withOptions(graph.left[v], graph.right[v], value));
                if (next.size() > MAX_VALUE_NODES) {
                    return Optional.empty(); // a descent whose values keep growing has not settled in sight
                }
                changed |= !equal(next, value[v]);
                value[v] = next;
            }
            if (!changed) {
                return Optional.of(value[0]);
            }
        }
        return Optional.empty();
    }

    /** The offside, by symmetry: G- = -((-G)+). */
    static Optional<Graph> offside(Graph graph) {
        return onside(graph.negate()).map(Graph::negate);
    }

    private static Graph on() {
        return new Graph(new int[][] {{0}}, new int[][] {{}});
    }

    /** The stopper {values of left | values of right}: a new start node 0 above a copy of each option's value. */
    private static Graph withOptions(int[] left, int[] right, Graph[] value) {
        int[] targets = Graph.sortedDistinct(concat(left, right));
        int[] base = new int[targets.length];
        int size = 1;
        for (int i = 0; i < targets.length; i++) {
            base[i] = size;
            size += value[targets[i]].size();
        }
        int[][] l = new int[size][];
        int[][] r = new int[size][];
        l[0] = starts(left, targets, base);
        r[0] = starts(right, targets, base);
        for (int i = 0; i < targets.length; i++) {
            Graph g = value[targets[i]];
            for (int v = 0; v < g.size(); v++) {
                l[base[i] + v] = shifted(g.left[v], base[i]);
                r[base[i] + v] = shifted(g.right[v], base[i]);
            }
        }
        return new Graph(l, r);
    }

    private static int[] starts(int[] options, int[] targets, int[] base) {
        return Graph.sortedDistinct(Arrays.stream(options).map(w -> base[Arrays.binarySearch(targets, w)]).toArray());
    }

    private static int[] shifted(int[] edges, int by) {
        return Arrays.stream(edges).map(w -> w + by).toArray();
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Whether two stoppers (each starting at node 0) are equal: each at least the other. */
    static boolean equal(Graph a, Graph b) {
        if (Arrays.deepEquals(a.left, b.left) && Arrays.deepEquals(a.right, b.right)) {
            return true; // the same graph, as an unchanged value usually comes out
        }
        return a.survivesSecond(b)[0][0] && b.survivesSecond(a)[0][0];
    }
}

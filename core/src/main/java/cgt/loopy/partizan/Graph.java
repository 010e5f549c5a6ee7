package cgt.loopy.partizan;

import cgt.input.BadInputException;
import cgt.task.Cancellation;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A finite directed graph with Left edges and Right edges, nodes numbered from 0: the shape every loopy game
 * is stored in. Immutable; edge lists are sorted and free of repeats, so that counting edges counts moves.
 */
final class Graph {

    /** The most nodes a sum or comparison may build: sums multiply node counts. */
    static final int MAX_NODES = 1 << 21;

    final int[][] left;
    final int[][] right;

    Graph(int[][] left, int[][] right) {
        this.left = left;
        this.right = right;
    }

    int size() {
        return left.length;
    }

    static int[] sortedDistinct(int[] edges) {
        return Arrays.stream(edges).sorted().distinct().toArray();
    }

    Graph negate() {
        return new Graph(/* left= */ right, /* right= */ left); // the players swap roles
    }

    /** The nodes reachable from {@code start}, renumbered in the order a breadth-first walk meets them (start is 0). */
    Graph reachableFrom(int start) {
        int[] number = new int[size()];
        Arrays.fill(number, -1);
        int[] order = new int[size()];
        int count = 0;
        number[start] = count;
        order[count++] = start;
        for (int i = 0; i < count; i++) {
            int v = order[i];
            for (int[] edges : new int[][] {left[v], right[v]}) {
                for (int w : edges) {
                    if (number[w] < 0) {
                        number[w] = count;
                        order[count++] = w;
                    }
                }
            }
        }
        int[][] l = new int[count][];
        int[][] r = new int[count][];
        for (int i = 0; i < count; i++) {
            l[i] = renumber(left[order[i]], number);
            r[i] = renumber(right[order[i]], number);
        }
        return new Graph(l, r);
    }

    private static int[] renumber(int[] edges, int[] number) {
        int[] out = new int[edges.length];
        for (int i = 0; i < edges.length; i++) {
            out[i] = number[edges[i]];
        }
        return sortedDistinct(out);
    }

    /**
     * Whether no play that alternates Left, Right, Left, ... (or Right first) goes on forever from any node: the
     * graph of (node, player to move) states has no cycle. This is what makes a game a stopper.
     */
    boolean alternatingCycleFree() {
        int n = size();
        // state 2v: Left to move at v, goes to 2w+1 for each Left edge; 2v+1: Right to move, to 2w.
        int[] indegree = new int[2 * n];
        for (int v = 0; v < n; v++) {
            for (int w : left[v]) {
                indegree[2 * w + 1]++;
            }
            for (int w : right[v]) {
                indegree[2 * w]++;
            }
        }
        ArrayDeque<Integer> ready = new ArrayDeque<>();
        for (int s = 0; s < 2 * n; s++) {
            if (indegree[s] == 0) {
                ready.add(s);
            }
        }
        int removed = 0;
        while (!ready.isEmpty()) {
            int s = ready.poll();
            removed++;
            int v = s / 2;
            boolean leftMoves = s % 2 == 0;
            for (int w : leftMoves ? left[v] : right[v]) {
                int t = leftMoves ? 2 * w + 1 : 2 * w;
                if (--indegree[t] == 0) {
                    ready.add(t);
                }
            }
        }
        return removed == 2 * n;
    }

    /** Whether no cycle at all: every play ends. */
    boolean cycleFree() {
        int n = size();
        int[] indegree = new int[n];
        for (int v = 0; v < n; v++) {
            for (int w : left[v]) {
                indegree[w]++;
            }
            for (int w : right[v]) {
                indegree[w]++;
            }
        }
        ArrayDeque<Integer> ready = new ArrayDeque<>();
        for (int v = 0; v < n; v++) {
            if (indegree[v] == 0) {
                ready.add(v);
            }
        }
        int removed = 0;
        while (!ready.isEmpty()) {
            int v = ready.poll();
            removed++;
            for (int[] edges : new int[][] {left[v], right[v]}) {
                for (int w : edges) {
                    if (--indegree[w] == 0) {
                        ready.add(w);
                    }
                }
            }
        }
        return removed == n;
    }

    /**
     * The disjunctive sum of the positions {@code g} of this graph and {@code h} of another, as the graph of the
     * pairs reachable from (g, h) (node 0): a move is a move in either component.
     *
     * @throws BadInputException when the sum has more than {@link #MAX_NODES} nodes
     */
    Graph sum(int g, Graph other, int h) {
        // Every pair of followers is reachable (each component moves on its own), so the sum has exactly this many.
        long size = (long) size() * other.size();
        if (size > MAX_NODES) {
            throw new BadInputException("the sum has " + size + " positions, more than the " + MAX_NODES
                    + " loopy sums are limited to: add fewer or smaller games");
        }
        Map<Long, Integer> number = new HashMap<>();
        long[] pairs = new long[16];
        int count = 0;
        int w = other.size();
        number.put(key(g, h, w), 0);
        pairs[count++] = key(g, h, w);
        int[][] l = new int[16][];
        int[][] r = new int[16][];
        for (int i = 0; i < count; i++) {
            Cancellation.check();
            int a = (int) (pairs[i] / w);
            int b = (int) (pairs[i] % w);
            int[] ls = new int[left[a].length + other.left[b].length];
            int[] rs = new int[right[a].length + other.right[b].length];
            int k = 0;
            long[] leftTargets = new long[ls.length];
            for (int x : left[a]) {
                leftTargets[k++] = key(x, b, w);
            }
            for (int y : other.left[b]) {
                leftTargets[k++] = key(a, y, w);
            }
            long[] rightTargets = new long[rs.length];
            k = 0;
            for (int x : right[a]) {
                rightTargets[k++] = key(x, b, w);
            }
            for (int y : other.right[b]) {
                rightTargets[k++] = key(a, y, w);
            }
            for (int j = 0; j < leftTargets.length; j++) {
                Integer n = number.get(leftTargets[j]);
                if (n == null) {
                    n = count;
                    number.put(leftTargets[j], n);
                    pairs = grow(pairs, count);
                    pairs[count++] = leftTargets[j];
                }
                ls[j] = n;
            }
            for (int j = 0; j < rightTargets.length; j++) {
                Integer n = number.get(rightTargets[j]);
                if (n == null) {
                    n = count;
                    number.put(rightTargets[j], n);
                    pairs = grow(pairs, count);
                    pairs[count++] = rightTargets[j];
                }
                rs[j] = n;
            }
            if (i >= l.length) {
                l = Arrays.copyOf(l, 2 * l.length);
                r = Arrays.copyOf(r, 2 * r.length);
            }
            l[i] = sortedDistinct(ls);
            r[i] = sortedDistinct(rs);
        }
        return new Graph(Arrays.copyOf(l, count), Arrays.copyOf(r, count));
    }

    private static long key(int a, int b, int width) {
        return (long) a * width + b;
    }

    private static long[] grow(long[] array, int count) {
        return count < array.length ? array : Arrays.copyOf(array, 2 * array.length);
    }

    /**
     * For every node a of this graph and b of {@code other}: whether Left survives a - b when Right moves first,
     * which for stoppers is a &gt;= b (Siegel, CGT VI). One retrograde analysis of all the pairs at once.
     *
     * @throws BadInputException when there are more than {@link #MAX_NODES} pairs
     */
    boolean[][] survivesSecond(Graph other) {
        int n = size();
        int m = other.size();
        if ((long) n * m > MAX_NODES) {
            throw new BadInputException("comparing games of " + n + " and " + m
                    + " positions needs more than " + MAX_NODES + " pairs; compare smaller games");
        }
        int[][] l = new int[n * m][];
        int[][] r = new int[n * m][];
        for (int a = 0; a < n; a++) {
            Cancellation.check();
            for (int b = 0; b < m; b++) {
                // a - b: Left moves a to a Left option or b to a Right option; Right the other way round.
                l[a * m + b] = pairEdges(left[a], other.right[b], a, b, m);
                r[a * m + b] = pairEdges(right[a], other.left[b], a, b, m);
            }
        }
        Retrograde.Winner[] rightFirst = new Retrograde(new Graph(l, r)).rightFirst();
        boolean[][] result = new boolean[n][m];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < m; b++) {
                result[a][b] = rightFirst[a * m + b] != Retrograde.Winner.RIGHT;
            }
        }
        return result;
    }

    private static int[] pairEdges(int[] first, int[] second, int a, int b, int m) {
        int[] out = new int[first.length + second.length];
        int k = 0;
        for (int x : first) {
            out[k++] = x * m + b;
        }
        for (int y : second) {
            out[k++] = a * m + y;
        }
        return out;
    }
}

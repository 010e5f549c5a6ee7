package cgt.loopy.partizan;

import cgt.task.Cancellation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The simplest form of a stopper (Siegel, CGT VI, "Simplification of stoppers"): remove dominated options, bypass
 * reversible ones, and fuse equal positions, until nothing changes. Each step keeps the value of every node, so the
 * comparisons of the nodes, computed once at the start, stay true throughout; a stopper has no infinite alternating
 * play, so bypassing, which shortens alternating paths, ends. Equal stoppers in simplest form are isomorphic
 * (Siegel), which is what makes the printed form a value's name.
 */
final class StopperSimplifier {

    private StopperSimplifier() {
    }

    /** The simplest form of the stopper at node 0 of {@code graph}, reachable nodes only, its start at node 0. */
    static Graph simplest(Graph graph) {
        int n = graph.size();
        boolean[][] geq = graph.survivesSecond(graph);
        List<Set<Integer>> left = new ArrayList<>();
        List<Set<Integer>> right = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            left.add(toSet(graph.left[v]));
            right.add(toSet(graph.right[v]));
        }
        boolean changed = true;
        while (changed) {
            Cancellation.check();
            changed = false;
            for (int v = 0; v < n; v++) {
                changed |= removeDominated(left.get(v), geq, true);
                changed |= removeDominated(right.get(v), geq, false);
                changed |= bypassLeft(v, left, right, geq);
                changed |= bypassRight(v, left, right, geq);
            }
        }
        int[] representative = new int[n];
        for (int v = 0; v < n; v++) {
            representative[v] = v;
            for (int u = 0; u < v; u++) {
                if (geq[u][v] && geq[v][u]) {
                    representative[v] = u;
                    break;
                }
            }
        }
        int[][] l = new int[n][];
        int[][] r = new int[n][];
        for (int v = 0; v < n; v++) {
            l[v] = fused(left.get(representative[v]), representative);
            r[v] = fused(right.get(representative[v]), representative);
        }
        return new Graph(l, r).reachableFrom(representative[0]);
    }

    private static Set<Integer> toSet(int[] edges) {
        Set<Integer> set = new TreeSet<>();
        for (int w : edges) {
            set.add(w);
        }
        return set;
    }

    private static int[] fused(Set<Integer> options, int[] representative) {
        return Graph.sortedDistinct(options.stream().mapToInt(w -> representative[w]).toArray());
    }

    /**
     * Drops every option that another is at least as good as for its player, keeping the first of equal ones.
     */
    private static boolean removeDominated(Set<Integer> options, boolean[][] geq, boolean forLeft) {
        List<Integer> drop = new ArrayList<>();
        for (int a : options) {
            for (int b : options) {
                if (a == b) {
                    continue;
                }
                boolean bAtLeastA = forLeft ? geq[b][a] : geq[a][b];
                boolean aAtLeastB = forLeft ? geq[a][b] : geq[b][a];
                if (bAtLeastA && (!aAtLeastB || b < a)) {
                    drop.add(a);
                    break;
                }
            }
        }
        return options.removeAll(drop);
    }

    /** A Left option a of v with a Right option r &lt;= v is replaced by r's Left options (one at a time). */
    private static boolean bypassLeft(int v, List<Set<Integer>> left, List<Set<Integer>> right,
            boolean[][] geq) {
        for (int a : left.get(v)) {
            for (int r : right.get(a)) {
                if (geq[v][r]) {
                    left.get(v).remove(a);
                    left.get(v).addAll(left.get(r));
                    return true;
                }
            }
        }
        return false;
    }

    /** A Right option a of v with a Left option l &gt;= v is replaced by l's Right options (one at a time). */
    private static boolean bypassRight(int v, List<Set<Integer>> left, List<Set<Integer>> right,
            boolean[][] geq) {
        for (int a : right.get(v)) {
            for (int l : left.get(a)) {
                if (geq[l][v]) {
                    right.get(v).remove(a);
                    right.get(v).addAll(right.get(l));
                    return true;
                }
            }
        }
        return false;
    }
}

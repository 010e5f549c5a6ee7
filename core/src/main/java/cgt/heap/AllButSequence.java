package cgt.heap;

import cgt.task.Progress;

/**
 * The Grundy sequence of an all-but subtraction game ({@code allbut:S}: take any positive number of tokens
 * except those in the finite set S) in time linear in the heaps, instead of the quadratic mex over every move.
 *
 * <p>A heap of n reaches every smaller heap except the heaps n - s, s in S. So its options' values are the
 * multiset of g(0..n-1), less at most |S| values. With the count of each value among g(0..n-1) kept as the
 * heaps are computed, a value v is missing from the options exactly when its count equals the number of
 * excluded heaps of value v; the mex is the smallest such v, or else the smallest value with count 0 (which
 * only grows, as counts only grow). A heap costs O(|S|), not O(n): {@code cgt period allbut:5000 --max
 * 2000000} checks two million heaps in a moment, where the plain loop would take hours.
 */
final class AllButSequence {

    private AllButSequence() {
    }

    /**
     * g(0..n) of {@code rule}, an all-but set, going on from {@code prefix} (null for none) and handing the
     * finished prefix to {@code checkpoint} about every {@code checkpointNanos} and when interrupted, like the
     * other engines.
     */
    static GrundySequence compute(Subtraction rule, int n, Progress progress, GrundySequence prefix,
            GrundyEngine.Checkpoint checkpoint, long checkpointNanos) {
        if (!rule.isAllBut()) {
            throw new IllegalArgumentException(rule + " is not an all-but set");
        }
        int[] excluded = rule.elements();
        int[] g = new int[n + 1];
        // Values never exceed the heap size, so counts indexed by value fit n + 2 entries.
        int[] count = new int[n + 2];
        int[] excludedOfValue = new int[n + 2];
        int start = prefix == null ? 0 : Math.min(prefix.lastHeap() + 1, n + 1);
        int smallestAbsent = 0;
        for (int h = 0; h < start; h++) {
            g[h] = prefix.get(h);
            count[g[h]]++;
        }
        while (count[smallestAbsent] > 0) {
            smallestAbsent++;
        }
        PrefixKeeper keeper = new PrefixKeeper(progress, checkpoint, checkpointNanos, n);
        for (int h = start; h <= n; h++) {
            for (int s : excluded) {
                if (s > h) {
                    break;
                }
                excludedOfValue[g[h - s]]++;
            }
            int mex = smallestAbsent;
            for (int s : excluded) {
                if (s > h) {
                    break;
                }
                int v = g[h - s];
                if (v < mex && excludedOfValue[v] == count[v]) {
                    mex = v;
                }
            }
            for (int s : excluded) {
                if (s > h) {
                    break;
                }
                excludedOfValue[g[h - s]] = 0;
            }
            g[h] = mex;
            count[mex]++;
            while (count[smallestAbsent] > 0) {
                smallestAbsent++;
            }
            if ((h & 0xFFFF) == 0) {
                keeper.finished(g, h);
            }
        }
        return GrundySequence.wrap(g);
    }
}

package cgt.heap;

import java.util.ArrayList;
import java.util.List;

/**
 * Lists the moves of a heap one by one, each as the heaps it leaves (in ascending order, without the
 * empty heap; a move that leaves nothing is an empty array). Analysis and explanation use it; sequence
 * engines do not, as they evaluate families of splits without listing them.
 */
public final class HeapMoves {

    private HeapMoves() {
    }

    /** Every move from a heap of n tokens, duplicates removed, in the order the rule reports them. */
    public static List<int[]> of(HeapRule rule, int n) {
        Collector c = new Collector();
        rule.moves(n, c);
        return c.distinct();
    }

    /** How many moves a heap of n tokens has, counting each family of splits by its size. */
    public static long count(HeapRule rule, int n) {
        return count(rule, n, true);
    }

    /**
     * How many moves a heap of n tokens has, counting each family of two-heap splits by its size only if
     * {@code withTwoHeapSplits}: the rare/common engine pairs only the rare heaps of such a family, so their
     * full size says little about its work.
     */
    public static long count(HeapRule rule, int n, boolean withTwoHeapSplits) {
        long[] count = {0};
        rule.moves(n, new MoveSink() {
            @Override
            public void leave(int a) {
                count[0]++;
            }

            @Override
            public void leave(int a, int b) {
                count[0]++;
            }

            @Override
            public void leave(int a, int b, int c) {
                count[0]++;
            }

            @Override
            public void splitInTwo(int total, boolean equalAllowed) {
                if (withTwoHeapSplits) {
                    count[0] += Splits.countInTwo(total, equalAllowed);
                }
            }

            @Override
            public void splitInThree(int total) {
                count[0] += (long) total * total / 12 + 1;
            }
        });
        return count[0];
    }

    private static final class Collector implements MoveSink {
        private final List<int[]> moves = new ArrayList<>();

        @Override
        public void leave(int a) {
            moves.add(a == 0 ? new int[0] : new int[] {a});
        }

        @Override
        public void leave(int a, int b) {
            add(new int[] {a, b});
        }

        @Override
        public void leave(int a, int b, int c) {
            add(new int[] {a, b, c});
        }

        private void add(int[] heaps) {
            java.util.Arrays.sort(heaps);
            int zeros = 0;
            while (zeros < heaps.length && heaps[zeros] == 0) {
                zeros++;
            }
            moves.add(java.util.Arrays.copyOfRange(heaps, zeros, heaps.length));
        }

        List<int[]> distinct() {
            List<int[]> out = new ArrayList<>(moves.size());
            java.util.Set<List<Integer>> seen = new java.util.HashSet<>();
            for (int[] m : moves) {
                List<Integer> key = new ArrayList<>(m.length);
                for (int x : m) {
                    key.add(x);
                }
                if (seen.add(key)) {
                    out.add(m);
                }
            }
            return out;
        }
    }
}

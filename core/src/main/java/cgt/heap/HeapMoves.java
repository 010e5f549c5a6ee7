package cgt.heap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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
        return countUpTo(rule, n, withTwoHeapSplits, Long.MAX_VALUE);
    }

    /**
     * Whether a heap of n tokens has a family of two-heap splits that is not empty: the moves that make
     * {@code count(rule, n, true)} differ from {@code count(rule, n, false)}, found without counting a huge heap's
     * moves (the first such family ends the listing, and a rule that never leaves two heaps is not listed at all).
     */
    public static boolean splitsInTwo(HeapRule rule, int n) {
        if (rule.mostHeapsLeft() < 2) {
            return false;
        }
        try {
            rule.moves(n, new MoveSink() {
                @Override
                public void leave(int a) {
                }

                @Override
                public void leave(int a, int b) {
                }

                @Override
                public void leave(int a, int b, int c) {
                }

                @Override
                public void splitInTwo(int total, boolean equalAllowed) {
                    if (Splits.countInTwo(total, equalAllowed) > 0) {
                        throw new Enough();
                    }
                }

                @Override
                public void splitInThree(int total) {
                    // not a split in two, and listing its ~total²/12 moves one by one is what this avoids
                }
            });
        } catch (Enough e) {
            return true;
        }
        return false;
    }

    /** Thrown by the counting sink to stop a count that has passed its bound: a signal, without a stack trace. */
    private static final class Enough extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Enough() {
            super(null, null, false, false);
        }
    }

    /**
     * As {@link #count(HeapRule, int, boolean)}, but stopping once the count passes {@code bound} (the answer is then
     * some number above the bound): a heap of 10^8 tokens that may take up to half has 5·10^7 moves, and a size check
     * only needs to know that there are more than it allows.
     */
    public static long countUpTo(HeapRule rule, int n, boolean withTwoHeapSplits, long bound) {
        long[] count = {0};
        try {
            countInto(rule, n, withTwoHeapSplits, bound, count);
        } catch (Enough e) {
            return count[0];
        }
        return count[0];
    }

    private static void countInto(HeapRule rule, int n, boolean withTwoHeapSplits, long bound, long[] count) {
        rule.moves(n, new MoveSink() {
            @Override
            public void leave(int a) {
                add(1);
            }

            @Override
            public void leave(int a, int b) {
                add(1);
            }

            @Override
            public void leave(int a, int b, int c) {
                add(1);
            }

            private void add(long k) {
                count[0] += k;
                if (count[0] > bound) {
                    throw new Enough();
                }
            }

            @Override
            public void splitInTwo(int total, boolean equalAllowed) {
                if (withTwoHeapSplits) {
                    add(Splits.countInTwo(total, equalAllowed));
                }
            }

            @Override
            public void splitInThree(int total) {
                add((long) total * total / 12 + 1);
            }
        });
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
            Arrays.sort(heaps);
            int zeros = 0;
            while (zeros < heaps.length && heaps[zeros] == 0) {
                zeros++;
            }
            moves.add(Arrays.copyOfRange(heaps, zeros, heaps.length));
        }

        List<int[]> distinct() {
            List<int[]> out = new ArrayList<>(moves.size());
            Set<List<Integer>> seen = new HashSet<>();
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

package cgt.heap.huge;

import cgt.heap.HeapRule;
import cgt.heap.MoveSink;
import cgt.heap.PeriodProof;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.LongFunction;
import java.util.function.LongUnaryOperator;

/**
 * Finds the moves of a given value from a heap too large to list its moves (10^12 tokens), from the shape of
 * the rule's moves rather than the moves themselves.
 *
 * <p>The moves of a heap of N come in families: remove k tokens and leave one heap of N - k; remove k and
 * split the rest in two, a + b = N - k; and, for Lasker's Nim, leave any smaller heap. A move of value v is
 * a member of some family whose pieces' values nim-add to v. One-heap families are a handful of moves. A split
 * family has (N - k)/2 members, but when the values are periodic from n0 with period p (proved), a piece a ≥ n0
 * has the value of its class a mod p, and so does the other piece N - k - a: the members with a ≥ n0 fall
 * into p classes that either all have value v or none does, and are counted class by class. The rest (a < n0)
 * are examined one by one. Without a period (Lasker's Nim, whose values follow a formula), splits are examined
 * only up to {@link #MAX_SPLIT_SCAN} for the smaller piece, and the answer says so.
 */
public final class HugeHeapMoves {

    /** The most splits examined one by one in a family without a period. */
    static final long MAX_SPLIT_SCAN = 1L << 20;

    /**
     * The families of a rule's moves, valid for every heap larger than the rule's reach.
     *
     * @param leaveRemovals the k for which a move removes k tokens and leaves the rest as one heap
     * @param splitRemovals the k for which a move removes k tokens and splits the rest into two non-empty heaps
     * @param equalSplits whether a split may leave two equal heaps
     * @param anySmaller for rules that may leave any smaller heap (Lasker's Nim): the heaps that can have a
     *     given value (candidates, checked); null otherwise
     */
    public record Families(int[] leaveRemovals, int[] splitRemovals, boolean equalSplits, LongFunction<long[]> anySmaller) {

        /** The families of a rule whose period a theorem can prove, read off its moves from one heap; or null. */
        public static Families of(HeapRule rule) {
            PeriodProof proof = rule.periodProof();
            if (!proof.possible()) {
                return null;
            }
            int m = proof.reach() + 3; // every removal leaves at least 3 tokens: every family shows itself
            Probe probe = new Probe(m);
            rule.moves(m, probe);
            return probe.unsupported ? null : probe.families();
        }

        /** The most tokens a move of these families removes; beyond it every family applies. */
        public int reach() {
            int r = 1;
            for (int k : leaveRemovals) {
                r = Math.max(r, k + 1);
            }
            for (int k : splitRemovals) {
                r = Math.max(r, k + 2);
            }
            return r;
        }

        /** How many moves these families give a heap of n (for checking them against the rule). */
        long count(long n) {
            long count = anySmaller == null ? 0 : n;
            for (int k : leaveRemovals) {
                count += n - k >= 1 ? 1 : 0;
            }
            for (int k : splitRemovals) {
                long rest = n - k;
                if (rest >= 2) {
                    count += rest / 2 - (!equalSplits && rest % 2 == 0 ? 1 : 0);
                }
            }
            return count;
        }
    }

    /** Reads the families from the moves of one heap of m tokens. */
    private static final class Probe implements MoveSink {
        private final int m;
        private final TreeSet<Integer> leave = new TreeSet<>();
        private final TreeSet<Integer> split = new TreeSet<>();
        private boolean equal = true;
        boolean unsupported;

        Probe(int m) {
            this.m = m;
        }

        @Override
        public void leave(int a) {
            leave.add(m - a);
        }

        @Override
        public void leave(int a, int b) {
            unsupported = true;
        }

        @Override
        public void leave(int a, int b, int c) {
            unsupported = true;
        }

        @Override
        public void splitInTwo(int total, boolean equalAllowed) {
            split.add(m - total);
            equal &= equalAllowed;
        }

        @Override
        public void splitInThree(int total) {
            unsupported = true;
        }

        Families families() {
            return new Families(leave.stream().mapToInt(Integer::intValue).toArray(),
                    split.stream().mapToInt(Integer::intValue).toArray(), equal, null);
        }
    }

    /** What a search found. */
    public record Found(List<List<Long>> moves, long count, String note) {
    }

    private HugeHeapMoves() {
    }

    /**
     * The options of heap n whose value is {@code value}, the first {@code limit} kept, all counted.
     *
     * @param g the value of any heap up to n (a formula, or a table below the period and the period above)
     * @param period the proved period p, or 0 when there is none
     * @param preperiod n0: g(a + p) = g(a) for every a ≥ n0
     */
    public static Found search(Families f, long n, long value, int limit, LongUnaryOperator g, int period, long preperiod) {
        List<List<Long>> moves = new ArrayList<>();
        long count = 0;
        String note = "";
        if (f.anySmaller() != null) {
            for (long h : f.anySmaller().apply(value)) {
                if (h >= 0 && h < n && g.applyAsLong(h) == value) {
                    count++;
                    if (moves.size() < limit) {
                        moves.add(List.of(h));
                    }
                }
            }
        }
        for (int k : f.leaveRemovals()) {
            long rest = n - k;
            if (rest >= 1 && g.applyAsLong(rest) == value) {
                count++;
                if (moves.size() < limit) {
                    moves.add(List.of(rest));
                }
            }
        }
        for (int k : f.splitRemovals()) {
            long total = n - k;
            long last = total / 2 - (!f.equalSplits() && total % 2 == 0 ? 1 : 0); // the largest smaller piece
            if (last < 1) {
                continue;
            }
            // One by one: the smaller pieces below the periodic range (all of them, without a period, up to a bound).
            long explicitEnd = period > 0 ? Math.min(last, preperiod + period) : Math.min(last, MAX_SPLIT_SCAN);
            if (period == 0 && explicitEnd < last) {
                note = String.format(Locale.ROOT, "splits were examined only where the smaller heap has at most %d"
                        + " tokens (of %d): the values of %s follow a formula but no period, and examining all"
                        + " would take too long", explicitEnd, last, "this game");
            }
            for (long a = 1; a <= explicitEnd; a++) {
                if ((g.applyAsLong(a) ^ g.applyAsLong(total - a)) == value) {
                    count++;
                    if (moves.size() < limit) {
                        moves.add(List.of(a, total - a));
                    }
                }
            }
            if (period == 0 || explicitEnd >= last) {
                continue;
            }
            // By class: every a in (explicitEnd, last] with a ≡ r (mod p) has the same pair of values, as both
            // pieces are at least n0 (the larger is at least half of a huge heap).
            long first = explicitEnd + 1;
            boolean[] wins = new boolean[period];
            int[] winning = new int[period];
            int w = 0;
            for (int r = 0; r < period; r++) {
                long a = first + r;
                if ((g.applyAsLong(a) ^ g.applyAsLong(total - a)) == value) {
                    wins[r] = true;
                    winning[w++] = r;
                }
            }
            winning = Arrays.copyOf(winning, w);
            long span = last - first + 1;
            for (int r : winning) {
                count += span > r ? (span - 1 - r) / period + 1 : 0;
            }
            for (long block = first; block <= last && moves.size() < limit && w > 0; block += period) {
                for (int r : winning) {
                    long a = block + r;
                    if (a > last || moves.size() >= limit) {
                        break;
                    }
                    moves.add(List.of(a, total - a));
                }
            }
        }
        return new Found(moves, count, note);
    }
}

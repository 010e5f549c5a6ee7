package cgt.misere;

import java.util.ArrayList;
import java.util.List;

/**
 * Misère Nim by Bouton's rule: a position is a P-position exactly when some heap has two or more tokens
 * and the nim-sum is 0, or every heap has at most one token and the nim-sum is 1 (an odd number of
 * single tokens). So play as in normal Nim until the move that would leave only heaps of size 0 or 1;
 * then leave an odd number of them instead of an even one.
 */
public final class MisereNim {

    private MisereNim() {
    }

    /** Whether the heaps form a P-position in misère Nim. */
    public static boolean isP(long[] heaps) {
        long nimSum = 0;
        boolean big = false;
        for (long h : heaps) {
            nimSum ^= h;
            big |= h >= 2;
        }
        return big ? nimSum == 0 : nimSum == 1;
    }

    /**
     * Every winning move, as the heaps after it: at most three candidates per heap can be P-positions
     * (the normal-play reply, and leaving 0 or 1 tokens), so this is fast for any heap sizes.
     */
    public static List<long[]> winningMoves(long[] heaps) {
        long total = 0;
        for (long h : heaps) {
            total ^= h;
        }
        List<long[]> moves = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            long rest = total ^ heaps[i];
            long[] candidates = {rest, 0, 1};
            for (int c = 0; c < candidates.length; c++) {
                long t = candidates[c];
                if (t >= heaps[i] || (c > 0 && t == rest)) {
                    continue;
                }
                long[] next = heaps.clone();
                next[i] = t;
                if (isP(next)) {
                    moves.add(next);
                }
            }
        }
        return moves;
    }

    /**
     * Every winning move as {index, new size}, in the order of {@link #winningMoves}, in time linear in the
     * number of heaps (no copy of the position per move).
     */
    public static List<long[]> winningChanges(long[] heaps) {
        long total = 0;
        int big = 0;
        for (long h : heaps) {
            total ^= h;
            big += h >= 2 ? 1 : 0;
        }
        List<long[]> moves = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            long h = heaps[i];
            long rest = total ^ h;
            long[] candidates = {rest, 0, 1};
            for (int c = 0; c < candidates.length; c++) {
                long t = candidates[c];
                if (t >= h || (c > 0 && t == rest)) {
                    continue;
                }
                boolean bigAfter = big - (h >= 2 ? 1 : 0) + (t >= 2 ? 1 : 0) > 0;
                long sumAfter = rest ^ t;
                if (bigAfter ? sumAfter == 0 : sumAfter == 1) {
                    moves.add(new long[] {i, t});
                }
            }
        }
        return moves;
    }
}

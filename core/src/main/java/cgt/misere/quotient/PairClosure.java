package cgt.misere.quotient;

import cgt.task.Cancellation;

/**
 * The one closure both of {@link QuotientSolver}'s checks make (heap n as an old element, and a trial on every word):
 * adds copies of one heap to the words of every pair in a {@link PairStore} until no new pair appears, and checks each
 * new pair as it is made. A pair is (the element of a word, the set of its options' elements); adding a heap of
 * element g whose options have the elements T turns (e, S) into (eg, Sg ∪ eT).
 *
 * <p>The store is its own work queue: every pair, those there before and those the closure adds, is multiplied once,
 * in the order it was added. So the new pairs are met breadth first, the copies of the heap one round at a time, in
 * the very order (and with the very parents) that multiplying every old pair's word by the heap again and again, one
 * copy a round, gives them: a new pair of round r is first reached from the earliest pair of round r - 1 that leads
 * to it, both ways. The first failing pair is the same, at one multiplication a pair instead of one a pair a round.
 */
final class PairClosure {

    private PairClosure() {
    }

    /**
     * Closes {@code pairs} under a heap of element {@code g} with option elements {@code options}, in the monoid whose
     * multiplication table is {@code table}, and checks each new pair: its word is a P-position exactly when no
     * option's element is in {@code isP}, and the check wants that to agree with its element being in {@code isP}.
     * New pairs are added to {@code pairs}, each made from its pair by adding {@code heap}, so that a failing word can
     * be read back.
     *
     * @param eachRound run after every round that added pairs (the caller's memory bound)
     * @return the first new pair that disagrees, or -1 when every one agrees
     */
    static int close(PairStore pairs, int[][] table, int g, int[] options, boolean[] isP, int heap,
            Runnable eachRound) {
        int q = table.length;
        int words = pairs.words;
        // x -> xg, one lookup a member of S; and eT for each element e, made when a pair of element e first needs it.
        int[] timesG = new int[q];
        for (int x = 0; x < q; x++) {
            timesG[x] = table[x][g];
        }
        long[] optionsTimes = new long[q * words];
        boolean[] made = new boolean[q];
        long[] out = new long[words];
        int roundEnd = pairs.count; // the pairs before it are this round's, the pairs from it on the next's
        for (int i = 0; i < pairs.count; i++) {
            if (i == roundEnd) {
                // A round added pairs (there are pairs after its end): they make the next round.
                Cancellation.check();
                eachRound.run();
                roundEnd = pairs.count;
            } else if ((i & 0xFFF) == 0) {
                Cancellation.check();
            }
            int e = pairs.elem[i];
            if (!made[e]) {
                for (int t : options) {
                    int y = table[e][t];
                    optionsTimes[e * words + (y >>> 6)] |= 1L << y;
                }
                made[e] = true;
            }
            System.arraycopy(optionsTimes, e * words, out, 0, words);
            long[] bits = pairs.bits; // read again each time: adding a pair may have moved it
            for (int w = 0, from = i * words; w < words; w++) {
                for (long left = bits[from + w]; left != 0; left &= left - 1) {
                    int y = timesG[(w << 6) + Long.numberOfTrailingZeros(left)];
                    out[y >>> 6] |= 1L << y;
                }
            }
            int product = timesG[e];
            int idx = pairs.addIfNew(product, out, i, heap);
            if (idx >= 0 && noneIsP(out, isP) != isP[product]) {
                return idx;
            }
        }
        return -1;
    }

    /** Whether no element of the option set is in the P-portion {@code p}: the word is then a P-position. */
    private static boolean noneIsP(long[] optionBits, boolean[] p) {
        for (int w = 0; w < optionBits.length; w++) {
            for (long left = optionBits[w]; left != 0; left &= left - 1) {
                if (p[(w << 6) + Long.numberOfTrailingZeros(left)]) {
                    return false;
                }
            }
        }
        return true;
    }
}

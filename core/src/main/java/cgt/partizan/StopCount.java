package cgt.partizan;

import java.math.BigInteger;
import java.util.IdentityHashMap;

/**
 * The stop count (CGSuite's StopCount): the number of stopping positions in the complete game tree of the canonical
 * form, where play stops at numbers: SC(x) = 1 for a number x, otherwise the sum of SC over all Left and Right
 * options. So SC(x*) = 2, SC(↑) = 3 and SC(*n) = 2·3^(n-1). It can be astronomically large for small games, hence
 * a BigInteger; each subposition is counted once and the counts are added.
 */
public final class StopCount {

    private StopCount() {
    }

    /** The stop count of g. */
    public static BigInteger of(CanonicalGame g) {
        if (isDirect(g)) {
            return direct(g);
        }
        IdentityHashMap<CanonicalGame, BigInteger> memo = new IdentityHashMap<>();
        BottomUp.overOptions(g, x -> isDirect(x) || memo.containsKey(x), x -> {
            BigInteger count = BigInteger.ZERO;
            for (CanonicalGame[] side : new CanonicalGame[][] {x.leftArray(), x.rightArray()}) {
                for (CanonicalGame o : side) {
                    count = count.add(isDirect(o) ? direct(o) : memo.get(o));
                }
            }
            memo.put(x, count);
        });
        return memo.get(g);
    }

    /** Numbers and x + *k, whose counts have a closed form. */
    private static boolean isDirect(CanonicalGame g) {
        return g.isNumberUpStar() && g.upMultiple() == 0;
    }

    private static BigInteger direct(CanonicalGame g) {
        int k = g.nimberPart();
        // x + *k has the 2k options x + *j, j < k: SC = 2 (1 + 2 + 2·3 + ... + 2·3^(k-2)) = 2·3^(k-1).
        return k == 0 ? BigInteger.ONE : BigInteger.TWO.multiply(BigInteger.valueOf(3).pow(k - 1));
    }
}

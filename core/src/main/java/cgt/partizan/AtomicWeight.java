package cgt.partizan;

import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Atomic weights: the number of ↑s an infinitesimal is worth, in the sense that G and AW(G).↑ agree up to far-star
 * corrections. The two-ahead rule follows: an all-small game of atomic weight at least 2 is positive.
 *
 * <p>The calculus (Conway, Winning Ways; Siegel III.4; as CGSuite computes it): AW(x + n.↑ + *k) = n;
 * otherwise G'' = {AW(G^L) - 2 | AW(G^R) + 2}, except that when G'' is an integer the eccentric case
 * applies: if G is below the far star ☆ (a nimber larger than every nimber in G), AW is the least integer
 * that is not &lt;= any AW(G^L) - 2; if G is above ☆, the greatest integer not &gt;= any AW(G^R) + 2.
 *
 * <p>Every all-small game is atomic. Another game is atomic when it is infinitesimal and the weight W the calculus
 * gives it is its weight in fact: G - W.↑ lies within ↑* + (*N : -1) of 0 on both sides, where *N is a far star, N
 * the least power of two at least 2 beyond G's nimbers (Siegel's definition, which CGSuite checks the same way).
 * {@link #of} answers all-small games only, as it always has; {@link #weightOf} answers every atomic game.
 */
public final class AtomicWeight {

    private final IdentityHashMap<CanonicalGame, CanonicalGame> memo = new IdentityHashMap<>();
    private final IdentityHashMap<CanonicalGame, Boolean> allSmall = new IdentityHashMap<>();

    private AtomicWeight() {
    }

    /** The atomic weight of g, or empty when g is not all-small. */
    public static Optional<CanonicalGame> of(CanonicalGame g) {
        AtomicWeight a = new AtomicWeight();
        return a.isAllSmall0(g) ? Optional.of(a.weight(g)) : Optional.empty();
    }

    /** True when in every position of g either both players have a move or neither has. */
    public static boolean isAllSmall(CanonicalGame g) {
        return new AtomicWeight().isAllSmall0(g);
    }

    /**
     * The atomic weight of any atomic game g.
     *
     * @throws BadInputException "that game is not atomic: G (why)" when g has none
     */
    public static CanonicalGame weightOf(CanonicalGame g) {
        Weighed w = weigh(g);
        if (w.whyNot() != null) {
            throw new BadInputException("that game is not atomic: " + g + " (" + w.whyNot() + ")");
        }
        return w.weight();
    }

    /** True when g has an atomic weight: {@link #weightOf} answers it. */
    public static boolean isAtomic(CanonicalGame g) {
        return weigh(g).whyNot() == null;
    }

    /** A game's weight by the calculus, and why that is not its atomic weight (null when it is). */
    private record Weighed(CanonicalGame weight, String whyNot) {
    }

    private static Weighed weigh(CanonicalGame g) {
        if (!g.isInfinitesimal()) {
            return new Weighed(null, "it is not infinitesimal: its stops are " + g.leftStop() + " and "
                    + g.rightStop());
        }
        AtomicWeight a = new AtomicWeight();
        CanonicalGame weight = a.weight(g);
        if (a.isAllSmall0(g)) {
            return new Weighed(weight, null);
        }
        int n = 2;
        int far = farStar(g, new IdentityHashMap<>());
        while (n < far) {
            n <<= 1;
        }
        CanonicalGame kite = OrdinalSum.of(CanonicalGame.nimber(n), CanonicalGame.integer(-1));
        CanonicalGame bound = CanonicalGame.up().plus(CanonicalGame.star()).plus(kite);
        CanonicalGame difference = g.minus(NortonProduct.of(weight, CanonicalGame.up()));
        if (difference.leq(bound) && bound.negate().leq(difference)) {
            return new Weighed(weight, null);
        }
        String times = weight.isInteger() ? weight + ".^" : "(" + weight + ").^";
        return new Weighed(weight, "it differs from " + times + " by more than ^* + *" + n + ":-1");
    }

    private boolean isAllSmall0(CanonicalGame g) {
        if (g.isNumberUpStar()) {
            return g.numberPart().isZero();
        }
        Boolean known = allSmall.get(g);
        if (known != null) {
            return known;
        }
        BottomUp.overOptions(g, x -> x.isNumberUpStar() || allSmall.containsKey(x), this::isAllSmallFromOptions);
        return allSmall.get(g);
    }

    private void isAllSmallFromOptions(CanonicalGame g) {
        boolean result = g.leftOptionCount() > 0 && g.rightOptionCount() > 0;
        for (CanonicalGame o : g.leftArray()) {
            result = result && isAllSmall0(o);
        }
        for (CanonicalGame o : g.rightArray()) {
            result = result && isAllSmall0(o);
        }
        allSmall.put(g, result);
    }

    private CanonicalGame weight(CanonicalGame g) {
        if (g.isNumberUpStar()) {
            return CanonicalGame.integer(g.upMultiple());
        }
        CanonicalGame known = memo.get(g);
        if (known != null) {
            return known;
        }
        BottomUp.overOptions(g, x -> x.isNumberUpStar() || memo.containsKey(x), this::weightFromOptions);
        return memo.get(g);
    }

    private void weightFromOptions(CanonicalGame g) {
        CanonicalGame two = CanonicalGame.integer(2);
        List<CanonicalGame> left = new ArrayList<>();
        for (CanonicalGame gl : g.leftArray()) {
            left.add(weight(gl).minus(two));
        }
        List<CanonicalGame> right = new ArrayList<>();
        for (CanonicalGame gr : g.rightArray()) {
            right.add(weight(gr).plus(two));
        }
        CanonicalGame result = CanonicalGame.of(left, right);
        if (result.isInteger()) {
            CanonicalGame farStar = CanonicalGame.nimber(farStar(g, new IdentityHashMap<>()));
            boolean below = g.leq(farStar);
            boolean above = farStar.leq(g);
            if (below && !above) {
                result = left.isEmpty() ? CanonicalGame.zero() : CanonicalGame.number(leastIntegerAbove(left));
            } else if (above && !below) {
                result = right.isEmpty() ? CanonicalGame.zero() : CanonicalGame.number(greatestIntegerBelow(right));
            }
        }
        memo.put(g, result);
    }

    /** The least integer n with n not &lt;= any of the games. */
    private static Dyadic leastIntegerAbove(List<CanonicalGame> games) {
        Dyadic best = null;
        for (CanonicalGame h : games) {
            Dyadic n = h.rightStop().ceil();
            if (CanonicalGame.number(n).leq(h)) {
                n = n.add(Dyadic.ONE);
            }
            best = best == null ? n : best.max(n);
        }
        return best;
    }

    /** The greatest integer n with n not &gt;= any of the games. */
    private static Dyadic greatestIntegerBelow(List<CanonicalGame> games) {
        Dyadic best = null;
        for (CanonicalGame h : games) {
            Dyadic n = h.leftStop().floor();
            if (h.leq(CanonicalGame.number(n))) {
                n = n.subtract(Dyadic.ONE);
            }
            best = best == null ? n : best.min(n);
        }
        return best;
    }

    /** One more than the largest nimber *k met in g (at least 1): the index of a far star for g. */
    private static int farStar(CanonicalGame g, Map<CanonicalGame, Integer> memo) {
        if (g.isNimber()) {
            return g.nimberPart() + 1;
        }
        Integer known = memo.get(g);
        if (known != null) {
            return known;
        }
        BottomUp.overOptions(g, x -> x.isNimber() || memo.containsKey(x), x -> farStarFromOptions(x, memo));
        return memo.get(g);
    }

    private static void farStarFromOptions(CanonicalGame g, Map<CanonicalGame, Integer> memo) {
        int n = 1;
        for (CanonicalGame o : g.leftArray()) {
            n = Math.max(n, farStar(o, memo));
        }
        for (CanonicalGame o : g.rightArray()) {
            n = Math.max(n, farStar(o, memo));
        }
        memo.put(g, n);
    }
}

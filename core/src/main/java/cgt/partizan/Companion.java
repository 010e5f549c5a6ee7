package cgt.partizan;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * The lattice companion (Siegel's CGT III.2; CGSuite's Companion): the unique automorphism, other than the
 * identity, of the lattice of games born by day n, for every n &gt;= 1. It swaps 0 and *, ↑ and ↑*, and keeps
 * every other x + n.↑ + *k (k &gt;= 2, or x not 0); any other game's companion takes the companions of its
 * options, and a 0 for Left when G &gt;= 0 and a 0 for Right when G &lt;= 0 (so a number keeps its value: 5
 * and -1/2 are their own companions).
 */
public final class Companion {

    private final IdentityHashMap<CanonicalGame, CanonicalGame> memo = new IdentityHashMap<>();

    private Companion() {
    }

    /** The companion of g. */
    public static CanonicalGame of(CanonicalGame g) {
        Companion c = new Companion();
        if (g.isNumberUpStar()) {
            return nus(g);
        }
        BottomUp.overOptions(g, x -> x.isNumberUpStar() || c.memo.containsKey(x), c::fromOptions);
        return c.memo.get(g);
    }

    /**
     * x + n.↑ + *k. With x not 0 it is its own companion: its options are numbers next to x or games with number part
     * x (number avoidance), so by induction the recursion gives each option back, and the 0 it adds on the side of
     * its sign is dominated (CGSuite's table: 5, -1/2, 9/8*, 6^*). That keeps huge integers from being unfolded.
     */
    private static CanonicalGame nus(CanonicalGame g) {
        if (!g.numberPart().isZero()) {
            return g;
        }
        int nim = g.nimberPart();
        return nim >= 2 ? g : CanonicalGame.numberUpStar(Dyadic.ZERO, g.upMultiple(), nim ^ 1);
    }

    private CanonicalGame settled(CanonicalGame g) {
        return g.isNumberUpStar() ? nus(g) : memo.get(g);
    }

    private void fromOptions(CanonicalGame g) {
        CanonicalGame zero = CanonicalGame.zero();
        List<CanonicalGame> left = new ArrayList<>();
        for (CanonicalGame gl : g.leftArray()) {
            left.add(settled(gl));
        }
        if (g.geq(zero)) {
            left.add(zero);
        }
        List<CanonicalGame> right = new ArrayList<>();
        for (CanonicalGame gr : g.rightArray()) {
            right.add(settled(gr));
        }
        if (g.leq(zero)) {
            right.add(zero);
        }
        memo.put(g, CanonicalGame.of(left, right));
    }
}

package cgt.partizan;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Reduced canonical forms (Calistrat; Grossman and Siegel, "Reductions of partizan games"): rcf(G) is the simplest
 * game infinitesimally close to G, that is with G - rcf(G) infinitesimal, and it is the same for all games that are
 * infinitesimally close to one another. It keeps a game's thermograph and stops and drops what infinitesimals
 * decide, so that {3 || 2* | 1*} reduces to {3 || 2 | 1} and every infinitesimal to 0.
 *
 * <p>Grossman and Siegel compute it by removing Inf-dominated and Inf-reversible options; equivalently (as CGSuite
 * does) heat G by * and take the star projection, which replaces each x* (x a number) by x: heating by * makes
 * each move in a hot part cost a *, so that the infinitesimal differences collapse onto x and x*, and the
 * projection forgets them. A number-up-star x + n.↑ + *k reduces to x at once.
 */
public final class ReducedForm {

    private final IdentityHashMap<CanonicalGame, CanonicalGame> memo = new IdentityHashMap<>();

    private ReducedForm() {
    }

    /** The reduced canonical form of g. */
    public static CanonicalGame of(CanonicalGame g) {
        if (g.isNumberUpStar()) {
            return CanonicalGame.number(g.numberPart());
        }
        return new ReducedForm().starProjection(Heating.heat(g, CanonicalGame.star()));
    }

    /** True when g - h is infinitesimal (both its stops are 0): g and h have the same reduced canonical form. */
    public static boolean infinitesimallyClose(CanonicalGame g, CanonicalGame h) {
        return g.minus(h).isInfinitesimal();
    }

    private static boolean isProjected(CanonicalGame g) {
        return g.isNumber() || isNumberStar(g);
    }

    private static boolean isNumberStar(CanonicalGame g) {
        return g.isNumberUpStar() && g.upMultiple() == 0 && g.nimberPart() == 1;
    }

    private static CanonicalGame projectionOfBase(CanonicalGame g) {
        return g.isNumber() ? g : CanonicalGame.number(g.numberPart());
    }

    private CanonicalGame starProjection(CanonicalGame g) {
        if (isProjected(g)) {
            return projectionOfBase(g);
        }
        BottomUp.overOptions(g, x -> isProjected(x) || memo.containsKey(x), this::fromOptions);
        return memo.get(g);
    }

    private CanonicalGame settled(CanonicalGame g) {
        return isProjected(g) ? projectionOfBase(g) : memo.get(g);
    }

    private void fromOptions(CanonicalGame g) {
        List<CanonicalGame> left = new ArrayList<>(g.leftOptionCount());
        for (CanonicalGame gl : g.leftArray()) {
            left.add(settled(gl));
        }
        List<CanonicalGame> right = new ArrayList<>(g.rightOptionCount());
        for (CanonicalGame gr : g.rightArray()) {
            right.add(settled(gr));
        }
        memo.put(g, CanonicalGame.of(left, right));
    }
}

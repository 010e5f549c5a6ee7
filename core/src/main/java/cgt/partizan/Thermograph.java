package cgt.partizan;

import cgt.task.Cancellation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.TreeSet;

/**
 * The thermograph of a short game, as data: its left and right walls (functions of the temperature t on
 * [-1, ∞)), its mast value (the mean) and its temperature, following Siegel's definitions (which CGSuite
 * uses).
 *
 * <p>An integer n has vertical walls at n and temperature -1. Any other game has a left scaffold
 * L(t) = max over G^L of RW(G^L)(t) - t and a right scaffold R(t) = min over G^R of LW(G^R)(t) + t; its
 * temperature is the least t at which L(t) &lt;= R(t), its mast value is L there, and its walls follow the
 * scaffolds below the temperature and the mast above it. So a number m/2^k has temperature -1/2^k, and a
 * switch {x | y} with numbers x &gt; y has mean (x + y)/2 and temperature (x - y)/2.
 *
 * @param leftWall the left wall LW(t)
 * @param rightWall the right wall RW(t)
 * @param mean the mast value
 * @param temperature where the walls become the mast
 */
public record Thermograph(Trajectory leftWall, Trajectory rightWall, Dyadic mean, Dyadic temperature) {

    /** The thermograph of g; {@link CanonicalGame#thermograph()} says the same. */
    public static Thermograph of(CanonicalGame g) {
        return new Calculator().of(g);
    }

    /**
     * The thermograph in words: its mean and temperature, then each wall breakpoint by breakpoint, as
     * {@code cgt thermograph} prints it. For {2|1}: {@code Thermograph(mean 3/2, temperature 1/2; left wall 3
     * at t=-1 then slope -1, 3/2 at t=1/2 then vertical; right wall 0 at t=-1 then slope +1, 3/2 at t=1/2 then
     * vertical)}.
     */
    @Override
    public String toString() {
        return "Thermograph(mean " + mean + ", temperature " + temperature + "; left wall " + leftWall
                + "; right wall " + rightWall + ")";
    }

    /**
     * The critical temperatures: where either wall bends (its slope changes), highest first, as CGSuite lists a
     * thermograph's breakpoints. An integer has none; a switch {x | y} of numbers has its temperature alone;
     * {3 || 2* | 1*} has 3/4, 1/2 and 0.
     */
    public List<Dyadic> criticalTemperatures() {
        TreeSet<Dyadic> bends = new TreeSet<>(Comparator.reverseOrder());
        for (Trajectory wall : List.of(leftWall, rightWall)) {
            for (int i = 1; i < wall.breakpointCount(); i++) {
                if (wall.slope(i) != wall.slope(i - 1)) {
                    bends.add(wall.breakpoints().get(i));
                }
            }
        }
        return List.copyOf(bends);
    }

    /**
     * Computes thermographs, remembering those of the options it meets (one per job, one thread): a job that
     * asks about many subgames of one game (a printer looking for tinies at every level) computes each once.
     */
    public static final class Calculator {
        /** A calculator that remembers nothing yet. */
        public Calculator() {
        }

        private final IdentityHashMap<CanonicalGame, Thermograph> memo = new IdentityHashMap<>();

        /** The mean of g, like {@link CanonicalGame#mean()}, from this calculator's memo. */
        public Dyadic meanOf(CanonicalGame g) {
            return g.isNumberUpStar() ? g.mean() : of(g).mean();
        }

        /** The thermograph of g, like {@link Thermograph#of}, from this calculator's memo. */
        public Thermograph of(CanonicalGame g) {
            Thermograph known = memo.get(g);
            if (known != null) {
                return known;
            }
            // Deepest first: a game is computed once the thermographs it is made from are remembered.
            BottomUp.compute(g, memo::containsKey, Calculator::parts, x -> {
                Cancellation.check();
                memo.put(x, compute(x));
            });
            return memo.get(g);
        }

        /** The games whose thermographs compute(g) reads. */
        private static List<CanonicalGame> parts(CanonicalGame g) {
            if (g.isInteger()) {
                return List.of();
            }
            if (g.isNumberUpStar() && g.upMultiple() == 0 && g.nimberPart() >= 2) {
                return List.of(CanonicalGame.number(g.numberPart()));
            }
            List<CanonicalGame> all = new ArrayList<>(g.leftOptions());
            all.addAll(g.rightOptions());
            return all;
        }

        private Thermograph compute(CanonicalGame g) {
            if (g.isInteger()) {
                Trajectory wall = Trajectory.constant(g.numberValue());
                return new Thermograph(wall, wall, g.numberValue(), Dyadic.MINUS_ONE);
            }
            if (g.isNumberUpStar() && g.upMultiple() == 0 && g.nimberPart() >= 2) {
                return numberPlusNimber(g.numberPart(), g.nimberPart());
            }
            Trajectory leftScaffold = null;
            for (CanonicalGame gl : g.leftOptions()) {
                Trajectory w = of(gl).rightWall();
                leftScaffold = leftScaffold == null ? w : leftScaffold.max(w);
            }
            Trajectory rightScaffold = null;
            for (CanonicalGame gr : g.rightOptions()) {
                Trajectory w = of(gr).leftWall();
                rightScaffold = rightScaffold == null ? w : rightScaffold.min(w);
            }
            if (leftScaffold == null || rightScaffold == null) {
                // Only integers have a side without options in canonical form.
                throw new IllegalStateException("canonical non-integer without options on one side: " + g);
            }
            return intersect(leftScaffold.tilt(-1), rightScaffold.tilt(1));
        }

        /**
         * x + *k has the options x + *j, j &lt; k, on both sides, so its scaffolds are running maxima and
         * minima over j: once adding a j changes neither, every larger k has the same thermograph. This
         * keeps *k linear in k (and usually constant) instead of quadratic.
         */
        private Thermograph numberPlusNimber(Dyadic x, int k) {
            Thermograph previous = of(CanonicalGame.number(x));
            Trajectory maxRight = previous.rightWall();
            Trajectory minLeft = previous.leftWall();
            Thermograph t = null;
            for (int j = 1; j <= k; j++) {
                Cancellation.check();
                t = intersect(maxRight.tilt(-1), minLeft.tilt(1));
                Trajectory nextMax = maxRight.max(t.rightWall());
                Trajectory nextMin = minLeft.min(t.leftWall());
                if (nextMax.equals(maxRight) && nextMin.equals(minLeft)) {
                    return t; // stable: x + *j has this thermograph for every j from here on
                }
                maxRight = nextMax;
                minLeft = nextMin;
            }
            return t;
        }
    }

    /**
     * The thermograph whose scaffolds are L (non-increasing) and R (non-decreasing): the walls follow them
     * up to the least t where L(t) &lt;= R(t), and rise as a vertical mast from there.
     */
    static Thermograph intersect(Trajectory left, Trajectory right) {
        Trajectory difference = left.combineDifference(right);
        Dyadic t = difference.firstNonPositive();
        Dyadic mast = left.valueAt(t);
        return new Thermograph(left.truncatedAt(t, mast), right.truncatedAt(t, mast), mast, t);
    }
}

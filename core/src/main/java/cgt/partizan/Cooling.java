package cgt.partizan;

import cgt.input.BadInputException;
import cgt.task.Cancellation;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Cooling: G cooled by t, written G_t, taxes every move by t. Integers are left alone; a game whose
 * temperature is below t has frozen to its mean; otherwise G_t = {G^L_t - t | G^R_t + t}. Cooling a switch
 * {x | y} by its temperature (x - y)/2 gives its mean plus *.
 */
public final class Cooling {

    private final Dyadic t;
    private final IdentityHashMap<CanonicalGame, CanonicalGame> memo = new IdentityHashMap<>();
    private final Thermograph.Calculator thermographs = new Thermograph.Calculator();

    private Cooling(Dyadic t) {
        this.t = t;
    }

    /** G cooled by t, for t &gt; -1. */
    public static CanonicalGame cool(CanonicalGame g, Dyadic t) {
        if (t.compareTo(Dyadic.MINUS_ONE) <= 0) {
            throw new BadInputException("cannot cool by " + t + ": the temperature must be greater than -1");
        }
        return new Cooling(t).cooled(g);
    }

    /**
     * G frozen: cooled by its own temperature, which leaves it infinitesimally close to its mean (CGSuite's Freeze).
     * A number is its own freeze, as in CGSuite (cooling 1/4 by its temperature -1/4 would give 1/4*).
     */
    public static CanonicalGame freeze(CanonicalGame g) {
        return g.isNumber() ? g : cool(g, g.temperature());
    }

    private CanonicalGame cooled(CanonicalGame g) {
        if (g.isInteger()) {
            return g;
        }
        CanonicalGame known = memo.get(g);
        if (known != null) {
            return known;
        }
        Cancellation.check();
        CanonicalGame result;
        Thermograph th = g.isNumberUpStar() ? null : thermographs.of(g);
        Dyadic temperature = th == null ? g.temperature() : th.temperature();
        if (temperature.compareTo(t) < 0) {
            result = CanonicalGame.number(th == null ? g.numberPart() : th.mean());
        } else {
            CanonicalGame tax = CanonicalGame.number(t);
            List<CanonicalGame> left = new ArrayList<>();
            for (CanonicalGame gl : g.leftOptions()) {
                left.add(cooled(gl).minus(tax));
            }
            List<CanonicalGame> right = new ArrayList<>();
            for (CanonicalGame gr : g.rightOptions()) {
                right.add(cooled(gr).plus(tax));
            }
            result = CanonicalGame.of(left, right);
        }
        memo.put(g, result);
        return result;
    }
}

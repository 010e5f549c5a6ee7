package cgt.partizan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Incentives: what a move is worth to the player who makes it. Left's incentives are G^L - G, Right's are
 * G - G^R, so both players want large incentives; as in CGSuite, only the undominated ones are kept (an incentive
 * that another one of the same list exceeds is dropped), and the list is in CGSuite's display order. The
 * incentives of a sum are the incentives of its parts, up to dominance; the Norton product reads them.
 */
public final class Incentives {

    private Incentives() {
    }

    /** Left's undominated incentives G^L - G. */
    public static List<CanonicalGame> left(CanonicalGame g) {
        return of(g, true, false);
    }

    /** Right's undominated incentives G - G^R. */
    public static List<CanonicalGame> right(CanonicalGame g) {
        return of(g, false, true);
    }

    /** Left's and Right's incentives together, undominated in the union. */
    public static List<CanonicalGame> both(CanonicalGame g) {
        return of(g, true, true);
    }

    private static List<CanonicalGame> of(CanonicalGame g, boolean left, boolean right) {
        Set<CanonicalGame> all = new LinkedHashSet<>();
        if (left) {
            for (CanonicalGame gl : g.leftArray()) {
                all.add(gl.minus(g));
            }
        }
        if (right) {
            for (CanonicalGame gr : g.rightArray()) {
                all.add(g.minus(gr));
            }
        }
        List<CanonicalGame> kept = new ArrayList<>();
        for (CanonicalGame d : all) {
            boolean dominated = false;
            for (CanonicalGame e : all) {
                if (e != d && d.leq(e)) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated) {
                kept.add(d);
            }
        }
        kept.sort(new DisplayOrder());
        return List.copyOf(kept);
    }
}

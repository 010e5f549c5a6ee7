package cgt.partizan;

import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Uptimals: the up powers ↑^n ({@code ^<n>}), their sums ↑^[n] = ↑^1 + ... + ↑^n ({@code ^[n]}), and the
 * recognition of a canonical game as x + d1.↑ + d2.↑^2 + ... + *m, which CGSuite's notation and its
 * ordering of options rely on.
 *
 * <p>With ↑ = {0 | *}: ↑^n = {0 | * - ↑^→(n-1)}, where ↑^→0 = 0 and ↑^→k = {↑^→(k-1) | *}; so ↑^2 = {0 | ↓*}.
 * A recogniser instance remembers what it has seen; it is meant for one printing job and one thread.
 */
public final class Uptimals {

    /** The largest n accepted in ↑^n and ↑^[n]. */
    public static final int MAX_POWER = 256;

    private static final Map<Integer, CanonicalGame> POWERS = new ConcurrentHashMap<>();
    private static final Map<Integer, CanonicalGame> ARROWS = new ConcurrentHashMap<>();

    private final IdentityHashMap<CanonicalGame, Object> memo = new IdentityHashMap<>();
    private static final Object NOT_UPTIMAL = new Object();

    /** A recogniser with nothing seen yet, for one printing job on one thread. */
    public Uptimals() {
    }

    /** ↑^n, the n-th up power (↑^1 = ↑). */
    public static CanonicalGame upPower(int n) {
        checkPower(n);
        CanonicalGame known = POWERS.get(n);
        if (known != null) {
            return known;
        }
        CanonicalGame g = n == 1 ? CanonicalGame.up()
                : CanonicalGame.of(List.of(CanonicalGame.zero()), List.of(CanonicalGame.star().minus(upArrow(n - 1))));
        POWERS.put(n, g);
        return g;
    }

    /** ↑^[n] = ↑^1 + ↑^2 + ... + ↑^n. */
    public static CanonicalGame upPowerSum(int n) {
        checkPower(n);
        CanonicalGame s = CanonicalGame.zero();
        for (int i = 1; i <= n; i++) {
            s = s.plus(upPower(i));
        }
        return s;
    }

    private static void checkPower(int n) {
        if (n < 1 || n > MAX_POWER) {
            throw new BadInputException("up power " + n + " is out of range: 1 to " + MAX_POWER + " are accepted");
        }
    }

    /** ↑^→k = {↑^→(k-1) | *}, ↑^→0 = 0. */
    private static CanonicalGame upArrow(int k) {
        if (k == 0) {
            return CanonicalGame.zero();
        }
        CanonicalGame known = ARROWS.get(k);
        if (known != null) {
            return known;
        }
        CanonicalGame g = CanonicalGame.of(List.of(upArrow(k - 1)), List.of(CanonicalGame.star()));
        ARROWS.put(k, g);
        return g;
    }

    /** The game x + d1.↑ + ... + dn.↑^n + *m. */
    public static CanonicalGame build(UptimalExpansion e) {
        CanonicalGame g = CanonicalGame.numberUpStar(e.number(), e.coefficient(1), e.nimber());
        for (int i = 2; i <= e.length(); i++) {
            int d = e.coefficient(i);
            if (d != 0) {
                CanonicalGame p = upPower(i);
                if (d < 0) {
                    p = p.negate();
                }
                for (int j = 0; j < Math.abs(d); j++) {
                    g = g.plus(p);
                }
            }
        }
        return g;
    }

    /** The uptimal expansion of g, or null when g is not an uptimal. */
    public UptimalExpansion expansion(CanonicalGame g) {
        if (g.isNumberUpStar()) {
            int u = g.upMultiple();
            return new UptimalExpansion(g.numberPart(), u == 0 ? new int[0] : new int[] {u}, g.nimberPart());
        }
        Object known = memo.get(g);
        if (known != null) {
            return known == NOT_UPTIMAL ? null : (UptimalExpansion) known;
        }
        // Deepest first, so that the expansions this one reads (of its options and its negative's) are
        // remembered before it is made.
        BottomUp.compute(g, x -> x.isNumberUpStar() || memo.containsKey(x), Uptimals::needs, this::computeExpansion);
        known = memo.get(g);
        return known == NOT_UPTIMAL ? null : (UptimalExpansion) known;
    }

    /** The games whose expansions g's is made from: the options of g and of its negative. */
    private static List<CanonicalGame> needs(CanonicalGame g) {
        List<CanonicalGame> needs = new ArrayList<>();
        for (CanonicalGame x : List.of(g, g.negate())) {
            needs.addAll(x.leftOptions());
            needs.addAll(x.rightOptions());
        }
        return needs;
    }

    /** Works out g's expansion (its options' expansions and their negatives' being known) and remembers it. */
    private void computeExpansion(CanonicalGame g) {
        UptimalExpansion e = positiveExpansion(g);
        if (e == null) {
            UptimalExpansion n = positiveExpansion(g.negate());
            e = n == null ? null : n.negate();
        }
        memo.put(g, e == null ? NOT_UPTIMAL : e);
    }

    /**
     * The expansion of g if g is an uptimal whose last coefficient is positive. Such a game has one Right
     * option, g - ↑^[n]* (every coefficient one less, the star toggled), so the candidates come from that
     * option's expansion: either the same length (when the last coefficient is at least 2) or longer, padded
     * with 1s. Each candidate is checked by building it.
     */
    private UptimalExpansion positiveExpansion(CanonicalGame g) {
        if (g.rightOptionCount() != 1) {
            return null;
        }
        UptimalExpansion r = expansion(g.rightOptions().get(0));
        if (r == null) {
            return null;
        }
        int maxLeftLength = 0;
        for (CanonicalGame gl : g.leftOptions()) {
            UptimalExpansion l = expansion(gl);
            if (l == null || !l.number().equals(r.number())) {
                return null;
            }
            maxLeftLength = Math.max(maxLeftLength, l.length());
        }
        if (r.length() > 0 && r.coefficient(r.length()) > 0) {
            UptimalExpansion candidate = r.increment(r.length());
            if (matches(candidate, g)) {
                return candidate;
            }
        }
        UptimalExpansion candidate = r.increment(Math.max(r.length(), maxLeftLength) + 1);
        return matches(candidate, g) ? candidate : null;
    }

    private static boolean matches(UptimalExpansion candidate, CanonicalGame g) {
        if (candidate.length() < 2 || candidate.length() > MAX_POWER) {
            return false; // shorter ones are number-up-stars, and g is not one
        }
        return build(candidate) == g;
    }

    /** The number x of an expansion, for callers that only need to know it is a number-ish game. */
    static Dyadic numberOf(UptimalExpansion e) {
        return e.number();
    }
}

package cgt.partizan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A continuous piecewise-linear function of temperature t on [-1, ∞) with dyadic breakpoints and integer
 * slopes: the walls and scaffolds of thermographs. Immutable.
 *
 * <p>It is stored as breakpoints t0 = -1 &lt; t1 &lt; ... &lt; tm, the value at each, and the slope on
 * [ti, ti+1) (the last slope runs to infinity). Thermograph walls have slopes -1, 0 and 1 only, so every
 * crossing of two of them is again a dyadic rational.
 */
public final class Trajectory {

    private static final Dyadic MINUS_ONE = Dyadic.MINUS_ONE;

    private final Dyadic[] temps;
    private final Dyadic[] values;
    private final int[] slopes;

    private Trajectory(Dyadic[] temps, Dyadic[] values, int[] slopes) {
        this.temps = temps;
        this.values = values;
        this.slopes = slopes;
    }

    /** The constant function v. */
    public static Trajectory constant(Dyadic v) {
        return new Trajectory(new Dyadic[] {MINUS_ONE}, new Dyadic[] {v}, new int[] {0});
    }

    /** The breakpoints, ascending, starting at -1. */
    public List<Dyadic> breakpoints() {
        return List.of(temps);
    }

    /** The value at each breakpoint. */
    public List<Dyadic> breakpointValues() {
        return List.of(values);
    }

    /** The slope on [breakpoint i, breakpoint i+1), the last one running to infinity. */
    public int slope(int i) {
        return slopes[i];
    }

    public int breakpointCount() {
        return temps.length;
    }

    /** The value at temperature t (t &gt;= -1). */
    public Dyadic valueAt(Dyadic t) {
        int i = segmentAt(t);
        return values[i].add(t.subtract(temps[i]).multiply(slopes[i]));
    }

    private int segmentAt(Dyadic t) {
        int i = temps.length - 1;
        while (i > 0 && temps[i].compareTo(t) > 0) {
            i--;
        }
        return i;
    }

    /** The slope just above temperature t. */
    public int slopeAbove(Dyadic t) {
        return slopes[segmentAt(t)];
    }

    /** This function plus s.t. */
    public Trajectory tilt(int s) {
        Dyadic[] v = new Dyadic[values.length];
        int[] sl = new int[slopes.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = values[i].add(temps[i].multiply(s));
            sl[i] = slopes[i] + s;
        }
        return new Trajectory(temps, v, sl);
    }

    /** This function plus the constant c. */
    public Trajectory shift(Dyadic c) {
        Dyadic[] v = new Dyadic[values.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = values[i].add(c);
        }
        return new Trajectory(temps, v, slopes);
    }

    /** The pointwise maximum. */
    public Trajectory max(Trajectory o) {
        return combine(o, true);
    }

    /** The pointwise minimum. */
    public Trajectory min(Trajectory o) {
        return combine(o, false);
    }

    private Trajectory combine(Trajectory o, boolean max) {
        List<Dyadic> points = mergedBreakpoints(o);
        Builder b = new Builder();
        for (int i = 0; i < points.size(); i++) {
            Dyadic p = points.get(i);
            Dyadic q = i + 1 < points.size() ? points.get(i + 1) : null;
            Dyadic va = valueAt(p);
            Dyadic vb = o.valueAt(p);
            int sa = slopeAbove(p);
            int sb = o.slopeAbove(p);
            int c = va.compareTo(vb);
            boolean takeA = max ? (c > 0 || (c == 0 && sa >= sb)) : (c < 0 || (c == 0 && sa <= sb));
            b.add(p, takeA ? va : vb, takeA ? sa : sb);
            // Do the two lines cross strictly inside (p, q)?
            Dyadic diff = va.subtract(vb);
            int ds = sa - sb;
            if (diff.signum() != 0 && ds != 0 && diff.signum() != Integer.signum(ds)) {
                Dyadic cross = p.add(divide(diff.negate(), ds));
                if (q == null || cross.compareTo(q) < 0) {
                    Dyadic vc = valueAt(cross);
                    b.add(cross, vc, takeA ? sb : sa);
                }
            }
        }
        return b.build();
    }

    private List<Dyadic> mergedBreakpoints(Trajectory o) {
        List<Dyadic> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < temps.length || j < o.temps.length) {
            Dyadic next;
            if (j >= o.temps.length || (i < temps.length && temps[i].compareTo(o.temps[j]) <= 0)) {
                next = temps[i++];
            } else {
                next = o.temps[j++];
            }
            if (out.isEmpty() || out.get(out.size() - 1).compareTo(next) != 0) {
                out.add(next);
            }
        }
        return out;
    }

    /** x / d for a slope difference d of ±1, ±2 or ±4 (walls have slopes in {-1, 0, 1}). */
    static Dyadic divide(Dyadic x, int d) {
        int a = Math.abs(d);
        if (Integer.bitCount(a) != 1) {
            throw new ArithmeticException("slope difference " + d + " would leave the dyadic rationals");
        }
        Dyadic q = x.shiftRight(Integer.numberOfTrailingZeros(a));
        return d < 0 ? q.negate() : q;
    }

    /** This function minus o (two linear pieces differ linearly, so no new breakpoints arise). */
    Trajectory combineDifference(Trajectory o) {
        Builder b = new Builder();
        for (Dyadic p : mergedBreakpoints(o)) {
            b.add(p, valueAt(p).subtract(o.valueAt(p)), slopeAbove(p) - o.slopeAbove(p));
        }
        return b.build();
    }

    /**
     * The least t &gt;= -1 at which this non-increasing function is at most 0.
     *
     * @throws IllegalStateException if it never gets there (its last slope is not negative)
     */
    Dyadic firstNonPositive() {
        if (values[0].signum() <= 0) {
            return temps[0];
        }
        for (int i = 0; i < temps.length; i++) {
            boolean last = i + 1 == temps.length;
            if (last || values[i + 1].signum() <= 0) {
                if (slopes[i] >= 0) {
                    throw new IllegalStateException("scaffolds never meet: " + this);
                }
                return temps[i].add(divide(values[i], -slopes[i]));
            }
        }
        throw new AssertionError();
    }

    /** The function equal to this one below t and to the constant v from t on (t &gt;= -1). */
    Trajectory truncatedAt(Dyadic t, Dyadic v) {
        Builder b = new Builder();
        for (int i = 0; i < temps.length && temps[i].compareTo(t) < 0; i++) {
            b.add(temps[i], values[i], slopes[i]);
        }
        b.add(t, v, 0);
        return b.build();
    }

    /** Collects segments in order, merging those that continue the previous line. */
    static final class Builder {
        private final List<Dyadic> t = new ArrayList<>();
        private final List<Dyadic> v = new ArrayList<>();
        private final List<Integer> s = new ArrayList<>();

        void add(Dyadic temp, Dyadic value, int slope) {
            int n = t.size();
            if (n > 0 && t.get(n - 1).compareTo(temp) == 0) {
                v.set(n - 1, value);
                s.set(n - 1, slope);
                n--;
                if (n > 0 && s.get(n - 1) == slope) {
                    t.remove(n);
                    v.remove(n);
                    s.remove(n);
                }
                return;
            }
            if (n > 0 && s.get(n - 1) == slope) {
                return; // the same line goes on
            }
            t.add(temp);
            v.add(value);
            s.add(slope);
        }

        Trajectory build() {
            int[] sl = new int[s.size()];
            for (int i = 0; i < sl.length; i++) {
                sl[i] = s.get(i);
            }
            return new Trajectory(t.toArray(new Dyadic[0]), v.toArray(new Dyadic[0]), sl);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Trajectory tr && Arrays.equals(temps, tr.temps)
                && Arrays.equals(values, tr.values) && Arrays.equals(slopes, tr.slopes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(temps) * 31 + Arrays.hashCode(values);
    }

    /**
     * The wall in words, breakpoint by breakpoint with the slope after each, as {@code cgt thermograph} prints
     * it: {@code 5 at t=-1 then slope -1, 5/2 at t=3/2 then vertical}.
     */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < temps.length; i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append(values[i]).append(" at t=").append(temps[i]);
            int s = slopes[i];
            b.append(s == 0 ? " then vertical" : " then slope " + (s > 0 ? "+" : "") + s);
        }
        return b.toString();
    }
}

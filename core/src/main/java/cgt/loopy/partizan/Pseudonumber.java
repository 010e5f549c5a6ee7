package cgt.loopy.partizan;

import cgt.partizan.Dyadic;
import java.util.Objects;

/**
 * A stop of a stopper: a number x, x over or x under (just above or below x, nearer than any number), on or off
 * (above or below everything). Ordered off &lt; x under &lt; x &lt; x over &lt; y under for x &lt; y &lt; on;
 * printed as CGSuite prints them: {@code 3/2under}, {@code over} (0 over), {@code on}.
 */
public final class Pseudonumber implements Comparable<Pseudonumber> {

    /** Which kind: a number, or a number with a tiny tilt, or one of the two infinities. */
    public enum Kind {
        OFF,
        UNDER,
        NUMBER,
        OVER,
        ON
    }

    public static final Pseudonumber ON = new Pseudonumber(Kind.ON, Dyadic.ZERO);
    public static final Pseudonumber OFF = new Pseudonumber(Kind.OFF, Dyadic.ZERO);

    private final Kind kind;
    private final Dyadic number;

    private Pseudonumber(Kind kind, Dyadic number) {
        this.kind = kind;
        this.number = number;
    }

    public static Pseudonumber number(Dyadic x) {
        return new Pseudonumber(Kind.NUMBER, x);
    }

    public static Pseudonumber over(Dyadic x) {
        return new Pseudonumber(Kind.OVER, x);
    }

    public static Pseudonumber under(Dyadic x) {
        return new Pseudonumber(Kind.UNDER, x);
    }

    public Kind kind() {
        return kind;
    }

    /** The number x of x, x over and x under; zero for on and off. */
    public Dyadic number() {
        return number;
    }

    public Pseudonumber negate() {
        return switch (kind) {
            case ON -> OFF;
            case OFF -> ON;
            case NUMBER -> number(number.negate());
            case OVER -> under(number.negate());
            case UNDER -> over(number.negate());
        };
    }

    @Override
    public int compareTo(Pseudonumber o) {
        if (kind == Kind.ON || kind == Kind.OFF || o.kind == Kind.ON || o.kind == Kind.OFF) {
            return Integer.compare(infinity(), o.infinity());
        }
        int c = number.compareTo(o.number);
        return c != 0 ? c : Integer.compare(tilt(), o.tilt());
    }

    private int tilt() {
        return kind == Kind.OVER ? 1 : kind == Kind.UNDER ? -1 : 0;
    }

    private int infinity() {
        return kind == Kind.ON ? 1 : kind == Kind.OFF ? -1 : 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pseudonumber p && p.kind == kind && p.number.equals(number);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, number);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case ON -> "on";
            case OFF -> "off";
            case NUMBER -> number.toString();
            case OVER -> (number.isZero() ? "" : number.toString()) + "over";
            case UNDER -> (number.isZero() ? "" : number.toString()) + "under";
        };
    }
}

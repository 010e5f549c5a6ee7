package cgt.partizan;

import java.util.Arrays;

/**
 * An uptimal: x + d1.↑ + d2.↑^2 + ... + dn.↑^n + *m, where ↑^i is the i-th up power ({@code ^<i>}).
 * The coefficients are d1..dn, with dn != 0 (an empty array for number + nimber).
 *
 * @param number the number part x
 * @param coefficients d1..dn (the array is the record's own: do not change it)
 * @param nimber m
 */
public record UptimalExpansion(Dyadic number, int[] coefficients, int nimber) implements Comparable<UptimalExpansion> {

    public UptimalExpansion {
        int n = coefficients.length;
        while (n > 0 && coefficients[n - 1] == 0) {
            n--;
        }
        coefficients = Arrays.copyOf(coefficients, n);
    }

    public int length() {
        return coefficients.length;
    }

    /** d_i, 1-based; 0 beyond the length. */
    public int coefficient(int i) {
        return i <= coefficients.length ? coefficients[i - 1] : 0;
    }

    /** One coefficient ±1 and the others 0: x ± ↑^n + *m. */
    public boolean isUnit() {
        boolean found = false;
        for (int d : coefficients) {
            if (d != 0) {
                if (found || Math.abs(d) != 1) {
                    return false;
                }
                found = true;
            }
        }
        return true;
    }

    /** All coefficients equal to +1, or all to -1: x ± ↑^[n] + *m. */
    public boolean isUnitSum() {
        if (coefficients.length == 0) {
            return true;
        }
        int d = coefficients[0];
        if (Math.abs(d) != 1) {
            return false;
        }
        for (int c : coefficients) {
            if (c != d) {
                return false;
            }
        }
        return true;
    }

    UptimalExpansion negate() {
        int[] c = new int[coefficients.length];
        for (int i = 0; i < c.length; i++) {
            c[i] = -coefficients[i];
        }
        return new UptimalExpansion(number.negate(), c, nimber);
    }

    /** Adds 1 to d1..d_toLength (extending with 1s) and toggles the star. */
    UptimalExpansion increment(int toLength) {
        int[] c = Arrays.copyOf(coefficients, Math.max(toLength, coefficients.length));
        for (int i = 0; i < toLength; i++) {
            c[i] += 1;
        }
        return new UptimalExpansion(number, c, nimber ^ 1);
    }

    /** CGSuite's order among uptimals: number, then coefficients in turn, then length, then nimber. */
    @Override
    public int compareTo(UptimalExpansion o) {
        int c = number.compareTo(o.number);
        for (int i = 0; c == 0 && i < length() && i < o.length(); i++) {
            c = Integer.compare(coefficients[i], o.coefficients[i]);
        }
        if (c == 0) {
            c = Integer.compare(length(), o.length());
        }
        if (c == 0) {
            c = Integer.compare(nimber, o.nimber);
        }
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UptimalExpansion u && u.number.equals(number) && u.nimber == nimber
                && Arrays.equals(u.coefficients, coefficients);
    }

    @Override
    public int hashCode() {
        return (number.hashCode() * 31 + Arrays.hashCode(coefficients)) * 31 + nimber;
    }

    @Override
    public String toString() {
        return number + "." + Arrays.toString(coefficients) + (nimber == 0 ? "" : "*" + nimber);
    }
}

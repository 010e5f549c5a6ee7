package cgt.partizan;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * An exact dyadic rational m / 2^k: the numbers of short partizan games. Integers may be of any size.
 *
 * <p>Values are kept normalised (the numerator is odd unless the exponent is 0), so that equal numbers
 * have equal fields. Small values live in a {@code long} numerator and fall back to {@link BigInteger}
 * only when an operation would overflow: the numbers of real games are small, and their arithmetic is
 * on hot paths of the canonical-form engine.
 */
public final class Dyadic implements Comparable<Dyadic> {

    public static final Dyadic ZERO = new Dyadic(0, 0, null);
    public static final Dyadic ONE = new Dyadic(1, 0, null);
    public static final Dyadic MINUS_ONE = new Dyadic(-1, 0, null);
    public static final Dyadic TWO = new Dyadic(2, 0, null);
    public static final Dyadic MINUS_TWO = new Dyadic(-2, 0, null);
    public static final Dyadic HALF = new Dyadic(1, 1, null);

    private static final int CACHE_LOW = -64;
    private static final int CACHE_HIGH = 64;
    private static final Dyadic[] SMALL_INTEGERS = smallIntegers();

    /** The numerator when it fits in a long (then {@link #big} is null). */
    private final long num;
    /** The numerator when it does not fit in a long, else null. */
    private final BigInteger big;
    /** The value is numerator / 2^exp; exp >= 0. */
    private final int exp;

    private Dyadic(long num, int exp, BigInteger big) {
        this.num = num;
        this.exp = exp;
        this.big = big;
    }

    private static Dyadic[] smallIntegers() {
        Dyadic[] a = new Dyadic[CACHE_HIGH - CACHE_LOW + 1];
        for (int i = CACHE_LOW; i <= CACHE_HIGH; i++) {
            a[i - CACHE_LOW] = new Dyadic(i, 0, null);
        }
        return a;
    }

    /** The integer n. */
    public static Dyadic of(long n) {
        if (n >= CACHE_LOW && n <= CACHE_HIGH) {
            return SMALL_INTEGERS[(int) n - CACHE_LOW];
        }
        return new Dyadic(n, 0, null);
    }

    /** The integer n. */
    public static Dyadic of(BigInteger n) {
        return of(n, 0);
    }

    /** numerator / 2^exponent, normalised. */
    public static Dyadic of(long numerator, int exponent) {
        if (exponent < 0) {
            throw new IllegalArgumentException("negative exponent " + exponent);
        }
        if (numerator == 0) {
            return ZERO;
        }
        int shift = Math.min(Long.numberOfTrailingZeros(numerator), exponent);
        long n = numerator >> shift;
        int e = exponent - shift;
        return e == 0 ? of(n) : new Dyadic(n, e, null);
    }

    /** numerator / 2^exponent, normalised. */
    public static Dyadic of(BigInteger numerator, int exponent) {
        if (exponent < 0) {
            throw new IllegalArgumentException("negative exponent " + exponent);
        }
        if (numerator.signum() == 0) {
            return ZERO;
        }
        int shift = Math.min(numerator.getLowestSetBit(), exponent);
        BigInteger n = numerator.shiftRight(shift);
        int e = exponent - shift;
        if (n.bitLength() <= 63) {
            return e == 0 ? of(n.longValue()) : new Dyadic(n.longValue(), e, null);
        }
        return new Dyadic(0, e, n);
    }

    /** True when n * 2^shift fits comfortably in a long (with a bit to spare for one addition). */
    private static boolean shiftable(long n, int shift) {
        if (shift >= 62) {
            return n == 0;
        }
        long bound = 1L << (62 - shift);
        return n > -bound && n < bound;
    }

    /** The numerator of the normalised fraction. */
    public BigInteger numerator() {
        return big != null ? big : BigInteger.valueOf(num);
    }

    /** k, where the denominator of the normalised fraction is 2^k. */
    public int exponent() {
        return exp;
    }

    /** The denominator of the normalised fraction, 2^k. */
    public BigInteger denominator() {
        return BigInteger.ONE.shiftLeft(exp);
    }

    public boolean isInteger() {
        return exp == 0;
    }

    public boolean isZero() {
        return big == null && num == 0;
    }

    public int signum() {
        return big != null ? big.signum() : Long.signum(num);
    }

    /** True when the numerator fits in a long: the fast paths apply. */
    boolean isSmall() {
        return big == null;
    }

    /** The numerator as a long; only meaningful when {@link #isSmall()}. */
    long smallNumerator() {
        return num;
    }

    /** What {@link #orderKey()} returns for a number without a key. */
    static final long NO_ORDER_KEY = Long.MIN_VALUE;
    private static final int ORDER_KEY_SHIFT = 24;

    /**
     * The value times 2^24 as a long, when that is exact and far from overflowing (denominators up to 2^24,
     * magnitudes below 2^37), else {@link #NO_ORDER_KEY}: keys compare as the numbers do, so that the hot
     * comparisons of the canonical-form engine need not read the number itself.
     */
    long orderKey() {
        if (big != null || exp > ORDER_KEY_SHIFT || !shiftable(num, ORDER_KEY_SHIFT - exp + 1)) {
            return NO_ORDER_KEY;
        }
        return num << (ORDER_KEY_SHIFT - exp);
    }

    /** The value as an int, for integers known to be small (up multiples, nimbers). */
    public int intValueExact() {
        if (exp != 0) {
            throw new ArithmeticException(this + " is not an integer");
        }
        if (big != null || num < Integer.MIN_VALUE || num > Integer.MAX_VALUE) {
            throw new ArithmeticException(this + " does not fit in an int");
        }
        return (int) num;
    }

    public Dyadic negate() {
        if (big != null) {
            return of(big.negate(), exp);
        }
        if (num == Long.MIN_VALUE) {
            return of(BigInteger.valueOf(num).negate(), exp);
        }
        return exp == 0 ? of(-num) : new Dyadic(-num, exp, null);
    }

    public Dyadic abs() {
        return signum() < 0 ? negate() : this;
    }

    public Dyadic add(Dyadic o) {
        if (o.isZero()) {
            return this;
        }
        if (isZero()) {
            return o;
        }
        if (big == null && o.big == null) {
            int e = Math.max(exp, o.exp);
            int sa = e - exp;
            int sb = e - o.exp;
            // Shifting is exact while the shifted value keeps its sign bit; addExact catches the rest.
            if (shiftable(num, sa) && shiftable(o.num, sb)) {
                long a = num << sa;
                long b = o.num << sb;
                long s = a + b;
                if (((a ^ s) & (b ^ s)) >= 0) {
                    return of(s, e);
                }
            }
        }
        int e = Math.max(exp, o.exp);
        BigInteger a = numerator().shiftLeft(e - exp);
        BigInteger b = o.numerator().shiftLeft(e - o.exp);
        return of(a.add(b), e);
    }

    public Dyadic subtract(Dyadic o) {
        return add(o.negate());
    }

    /** This number divided by 2^k. */
    public Dyadic shiftRight(int k) {
        if (isZero()) {
            return this;
        }
        if (big != null) {
            return of(big, exp + k);
        }
        return of(num, exp + k);
    }

    /** This number times 2^k. */
    public Dyadic shiftLeft(int k) {
        if (isZero() || k == 0) {
            return this;
        }
        if (k <= exp) {
            return big != null ? of(big, exp - k) : of(num, exp - k);
        }
        return of(numerator().shiftLeft(k - exp), 0);
    }

    /** This number times a small integer. */
    public Dyadic multiply(long factor) {
        if (factor == 0 || isZero()) {
            return ZERO;
        }
        if (factor == 1) {
            return this;
        }
        if (factor == -1) {
            return negate();
        }
        if (big == null) {
            long hi = Math.multiplyHigh(num, factor);
            long lo = num * factor;
            if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
                return of(lo, exp);
            }
        }
        return of(numerator().multiply(BigInteger.valueOf(factor)), exp);
    }

    /** The mean (a + b) / 2. */
    public Dyadic mean(Dyadic o) {
        return add(o).shiftRight(1);
    }

    /** The greatest integer not above this number. */
    public Dyadic floor() {
        if (exp == 0) {
            return this;
        }
        if (big == null) {
            // An arithmetic shift rounds toward negative infinity; Java takes a long's shift count mod 64, so a
            // denominator of 2^64 or more (|num| < 2^63: the number is strictly between -1 and 1) is read here.
            return exp >= Long.SIZE - 1 ? (num < 0 ? MINUS_ONE : ZERO) : of(num >> exp);
        }
        return of(big.shiftRight(exp));
    }

    /** The least integer not below this number. */
    public Dyadic ceil() {
        return exp == 0 ? this : floor().add(ONE);
    }

    @Override
    public int compareTo(Dyadic o) {
        if (this == o) {
            return 0;
        }
        if (big == null && o.big == null) {
            if (exp == o.exp) {
                return Long.compare(num, o.num);
            }
            int e = Math.max(exp, o.exp);
            int sa = e - exp;
            int sb = e - o.exp;
            if (shiftable(num, sa) && shiftable(o.num, sb)) {
                return Long.compare(num << sa, o.num << sb);
            }
        }
        int s = signum();
        int os = o.signum();
        if (s != os) {
            return Integer.compare(s, os);
        }
        int e = Math.max(exp, o.exp);
        return numerator().shiftLeft(e - exp).compareTo(o.numerator().shiftLeft(e - o.exp));
    }

    public boolean lessThan(Dyadic o) {
        return compareTo(o) < 0;
    }

    public boolean greaterThan(Dyadic o) {
        return compareTo(o) > 0;
    }

    public Dyadic max(Dyadic o) {
        return compareTo(o) >= 0 ? this : o;
    }

    public Dyadic min(Dyadic o) {
        return compareTo(o) <= 0 ? this : o;
    }

    /**
     * The simplest number strictly between low and high (either may be null for no bound): the number
     * born earliest, which is the value of {low | high} when both sides are numbers with low &lt; high.
     */
    public static Dyadic simplestBetween(Dyadic low, Dyadic high) {
        if (low != null && high != null && low.compareTo(high) >= 0) {
            throw new IllegalArgumentException("no number lies strictly between " + low + " and " + high);
        }
        // The integer nearest 0 in the open interval, if there is one.
        if ((low == null || low.signum() < 0) && (high == null || high.signum() > 0)) {
            return ZERO;
        }
        if (high == null || (low != null && low.signum() >= 0)) {
            Dyadic candidate = low.floor().add(ONE);
            if (high == null || candidate.compareTo(high) < 0) {
                return candidate;
            }
        } else {
            Dyadic candidate = high.ceil().subtract(ONE);
            if (low == null || candidate.compareTo(low) > 0) {
                return candidate;
            }
        }
        // No integer strictly between: the interval lies within [n, n+1]. The simplest number is the one
        // with the smallest denominator, found by halving until a multiple of 1/2^k fits.
        for (int k = 1;; k++) {
            Dyadic scaled = low.shiftLeft(k);
            Dyadic candidate = scaled.floor().add(ONE).shiftRight(k);
            if (candidate.compareTo(high) < 0) {
                return candidate;
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Dyadic d)) {
            return false;
        }
        if (exp != d.exp) {
            return false;
        }
        if (big == null && d.big == null) {
            return num == d.num;
        }
        return big != null && big.equals(d.big);
    }

    @Override
    public int hashCode() {
        int h = big != null ? big.hashCode() : Long.hashCode(num);
        return h * 31 + exp;
    }

    /** CGSuite's form: {@code 3}, {@code -5}, {@code 3/4}, {@code -9/8}. */
    @Override
    public String toString() {
        String n = big != null ? big.toString() : Long.toString(num);
        return exp == 0 ? n : n + "/" + denominator();
    }

    /** An approximation, for drawing. */
    public double doubleValue() {
        if (big == null && exp < 1023) {
            return num / Math.pow(2, exp);
        }
        return new BigDecimal(numerator()).divide(new BigDecimal(denominator())).doubleValue();
    }
}

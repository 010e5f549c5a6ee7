package cgt.nimber;

import java.util.BitSet;

/**
 * Nim arithmetic: the minimal excludant, nim-addition and Conway's nim-multiplication, under which the
 * numbers 0 .. 2^64-1 form the finite field GF(2^64) ("the nimber field" restricted to 64 bits).
 *
 * <p>Nim-addition is bitwise exclusive or. Nim-multiplication is the unique operation that makes the
 * nimbers a field and satisfies a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' &lt; a, b' &lt; b}; it is computed by
 * splitting each factor at a Fermat 2-power F = 2^(2^k), where F ⊗ F = F ⊕ F/2 and x ⊗ F = x·F for x &lt; F.
 */
public final class Nimbers {

    /** Nim-products of two bytes, so that the recursion stops at 8-bit factors. */
    private static final byte[] BYTE_PRODUCTS = byteProducts();

    private Nimbers() {
    }

    /** The nim-sum a ⊕ b. */
    public static long nimSum(long a, long b) {
        return a ^ b;
    }

    /** The nim-sum of all the values. */
    public static long nimSum(long... values) {
        long s = 0;
        for (long v : values) {
            s ^= v;
        }
        return s;
    }

    /**
     * The minimal excludant: the least non-negative integer not among the values. Negative values are
     * ignored.
     */
    public static int mex(int... values) {
        // Only values below values.length can matter: n values cannot exclude more than 0..n-1.
        boolean[] seen = new boolean[values.length + 1];
        for (int v : values) {
            if (v >= 0 && v < seen.length) {
                seen[v] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }

    /** The minimal excludant of a collection of values. */
    public static long mex(Iterable<? extends Number> values) {
        BitSet seen = new BitSet();
        for (Number n : values) {
            long v = n.longValue();
            if (v >= 0 && v < Integer.MAX_VALUE) {
                seen.set((int) v);
            }
        }
        return seen.nextClearBit(0);
    }

    /** The nim-product a ⊗ b of two 64-bit nimbers (treated as unsigned). */
    public static long nimProduct(long a, long b) {
        return multiply(a, b, 64);
    }

    /** The nim-square a ⊗ a. */
    public static long nimSquare(long a) {
        return nimProduct(a, a);
    }

    /** a raised to the e-th nim-power (e ≥ 0, an ordinary exponent). */
    public static long nimPower(long a, long e) {
        if (e < 0) {
            throw new IllegalArgumentException("negative exponent " + e);
        }
        long result = 1;
        long base = a;
        while (e != 0) {
            if ((e & 1) != 0) {
                result = nimProduct(result, base);
            }
            base = nimProduct(base, base);
            e >>>= 1;
        }
        return result;
    }

    /**
     * The nim-inverse: the b with a ⊗ b = 1. In GF(2^64), a^(2^64 - 2) = a^-1, and 2^64 - 2 = 2 + 4 + ... +
     * 2^63, so the inverse is the product of the repeated nim-squares a^2, a^4, ..., a^(2^63).
     *
     * @throws ArithmeticException if a = 0
     */
    public static long nimInverse(long a) {
        if (a == 0) {
            throw new ArithmeticException("0 has no nim-inverse");
        }
        long result = 1;
        long square = a;
        for (int i = 1; i < 64; i++) {
            square = nimSquare(square);
            result = nimProduct(result, square);
        }
        return result;
    }

    /** The nim-quotient a ⊘ b = a ⊗ b^-1. */
    public static long nimQuotient(long a, long b) {
        return nimProduct(a, nimInverse(b));
    }

    /** Multiplies two nimbers below 2^bits, where bits is a power of two from 8 to 64. */
    private static long multiply(long a, long b, int bits) {
        if (a == 0 || b == 0) {
            return 0;
        }
        if (a == 1) {
            return b;
        }
        if (b == 1) {
            return a;
        }
        if (bits <= 8) {
            return BYTE_PRODUCTS[(int) ((a << 8) | b)] & 0xFF;
        }
        int half = bits >>> 1;
        long mask = (1L << half) - 1; // half < 64, so this is exact
        long a1 = a >>> half;
        long a0 = a & mask;
        long b1 = b >>> half;
        long b0 = b & mask;
        if (a1 == 0 && b1 == 0) {
            return multiply(a0, b0, half);
        }
        // Karatsuba: a1b0 ⊕ a0b1 = (a1⊕a0)(b1⊕b0) ⊕ a1b1 ⊕ a0b0; three products instead of four.
        long high = multiply(a1, b1, half);
        long low = multiply(a0, b0, half);
        long cross = multiply(a1 ^ a0, b1 ^ b0, half);
        // (a1F ⊕ a0)(b1F ⊕ b0) = (a1b1 ⊕ cross') F ⊕ a0b0 ⊕ a1b1 ⊗ F/2, with F ⊗ F = F ⊕ F/2.
        long upper = cross ^ low; // = a1b1 ⊕ a1b0 ⊕ a0b1
        long halfF = 1L << (half - 1);
        return (upper << half) ^ low ^ multiply(high, halfF, half);
    }

    private static byte[] byteProducts() {
        // Built from the definition by way of the 4-bit products, each level from the one below.
        byte[] table = new byte[256 * 256];
        int[][] small = new int[16][16];
        for (int a = 0; a < 16; a++) {
            for (int b = 0; b < 16; b++) {
                small[a][b] = smallProduct(a, b, 4);
            }
        }
        for (int a = 0; a < 256; a++) {
            for (int b = 0; b < 256; b++) {
                table[(a << 8) | b] = (byte) splitProduct(a, b, 8, small);
            }
        }
        return table;
    }

    /** Product of nimbers below 2^bits (bits ≤ 4) by the Fermat split, bottoming out at 1 bit. */
    private static int smallProduct(int a, int b, int bits) {
        if (bits == 1) {
            return a & b;
        }
        int half = bits >>> 1;
        int mask = (1 << half) - 1;
        int a1 = a >>> half;
        int a0 = a & mask;
        int b1 = b >>> half;
        int b0 = b & mask;
        int high = smallProduct(a1, b1, half);
        int low = smallProduct(a0, b0, half);
        int cross = smallProduct(a1 ^ a0, b1 ^ b0, half) ^ high ^ low;
        return ((high ^ cross) << half) ^ low ^ smallProduct(high, 1 << (half - 1), half);
    }

    private static int splitProduct(int a, int b, int bits, int[][] small) {
        int half = bits >>> 1; // 4
        int a1 = a >>> half;
        int a0 = a & 15;
        int b1 = b >>> half;
        int b0 = b & 15;
        int high = small[a1][b1];
        int low = small[a0][b0];
        int cross = small[a1 ^ a0][b1 ^ b0] ^ high ^ low;
        return ((high ^ cross) << half) ^ low ^ small[high][1 << (half - 1)];
    }
}

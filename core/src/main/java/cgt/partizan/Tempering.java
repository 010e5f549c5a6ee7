package cgt.partizan;

import java.util.IdentityHashMap;

/**
 * Parity and tempering of canonical forms (Winning Ways; Siegel's CGT; CGSuite's IsEven, IsOdd, IsEvenTempered,
 * IsOddTempered). G is even when every option is odd (so 0 is even), and odd when it has an option and every
 * option is even: the integer n is even or odd as n is, n* the other way, and 1/2 = {0 | 1} is neither. G is
 * even-tempered when it is a number or every option is odd-tempered, odd-tempered when it is not a number and
 * every option is even-tempered: x* is odd-tempered, ↑ and *2 neither.
 */
public final class Tempering {

    /** Bits of a settled game: even, odd, even-tempered, odd-tempered. */
    private static final int EVEN = 1;
    private static final int ODD = 2;
    private static final int EVEN_TEMPERED = 4;
    private static final int ODD_TEMPERED = 8;

    private final IdentityHashMap<CanonicalGame, Integer> memo = new IdentityHashMap<>();

    private Tempering() {
    }

    public static boolean isEven(CanonicalGame g) {
        return (new Tempering().bits(g) & EVEN) != 0;
    }

    public static boolean isOdd(CanonicalGame g) {
        return (new Tempering().bits(g) & ODD) != 0;
    }

    public static boolean isEvenTempered(CanonicalGame g) {
        return (new Tempering().bits(g) & EVEN_TEMPERED) != 0;
    }

    public static boolean isOddTempered(CanonicalGame g) {
        return (new Tempering().bits(g) & ODD_TEMPERED) != 0;
    }

    private int bits(CanonicalGame g) {
        if (g.isNumberUpStar()) {
            return nusBits(g);
        }
        BottomUp.overOptions(g, x -> x.isNumberUpStar() || memo.containsKey(x), this::fromOptions);
        return memo.get(g);
    }

    /** x + n.↑ + *k read off its parts: ups, *k with k &gt;= 2 and non-integer x leave only what tempering says. */
    private static int nusBits(CanonicalGame g) {
        int ups = g.upMultiple();
        int nim = g.nimberPart();
        int bits = 0;
        if (ups == 0 && nim <= 1) {
            bits |= nim == 0 ? EVEN_TEMPERED : ODD_TEMPERED;
            Dyadic x = g.numberPart();
            if (x.isInteger()) {
                boolean odd = x.numerator().testBit(0) ^ (nim == 1);
                bits |= odd ? ODD : EVEN;
            }
        }
        return bits;
    }

    private int settled(CanonicalGame g) {
        return g.isNumberUpStar() ? nusBits(g) : memo.get(g);
    }

    private void fromOptions(CanonicalGame g) {
        int all = EVEN | ODD | EVEN_TEMPERED | ODD_TEMPERED;
        for (CanonicalGame[] side : new CanonicalGame[][] {g.leftArray(), g.rightArray()}) {
            for (CanonicalGame o : side) {
                int b = settled(o);
                if ((b & ODD) == 0) {
                    all &= ~EVEN;
                }
                if ((b & EVEN) == 0) {
                    all &= ~ODD;
                }
                if ((b & ODD_TEMPERED) == 0) {
                    all &= ~EVEN_TEMPERED;
                }
                if ((b & EVEN_TEMPERED) == 0) {
                    all &= ~ODD_TEMPERED;
                }
            }
        }
        // A general canonical game has options and is not a number (numbers are number-up-stars).
        memo.put(g, all);
    }
}

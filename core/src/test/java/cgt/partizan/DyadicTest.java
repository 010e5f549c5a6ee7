package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DyadicTest {

    private static Dyadic d(long n, int e) {
        return Dyadic.of(n, e);
    }

    @Test
    void normalisesAndPrintsLikeCgsuite() {
        assertThat(d(6, 2)).isEqualTo(d(3, 1)).hasToString("3/2");
        assertThat(d(-9, 3)).hasToString("-9/8");
        assertThat(d(8, 3)).isEqualTo(Dyadic.ONE).hasToString("1");
        assertThat(Dyadic.ZERO).hasToString("0");
        assertThat(d(3, 2).exponent()).isEqualTo(2);
    }

    @Test
    void arithmeticIsExact() {
        assertThat(d(1, 1).add(d(1, 1))).isEqualTo(Dyadic.ONE);
        assertThat(d(3, 2).subtract(d(1, 3))).isEqualTo(d(5, 3));
        assertThat(d(3, 2).negate()).isEqualTo(d(-3, 2));
        assertThat(d(7, 2).floor()).isEqualTo(Dyadic.of(1));
        assertThat(d(-7, 2).floor()).isEqualTo(Dyadic.of(-2));
        // Denominators of 2^64 and more: a long's shift count is taken mod 64, which once made -3/2^65 floor to -2.
        assertThat(d(-3, 65).floor()).isEqualTo(Dyadic.of(-1));
        assertThat(d(3, 65).floor()).isEqualTo(Dyadic.ZERO);
        assertThat(d(-1, 64).floor()).isEqualTo(Dyadic.of(-1));
        assertThat(d(-7, 2).ceil()).isEqualTo(Dyadic.of(-1));
        assertThat(d(5, 0).mean(d(2, 0))).isEqualTo(d(7, 1));
        assertThat(d(3, 3).multiply(-4)).isEqualTo(d(-3, 1));
    }

    @Test
    void integersOfAnySize() {
        Dyadic big = Dyadic.of(Long.MAX_VALUE);
        Dyadic sum = big.add(big).add(Dyadic.ONE);
        assertThat(sum.numerator()).isEqualTo(BigInteger.valueOf(Long.MAX_VALUE).shiftLeft(1).add(BigInteger.ONE));
        assertThat(sum.subtract(big).subtract(big)).isEqualTo(Dyadic.ONE);
        assertThat(sum.compareTo(big)).isPositive();
        Dyadic tiny = Dyadic.ONE.shiftRight(200);
        assertThat(tiny.add(Dyadic.ONE).subtract(Dyadic.ONE)).isEqualTo(tiny);
        assertThat(tiny.exponent()).isEqualTo(200);
        assertThat(Dyadic.of(new BigInteger("123456789012345678901234567890"))).hasToString("123456789012345678901234567890");
    }

    @Test
    void arithmeticAgreesWithBigIntegersOnRandomValues() {
        Random r = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            long a = r.nextLong() >> r.nextInt(64);
            long b = r.nextLong() >> r.nextInt(64);
            int ea = r.nextInt(70);
            int eb = r.nextInt(70);
            Dyadic x = d(a, ea);
            Dyadic y = d(b, eb);
            int e = Math.max(ea, eb);
            BigInteger xa = BigInteger.valueOf(a).shiftLeft(e - ea);
            BigInteger yb = BigInteger.valueOf(b).shiftLeft(e - eb);
            assertThat(x.add(y)).isEqualTo(Dyadic.of(xa.add(yb), e));
            assertThat(Integer.signum(x.compareTo(y))).isEqualTo(xa.compareTo(yb));
        }
    }

    @Test
    void simplestNumberBetween() {
        assertThat(Dyadic.simplestBetween(d(-1, 0), d(1, 0))).isEqualTo(Dyadic.ZERO);
        assertThat(Dyadic.simplestBetween(d(0, 0), d(1, 0))).isEqualTo(d(1, 1));
        assertThat(Dyadic.simplestBetween(d(1, 1), d(1, 0))).isEqualTo(d(3, 2));
        assertThat(Dyadic.simplestBetween(d(3, 0), null)).isEqualTo(d(4, 0));
        assertThat(Dyadic.simplestBetween(null, d(-2, 0))).isEqualTo(d(-3, 0));
        assertThat(Dyadic.simplestBetween(null, d(5, 0))).isEqualTo(Dyadic.ZERO);
        assertThat(Dyadic.simplestBetween(d(1, 0), d(7, 0))).isEqualTo(d(2, 0));
        assertThat(Dyadic.simplestBetween(d(-7, 0), d(-1, 0))).isEqualTo(d(-2, 0));
        assertThat(Dyadic.simplestBetween(d(5, 3), d(3, 1))).isEqualTo(Dyadic.ONE); // 5/8 < 1 < 3/2
        assertThat(Dyadic.simplestBetween(d(1, 2), d(3, 3))).isEqualTo(d(5, 4)); // 1/4 < 5/16 < 3/8
        assertThatThrownBy(() -> Dyadic.simplestBetween(Dyadic.ONE, Dyadic.ONE)).isInstanceOf(IllegalArgumentException.class);
    }
}

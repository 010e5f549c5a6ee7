package cgt.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SizesTest {

    @Test
    void binomialsMatchPascalsTriangle() {
        BigInteger[] row = {BigInteger.ONE};
        for (int n = 1; n <= 80; n++) {
            BigInteger[] next = new BigInteger[n + 1];
            next[0] = BigInteger.ONE;
            next[n] = BigInteger.ONE;
            for (int k = 1; k < n; k++) {
                next[k] = row[k - 1].add(row[k]);
            }
            row = next;
            for (int k = 0; k <= n; k++) {
                assertThat(Sizes.binomial(n, k)).as("C(%d,%d)", n, k).isEqualTo(row[k]);
            }
        }
    }

    @Test
    void smallCountsAreExactAndHugeOnesKeepTheirExponent() {
        assertThat(Sizes.approx(BigInteger.valueOf(1234567))).isEqualTo("1,234,567");
        assertThat(Sizes.approx(BigInteger.TEN.pow(5000).multiply(BigInteger.valueOf(123)))).isEqualTo("1.23e+5002");
        Random random = new Random(16);
        for (int i = 0; i < 60; i++) {
            BigInteger n = new BigInteger(1 + random.nextInt(6000), random);
            String text = Sizes.approx(n);
            assertThat(text).doesNotContain("Infinity").hasSizeLessThan(30);
            if (n.toString().length() > 15) {
                assertThat(text).endsWith("e+" + (n.toString().length() - 1)).startsWith(n.toString().substring(0, 1));
            }
        }
    }
}

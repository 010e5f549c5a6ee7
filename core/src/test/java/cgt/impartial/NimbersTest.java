package cgt.impartial;

import static cgt.nimber.Nimbers.mex;
import static cgt.nimber.Nimbers.nimInverse;
import static cgt.nimber.Nimbers.nimProduct;
import static cgt.nimber.Nimbers.nimSum;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.nimber.Nimbers;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NimbersTest {

    @Test
    void mexIsTheLeastExcludedValue() {
        assertThat(mex()).isZero();
        assertThat(mex(1, 2, 3)).isZero();
        assertThat(mex(0, 1, 2)).isEqualTo(3);
        assertThat(mex(3, 2, 1)).isZero();
        assertThat(mex(0, 2, 0, 5)).isEqualTo(1);
        assertThat(mex(4, 0, 3, 1, 2)).isEqualTo(5);
        assertThat(Nimbers.mex(List.of(0L, 1L, 3L))).isEqualTo(2);
    }

    @Test
    void nimAdditionTableOfTheTextbook() {
        // The 8x8 nim-addition table (Winning Ways, ch. 2): row a, column b holds a ⊕ b.
        int[][] table = {
            {0, 1, 2, 3, 4, 5, 6, 7},
            {1, 0, 3, 2, 5, 4, 7, 6},
            {2, 3, 0, 1, 6, 7, 4, 5},
            {3, 2, 1, 0, 7, 6, 5, 4},
            {4, 5, 6, 7, 0, 1, 2, 3},
            {5, 4, 7, 6, 1, 0, 3, 2},
            {6, 7, 4, 5, 2, 3, 0, 1},
            {7, 6, 5, 4, 3, 2, 1, 0},
        };
        for (int a = 0; a < 8; a++) {
            for (int b = 0; b < 8; b++) {
                assertThat(nimSum(a, b)).isEqualTo(table[a][b]);
            }
        }
        assertThat(nimSum(3, 4, 5)).isEqualTo(2);
        assertThat(nimSum(10, 12, 5)).isEqualTo(3);
    }

    @Test
    void nimAdditionIsTheMexDefinition() {
        // a ⊕ b = mex{a' ⊕ b, a ⊕ b'}: the Sprague-Grundy value of the sum of two Nim heaps.
        for (int a = 0; a < 24; a++) {
            for (int b = 0; b < 24; b++) {
                int[] options = new int[a + b];
                int k = 0;
                for (int x = 0; x < a; x++) {
                    options[k++] = (int) nimSum(x, b);
                }
                for (int y = 0; y < b; y++) {
                    options[k++] = (int) nimSum(a, y);
                }
                assertThat(nimSum(a, b)).isEqualTo(mex(options));
            }
        }
    }

    @Test
    void nimMultiplicationOfSmallNimbers() {
        // ONAG / Winning Ways: 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, 3 ⊗ 3 = 2; Fermat 2-powers: 4 ⊗ 4 = 6, 16 ⊗ 16 = 24.
        assertThat(nimProduct(2, 2)).isEqualTo(3);
        assertThat(nimProduct(2, 3)).isEqualTo(1);
        assertThat(nimProduct(3, 3)).isEqualTo(2);
        assertThat(nimProduct(4, 4)).isEqualTo(6);
        assertThat(nimProduct(2, 4)).isEqualTo(8);
        assertThat(nimProduct(8, 8)).isEqualTo(13);
        assertThat(nimProduct(16, 16)).isEqualTo(24);
        assertThat(nimProduct(256, 256)).isEqualTo(384);
        assertThat(nimProduct(1L << 32, 1L << 32)).isEqualTo(3L << 31);
    }

    @Test
    void nimMultiplicationIsTheMexDefinition() {
        // a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}, computed here from the definition alone.
        int n = 40;
        int[][] byDefinition = new int[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                int[] options = new int[a * b];
                int k = 0;
                for (int x = 0; x < a; x++) {
                    for (int y = 0; y < b; y++) {
                        options[k++] = byDefinition[x][b] ^ byDefinition[a][y] ^ byDefinition[x][y];
                    }
                }
                byDefinition[a][b] = mex(options);
                assertThat(nimProduct(a, b)).as("%d ⊗ %d", a, b).isEqualTo(byDefinition[a][b]);
            }
        }
    }

    @Test
    void theNimbersBelow2To64FormAField() {
        Random random = new Random(20261122L);
        for (int i = 0; i < 2000; i++) {
            long a = random.nextLong();
            long b = random.nextLong();
            long c = random.nextLong();
            assertThat(nimProduct(a, b)).isEqualTo(nimProduct(b, a));
            assertThat(nimProduct(nimProduct(a, b), c)).isEqualTo(nimProduct(a, nimProduct(b, c)));
            assertThat(nimProduct(a, b ^ c)).isEqualTo(nimProduct(a, b) ^ nimProduct(a, c));
            assertThat(nimProduct(a, 1)).isEqualTo(a);
            if (a != 0) {
                assertThat(nimProduct(a, nimInverse(a))).isEqualTo(1);
            }
        }
        // Closure within each Fermat 2-power: the nimbers below 2^(2^k) are a subfield.
        for (int i = 0; i < 2000; i++) {
            long a = random.nextInt(1 << 16);
            long b = random.nextInt(1 << 16);
            assertThat(nimProduct(a, b)).isLessThan(1 << 16);
        }
    }

    @Test
    void zeroHasNoInverse() {
        assertThatThrownBy(() -> nimInverse(0)).isInstanceOf(ArithmeticException.class);
    }
}

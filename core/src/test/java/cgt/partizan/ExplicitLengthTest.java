package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.partizan.born.BornByDay;
import cgt.task.TooBigException;
import org.junit.jupiter.api.Test;

/**
 * The length of an explicit form, which {@code value --explicit} reports when it is too long to print, is
 * exact: it once stopped adding as soon as it passed the limit and reported *16's form as 43,046,737
 * characters instead of 86,093,441.
 */
class ExplicitLengthTest {

    @Test
    void lengthEqualsThePrintedLengthForEveryGameBornByDayTwo() {
        for (CanonicalGame g : BornByDay.games(2)) {
            assertThat(GamePrinter.explicitLength(g)).as("%s", g).isEqualTo(GamePrinter.explicit(g).length());
        }
    }

    @Test
    void lengthEqualsThePrintedLengthForNimbersUpToStarEight() {
        for (int n = 0; n <= 8; n++) {
            CanonicalGame g = CanonicalGame.nimber(n);
            assertThat(GamePrinter.explicitLength(g)).as("*%d", n).isEqualTo(GamePrinter.explicit(g).length());
        }
    }

    /**
     * *n = {0,*,...,*(n-1) | same}: braces and bar (3), n-1 commas on each side, and each smaller nimber twice,
     * so len(*n) = 3 + 2(n-1) + 2·Σ_{k<n} len(*k), len(0) = 1.
     */
    @Test
    void nimberLengthsFollowTheRecurrenceUpToStarThirty() {
        long sum = 1; // len(*0)
        for (int n = 1; n <= 30; n++) {
            long expected = 3 + 2L * (n - 1) + 2 * sum;
            assertThat(GamePrinter.explicitLength(CanonicalGame.nimber(n))).as("*%d", n).isEqualTo(expected);
            sum += expected;
        }
        assertThat(GamePrinter.explicitLength(CanonicalGame.nimber(16))).isEqualTo(86_093_441L);
    }

    @Test
    void tooLongFormIsRefusedWithItsExactLength() {
        assertThatThrownBy(() -> GamePrinter.explicit(CanonicalGame.nimber(16)))
                .isInstanceOf(TooBigException.class).hasMessageContaining("86,093,441 characters");
    }

    @Test
    void lengthBeyondALongSaturates() {
        assertThat(GamePrinter.explicitLength(CanonicalGame.nimber(60))).isEqualTo(Long.MAX_VALUE);
    }
}

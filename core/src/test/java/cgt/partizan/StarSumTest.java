package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.task.TooBigException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A hot game plus a large nimber (fuzz finding: ±9 + *256 took 12 s, the time cubic in the nimber) either
 * answers with the right canonical form or is refused with its size, never runs for hours.
 */
class StarSumTest {

    private static CanonicalGame pm9() {
        return CanonicalGame.plusMinus(List.of(CanonicalGame.integer(9)));
    }

    /** {9*n | -9*n}: built directly from its options, the route independent of the sum. */
    private static CanonicalGame expected(int n) {
        return CanonicalGame.of(List.of(CanonicalGame.numberUpStar(Dyadic.of(9), 0, n)),
                List.of(CanonicalGame.numberUpStar(Dyadic.of(-9), 0, n)));
    }

    @Test
    void smallNimbersFollowThePattern() {
        for (int n = 0; n <= 20; n++) {
            assertThat(pm9().plus(CanonicalGame.nimber(n))).as("±9 + *%d", n).isEqualTo(expected(n));
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS) // a guard against a hang, not a speed claim
    void plusMinusNinePlusStar256IsComputed() {
        assertThat(pm9().plus(CanonicalGame.nimber(256))).isEqualTo(expected(256));
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void plusMinusNinePlusStar4096IsRefusedWithItsSize() {
        assertThatThrownBy(() -> pm9().plus(CanonicalGame.nimber(4096))).isInstanceOf(TooBigException.class)
                .hasMessageContaining("*4096").hasMessageContaining("at most");
    }
}

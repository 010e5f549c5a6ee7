package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.task.Sizes;
import cgt.task.TooBigException;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Chomp refuses a board too big to solve with its size in figures; it once said "Infinity sub-boards". */
class ChompSizeTest {

    @Test
    void hugeBoardIsRefusedWithAnExactSizeNotInfinity() {
        Chomp chomp = new Chomp();
        // C(2000, 1000) = 2.04...e+600 sub-boards: far past a double.
        assertThatThrownBy(() -> chomp.grundy(chomp.parsePosition(List.of("1000x1000")).get(0)))
                .isInstanceOf(TooBigException.class)
                .hasMessageNotContaining("Infinity")
                .hasMessageContaining("2.04e+600 sub-boards");
        assertThatThrownBy(() -> chomp.grundy(chomp.parsePosition(List.of("10000x10000")).get(0)))
                .isInstanceOf(TooBigException.class)
                .hasMessageNotContaining("Infinity")
                .hasMessageContaining("e+6018 sub-boards");
    }

    @Test
    void boardCountIsTheNumberOfStaircasesInTheBox() {
        assertThat(ChompValues.boardCount(3, 4)).isEqualTo(BigInteger.valueOf(35));
        assertThat(ChompValues.boardCount(1000, 1000)).isEqualTo(Sizes.binomial(2000, 1000));
        assertThat(ChompValues.boardCount(1000, 1000).toString()).startsWith("204").hasSize(601);
    }
}

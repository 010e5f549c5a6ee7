package cgt.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Games read from text as every face reads them: heap games by name, partizan games by expression. */
class GameArgsTest {

    @Test
    void aHeapGameIsReadByItsName() {
        assertThat(HeapGameArgs.heapGame("grundy", "kayles").grundy(4L)).isEqualTo(1);
        assertThat(HeapGameArgs.heapGame("period", "0.07").grundy(1L)).isZero(); // Dawson's Kayles: g(1) = 0
    }

    @Test
    void aGameThatIsNoHeapGameIsRefusedSayingWhatIsAccepted() {
        assertThatThrownBy(() -> HeapGameArgs.heapGame("quotient", "domineering"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("quotient needs a heap game, and domineering is not one; heap games are nim");
    }

    @Test
    void anExpressionMayBeSplitOverArguments() {
        // {1|-1} + 1 = {1+1 | -1+1}
        assertThat(PartizanArgs.parse(List.of("{1|-1}", "+", "1")).toString()).isEqualTo("{2|0}");
        assertThat(PartizanArgs.number("--cool", "-3/4").toString()).isEqualTo("-3/4");
    }

    @Test
    void aBadArgumentIsNamedInTheMessage() {
        assertThatThrownBy(() -> PartizanArgs.parse("H", "{1|")).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("H: ");
        assertThatThrownBy(() -> PartizanArgs.number("--cool", "*")).isInstanceOf(BadInputException.class)
                .hasMessage("--cool needs a number such as 1, 1/2 or -3/4, not *");
    }
}

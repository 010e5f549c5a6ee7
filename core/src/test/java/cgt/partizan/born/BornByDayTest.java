package cgt.partizan.born;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import cgt.partizan.notation.GameParser;
import cgt.task.TooBigException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BornByDayTest {

    @Test
    void countsAreOneFourTwentyTwoAndFourteenSeventyFour() {
        assertThat(BornByDay.count(0)).isEqualTo(1);
        assertThat(BornByDay.count(1)).isEqualTo(4);
        assertThat(BornByDay.count(2)).isEqualTo(22);
        assertThat(BornByDay.count(3)).isEqualTo(1474);
    }

    @Test
    void dayThreeGamesAreDistinctAndBornByDayThree() {
        List<CanonicalGame> games = BornByDay.games(3);
        assertThat(new HashSet<>(games)).hasSize(1474);
        for (CanonicalGame g : games) {
            assertThat(g.birthday().intValue()).isLessThanOrEqualTo(3);
        }
        // Numbers born by day 3: 2^4 - 1 of them.
        assertThat(games.stream().filter(CanonicalGame::isNumber).count()).isEqualTo(15);
    }

    @Test
    void dayTwoIsTheTwentyTwoGamesOfTheClassicText() {
        Set<String> printed = new HashSet<>();
        for (CanonicalGame g : BornByDay.games(2)) {
            printed.add(GamePrinter.print(g));
        }
        assertThat(printed).containsExactlyInAnyOrder("-2", "-1", "-1/2", "0", "1/2", "1", "2", "*", "*2", "^", "v",
                "^*", "v*", "1*", "-1*", "+-1", "{1|0}", "{0|-1}", "{1|*}", "{*|-1}", "{1|0,*}", "{0,*|-1}");
    }

    @Test
    void theDayTwoTable() {
        String[][] expected = {
            // Right's options:  {}    -1          *        0        {0,*}      1        Left's options:
            {"0", "-2", "0", "-1", "-1", "0"},                                         // {}
            {"0", "-1*", "0", "-1/2", "-1/2", "0"},                                    // -1
            {"0", "{*|-1}", "0", "v", "v", "0"},                                       // *
            {"1", "{0|-1}", "^", "*", "v*", "1/2"},                                    // 0
            {"1", "{0,*|-1}", "^", "^*", "*2", "1/2"},                                 // {0,*}
            {"2", "+-1", "{1|*}", "{1|0}", "{1|0,*}", "1*"},                           // 1
        };
        Set<CanonicalGame> distinct = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 6; j++) {
                CanonicalGame cell = DayTwoTable.cell(i, j);
                assertThat(GamePrinter.print(cell)).as("{%s|%s}", DayTwoTable.SIDE_NAMES.get(i),
                        DayTwoTable.SIDE_NAMES.get(j)).isEqualTo(expected[i][j]);
                assertThat(cell).isSameAs(GameParser.parse(expected[i][j]));
                distinct.add(cell);
            }
        }
        assertThat(distinct).containsExactlyInAnyOrderElementsOf(BornByDay.games(2));
    }

    @Test
    void laterDaysSayHowBigTheyAre() {
        assertThatThrownBy(() -> BornByDay.games(4)).isInstanceOf(TooBigException.class)
                .hasMessageContaining("10^28");
        assertThatThrownBy(() -> BornByDay.count(-1)).hasMessageContaining("negative");
    }
}

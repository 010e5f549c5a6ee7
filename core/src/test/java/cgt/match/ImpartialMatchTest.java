package cgt.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.analysis.Play;
import cgt.catalog.Catalog;
import cgt.input.BadInputException;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ImpartialMatchTest {

    private static ImpartialMatch match(String game, String position, boolean misere, long seed) {
        return ImpartialMatch.start(Catalog.impartial(game).orElseThrow(), Arrays.asList(position.split(" ")), Play.misereIf(misere),
                seed);
    }

    @Test
    void theComputerAlwaysWinsFromAWinningPosition() {
        // Against every opponent strategy (here: random ones), a perfect player who starts in an N-position wins.
        int played = 0;
        for (String[] start : new String[][] {{"nim", "3 4 5"}, {"kayles", "7 4"}, {"wythoff", "4,6"},
                {"chomp", "3x4"}, {"grundy", "9 5"}}) {
            for (boolean misere : new boolean[] {false, true}) {
                for (long seed = 0; seed < 5; seed++) {
                    ImpartialMatch m = match(start[0], start[1], misere, seed);
                    if (!m.playerToMoveWins()) {
                        continue;
                    }
                    Random person = new Random(seed);
                    boolean computerToMove = true;
                    while (!m.isOver()) {
                        if (computerToMove) {
                            m.computerMove();
                            assertThat(m.playerToMoveWins()).as("after cgt's move in %s", m.position()).isFalse();
                        } else {
                            List<String> moves = m.moves();
                            m.play(Arrays.asList(moves.get(person.nextInt(moves.size())).split(" ")));
                        }
                        computerToMove = !computerToMove;
                    }
                    // The player to move has no move: in normal play they lose, in misère they win.
                    assertThat(computerToMove).as("%s %s", start[0], misere ? "misère" : "normal").isEqualTo(misere);
                    played++;
                }
            }
        }
        // Positions the computer cannot win are passed over: all 50 starts are N-positions (the
        // first player wins), so every game must have been played out.
        assertThat(played).as("games played to the end").isEqualTo(50);
    }

    @Test
    void movesMustBeOneMoveAwayButHeapOrderIsForgiven() {
        ImpartialMatch m = match("nim", "3 4 5", false, 1);
        assertThatThrownBy(() -> m.play(List.of("1", "2", "3"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("not one move away");
        m.play(List.of("5", "4", "1"));
        assertThat(m.position()).isEqualTo("1 4 5");
    }
}

package cgt.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.partizan.Domineering;
import cgt.games.partizan.ToadsAndFrogs;
import cgt.input.BadInputException;
import cgt.outcome.Player;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PartizanMatchTest {

    private static <P> PartizanMatch match(PartizanRules<P> game, String position) {
        return PartizanMatch.start(game, PartizanEvaluator.of(game), List.of(position));
    }

    @Test
    void theComputerWinsEveryGameItCanWinAgainstRandomReplies() {
        Random random = new Random(4);
        int played = 0;
        for (String board : List.of("...|...", "..|..|..", "...|...|...", "....|..#.", "....|....")) {
            for (Player cgt : Player.values()) {
                for (int game = 0; game < 5; game++) {
                    PartizanMatch m = match(new Domineering(), board);
                    if (!m.winsMovingFirst(cgt)) {
                        continue;
                    }
                    Player toMove = cgt;
                    while (!m.isStuck(toMove)) {
                        RandomReplies.turn(m, toMove, cgt, random);
                        toMove = toMove.opponent();
                    }
                    assertThat(toMove).as("%s as %s", board, cgt).isEqualTo(cgt.opponent());
                    played++;
                }
            }
        }
        // Games the computer cannot win are passed over (it wins 45 of these 50 moving first): most must be played.
        assertThat(played).as("games played to the end").isGreaterThanOrEqualTo(40);
    }

    @Test
    void movesMustBeThePlayersOwn() {
        PartizanMatch m = match(new ToadsAndFrogs(), "tt.ff");
        assertThatThrownBy(() -> m.play(Player.LEFT, List.of("ttf.f"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("not a move of Left").hasMessageContaining("t.tff");
        m.play(Player.LEFT, List.of("t.tff"));
        assertThat(m.position()).isEqualTo("t.tff");
    }
}

package cgt.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.partizan.Clobber;
import cgt.games.partizan.Domineering;
import cgt.outcome.Player;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.solve.OutcomeSolver;
import cgt.rules.PartizanRules;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A match played by the win/loss search (a board too big for its value) against one played by values on boards where
 * both work: the same winner from every position met, and a computer that wins every game it can win.
 */
class PartizanMatchBySearchTest {

    private static <P> PartizanMatch bySearch(PartizanRules<P> game, String position) {
        return PartizanMatch.startBySearch(game, OutcomeSolver.of(game), List.of(position));
    }

    @Test
    void theComputerWinsEveryGameItCanWinAgainstRandomRepliesAndAgreesWithTheValues() {
        Random random = new Random(27);
        int won = 0;
        for (String board : List.of("domineering 4x4", "domineering 3x5", "domineering ....|..#.|....",
                "clobber 3x4", "clobber xoxo|ox.x|xoox", "clobber 2x6")) {
            int space = board.indexOf(' ');
            String position = board.substring(space + 1);
            PartizanRules<?> game = board.startsWith("clobber") ? new Clobber() : new Domineering();
            for (Player cgt : Player.values()) {
                PartizanMatch m = bySearch(game, position);
                if (!m.winsMovingFirst(cgt)) {
                    continue;
                }
                Player toMove = cgt;
                while (!m.isStuck(toMove)) {
                    PartizanMatch byValue = PartizanMatch.start(game, PartizanEvaluator.of(cast(game)),
                            List.of(m.position()));
                    assertThat(m.winsMovingFirst(toMove)).as("%s at %s", board, m.position())
                            .isEqualTo(byValue.winsMovingFirst(toMove));
                    RandomReplies.turn(m, toMove, cgt, random);
                    toMove = toMove.opponent();
                }
                assertThat(toMove).as("%s: the player stuck at %s", board, m.position()).isEqualTo(cgt.opponent());
                won++;
            }
        }
        assertThat(won).isGreaterThan(4);
    }

    @Test
    void aWinningMoveNamedBySearchLeavesAPositionTheOpponentLoses() {
        Domineering domineering = new Domineering();
        PartizanMatch m = bySearch(domineering, "5x5");
        for (Player p : Player.values()) {
            // 5x5 is a second-player win: no winning move for either.
            assertThat(m.winningMove(p)).isEmpty();
        }
        PartizanMatch six = bySearch(domineering, "6x6");
        String move = six.winningMove(Player.LEFT).orElseThrow();
        six.play(Player.LEFT, List.of(move));
        assertThat(six.winsMovingFirst(Player.RIGHT)).isFalse();
    }

    @Test
    void fromALostPositionTheComputerLeavesTheFewestMoves() {
        // 5x5 is a second-player win: Left, moving first, loses whatever it plays.
        Domineering domineering = new Domineering();
        PartizanMatch m = bySearch(domineering, "5x5");
        List<String> options = m.moves(Player.LEFT);
        String moved = m.computerMove(Player.LEFT);
        assertThat(options).contains(moved);
        int replies = m.moves(Player.RIGHT).size();
        for (String option : options) {
            assertThat(bySearch(domineering, option).moves(Player.RIGHT)).as(option).hasSizeGreaterThanOrEqualTo(
                    replies);
        }
    }

    @Test
    void aMatchPlayedBySearchHasNoValue() {
        PartizanMatch m = bySearch(new Domineering(), "3x3");
        assertThat(m.bySearch()).isTrue();
        assertThatThrownBy(m::value).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void boardsAreBeyondTheirValuesFromAboutWhereTheCanonicalSearchTakesSeconds() {
        Domineering domineering = new Domineering();
        Clobber clobber = new Clobber();
        assertThat(OutcomeSolver.isBeyondValues(domineering, List.of(domineering.parse("5x6")))).isFalse();
        assertThat(OutcomeSolver.isBeyondValues(domineering, List.of(domineering.parse("6x6")))).isTrue();
        assertThat(OutcomeSolver.isBeyondValues(domineering, List.of(domineering.parse("6x6"),
                domineering.parse("2x2")))).as("a sum").isFalse();
        assertThat(OutcomeSolver.isBeyondValues(clobber, List.of(clobber.parse("3x6")))).isFalse();
        assertThat(OutcomeSolver.isBeyondValues(clobber, List.of(clobber.parse("4x5")))).isTrue();
        assertThat(OutcomeSolver.isBeyondValues(clobber, List.of(clobber.parse("1x57")))).as("no bit board").isFalse();
    }

    @SuppressWarnings("unchecked")
    private static <P> PartizanRules<P> cast(PartizanRules<?> game) {
        return (PartizanRules<P>) game;
    }
}

package cgt.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.partizan.BackslidingToadsAndFrogs;
import cgt.games.partizan.FoxAndGeese;
import cgt.input.BadInputException;
import cgt.loopy.LoopyOutcomeClass.Result;
import cgt.outcome.Player;
import cgt.rules.PartizanRules;
import cgt.task.Budget;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Playing a partizan game whose play repeats: the computer never loses a game it can win or draw, wins a won game
 * before any position repeats, and a game that goes round is a draw at a position's third occurrence with the same
 * player to move, or at the move limit.
 */
class LoopyPartizanMatchTest {

    /** A dial 0..3 that Left turns up (3 wraps to 0) and Right turns down, except from 0. */
    private static final PartizanRules<Integer> DIAL = new PartizanRules<>() {
        @Override
        public List<Integer> leftMoves(Integer n) {
            return List.of((n + 1) % 4);
        }

        @Override
        public List<Integer> rightMoves(Integer n) {
            return n == 0 ? List.of() : List.of(n - 1);
        }
    };

    @Test
    void aGameThatGoesRoundIsADrawAtTheThirdOccurrence() {
        // From 0 with Left to move, Left must turn to 1 and Right must turn back to 0: 0 with Left to move comes
        // round again, and the third time it is a draw.
        LoopyPartizanMatch match = LoopyPartizanMatch.start(DIAL, List.of("0"), Budget.DEFAULT, 200);
        assertThat(match.resultMovingFirst(Player.LEFT)).isEqualTo(Result.DRAW);
        for (int round = 0; round < 2; round++) {
            assertThat(match.draw(Player.LEFT)).isEmpty();
            match.play(Player.LEFT, List.of("1"));
            assertThat(match.computerMove(Player.RIGHT)).isEqualTo("0");
        }
        assertThat(match.draw(Player.LEFT)).isEqualTo(Optional.of("the position 0 occurred three times with Left to"
                + " move"));
    }

    @Test
    void theMoveLimitEndsAGameThatGoesOn() {
        LoopyPartizanMatch match = LoopyPartizanMatch.start(DIAL, List.of("0"), Budget.DEFAULT, 1);
        match.play(Player.LEFT, List.of("1"));
        assertThat(match.draw(Player.RIGHT)).isEqualTo(Optional.of("1 moves without an end"));
        assertThatThrownBy(() -> LoopyPartizanMatch.start(DIAL, List.of("0"), Budget.DEFAULT, 0))
                .isInstanceOf(BadInputException.class);
    }

    @Test
    void aMoveThatIsNotOneIsRefusedWithAnExample() {
        LoopyPartizanMatch match = LoopyPartizanMatch.start(new FoxAndGeese(), List.of("4;(3,1),(3,3);(1,1)"),
                Budget.DEFAULT, 200);
        assertThatThrownBy(() -> match.play(Player.RIGHT, List.of("4;(3,1),(3,3);(1,3)")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("'4;(3,1),(3,3);(1,3)' is not a move of Right from '4;(3,1),(3,3);(1,1)'; for example"
                        + " 4;(3,1),(3,3);(2,2)");
        // The geese to move trap the fox in its corner at once.
        assertThat(match.computerMove(Player.LEFT)).isIn("4;(3,3),(2,2);(1,1)", "4;(3,1),(2,2);(1,1)");
        assertThat(match.isStuck(Player.RIGHT)).isTrue();
    }

    @Test
    void theComputerKeepsWinsAndDrawsAgainstRandomPlayOnSmallPositions() {
        Random random = new Random(24);
        BackslidingToadsAndFrogs toads = new BackslidingToadsAndFrogs();
        FoxAndGeese fox = new FoxAndGeese();
        for (int trial = 0; trial < 300; trial++) {
            StringBuilder strip = new StringBuilder();
            for (int i = 0, n = 2 + random.nextInt(6); i < n; i++) {
                strip.append("tf..".charAt(random.nextInt(4)));
            }
            playOut(toads, strip.toString(), random);
            int col = 1 + 2 * random.nextInt(2);
            playOut(fox, "6;(3," + col + "),(3," + (col + 2) + ");(1," + (1 + 2 * random.nextInt(2)) + ")", random);
        }
    }

    /** One game, each side the computer once, against random moves. */
    private static <P> void playOut(PartizanRules<P> rules, String position, Random random) {
        for (Player computer : Player.values()) {
            LoopyPartizanMatch match = LoopyPartizanMatch.start(rules, List.of(position), Budget.DEFAULT, 200);
            Result start = match.resultMovingFirst(computer);
            Result win = computer == Player.LEFT ? Result.LEFT_WINS : Result.RIGHT_WINS;
            Player toMove = computer;
            while (!match.isStuck(toMove)) {
                Optional<String> draw = match.draw(toMove);
                if (draw.isPresent()) {
                    assertThat(start).as("%s %s: a won game is won before anything repeats (%s)", rules.name(),
                            position, draw.get()).isNotEqualTo(win);
                    return;
                }
                if (toMove == computer) {
                    match.computerMove(computer);
                } else {
                    List<String> moves = match.moves(toMove);
                    match.play(toMove, List.of(moves.get(random.nextInt(moves.size())).split(" ")));
                }
                toMove = toMove.opponent();
            }
            if (toMove == computer) {
                assertThat(start).as("%s %s: the computer lost only a lost game", rules.name(), position)
                        .isNotIn(win, Result.DRAW);
            }
        }
    }
}

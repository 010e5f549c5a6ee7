package cgt.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.Game;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.input.BadInputException;
import cgt.rules.PartizanRules;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzzes every game's position parser as {@code cgt analyze GAME POSITION...} uses it. The input's first line
 * names the game (any name {@link Catalog#find} accepts), each further line is one argument. A position either
 * parses or is rejected with a {@link BadInputException}; what parses formats to text that parses back to the
 * same text.
 */
class PositionFuzzTest {

    @FuzzTest
    void parse(byte[] data) {
        List<String> lines = FuzzInput.lines(FuzzInput.text(data));
        Game game;
        try {
            game = Catalog.find(lines.get(0));
        } catch (BadInputException unknownGame) {
            return;
        }
        List<String> args = lines.subList(1, lines.size());
        try {
            if (game instanceof PartizanRulesGame<?> partizanGame) {
                partizan(partizanGame.ruleset(), args);
            } else if (game instanceof ImpartialGame<?> impartial) {
                impartial(impartial, args);
            }
        } catch (BadInputException expected) {
            assertThat(expected.getMessage()).isNotBlank();
        }
    }

    private static <P> void partizan(PartizanRules<P> game, List<String> args) {
        for (String arg : args) {
            String formatted = game.format(game.parse(arg));
            assertThat(game.format(game.parse(formatted))).as("%s %s formatted as %s", game.name(), arg, formatted)
                    .isEqualTo(formatted);
        }
    }

    private static <C> void impartial(ImpartialGame<C> game, List<String> args) {
        List<String> formatted = format(game, game.parsePosition(args));
        assertThat(format(game, game.parsePosition(formatted))).as("%s %s formatted as %s", game.name(), args,
                formatted).isEqualTo(formatted);
    }

    private static <C> List<String> format(ImpartialGame<C> game, List<C> position) {
        List<String> texts = new ArrayList<>();
        for (C c : position) {
            texts.add(game.formatComponent(c));
        }
        return texts;
    }
}

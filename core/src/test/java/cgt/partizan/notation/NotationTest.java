package cgt.partizan.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.GamePrinter;
import cgt.partizan.RandomGames;
import cgt.partizan.UptimalExpansion;
import cgt.partizan.Uptimals;
import cgt.partizan.born.BornByDay;
import cgt.task.TooBigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NotationTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    @ParameterizedTest(name = "{0} prints as {1}")
    @CsvSource(delimiter = ';', value = {
        "3; 3", "-5; -5", "6/8; 3/4", "-9/8; -9/8",
        "*; *", "*2; *2", "{0,*|0,*}; *2",
        "^; ^", "v; v", "^+^; ^^", "v+v; vv", "^+^+^; ^3", "v4; v4", "↑; ^", "↓↓; vv", "⇑; ^^",
        "{0|v*}; ^<2>", "^<2>; ^<2>", "v<3>; v<3>", "^<2>+^; ^[2]", "^[2]; ^[2]", "v[3]; v[3]",
        "1 + *; 1*", "-3/2 + *3; -3/2*3", "1/2 + ^ + *; 1/2^*", "2 + v + *; 2v*", "-4 + ^<2> + *; -4^<2>*",
        "^ + *3; ^*3", "vv + *3; vv*3", "2*; 2*", "1/2^; 1/2^", "-4^<2>*; -4^<2>*",
        "{1|-1}; +-1", "±1; +-1", "{1*|-1*}; +-(1*)", "+-{*,^}; +-{*,^}", "{*,^|*,v}; +-{*,^}",
        "+-{2|1}; +-{2|1}", "+-^ ; *", "+-(^*); 0",
        "{0||0|-2}; Tiny(2)", "Tiny(2); Tiny(2)", "3 + Tiny(2); 3Tiny(2)", "{3||3|1}; 3Tiny(2)",
        "Miny(2); Miny(2)", "-1 + Miny(1/2); -1Miny(1/2)", "-1Miny(1/2); -1Miny(1/2)", "Tiny(1/2); Tiny(1/2)",
        "{1|0}; {1|0}", "{2||1|0}; {2||1|0}", "{1|0||-1}; {1|0||-1}", "{1|0,*}; {1|0,*}", "{0,*|-1}; {0,*|-1}",
        "{4||2|0} - 1; {3|+-1}", "{4||3|1}; {4||3|1}", "{3|||2||1|0}; {3|||2||1|0}", "{ 1 | 0 } + { 1 | 0 }; 1",
        "(1 + *) - ^; 1v*", "-(^*); v*", "-^*; v*", "1 - 1/2^; 1/2v", "3+-1; {4|2}", "2 * ; 2*",
    })
    void printsLikeCgsuite(String expression, String printed) {
        CanonicalGame game = g(expression);
        assertThat(GamePrinter.print(game)).isEqualTo(printed);
        assertThat(g(printed)).isSameAs(game);
    }

    @Test
    void explicitFormsHaveNumbersAsTheOnlyLeaves() {
        assertThat(GamePrinter.explicit(g("^"))).isEqualTo("{0|{0|0}}");
        assertThat(GamePrinter.explicit(g("^*"))).isEqualTo("{0,{0|0}|0}");
        assertThat(GamePrinter.explicit(g("1/2"))).isEqualTo("1/2");
        assertThat(GamePrinter.explicit(g("{2||1|0}"))).isEqualTo("{2|{1|0}}");
        assertThat(GamePrinter.explicit(g("1*"))).isEqualTo("{1|1}");
        assertThat(g(GamePrinter.explicit(g("+-{*,^} + Tiny(2)")))).isSameAs(g("+-{*,^} + Tiny(2)"));
    }

    @Test
    void explicitFormThatWouldBeHugeIsRefused() {
        assertThatThrownBy(() -> GamePrinter.explicit(g("*30"))).isInstanceOf(TooBigException.class)
                .hasMessageContaining("characters");
    }

    @Test
    void everyGameBornByDayThreeRoundTrips() {
        for (CanonicalGame game : BornByDay.games(3)) {
            String printed = GamePrinter.print(game);
            assertThat(g(printed)).as(printed).isSameAs(game);
            assertThat(g(GamePrinter.explicit(game))).as(printed).isSameAs(game);
        }
    }

    @Test
    void randomGamesRoundTrip() {
        RandomGames random = new RandomGames(11);
        for (int i = 0; i < 300; i++) {
            CanonicalGame game = random.game(1 + random.nextInt(2)).plus(random.game(1));
            String printed = GamePrinter.print(game);
            assertThat(g(printed)).as(printed).isSameAs(game);
        }
    }

    @Test
    void upPowersFollowCgsuite() {
        assertThat(Uptimals.upPower(2)).isSameAs(g("{0|v*}"));
        assertThat(Uptimals.upPowerSum(3)).isSameAs(g("^ + ^<2> + ^<3>"));
        assertThat(new Uptimals().expansion(g("^<3> + ^<2> + ^ + 1/2"))).isEqualTo(
                new UptimalExpansion(Dyadic.HALF, new int[] {1, 1, 1}, 0));
        assertThat(new Uptimals().expansion(g("{1|0}"))).isNull();
    }

    @ParameterizedTest(name = "''{0}'' is refused at character {1}")
    @CsvSource(delimiter = ';', value = {
        "{1|; 3", "{1|0; 4", "1/3; 2", "{1,|0}; 2", "{1|0|2}; 4", "*^; 1", "Foo(2); 0", "; 0", "{1 0}; 3",
        "(1 + ^; 6", "1 +; 3", "{1,2}; 0", "^<0>; 2", "2^<2; 4", "^^^<2>; 0", "^v; 1",
    })
    void malformedExpressionsPointAtTheOffendingCharacter(String expression, int index) {
        String text = expression == null ? "" : expression;
        assertThatThrownBy(() -> g(text)).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(((BadInputException) e).index()).isEqualTo(index))
                .hasMessageNotContaining("\n");
    }
}

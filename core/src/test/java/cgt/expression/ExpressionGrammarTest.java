package cgt.expression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Cooling;
import cgt.partizan.Dyadic;
import cgt.partizan.GamePrinter;
import cgt.partizan.RandomGames;
import cgt.partizan.notation.GameParser;
import org.junit.jupiter.api.Test;

/** The methods in the expression grammar: where they bind, how they chain, and how a mistake is reported. */
class ExpressionGrammarTest {

    private static Value eval(String text) {
        return GameParser.evaluate(text);
    }

    @Test
    void aMethodBindsTighterThanASignAsInCgsuite() {
        // {1|0} has Left stop 1, -{1|0} = {0|-1} has Left stop 0.
        assertThat(eval("-{1|0}.LeftStop")).isEqualTo(new NumberValue(Dyadic.MINUS_ONE));
        assertThat(eval("(-{1|0}).LeftStop")).isEqualTo(new NumberValue(Dyadic.ZERO));
        assertThat(eval("+-{3|1}.Mean")).hasToString("+-2");
        // A compact term (number, ups, star) is one primary: the method sees the whole of -1/2*.
        assertThat(eval("-1/2*.LeftOptions")).hasToString("{-1/2}");
    }

    @Test
    void aMethodBindsTighterThanASum() {
        assertThat(eval("1 + {3|-3}.Mean")).isEqualTo(new GameValue(CanonicalGame.integer(1)));
        assertThat(eval("{3|-3}.Temperature + 1/2")).hasToString("7/2");
        assertThat(eval("{3|-3}.Temperature - {1|0}.LeftStop")).hasToString("2");
    }

    @Test
    void methodsChainLeftToRightAndTakeAnyExpressionAsArgument() {
        // {4|-4} cooled by 1 is {3|-3}, whose temperature is 3; cooled by 1 + 1 it is {2|-2}.
        assertThat(eval("{4|-4}.Cool(1).Temperature")).hasToString("3");
        assertThat(eval("{4|-4}.Cool(1 + {2|0}.Mean).Temperature")).hasToString("2");
        assertThat(eval("{4|-4}.Cool({2|0}.Mean).Cool(1)")).hasToString("+-2");
        assertThat(eval("{4|-4} . Cool ( 1 ) . Temperature")).hasToString("3");
        assertThat(eval("{1|0}.Mean.IsNumber")).isEqualTo(new BooleanValue(true));
        assertThat(eval("^.OutcomeClass")).isEqualTo(new OutcomeValue(Outcome.L));
        assertThat(eval("{1.Cool(0), {2|0}.Cool(1) | -1}")).hasToString("{1,1*|-1}");
    }

    @Test
    void aNumberResultIsAGameWhereAGameIsAsked() {
        assertThat(GameParser.parse("{5|-3}.Mean")).isEqualTo(CanonicalGame.integer(1));
        assertThat(GameParser.parse("{ {5|-3}.Mean | 0 }")).hasToString("{1|0}");
        assertThat(eval("{5|-3}.Mean")).isEqualTo(new NumberValue(Dyadic.ONE));
    }

    @Test
    void everyOtherExpressionIsTheGameItWas() {
        RandomGames random = new RandomGames(25);
        for (int i = 0; i < 2000; i++) {
            CanonicalGame g = random.game(2);
            String printed = GamePrinter.print(g);
            assertThat(eval(printed)).as(printed).isEqualTo(new GameValue(g));
        }
    }

    @Test
    void coolingByMethodIsCoolingByTheApi() {
        RandomGames random = new RandomGames(26);
        String[] temperatures = {"0", "1/2", "1", "-1/2", "3/4"};
        for (int i = 0; i < 1000; i++) {
            CanonicalGame g = random.game(2);
            String t = temperatures[i % temperatures.length];
            Value v = eval("(" + GamePrinter.print(g) + ").Cool(" + t + ")");
            assertThat(v).isEqualTo(new GameValue(Cooling.cool(g, GameParser.parse(t).numberValue())));
            // And the printed stops are the API's: the method and the value agree.
            assertThat(eval("(" + GamePrinter.print(g) + ").LeftStop")).isEqualTo(new NumberValue(g.leftStop()));
        }
    }

    @Test
    void thermographPrintsItsMastAsTheMeanAndItsTopAsTheTemperature() {
        RandomGames random = new RandomGames(27);
        for (int i = 0; i < 1000; i++) {
            CanonicalGame g = random.game(2);
            String text = new ThermographValue(g.thermograph()).toString();
            String mean = g.mean().toString();
            assertThat(text).as(GamePrinter.print(g)).startsWith("Thermograph(" + mean + ",");
            assertThat(text).contains("," + mean + ",");
            if (!g.isInteger() && !g.temperature().equals(Dyadic.MINUS_ONE)) {
                // The highest critical temperature of one wall at least is the temperature.
                assertThat(text).containsAnyOf("[" + g.temperature() + ",", "[" + g.temperature() + "]");
            }
        }
    }

    @Test
    void anUnknownMethodIsNamedWithTheNearestNamesFirst() {
        assertThatThrownBy(() -> eval("{1|0}.Temprature"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("bad expression at character 7 of '{1|0}.Temprature': unknown method"
                        + " 'Temprature' for the game {1|0}: the methods are Temperature, ")
                .hasMessageContaining("Thermograph")
                .satisfies(e -> assertThat(((BadInputException) e).index()).isEqualTo(6));
        assertThatThrownBy(() -> eval("^.mean"))
                .hasMessageContaining("unknown method 'mean' for the game ^: the methods are Mean, ");
    }

    @Test
    void aMethodOfAGameAppliedToAnotherKindIsRefusedNamingBoth() {
        assertThatThrownBy(() -> eval("^.IsNumber.Mean"))
                .hasMessageContaining("character 12 of")
                .hasMessageContaining("'Mean' cannot be applied to the boolean false: only games have methods,"
                        + " such as Mean, ");
        assertThatThrownBy(() -> eval("^.OutcomeClass + 1"))
                .hasMessageContaining("+ and - take games, not the outcome L");
        assertThatThrownBy(() -> eval("{^.IsNumber|0}"))
                .hasMessageContaining("character 2 of").hasMessageContaining("an option must be a game, not the"
                        + " boolean false");
        assertThatThrownBy(() -> GameParser.parse("^.Thermograph"))
                .hasMessage("bad expression '^.Thermograph': it gives the thermograph"
                        + " Thermograph(0,[0],[0,-1],0,[],[0]), not a game");
    }

    @Test
    void argumentsAreCountedAndChecked() {
        assertThatThrownBy(() -> eval("{1|0}.Cool"))
                .hasMessageEndingWith("Cool takes 1 argument, written Cool(t); found 0");
        assertThatThrownBy(() -> eval("{1|0}.Cool(1, 2)")).hasMessageEndingWith("found 2");
        assertThatThrownBy(() -> eval("{1|0}.Cool({1|0})"))
                .hasMessageEndingWith("Cool's argument t must be a number such as 1, 1/2 or -3/4, not the game {1|0}");
        assertThatThrownBy(() -> eval("{1|0}.Cool(-2)"))
                .hasMessageEndingWith("cannot cool by -2: the temperature must be greater than -1");
        assertThatThrownBy(() -> eval("{1|0}.Cool(1"))
                .hasMessageContaining("expected ',' or ')' after an argument of Cool, found the end");
        assertThat(eval("{1|0}.Mean()")).hasToString("1/2");
    }

    @Test
    void aDotNotFollowedByALetterIsNoMethod() {
        assertThatThrownBy(() -> eval("1.5")).hasMessage("bad expression at character 2 of '1.5': unexpected '.'");
        assertThatThrownBy(() -> eval("{1|0}.")).hasMessageEndingWith("unexpected '.'");
    }

    @Test
    void aMethodsRefusalIsPlacedAtItsName() {
        assertThatThrownBy(() -> eval("1 + 5.AtomicWeight"))
                .hasMessageStartingWith("bad expression at character 7 of '1 + 5.AtomicWeight': that game is not"
                        + " atomic: 5")
                .satisfies(e -> assertThat(((BadInputException) e).index()).isEqualTo(6));
    }

    @Test
    void argumentsNestNoDeeperThanTheLimit() {
        String deep = "{1|0}.Cool(".repeat(GameParser.MAX_DEPTH + 1) + "0" + ")".repeat(GameParser.MAX_DEPTH + 1);
        assertThatThrownBy(() -> eval(deep)).hasMessageContaining("nests more than");
        String chained = "{4|-4}" + ".Cool(0)".repeat(5000) + ".Temperature";
        assertThat(eval(chained)).hasToString("4");
    }
}

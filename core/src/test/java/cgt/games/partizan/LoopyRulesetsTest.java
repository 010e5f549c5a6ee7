package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.analysis.Analysis;
import cgt.analysis.LoopyPartizanAnalysis;
import cgt.analysis.LoopyPartizanAnalyzer;
import cgt.analysis.PartizanAnalysis;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.catalog.UserGames;
import cgt.input.BadInputException;
import cgt.loopy.LoopyOutcomeClass;
import cgt.loopy.LoopyOutcomeClass.Result;
import cgt.rules.PartizanRules;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fox and Geese and Backsliding Toads and Frogs, the rulesets whose play repeats: outcomes against published
 * values and positions worked by hand, the way {@code cgt analyze} reaches them (the canonical search meets a
 * cycle and the whole graph is solved), their positions' syntax, and a user's rules with cycles taken the same way.
 * The retrograde analysis itself is checked against a brute force in {@code LoopyPartizanSolverTest}.
 */
@Order(1) // a long class, first in the list (junit-platform.properties)
class LoopyRulesetsTest {

    private static LoopyPartizanAnalysis<?> loopy(String game, String... position) {
        Analysis a = Analysis.of(Catalog.find(game), List.of(position), Request.normalPlay());
        assertThat(a).as("%s %s has cycles", game, List.of(position)).isInstanceOf(LoopyPartizanAnalysis.class);
        return (LoopyPartizanAnalysis<?>) a;
    }

    /** The outcome alone, without the loopy value (simplifying a graph of 1,421 positions takes seconds). */
    private static LoopyPartizanAnalysis<?> outcome(String game, String position) {
        PartizanRules<?> rules = Catalog.partizan(game).orElseThrow().ruleset();
        return LoopyPartizanAnalyzer.analyze(rules, List.of(position), Request.normalPlay(), false);
    }

    @Test
    void foxAndGeeseOutcomesAreThoseOfCgsuitesValues() {
        // CGSuite's own tests (GameGridTest, "define FoxAndGeese properly"): (4,2),(4,4),(4,6),(4,8) with the fox on
        // (1,1) is {4*|7/2}; on a board 10 wide, five geese on row 3 and the fox on (1,9), {6over|5*}; with the
        // geese on (3,1),(3,3),(3,5),(3,7), the fox's eight squares below them give 2over, 2, 3*, 4over, {6|2over},
        // {2over|2}, {4|3||2}, {4over|3*}. Every one of these is positive, whoever starts: the geese (Left) win.
        assertThat(loopy("fox-geese", "(4,2),(4,4),(4,6),(4,8);(1,1)").outcomeClass()).isEqualTo(LoopyOutcomeClass.L);
        assertThat(outcome("fox-geese", "10;(3,1),(3,3),(3,5),(3,7),(3,9);(1,9)").outcomeClass())
                .isEqualTo(LoopyOutcomeClass.L);
        for (String fox : List.of("(2,2)", "(2,4)", "(2,6)", "(2,8)", "(1,1)", "(1,3)", "(1,5)", "(1,7)")) {
            assertThat(outcome("fox-geese", "(3,1),(3,3),(3,5),(3,7);" + fox).outcomeClass()).as(fox)
                    .isEqualTo(LoopyOutcomeClass.L);
        }
    }

    @Test
    void aFoxPastTheGeeseWins() {
        // Level with the rearmost goose, or a row short with a free square ahead: CGSuite counts it off, Right's.
        LoopyPartizanAnalysis<?> level = loopy("fox-geese", "4;(3,1);(3,3)");
        assertThat(level.outcomeClass()).isEqualTo(LoopyOutcomeClass.R);
        assertThat(level.leftFirst().remoteness()).isEqualTo(OptionalInt.of(0)); // the geese have no move left
        assertThat(level.rightFirst().remoteness()).isEqualTo(OptionalInt.of(1)); // the fox waits; the geese are stuck
        assertThat(loopy("fox-geese", "(3,1),(3,5);(2,2)").outcomeClass()).isEqualTo(LoopyOutcomeClass.R);
        // Two geese cover a fox at the board's edge a row short of them: (3,1) and (3,3) leave (2,2) nowhere to go
        // up but (3,1) and (3,3); one goose's move lets it out.
        FoxAndGeese rules = new FoxAndGeese();
        assertThat(rules.parse("4;(3,1),(3,3);(2,2)").escaped()).isFalse();
        assertThat(rules.parse("4;(3,3);(2,2)").escaped()).isTrue();
    }

    @Test
    @Tag("slow")
    void theGeeseWinTheUsualGame() {
        // Winning Ways, ch. 20, and CGSuite's FoxAndGeese notes: four geese on the back row of the 8 by 8 board
        // against the fox win, whoever starts (721,696 positions).
        LoopyPartizanAnalysis<?> a = loopy("fox-geese", "(8,2),(8,4),(8,6),(8,8);(1,5)");
        assertThat(a.outcomeClass()).isEqualTo(LoopyOutcomeClass.L);
        assertThat(a.positions()).isEqualTo(721_696);
    }

    @Test
    void backslidingToadsAndFrogsOutcomes() {
        // CGSuite's GameStripTest: ttt..fff is {on||0|-1/2} & {1/2|0||off}. Its onside's outcome is L (Left moving
        // first goes to on; Right moving first goes to {0|-1/2}, where Left moves to 0) and its offside's is R, so
        // neither player can force a win and each can avoid losing: a draw, whoever starts.
        LoopyPartizanAnalysis<?> a = loopy("backsliding-toads-frogs", "ttt..fff");
        assertThat(a.outcomeClass()).isEqualTo(LoopyOutcomeClass.D);
        assertThat(a.leftFirst().bestMoveCount()).isPositive();
        // t.f by hand: Left's only move is to .tf, where Right's only move jumps to ft.; Left's only move is f.t,
        // Right's only move slides back to .ft, and Left cannot move. Mirrored for Right. P, four moves either way.
        LoopyPartizanAnalysis<?> tf = loopy("backsliding-toads-frogs", "t.f");
        assertThat(tf.outcomeClass()).isEqualTo(LoopyOutcomeClass.P);
        assertThat(tf.leftFirst().result()).isEqualTo(Result.RIGHT_WINS);
        assertThat(tf.leftFirst().remoteness()).isEqualTo(OptionalInt.of(4));
        assertThat(tf.rightFirst().remoteness()).isEqualTo(OptionalInt.of(4));
    }

    @Test
    void aMirroredStripSwapsThePlayers() {
        // The normal form BackslidingToadsAndFrogs gives (the strip read backwards, toads and frogs exchanged, negated)
        // checked on the graphs: every strip up to 6 squares and its mirror have the players' results exchanged.
        for (int length = 1; length <= 6; length++) {
            for (int code = 0; code < Math.pow(3, length); code++) {
                StringBuilder b = new StringBuilder();
                for (int i = 0, c = code; i < length; i++, c /= 3) {
                    b.append("tf.".charAt(c % 3));
                }
                String s = b.toString();
                LoopyOutcomeClass here = outcome("backsliding-toads-frogs", s).outcomeClass();
                LoopyOutcomeClass mirrored = outcome("backsliding-toads-frogs", ToadsAndFrogs.mirror(s)).outcomeClass();
                assertThat(mirrored.leftFirst()).as(s).isEqualTo(swap(here.rightFirst()));
                assertThat(mirrored.rightFirst()).as(s).isEqualTo(swap(here.leftFirst()));
            }
        }
    }

    private static Result swap(Result r) {
        return r == Result.LEFT_WINS ? Result.RIGHT_WINS : r == Result.RIGHT_WINS ? Result.LEFT_WINS : r;
    }

    @Test
    void aPositionThatCannotRepeatKeepsItsShortValue() {
        // tf: neither piece can move, so it is 0 and the canonical search answers as for any short game.
        Analysis a = Analysis.of(Catalog.find("backsliding-toads-frogs"), List.of("tf"), Request.normalPlay());
        assertThat(a).isInstanceOf(PartizanAnalysis.class);
        assertThat(((PartizanAnalysis<?>) a).value().toString()).isEqualTo("0");
    }

    @Test
    void aUsersRulesThatCycleAreSolvedTheSameWay() {
        // A dial 0..3 that Left turns up (3 wraps round to 0) and Right turns down, except from 0. Right moving first
        // from 0 cannot move and loses. Left moving first must turn to 1, Right must turn back to 0, and so on for
        // ever: a draw. So the class is PHat (a draw with Left first, a win for Left with Right first).
        PartizanRules<Integer> dial = new PartizanRules<>() {
            @Override
            public List<Integer> leftMoves(Integer n) {
                return List.of((n + 1) % 4);
            }

            @Override
            public List<Integer> rightMoves(Integer n) {
                return n == 0 ? List.of() : List.of(n - 1);
            }

            @Override
            public String name() {
                return "dial";
            }
        };
        Analysis a = Analysis.of(UserGames.of(dial), List.of("0"), Request.normalPlay());
        assertThat(a).isInstanceOf(LoopyPartizanAnalysis.class);
        LoopyPartizanAnalysis<?> l = (LoopyPartizanAnalysis<?>) a;
        assertThat(l.outcomeClass()).isEqualTo(LoopyOutcomeClass.P_HAT);
        assertThat(l.leftFirst().result()).isEqualTo(Result.DRAW);
        assertThat(l.rightFirst().result()).isEqualTo(Result.LEFT_WINS);
        assertThat(l.rightFirst().remoteness()).isEqualTo(OptionalInt.of(0));
        assertThat(l.positions()).isEqualTo(4);
    }

    @Test
    void foxAndGeesePositionsReadAndPrintAsCgsuiteWritesThem() {
        FoxAndGeese rules = new FoxAndGeese();
        assertThat(rules.format(rules.parse("4;(3,1),(3,3);(1,1)"))).isEqualTo("4;(3,1),(3,3);(1,1)");
        assertThat(rules.format(rules.parse("8;(8,8),(8,2);(1,5)"))).isEqualTo("(8,2),(8,8);(1,5)");
        assertThat(rules.format(rules.parse("{(4,2), (4,4)};(1,1)"))).isEqualTo("(4,2),(4,4);(1,1)");
        assertThat(rules.leftMoves(rules.parse("4;(3,1),(3,3);(1,1)"))).extracting(rules::format)
                .containsExactlyInAnyOrder("4;(3,3),(2,2);(1,1)", "4;(3,1),(2,2);(1,1)", "4;(3,1),(2,4);(1,1)");
        assertThat(rules.rightMoves(rules.parse("4;(3,1),(3,3);(1,1)"))).extracting(rules::format)
                .containsExactly("4;(3,1),(3,3);(2,2)");
        for (String bad : List.of("(3,2);(1,1)", "4;(3,1)", "x;(3,1);(1,1)", "(3,1);(3,1)", "(3,1);(1,1),(1,3)",
                "(3,1),(3,1);(1,1)", "3,1;(1,1)", "8;(9,1);(1,1)", "4;(17,1);(1,1)", ";(1,1)")) {
            assertThatThrownBy(() -> rules.parse(bad)).as(bad).isInstanceOf(BadInputException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
    }
}

package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.catalog.Catalog;
import cgt.games.PartizanRulesGame;
import cgt.games.partizan.Clobber;
import cgt.games.partizan.Cutcake;
import cgt.games.partizan.Domineering;
import cgt.games.partizan.Hackenbush;
import cgt.input.BadInputException;
import cgt.rules.PartizanRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Position syntax at its edges: empty arguments and fields are refused, and rectangles written RxC. */
class PositionSyntaxTest {

    @Test
    void anEmptyStairIsRefusedNotSkipped() {
        StaircaseNim staircase = new StaircaseNim();
        // '' 15 and ,15 were read as staircase 15 (a P-position), although 0 15 is an N-position.
        for (List<String> args : List.of(List.of("", "15"), List.of(",15"), List.of("15,"), List.of("3,,4"),
                List.of(" ", "1"), List.of("1", ""))) {
            assertThatThrownBy(() -> staircase.parsePosition(args)).as(args.toString())
                    .isInstanceOf(BadInputException.class).hasMessageContaining("missing");
        }
        assertThat(staircase.parsePosition(List.of("0", "15"))).isEqualTo(staircase.parsePosition(List.of("0,15")))
                .isEqualTo(staircase.parsePosition(List.of("0 15"))).isEqualTo(staircase.parsePosition(List.of(" 0 , 15 ")));
        assertThat(staircase.grundy(staircase.parsePosition(List.of("0", "15")).get(0))).isEqualTo(15);
    }

    @Test
    void emptyArgumentsAreRefusedByEveryGame() {
        for (Game game : Catalog.builtIns()) {
            for (String empty : List.of("", " ")) {
                assertThatThrownBy(() -> {
                    if (game instanceof ImpartialGame<?> g) {
                        g.parsePosition(List.of(empty, "1"));
                    } else {
                        ((PartizanRulesGame<?>) game).ruleset().parse(empty);
                    }
                }).as(game.name()).isInstanceOf(BadInputException.class);
            }
        }
    }

    @Test
    void hackenbushReadsZeroAndRefusesEmptyBranches() {
        Hackenbush h = new Hackenbush();
        assertThat(h.parse("0")).isEqualTo(h.parse("()"));
        assertThat(h.format(h.parse("()"))).isEqualTo("0");
        assertThat(h.leftMoves(h.parse("l"))).containsExactly(h.parse("0"));
        for (String bad : List.of("(;l)", "(l;)", "(l;;r)", "l(;)", "00", "l0")) {
            assertThatThrownBy(() -> h.parse(bad)).as(bad).isInstanceOf(BadInputException.class);
        }
        assertThat(h.parse("l()")).isEqualTo(h.parse("l"));
        // Spaces separate trees on the ground, as separate arguments and cgt play's typed moves do.
        assertThat(h.parse(" l  r ")).isEqualTo(h.parse("(l;r)"));
        assertThat(h.parse("lr 0 e")).isEqualTo(h.parse("(lr;e)"));
    }

    @Test
    void rectanglesAreEmptyDomineeringBoardsAlternatingClobberBoardsAndCutcakePieces() {
        Domineering d = new Domineering();
        assertThat(d.parse("4x4")).isEqualTo(d.parse("....|....|....|...."));
        assertThat(d.parse(" 2 x 3 ")).isEqualTo(d.parse("...|..."));
        Clobber c = new Clobber();
        assertThat(c.parse("2x3")).isEqualTo(c.parse("xox|oxo"));
        assertThat(c.parse("1X1")).isEqualTo(c.parse("x"));
        Cutcake cake = new Cutcake();
        assertThat(cake.parse("3x4")).isEqualTo(cake.parse("3,4"));
        assertThat(cake.parse("2,3 1,4")).isEqualTo(cake.parse("1x4 2x3"));
        for (String bad : List.of("0x4", "4x0", "65x65", "x4", "4x", "4x4x4")) {
            assertThatThrownBy(() -> d.parse(bad)).as(bad).isInstanceOf(BadInputException.class);
            assertThatThrownBy(() -> c.parse(bad)).as(bad).isInstanceOf(BadInputException.class);
        }
        for (String bad : List.of("0x4", "x4", "4x4x4", "3,4,", ",3")) {
            assertThatThrownBy(() -> cake.parse(bad)).as(bad).isInstanceOf(BadInputException.class);
        }
    }
}

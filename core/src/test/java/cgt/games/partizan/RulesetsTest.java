package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.rules.PartizanRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Moves, parts, normal forms and syntax of the partizan rulesets, checked by plain minimax. */
class RulesetsTest {

    private final Domineering domineering = new Domineering();
    private final Clobber clobber = new Clobber();
    private final ToadsAndFrogs toads = new ToadsAndFrogs();
    private final Hackenbush hackenbush = new Hackenbush();
    private final Cutcake cutcake = new Cutcake();

    @Test
    void domineeringMovesAndOutcomes() {
        DomineeringBoard twoByThree = domineering.parse("...|...");
        assertThat(domineering.leftMoves(twoByThree)).hasSize(3);
        assertThat(domineering.rightMoves(twoByThree)).hasSize(4);
        OutcomeSearch<DomineeringBoard> search = new OutcomeSearch<>(domineering);
        assertThat(search.outcome(domineering.parse(".."))).isEqualTo(Outcome.R);
        assertThat(search.outcome(domineering.parse(".|."))).isEqualTo(Outcome.L);
        assertThat(search.outcome(domineering.parse("..|.."))).isEqualTo(Outcome.N);
        assertThat(search.outcome(domineering.parse("#"))).isEqualTo(Outcome.P);
    }

    @Test
    void domineeringRegionsAndNormalForms() {
        List<DomineeringBoard> parts = domineering.parts(domineering.parse("..#.|#.##|##.."));
        // Regions of orthogonally connected empty squares, cropped; the lone square at the top right is dropped.
        assertThat(parts).extracting(DomineeringBoard::toString).containsExactlyInAnyOrder("..|#.", "..");
        assertThat(domineering.parts(domineering.parse("..#.|#..#|...."))).extracting(DomineeringBoard::toString)
                .containsExactly("..##|#..#|....");
        DomineeringBoard b = domineering.parse("...|.#.");
        PartizanRules.Normal<DomineeringBoard> n = domineering.normalize(b);
        PartizanRules.Normal<DomineeringBoard> transposed = domineering.normalize(b.transformed(4));
        assertThat(transposed.key()).isEqualTo(n.key());
        assertThat(transposed.negated()).isNotEqualTo(n.negated());
        // The normal form is a symmetric image: same outcome, or swapped players when negated.
        OutcomeSearch<DomineeringBoard> search = new OutcomeSearch<>(domineering);
        for (String text : List.of("...|.#.", "..|..|..", "...|..#|#..", "....|.##.")) {
            DomineeringBoard board = domineering.parse(text);
            PartizanRules.Normal<DomineeringBoard> normal = domineering.normalize(board);
            Outcome o = search.outcome(board);
            assertThat(search.outcome(normal.key())).isEqualTo(normal.negated() ? swap(o) : o);
        }
    }

    static Outcome swap(Outcome o) {
        return switch (o) {
            case L -> Outcome.R;
            case R -> Outcome.L;
            default -> o;
        };
    }

    @Test
    void badBoardsNameTheRowAndColumn() {
        assertThatThrownBy(() -> domineering.parse("...|.."))
                .isInstanceOf(BadInputException.class).hasMessageContaining("row 2 has 2 squares but row 1 has 3");
        assertThatThrownBy(() -> domineering.parse("..|.x"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("'x'").hasMessageContaining("row 2, column 2");
        assertThatThrownBy(() -> clobber.parse("xo|o#")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("row 2, column 2");
        assertThatThrownBy(() -> toads.parse("tt.xf")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("column 4");
        assertThatThrownBy(() -> hackenbush.parse("l(r;l")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("never closed");
        assertThatThrownBy(() -> hackenbush.parse("lxr")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'x' at character 2");
        assertThatThrownBy(() -> cutcake.parse("3")).isInstanceOf(BadInputException.class).hasMessageContaining("m,n");
    }

    @Test
    void clobberMovesGroupsAndColourSwap() {
        Board xo = clobber.parse("xo");
        assertThat(clobber.leftMoves(xo)).extracting(Board::toString).containsExactly(".x");
        assertThat(clobber.rightMoves(xo)).extracting(Board::toString).containsExactly("o.");
        assertThat(new OutcomeSearch<>(clobber).outcome(xo)).isEqualTo(Outcome.N);
        assertThat(clobber.parts(clobber.parse("xo.x|...o|xx.o"))).extracting(Board::toString)
                .containsExactlyInAnyOrder("xo", "x|o|o");
        Board b = clobber.parse("xxo|o.x");
        assertThat(clobber.normalize(Clobber.swapColours(b)).key()).isEqualTo(clobber.normalize(b).key());
        assertThat(clobber.normalize(Clobber.swapColours(b)).negated()).isNotEqualTo(clobber.normalize(b).negated());
    }

    @Test
    void toadsAndFrogs() {
        assertThat(toads.leftMoves("tt.ff")).containsExactly("t.tff");
        assertThat(toads.rightMoves("tt.ff")).containsExactly("ttf.f");
        assertThat(toads.leftMoves("tf.")).containsExactly(".ft");
        assertThat(new OutcomeSearch<>(toads).outcome("tt.ff")).isEqualTo(Outcome.N);
        assertThat(toads.parts("fft.f.ttff.tf.tt")).containsExactly("t.f.", ".tf.");
        assertThat(ToadsAndFrogs.mirror("t.ff")).isEqualTo("tt.f");
    }

    @Test
    void hackenbushSyntaxMovesAndParts() {
        Hackenbush.Tree t = hackenbush.parse("(ll;r(l;r))");
        assertThat(hackenbush.format(t)).isEqualTo("(ll;r(l;r))");
        assertThat(hackenbush.parts(t)).extracting(hackenbush::format).containsExactly("ll", "r(l;r)");
        assertThat(hackenbush.leftMoves(hackenbush.parse("lrr"))).extracting(hackenbush::format).containsExactly("0");
        assertThat(hackenbush.rightMoves(hackenbush.parse("lrr"))).extracting(hackenbush::format)
                .containsExactly("l", "lr");
        assertThat(hackenbush.normalize(hackenbush.parse("r(r;l)")).key())
                .isEqualTo(hackenbush.normalize(hackenbush.parse("r(l;r)")).key());
        assertThat(hackenbush.format(hackenbush.parse("l(l;r)l"))).isEqualTo("l(l;r;l)");
        assertThat(new OutcomeSearch<>(hackenbush).outcome(hackenbush.parse("lrr"))).isEqualTo(Outcome.L);
        assertThat(new OutcomeSearch<>(hackenbush).outcome(hackenbush.parse("e"))).isEqualTo(Outcome.N);
    }

    @Test
    void cutcake() {
        Cutcake.Pieces p = cutcake.parse("2,3");
        assertThat(cutcake.leftMoves(p)).extracting(Cutcake.Pieces::toString).containsExactly("2,1 2,2");
        assertThat(cutcake.rightMoves(p)).extracting(Cutcake.Pieces::toString).containsExactly("1,3 1,3");
        assertThat(new OutcomeSearch<>(cutcake).outcome(cutcake.parse("1,5"))).isEqualTo(Outcome.L);
        assertThat(cutcake.normalize(cutcake.parse("5,2")).negated()).isTrue();
    }
}

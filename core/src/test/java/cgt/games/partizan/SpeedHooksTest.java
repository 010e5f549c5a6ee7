package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.Game;
import cgt.games.PartizanRulesGame;
import cgt.games.graph.ArcKayles;
import cgt.games.graph.ChildishHackenbush;
import cgt.games.graph.Colouring;
import cgt.games.graph.Graph;
import cgt.games.graph.NodeKayles;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Each built-in partizan game's speed hooks (Domineering's and Clobber's options on bits and packed keys, the normal
 * forms of all five, Hackenbush's and Cutcake's known values, and every game's parts) against its plain moves, on
 * many random positions of each game ({@link RulesChecks}); and the one way every game writes and reads an empty
 * position.
 */
class SpeedHooksTest {

    private static final int POSITIONS = 60;

    @Test
    void domineering() {
        // Up to 4x4: packed regions, regions of a lone square or a strip (known values), and boards with holes.
        RulesChecks.check(new Domineering(), positions(new Random(1), r -> board(r, 1 + r.nextInt(4),
                1 + r.nextInt(4), "...#"), "0", "4x4", "..|..", ".#.|...|.#."));
    }

    @Test
    void clobber() {
        RulesChecks.check(new Clobber(), positions(new Random(2), r -> board(r, 1 + r.nextInt(3), 1 + r.nextInt(4),
                "xo.xo"), "0", "2x3", "xo", "x.o|o.x"));
    }

    @Test
    void toadsAndFrogs() {
        RulesChecks.check(new ToadsAndFrogs(), positions(new Random(3), r -> board(r, 1, 1 + r.nextInt(8), "tf.."),
                "0", "tt.ff", "t.f.t.f"));
    }

    @Test
    void hackenbush() {
        RulesChecks.check(new Hackenbush(), positions(new Random(4), SpeedHooksTest::tree, "0", "lrr", "e(e;e)",
                "(ll;r(l;r))", "l r e"));
    }

    @Test
    void gridFrameworkGames() {
        // The grid framework's packed keys, bit-level options, regions and symmetries against the plain moves.
        RulesChecks.check(new Cram(), positions(new Random(6), r -> board(r, 1 + r.nextInt(3), 1 + r.nextInt(4),
                "...#"), "0", "2x3", "..|.#"));
        RulesChecks.check(new Konane(), positions(new Random(7), r -> board(r, 1 + r.nextInt(3), 1 + r.nextInt(4),
                "xo.#"), "0", "xo.", ".xo.|oxox"));
        RulesChecks.check(new Fission(), positions(new Random(8), r -> board(r, 1 + r.nextInt(3), 1 + r.nextInt(3),
                "x..#"), "0", "x..|...", ".x.|...|..."));
        RulesChecks.check(new Amazons(), positions(new Random(9), r -> board(r, 1 + r.nextInt(2), 1 + r.nextInt(4),
                "xo..#"), "0", "x...|o...", "x.o"));
    }

    @Test
    void stripAndCakeGames() {
        RulesChecks.check(new TopplingDominoes(), positions(new Random(10), r -> board(r, 1, 1 + r.nextInt(7),
                "lre."), "0", "lre", "l.r.e", "eeee"));
        RulesChecks.check(new ElephantsAndRhinos(), positions(new Random(11), r -> board(r, 1, 1 + r.nextInt(8),
                "tf.."), "0", "t..f", "t.t.f"));
        for (PartizanRules<?> cake : List.of(Cake.eatcake(), Cake.maundyCake(), Cake.turnAndEatcake())) {
            RulesChecks.check(cake, List.of("0", "1,1", "2,3", "(4,3)", "3,2", "4,4"));
        }
    }

    @Test
    void graphFrameworkGames() {
        // The graph framework's components and canonical labelling against the plain moves.
        List<String> plain = List.of("0", ".", "-", "--", "---", "(-;-;-)", "Cycle(4)", "Star(4)", ". -", "Cycle(5)");
        List<String> tinted = new ArrayList<>(plain);
        tinted.addAll(List.of("L-R", "L--R", "L-.-R", "R-.-L-."));
        for (PartizanRules<Graph> rules : List.of(Colouring.col(), Colouring.snort(), Colouring.fjords())) {
            RulesChecks.check(rules, tinted);
        }
        RulesChecks.check(new NodeKayles(), plain);
        RulesChecks.check(ArcKayles.arcKayles(), plain);
        RulesChecks.check(ArcKayles.partizanArcKayles(), List.of("0", "l", "lr", "lre", "(l;r;e)", "ll rr"));
        RulesChecks.check(new ChildishHackenbush(), List.of("0", "l", "lr", "e(l;r)", "(ll;r(l;r))", "l r e"));
    }

    @Test
    void cutcake() {
        // Small pieces: the plain search knows no closed form and no symmetry, and sums of pieces multiply.
        RulesChecks.check(new Cutcake(), positions(new Random(5), r -> (1 + r.nextInt(4)) + "," + (1 + r.nextInt(4))
                + (r.nextBoolean() ? " " + (1 + r.nextInt(2)) + "," + (1 + r.nextInt(3)) : ""), "0", "1,1", "3,4"));
    }

    /** Every partizan game writes a position with nothing left as 0 and reads 0 back as one (value 0, no moves). */
    @Test
    void theEmptyPositionIsZeroInEveryGame() {
        for (Game game : Catalog.builtIns()) {
            if (game instanceof PartizanRulesGame<?> partizan) {
                emptyIsZero(partizan.ruleset());
            }
        }
    }

    private static <P> void emptyIsZero(PartizanRules<P> rules) {
        P empty = rules.parse("0");
        assertThat(rules.leftMoves(empty)).as(rules.name()).isEmpty();
        assertThat(rules.rightMoves(empty)).as(rules.name()).isEmpty();
        assertThat(rules.format(empty)).as(rules.name()).isEqualTo("0");
    }

    private static List<String> positions(Random random, Function<Random, String> draw, String... fixed) {
        List<String> out = new ArrayList<>(List.of(fixed));
        for (int i = 0; i < POSITIONS; i++) {
            out.add(draw.apply(random));
        }
        return out;
    }

    private static String board(Random random, int rows, int cols, String alphabet) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            b.append(r > 0 ? "|" : "");
            for (int c = 0; c < cols; c++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
        }
        return b.toString();
    }

    /** A tree of up to six edges, some of them branching. */
    private static String tree(Random random) {
        StringBuilder b = new StringBuilder();
        int edges = 1 + random.nextInt(5);
        for (int i = 0; i < edges; i++) {
            b.append("lre".charAt(random.nextInt(3)));
        }
        if (random.nextBoolean()) {
            b.append('(').append("lre".charAt(random.nextInt(3))).append(';').append("lre".charAt(random.nextInt(3)))
                    .append(')');
        }
        return b.toString();
    }
}

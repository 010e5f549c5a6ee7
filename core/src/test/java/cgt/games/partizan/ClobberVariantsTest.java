package cgt.games.partizan;

import static cgt.games.partizan.CharBoards.copy;
import static cgt.games.partizan.CharBoards.on;
import static cgt.games.partizan.CharBoards.random;
import static cgt.games.partizan.CharBoards.rows;
import static cgt.games.partizan.CharBoards.text;
import static cgt.games.partizan.CharBoards.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.partizan.CharBoards.BruteRules;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import cgt.partizan.search.PartizanEvaluator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The Clobber family ({@link ClobberVariant}: Anti-Clobber, Hot Clobber, and the Kings, Knights, Rooks and
 * Queens variants), each checked against an independent brute force written here from the rules on character
 * boards (explicit {@code {L | R}} games canonicalised by cgt's algebra), against values CGSuite's own tests
 * give and values worked by hand, with its parts against a search that never splits, and its positions printed
 * and parsed back. Anti-Clobber is checked to be Clobber played backwards, and the framework's Clobber against
 * the built-in one.
 */
class ClobberVariantsTest {

    private static final Random RANDOM = new Random(2005);

    private static final int[][] ORTHOGONAL = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    private static final int[][] COMPASS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
    private static final int[][] KNIGHT = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};

    private final ClobberVariant clobber = ClobberVariant.clobber();
    private final ClobberVariant anti = ClobberVariant.antiClobber();
    private final ClobberVariant hot = ClobberVariant.hotClobber();
    private final ClobberVariant kings = ClobberVariant.kings();
    private final ClobberVariant knights = ClobberVariant.knights();
    private final ClobberVariant rooks = ClobberVariant.rooks();
    private final ClobberVariant queens = ClobberVariant.queens();

    // ----------------------------------------------------------------------------------------------
    // The brute force: the rules on char[][] boards, nothing of the framework

    private static char enemy(char me) {
        return me == 'x' ? 'o' : 'x';
    }

    /**
     * A stone steps once (or, when {@code slide}, runs over empty squares to the first square that is not empty)
     * in one of the directions and lands if the square it reaches is one of {@code landsOn} (with {@code m} for
     * the mover's own colour and {@code e} for the enemy's); its old square becomes {@code left} ({@code e}: an
     * enemy stone).
     */
    private static BruteRules rules(int[][] directions, String landsOn, char left, boolean slide) {
        return (b, me) -> {
            List<char[][]> out = new ArrayList<>();
            for (int r = 0; r < b.length; r++) {
                for (int c = 0; c < b[0].length; c++) {
                    if (b[r][c] != me) {
                        continue;
                    }
                    for (int[] d : directions) {
                        int tr = r + d[0];
                        int tc = c + d[1];
                        while (slide && on(b, tr, tc) && b[tr][tc] == '.') {
                            tr += d[0];
                            tc += d[1];
                        }
                        if (!on(b, tr, tc)) {
                            continue;
                        }
                        char there = b[tr][tc];
                        boolean lands = (there == '.' && landsOn.indexOf('.') >= 0) || (there == me && landsOn.indexOf('m') >= 0)
                                || (there == enemy(me) && landsOn.indexOf('e') >= 0);
                        if (lands) {
                            char[][] n = copy(b);
                            n[tr][tc] = me;
                            n[r][c] = left == 'e' ? enemy(me) : left;
                            out.add(n);
                        }
                    }
                }
            }
            return out;
        };
    }

    private static final BruteRules CLOBBER = rules(ORTHOGONAL, "e", '.', false);
    private static final BruteRules ANTI = rules(ORTHOGONAL, ".", 'e', false);
    private static final BruteRules HOT = rules(ORTHOGONAL, "me", '.', false);
    private static final BruteRules KINGS = rules(COMPASS, "e", '.', false);
    private static final BruteRules KNIGHTS = rules(KNIGHT, "e", '.', false);
    private static final BruteRules ROOKS = rules(ORTHOGONAL, "e", '.', true);
    private static final BruteRules QUEENS = rules(COMPASS, "e", '.', true);

    // ----------------------------------------------------------------------------------------------
    // The framework's paths

    private static CanonicalGame fast(GridGame game, String text) {
        return PartizanEvaluator.of(game).value(game.parse(text));
    }

    /**
     * The value by the brute force ({@link CharBoards}), which the framework's paths ({@link
     * RulesChecks#agreesOnEveryPath}) must agree with; each part also prints and parses back to itself.
     */
    private static CanonicalGame agreed(GridGame game, BruteRules rules, String text) {
        CanonicalGame v = value(rules, text);
        RulesChecks.agreesOnEveryPath(game, text, v);
        // A board prints as it was written, but for one with every square blocked: nothing left, written 0.
        GridPosition position = game.parse(text);
        assertThat(game.format(position)).isEqualTo(text.matches("[#|]+") ? "0" : text);
        assertThat(game.parse(game.format(position))).isEqualTo(position);
        for (GridPosition part : game.parts(game.parse(text))) {
            assertThat(game.parse(game.format(part))).as("%s part %s", game.name(), part).isEqualTo(part);
        }
        return v;
    }

    /** Fixed boards, then seeded random ones of up to maxRows x maxCols over .#xo with the given weights. */
    private void againstBruteForce(ClobberVariant game, BruteRules rules, int trials, int maxRows, int maxCols,
            int[] weights) {
        for (String text : List.of("xox|ox.", "xoxo|oo..", "x.o|.x.|o.x", "xo.x|o#ox|.xoo", "x..o|.ox.|o..x",
                "xxo|o.x|oxo")) {
            agreed(game, rules, text);
        }
        for (int trial = 0; trial < trials; trial++) {
            int rows = 1 + RANDOM.nextInt(maxRows);
            int cols = 1 + RANDOM.nextInt(maxCols);
            agreed(game, rules, random(RANDOM, rows, cols, ".#xo", weights));
        }
    }

    private static CanonicalGame cgsuite(String value) {
        return GameParser.parse(value);
    }

    // ----------------------------------------------------------------------------------------------
    // Each variant

    /**
     * Anti-Clobber: CGSuite's test of its ruleset gives {@code xoxo|oo..} = {*|-1}. By hand: {@code x.} is
     * {0 |} = 1 (Left moves, leaving an o, and no square is empty); {@code x.o} is {0 | 0} = *: both players
     * have a move into the one empty square, after which no square is empty. (CGSuite splits its Anti-Clobber
     * positions at empty squares, as for Clobber, which would give 0 there; the rules give *.)
     */
    @Test
    void antiClobber() {
        assertThat(agreed(anti, ANTI, "xoxo|oo..")).isEqualTo(cgsuite("{*|-1}"));
        assertThat(agreed(anti, ANTI, "x.")).isEqualTo(CanonicalGame.integer(1));
        assertThat(agreed(anti, ANTI, "x.o")).isEqualTo(CanonicalGame.star());
        assertThat(agreed(anti, ANTI, "x#.")).isEqualTo(CanonicalGame.zero());
        againstBruteForce(anti, ANTI, 40, 3, 4, new int[] {3, 1, 2, 2});
    }

    /**
     * Hot Clobber: a row of n Left stones is n - 1 (each move removes one of them, and Right has none), so
     * {@code xxx} = 2; {@code xo} is {0 | 0} = *, as in Clobber.
     */
    @Test
    void hotClobber() {
        assertThat(agreed(hot, HOT, "xx")).isEqualTo(CanonicalGame.integer(1));
        assertThat(agreed(hot, HOT, "xxx")).isEqualTo(CanonicalGame.integer(2));
        assertThat(agreed(hot, HOT, "x|x|x|x")).isEqualTo(CanonicalGame.integer(3));
        assertThat(agreed(hot, HOT, "xo")).isEqualTo(CanonicalGame.star());
        assertThat(agreed(hot, HOT, "xx.oo")).isEqualTo(CanonicalGame.zero());
        againstBruteForce(hot, HOT, 40, 3, 4, new int[] {2, 1, 3, 3});
    }

    /**
     * Kings: CGSuite's test of its ruleset gives {@code xox|ox.} = {^^*|*,v[2]}. By hand: a diagonal pair
     * {@code x.|.o} is {0 | 0} = *, where Clobber has no move.
     */
    @Test
    void kings() {
        assertThat(agreed(kings, KINGS, "xox|ox.")).isEqualTo(cgsuite("{^^*|*,v[2]}"));
        assertThat(agreed(kings, KINGS, "x.|.o")).isEqualTo(CanonicalGame.star());
        assertThat(fast(clobber, "x.|.o")).isEqualTo(CanonicalGame.zero());
        againstBruteForce(kings, KINGS, 40, 3, 4, new int[] {2, 1, 3, 3});
    }

    /**
     * Knights: by hand, {@code x..|..o} is {0 | 0} = * (each stone is a knight's move from the other), and
     * {@code xo} is 0 (no knight's move joins them); pieces a knight's move apart are one part.
     */
    @Test
    void knights() {
        assertThat(agreed(knights, KNIGHTS, "x..|..o")).isEqualTo(CanonicalGame.star());
        assertThat(agreed(knights, KNIGHTS, "xo")).isEqualTo(CanonicalGame.zero());
        assertThat(knights.parts(knights.parse("x..|..o"))).hasSize(1);
        assertThat(knights.parts(knights.parse("xo.|..o"))).hasSize(1);
        againstBruteForce(knights, KNIGHTS, 40, 4, 4, new int[] {2, 1, 3, 3});
    }

    /**
     * Rooks: CGSuite's test of its ruleset gives {@code xox|ox.} = {^^*|0,*}. By hand: {@code x.o} is * (the
     * rook slides over the empty square), {@code x#o} is 0 (a blocked square stops it), and {@code xxo} is
     * {0 | *} = ^: the far stone may not jump over its own, so Left's one move leaves x.x, and Right's leaves xo.
     */
    @Test
    void rooks() {
        assertThat(agreed(rooks, ROOKS, "xox|ox.")).isEqualTo(cgsuite("{^^*|0,*}"));
        assertThat(agreed(rooks, ROOKS, "x.o")).isEqualTo(CanonicalGame.star());
        assertThat(agreed(rooks, ROOKS, "x#o")).isEqualTo(CanonicalGame.zero());
        assertThat(agreed(rooks, ROOKS, "xxo")).isEqualTo(CanonicalGame.up());
        againstBruteForce(rooks, ROOKS, 40, 3, 4, new int[] {3, 1, 2, 2});
    }

    /** Queens: CGSuite's test of its ruleset gives {@code xox|ox.} = ^; by hand, {@code x..|...|..o} is *. */
    @Test
    void queens() {
        assertThat(agreed(queens, QUEENS, "xox|ox.")).isEqualTo(CanonicalGame.up());
        assertThat(agreed(queens, QUEENS, "x..|...|..o")).isEqualTo(CanonicalGame.star());
        againstBruteForce(queens, QUEENS, 40, 3, 4, new int[] {3, 1, 2, 2});
    }

    /** CGSuite's test of its Clobber gives {@code xox|ox.} = {^^*|*,v}; the framework's Clobber agrees. */
    @Test
    void clobberOnTheFrameworkAgreesWithTheBuiltIn() {
        assertThat(agreed(clobber, CLOBBER, "xox|ox.")).isEqualTo(cgsuite("{^^*|*,v}"));
        Clobber builtIn = new Clobber();
        PartizanEvaluator<Board> builtInSearch = PartizanEvaluator.of(builtIn);
        for (int trial = 0; trial < 150; trial++) {
            String text = random(RANDOM, 1 + RANDOM.nextInt(3), 1 + RANDOM.nextInt(5), ".xo", new int[] {2, 3, 3});
            assertThat(fast(clobber, text)).as("clobber %s", text).isEqualTo(builtInSearch.value(builtIn.parse(text)));
        }
        assertThat(clobber.format(clobber.parse("3x4"))).isEqualTo("xoxo|oxox|xoxo");
    }

    // ----------------------------------------------------------------------------------------------
    // Properties

    /**
     * Anti-Clobber is Clobber played backwards (CGSuite's documentation of AntiClobber): a Left option G to H
     * in Clobber is a Left option H to G in Anti-Clobber, and so for Right, and every Anti-Clobber move is one
     * of these.
     */
    @Test
    void antiClobberIsClobberBackwards() {
        for (int trial = 0; trial < 200; trial++) {
            GridPosition g = anti.parse(random(RANDOM, 1 + RANDOM.nextInt(4), 1 + RANDOM.nextInt(4), ".#xo",
                    new int[] {3, 1, 3, 3}));
            for (boolean left : new boolean[] {true, false}) {
                for (GridPosition h : left ? clobber.leftMoves(g) : clobber.rightMoves(g)) {
                    assertThat(left ? anti.leftMoves(h) : anti.rightMoves(h)).as("%s back from %s", g, h).contains(g);
                }
                for (GridPosition h : left ? anti.leftMoves(g) : anti.rightMoves(g)) {
                    assertThat(left ? clobber.leftMoves(h) : clobber.rightMoves(h)).as("%s forward from %s", g, h)
                            .contains(g);
                }
            }
        }
    }

    /** Every symmetry of the square keeps a value, and exchanging the colours negates it. */
    @Test
    void symmetriesKeepValuesAndColoursNegate() {
        for (ClobberVariant game : List.of(anti, hot, kings, knights, rooks, queens)) {
            for (int trial = 0; trial < 12; trial++) {
                char[][] b = rows(random(RANDOM, 2 + RANDOM.nextInt(2), 2 + RANDOM.nextInt(3), ".#xo",
                        new int[] {2, 1, 3, 3}));
                CanonicalGame v = fast(game, text(b));
                char[][] t = new char[b[0].length][b.length];
                char[][] swapped = copy(b);
                for (int r = 0; r < b.length; r++) {
                    for (int c = 0; c < b[0].length; c++) {
                        t[c][r] = b[r][c];
                        swapped[r][c] = b[r][c] == 'x' ? 'o' : b[r][c] == 'o' ? 'x' : b[r][c];
                    }
                }
                assertThat(fast(game, text(t))).as("%s transposed", game.name()).isEqualTo(v);
                assertThat(fast(game, text(swapped))).as("%s swapped", game.name())
                        .isEqualTo(v.negate());
            }
        }
    }

    @Test
    void positionsRoundTripAndBadInputIsNamed() {
        Set<String> names = new HashSet<>();
        for (ClobberVariant game : List.of(anti, hot, kings, knights, rooks, queens)) {
            names.add(game.name());
            for (String text : List.of("xo.#|o.x.", "x", ".", "xoxo|oxox")) {
                // A board prints as it was written, but for one with every square blocked: nothing left, written 0.
        GridPosition position = game.parse(text);
        assertThat(game.format(position)).isEqualTo(text.matches("[#|]+") ? "0" : text);
        assertThat(game.parse(game.format(position))).isEqualTo(position);
            }
            assertThatThrownBy(() -> game.parse("xoz")).isInstanceOf(BadInputException.class)
                    .hasMessageContaining(game.name());
        }
        assertThat(names).containsExactlyInAnyOrder("anti-clobber", "hot-clobber", "clobber-kings",
                "clobber-knights", "clobber-rooks", "clobber-queens");
        assertThat(kings.format(kings.parse("2x3"))).isEqualTo("xox|oxo");
        assertThatThrownBy(() -> anti.parse("2x3")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> kings.parse("9x9")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("at most 64 squares");
    }
}

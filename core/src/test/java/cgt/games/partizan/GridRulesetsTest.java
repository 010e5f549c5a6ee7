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
import cgt.rules.PartizanRules;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The rulesets on the grid framework (Cram, Konane, Amazons), each checked four ways: published values; an
 * independent brute force written here from the rules on character boards, whose game tree is built as
 * explicit {@code {L | R}} games and canonicalised by cgt's algebra; the framework's search with its parts,
 * normal forms and packed bit-level options against the same search with parts and normal forms only and a
 * search that never splits a position ({@link RulesChecks#agreesOnEveryPath}); and positions printed and parsed back.
 */
class GridRulesetsTest {

    private static final Random RANDOM = new Random(24);

    // ----------------------------------------------------------------------------------------------
    // The brute force: rules on char[][] boards (CharBoards), nothing of the framework

    private static final int[][] ROOK = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    private static final int[][] QUEEN = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

    /** Cram: a domino on two adjacent empty squares, either way, for both players. */
    private static final BruteRules CRAM = (b, me) -> {
        List<char[][]> out = new ArrayList<>();
        for (int r = 0; r < b.length; r++) {
            for (int c = 0; c < b[0].length; c++) {
                for (int[] d : new int[][] {{0, 1}, {1, 0}}) {
                    if (b[r][c] == '.' && on(b, r + d[0], c + d[1]) && b[r + d[0]][c + d[1]] == '.') {
                        char[][] n = copy(b);
                        n[r][c] = '#';
                        n[r + d[0]][c + d[1]] = '#';
                        out.add(n);
                    }
                }
            }
        }
        return out;
    };

    /** Konane: jump over an adjacent enemy onto an empty square, and on in the same line as often as wished. */
    private static final BruteRules KONANE = (b, me) -> {
        char them = me == 'x' ? 'o' : 'x';
        List<char[][]> out = new ArrayList<>();
        for (int r = 0; r < b.length; r++) {
            for (int c = 0; c < b[0].length; c++) {
                if (b[r][c] != me) {
                    continue;
                }
                for (int[] d : ROOK) {
                    char[][] n = copy(b);
                    int cr = r;
                    int cc = c;
                    while (on(n, cr + 2 * d[0], cc + 2 * d[1]) && n[cr + d[0]][cc + d[1]] == them
                            && n[cr + 2 * d[0]][cc + 2 * d[1]] == '.') {
                        n[cr][cc] = '.';
                        n[cr + d[0]][cc + d[1]] = '.';
                        cr += 2 * d[0];
                        cc += 2 * d[1];
                        n[cr][cc] = me;
                        out.add(copy(n));
                    }
                }
            }
        }
        return out;
    };

    /** Amazons: a queen move over empty squares, then an arrow shot like a queen from the landing square. */
    private static final BruteRules AMAZONS = (b, me) -> {
        List<char[][]> out = new ArrayList<>();
        for (int r = 0; r < b.length; r++) {
            for (int c = 0; c < b[0].length; c++) {
                if (b[r][c] != me) {
                    continue;
                }
                for (int[] d : QUEEN) {
                    for (int k = 1; on(b, r + k * d[0], c + k * d[1]) && b[r + k * d[0]][c + k * d[1]] == '.'; k++) {
                        char[][] moved = copy(b);
                        moved[r][c] = '.';
                        int tr = r + k * d[0];
                        int tc = c + k * d[1];
                        moved[tr][tc] = me;
                        for (int[] a : QUEEN) {
                            for (int j = 1; on(moved, tr + j * a[0], tc + j * a[1])
                                    && moved[tr + j * a[0]][tc + j * a[1]] == '.'; j++) {
                                char[][] shot = copy(moved);
                                shot[tr + j * a[0]][tc + j * a[1]] = '#';
                                out.add(shot);
                            }
                        }
                    }
                }
            }
        }
        return out;
    };

    /** Fission: a stone with empty squares on both sides (above and below for Left) becomes two stones there. */
    private static final BruteRules FISSION = (b, me) -> {
        int dr = me == 'x' ? 1 : 0;
        int dc = me == 'x' ? 0 : 1;
        List<char[][]> out = new ArrayList<>();
        for (int r = 0; r < b.length; r++) {
            for (int c = 0; c < b[0].length; c++) {
                if (b[r][c] == 'x' && on(b, r - dr, c - dc) && on(b, r + dr, c + dc) && b[r - dr][c - dc] == '.'
                        && b[r + dr][c + dc] == '.') {
                    char[][] n = copy(b);
                    n[r][c] = '.';
                    n[r - dr][c - dc] = 'x';
                    n[r + dr][c + dc] = 'x';
                    out.add(n);
                }
            }
        }
        return out;
    };

    // ----------------------------------------------------------------------------------------------
    // The framework's three paths

    /** The value by the framework's search: parts, normal forms, packed keys and bit-level options. */
    private static CanonicalGame fast(GridGame game, String text) {
        return PartizanEvaluator.of(game).value(game.parse(text));
    }

    /**
     * The value by the brute force ({@link CharBoards}), which the framework's paths ({@link
     * RulesChecks#agreesOnEveryPath}) must agree with; then it is returned.
     */
    private static CanonicalGame agreed(GridGame game, BruteRules rules, String text) {
        CanonicalGame v = value(rules, text);
        RulesChecks.agreesOnEveryPath(game, text, v);
        assertThat(game.format(game.parse(text))).isEqualTo(text);
        return v;
    }

    // ----------------------------------------------------------------------------------------------
    // Cram

    private final Cram cram = new Cram();

    /**
     * Cram on a 1 x n strip is Dawson's Kayles (octal 0.07, Winning Ways ch. 15), whose value at n is Dawson's
     * chess (0.137) at n - 1 (OEIS A002187); on a board with both sides even the second player wins by
     * mirroring through the centre, so the value is 0; with one side even and the other odd the first
     * player wins by taking the two central squares and then mirroring (Winning Ways, "Cram").
     */
    @Test
    void cramAgainstPublishedValues() {
        int[] chess = Reference.sequence("dawsons-chess-0.137.txt");
        for (int n = 1; n <= 14; n++) {
            assertThat(fast(cram, "1x" + n)).as("1x%d", n).isEqualTo(CanonicalGame.nimber(chess[n - 1]));
            assertThat(fast(cram, n + "x1")).as("%dx1", n).isEqualTo(CanonicalGame.nimber(chess[n - 1]));
        }
        for (String even : List.of("2x2", "2x4", "4x2", "2x6", "4x4")) {
            assertThat(fast(cram, even)).as(even).isEqualTo(CanonicalGame.zero());
        }
        for (String firstWins : List.of("2x3", "3x2", "2x5", "3x4", "4x3")) {
            assertThat(fast(cram, firstWins)).as(firstWins).isNotEqualTo(CanonicalGame.zero());
        }
    }

    @Test
    void cramAgainstBruteForce() {
        for (String text : List.of("...|...", "...|...|...", "....|.#..|....", "..#|...|#..")) {
            CanonicalGame v = agreed(cram, CRAM, text);
            assertThat(v.isNimber()).as(text).isTrue();
        }
        for (int trial = 0; trial < 25; trial++) {
            int rows = 1 + RANDOM.nextInt(4);
            int cols = 1 + RANDOM.nextInt(4);
            String text = random(RANDOM, rows, cols, ".#", new int[] {4, 1});
            assertThat(agreed(cram, CRAM, text).isNimber()).as(text).isTrue();
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Konane

    private final Konane konane = new Konane();

    /**
     * Small positions worked by hand from the rules: {@code xo.} = {0 |} = 1, {@code .ox} = 1 by the mirror,
     * {@code ox.} = -1, {@code x.o} = 0 (no stone is next to an enemy), and {@code .xo.} = {0 | 0} = *.
     * Ernst's tables ("Playing Konane mathematically", 1995) were not at hand, so no value of his is asserted.
     */
    @Test
    void konaneSmallValues() {
        assertThat(fast(konane, "xo.")).isEqualTo(CanonicalGame.integer(1));
        assertThat(fast(konane, ".ox")).isEqualTo(CanonicalGame.integer(1));
        assertThat(fast(konane, "ox.")).isEqualTo(CanonicalGame.integer(-1));
        assertThat(fast(konane, "x.o")).isEqualTo(CanonicalGame.zero());
        assertThat(fast(konane, "xo.|...")).isEqualTo(CanonicalGame.integer(1));
        // .xo.: Left jumps to the right end, Right jumps to the left end: {0 | 0} = *.
        assertThat(fast(konane, ".xo.")).isEqualTo(CanonicalGame.star());
    }

    @Test
    void konaneAgainstBruteForce() {
        for (String text : List.of("xo.o.", ".xo.", "xox.|.o.x|x.o.", "x.o|oxo|.x.", "xoxo|o..x|xo.o")) {
            agreed(konane, KONANE, text);
        }
        for (int trial = 0; trial < 30; trial++) {
            int rows = 1 + RANDOM.nextInt(4);
            int cols = 2 + RANDOM.nextInt(3);
            agreed(konane, KONANE, random(RANDOM, rows, cols, ".#xo", new int[] {3, 1, 2, 2}));
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Amazons

    private final Amazons amazons = new Amazons();

    /** CGSuite's own test of its Amazons ruleset (its test suite's "define Amazons properly"). */
    @Test
    void amazonsAgainstCgsuitesDocumentedValue() {
        assertThat(fast(amazons, "x...|o...")).isEqualTo(
                GameParser.parse("+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"));
    }

    @Test
    void amazonsAgainstBruteForce() {
        // x.: Left moves and shoots back onto her old square, then no one moves: {0 |} = 1.
        assertThat(fast(amazons, "x.")).isEqualTo(CanonicalGame.integer(1));
        assertThat(fast(amazons, "x..")).isEqualTo(CanonicalGame.integer(2));
        for (String text : List.of("x..|..o", "x.#|#.o", "x...|...o", "x.o|...", "x.#.|#..o")) {
            agreed(amazons, AMAZONS, text);
        }
        for (int trial = 0; trial < 20; trial++) {
            int rows = 1 + RANDOM.nextInt(3);
            int cols = 2 + RANDOM.nextInt(2);
            agreed(amazons, AMAZONS, random(RANDOM, rows, cols, ".#xo", new int[] {5, 1, 1, 1}));
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Fission

    private final Fission fission = new Fission();

    /**
     * Worked by hand from the rules (CGSuite's Fission documentation gives the rules and a game, no values):
     * {@code .|x|.} is {0 |} = 1 (Left splits, and the two stones have no room), {@code .x.} is -1, and so is
     * {@code .x.|...}, where Left has no square above the stone.
     */
    @Test
    void fissionSmallValues() {
        assertThat(fast(fission, ".|x|.")).isEqualTo(CanonicalGame.integer(1));
        assertThat(fast(fission, ".x.")).isEqualTo(CanonicalGame.integer(-1));
        assertThat(agreed(fission, FISSION, ".x.|...")).isEqualTo(CanonicalGame.integer(-1));
    }

    @Test
    void fissionAgainstBruteForce() {
        for (String text : List.of("...|.x.|...", "....|.x..|....|..x.", "..x.|....|.x..", ".x.#|....|#.x.")) {
            agreed(fission, FISSION, text);
        }
        for (int trial = 0; trial < 25; trial++) {
            int rows = 2 + RANDOM.nextInt(3);
            int cols = 2 + RANDOM.nextInt(3);
            agreed(fission, FISSION, random(RANDOM, rows, cols, ".x#", new int[] {5, 2, 1}));
        }
        // The transpose negates: a board and its transpose have opposite values.
        assertThat(fast(fission, "...|.x.|..#|.x.")).isEqualTo(fast(fission, "....|.x.x|..#.").negate());
    }

    /** Regions touching only at a corner are one part in Amazons (a queen passes diagonally) and two in Konane. */
    @Test
    void neighbourhoodsDecideTheParts() {
        assertThat(amazons.parts(amazons.parse("x.##|.#..|##.o"))).hasSize(1);
        assertThat(konane.parts(konane.parse("xo.#|###.|##ox"))).extracting(GridPosition::toString)
                .containsExactlyInAnyOrder("xo.", "#.|ox");
        assertThat(amazons.parts(amazons.parse("xo.#|###.|##ox"))).hasSize(1);
        assertThat(cram.parts(cram.parse("..#.|#.##|##.."))).extracting(GridPosition::toString)
                .containsExactlyInAnyOrder("..|#.", "..");
    }

    @Test
    void normalFormsAndPackedKeys() {
        // Exchanging the colours negates Konane and Amazons: the two boards share a key, one negated.
        for (GridGame game : List.of(konane, amazons)) {
            PartizanRules.Normal<GridPosition> a = game.normalize(game.parse("xo.|..o"));
            PartizanRules.Normal<GridPosition> b = game.normalize(game.parse("ox.|..x"));
            assertThat(a.key()).isEqualTo(b.key());
            assertThat(a.negated()).isNotEqualTo(b.negated());
            assertThat(game.unpack(game.packedKey(a.key()))).isEqualTo(a.key());
        }
        // Cram's transpose keeps the value, so a board and its transpose share a key, neither negated.
        PartizanRules.Normal<GridPosition> wide = cram.normalize(cram.parse("...|.#."));
        PartizanRules.Normal<GridPosition> tall = cram.normalize(cram.parse("..|#.|.."));
        assertThat(tall.key()).isEqualTo(wide.key());
        assertThat(tall.negated()).isFalse();
        assertThat(cram.unpack(cram.packedKey(wide.key()))).isEqualTo(wide.key());
    }

    @Test
    void badInputIsOneLine() {
        assertThatThrownBy(() -> konane.parse("xo.|x")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("row 2");
        assertThatThrownBy(() -> cram.parse("x..")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'x'");
        assertThatThrownBy(() -> cram.parse("9x9")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("at most 64");
        assertThatThrownBy(() -> amazons.parse("3x3")).isInstanceOf(BadInputException.class);
    }
}

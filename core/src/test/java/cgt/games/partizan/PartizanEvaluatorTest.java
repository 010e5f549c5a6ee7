package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import cgt.partizan.search.PartizanCycleException;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Values of ruleset positions: textbook values, symmetry (a transposed Domineering board, a colour-swapped
 * Clobber board, a mirrored Toads and Frogs strip are negatives), decomposition (a position is the sum of
 * its parts, checked against an evaluation that never splits), and outcomes against plain minimax.
 */
class PartizanEvaluatorTest {

    private final Domineering domineering = new Domineering();
    private final Clobber clobber = new Clobber();
    private final ToadsAndFrogs toads = new ToadsAndFrogs();
    private final Hackenbush hackenbush = new Hackenbush();
    private final Cutcake cutcake = new Cutcake();

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    private static <P> CanonicalGame value(PartizanRules<P> game, String position) {
        return PartizanEvaluator.of(game).value(game.parse(position));
    }

    /**
     * The ruleset's moves and syntax alone: every optional method keeps its default, so evaluation is the
     * plain recursion on whole positions, with neither decomposition nor normal forms.
     */
    private static class Undivided<P> implements PartizanRules<P> {
        final PartizanRules<P> game;

        Undivided(PartizanRules<P> game) {
            this.game = game;
        }

        @Override
        public String name() {
            return game.name();
        }

        @Override
        public String rules() {
            return game.rules();
        }

        @Override
        public String syntax() {
            return game.syntax();
        }

        @Override
        public P parse(String text) {
            return game.parse(text);
        }

        @Override
        public String format(P position) {
            return game.format(position);
        }

        @Override
        public Collection<P> leftMoves(P position) {
            return game.leftMoves(position);
        }

        @Override
        public Collection<P> rightMoves(P position) {
            return game.rightMoves(position);
        }
    }

    private static <P> PartizanRules<P> undivided(PartizanRules<P> game) {
        return new Undivided<>(game);
    }

    /**
     * The ruleset with its parts, normal forms and packing but without its own {@link PartizanRules#options}:
     * options come from the generic path through whole boards.
     */
    private static <P, G extends PartizanRules<P>> GenericOptions<P> withGenericOptions(G game) {
        return new GenericOptions<>(game);
    }

    private static final class GenericOptions<P> extends Undivided<P> {
        private final PartizanRules<P> packed;

        <G extends PartizanRules<P>> GenericOptions(G packed) {
            super(packed);
            this.packed = packed;
        }

        @Override
        public Collection<P> parts(P position) {
            return packed.parts(position);
        }

        @Override
        public Normal<P> normalize(P part) {
            return packed.normalize(part);
        }

        @Override
        public long packedKey(P part) {
            return packed.packedKey(part);
        }

        @Override
        public P unpack(long packedKey) {
            return packed.unpack(packedKey);
        }
    }

    /** Each option as the sorted list of its parts (normal form and sign), the options sorted too. */
    private static <P, G extends PartizanRules<P>> List<String> optionsOf(G game, P part,
            boolean left) {
        List<String> options = new ArrayList<>();
        List<String> current = new ArrayList<>();
        game.options(part, left, new OptionSink<>() {
            @Override
            public void part(long packedKey, P p, boolean negated) {
                P key = packedKey != PartizanRules.NOT_PACKED ? game.unpack(packedKey) : p;
                if (packedKey != PartizanRules.NOT_PACKED && p != null) {
                    assertThat(game.packedKey(p)).isEqualTo(packedKey);
                }
                current.add((negated ? "-" : "+") + game.format(key));
            }

            @Override
            public void endOption() {
                current.sort(null);
                options.add(String.join(" ", current));
                current.clear();
            }
        });
        options.sort(null);
        return options;
    }

    /**
     * Positions 0 to length - 1 in a row: Left moves one step on, Right never moves; from the last, Left's move
     * goes back to {@code loopTo}, or there is none when it is negative. Only the moves are written: the syntax of a
     * position that is an Integer is the rules' default.
     */
    private record Chain(int length, int loopTo) implements PartizanRules<Integer> {
        @Override
        public Collection<Integer> leftMoves(Integer p) {
            return p + 1 < length ? List.of(p + 1) : loopTo >= 0 ? List.of(loopTo) : List.of();
        }

        @Override
        public Collection<Integer> rightMoves(Integer p) {
            return List.of();
        }
    }

    @Test
    void aPartMetAgainOnTheSearchsOwnStackIsACycleAtAnyDepth() {
        // The first 64 frames are scanned and deeper ones kept in a set: cycles that start at the bottom of the stack
        // and ones that start past the scanned frames are all found, on one thread and on two, and a chain that does
        // not come back is valued (length - 1 free moves for Left).
        for (int threads : new int[] {1, 2}) {
            for (int length : new int[] {3, 64, 65, 200}) {
                for (int loopTo : new int[] {0, length / 2, length - 1}) {
                    PartizanEvaluator<Integer> search = new PartizanEvaluator<>(new Chain(length, loopTo),
                            new TranspositionTable<>(1 << 12), threads, Progress.NONE);
                    assertThatThrownBy(() -> search.value(0)).as("%d back to %d", length, loopTo)
                            .isInstanceOf(PartizanCycleException.class);
                }
                Chain chain = new Chain(length, -1);
                assertThat(new PartizanEvaluator<>(chain, new TranspositionTable<>(1 << 12), threads, Progress.NONE)
                        .value(0)).isSameAs(CanonicalGame.integer(length - 1));
            }
        }
    }

    @Test
    void domineeringOptionsOnBitsAreTheGenericOptions() {
        optionsOnBitsAreTheGenericOptions(domineering, new Random(21), "...#", ".#");
    }

    @Test
    void clobberOptionsOnBitsAreTheGenericOptions() {
        optionsOnBitsAreTheGenericOptions(clobber, new Random(23), "xo", "xo.x.o");
    }

    /**
     * A ruleset's own options against the generic ones, on random boards of up to 8x8 (more than the 50 or 25
     * squares that pack, and up to the 64 that fit in a word), half of them drawn from each alphabet.
     */
    private static <P, G extends PartizanRules<P>> void optionsOnBitsAreTheGenericOptions(
            G game, Random random, String dense, String sparse) {
        GenericOptions<P> generic = withGenericOptions(game);
        for (int trial = 0; trial < 400; trial++) {
            P b = game.parse(randomBoard(random, 1 + random.nextInt(8), 1 + random.nextInt(8),
                    trial % 2 == 0 ? dense : sparse));
            for (boolean left : new boolean[] {true, false}) {
                assertThat(optionsOf(game, b, left)).as("%s %s", game.format(b), left ? "Left" : "Right")
                        .isEqualTo(optionsOf(generic, b, left));
            }
        }
    }

    @Tag("slow")
    @Test
    void tinyTablesAndSeveralThreadsGiveTheSameValues() {
        Random random = new Random(33);
        for (int trial = 0; trial < 12; trial++) {
            // A table of 16 entries forgets almost everything: only small boards finish quickly with it.
            boolean small = trial % 2 == 0;
            // 4x4 at most: several threads and a table that forgets are shown on an empty 4x4 board as well as on
            // a 4x5 one (which takes ten times as long, most of it in threads waiting on a busy machine).
            DomineeringBoard b = domineering.parse(small ? randomBoard(random, 3, 3 + random.nextInt(2), "....#")
                    : randomBoard(random, 4, 4, trial < 4 ? "." : "....#"));
            Board c = clobber.parse(randomBoard(random, 2 + random.nextInt(2), 3 + random.nextInt(2), "xo.xo"));
            CanonicalGame expected = PartizanEvaluator.of(domineering).value(b);
            CanonicalGame expectedClobber = PartizanEvaluator.of(clobber).value(c);
            for (int threads = 1; threads <= 3; threads++) {
                for (int capacity : small ? new int[] {16, 1 << 16} : new int[] {1 << 16}) {
                    assertThat(new PartizanEvaluator<>(domineering, TranspositionTable.forGame(domineering, capacity),
                            threads, Progress.NONE).value(b)).as("%s, %d threads, %d entries", b, threads, capacity)
                            .isEqualTo(expected);
                    assertThat(new PartizanEvaluator<>(clobber, TranspositionTable.forGame(clobber, capacity),
                            threads, Progress.NONE).value(c)).as("%s, %d threads, %d entries", c, threads, capacity)
                            .isEqualTo(expectedClobber);
                }
            }
        }
    }

    @Test
    void largeSparseBoardsAreTheSumOfTheirRegions() {
        // More than 50 squares (not packed) and more than 64 (several words): the slow paths of the board.
        Random random = new Random(41);
        for (int trial = 0; trial < 6; trial++) {
            check(domineering, randomBoard(random, 8, 7 + trial % 3, ".####"));
        }
    }

    @Test
    void domineeringTextbookValues() {
        assertThat(value(domineering, "..")).isEqualTo(g("-1"));
        assertThat(value(domineering, ".|.")).isEqualTo(g("1"));
        assertThat(value(domineering, "..|..")).isEqualTo(g("+-1"));
        assertThat(value(domineering, "...|...")).isEqualTo(g("{2|-1/2}"));
        assertThat(value(domineering, "..|..|..")).isEqualTo(g("{1/2|-2}"));
        assertThat(value(domineering, "...|...|...")).isEqualTo(g("+-1"));
        assertThat(value(domineering, "....")).isEqualTo(g("-2"));
        assertThat(value(domineering, "...")).isEqualTo(g("-1"));
        // Winning Ways' L-shaped corner of three squares: each player has one move, to 0.
        assertThat(value(domineering, "..|.#")).isEqualTo(g("*"));
        // Mirror images keep the value; a quarter turn negates it.
        assertThat(value(domineering, "..|..|.#")).isEqualTo(value(domineering, ".#|..|.."));
        assertThat(value(domineering, "..|..|.#")).isEqualTo(value(domineering, "...|..#").negate());
        assertThat(value(domineering, "....|....|....|....").toString())
                .isEqualTo("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
    }

    @Test
    void hackenbushStalksAreBinaryFractionsAndGreenStalksNimbers() {
        assertThat(value(hackenbush, "lrr")).isEqualTo(g("1/4"));
        assertThat(value(hackenbush, "lr")).isEqualTo(g("1/2"));
        assertThat(value(hackenbush, "rl")).isEqualTo(g("-1/2"));
        assertThat(value(hackenbush, "llr")).isEqualTo(g("3/2"));
        assertThat(value(hackenbush, "lrl")).isEqualTo(g("3/4"));
        assertThat(value(hackenbush, "lrrl")).isEqualTo(g("3/8"));
        assertThat(value(hackenbush, "e")).isEqualTo(g("*"));
        assertThat(value(hackenbush, "ee")).isEqualTo(g("*2"));
        assertThat(value(hackenbush, "eee")).isEqualTo(g("*3"));
        assertThat(value(hackenbush, "(e;e)")).isEqualTo(g("0"));
        // The colon principle: branches *1 and *1 above a green edge fuse to 0, leaving *1.
        assertThat(value(hackenbush, "e(e;e)")).isEqualTo(g("*"));
        assertThat(value(hackenbush, "e(ee;e)")).isEqualTo(g("*4"));
        assertThat(value(hackenbush, "(ll;r(l;r))")).isEqualTo(g("1"));
    }

    @Test
    void treeValuesByTheColonPrincipleAgreeWithTheSearch() {
        // Every blue-red stalk of up to 8 edges: Berlekamp's rule against the plain recursion.
        for (int length = 1; length <= 8; length++) {
            for (int colours = 0; colours < (1 << length); colours++) {
                StringBuilder stalk = new StringBuilder();
                for (int i = 0; i < length; i++) {
                    stalk.append((colours >> i & 1) == 0 ? 'l' : 'r');
                }
                Hackenbush.Tree t = hackenbush.parse(stalk.toString());
                assertThat(hackenbush.knownValue(t)).as(stalk.toString())
                        .contains(PartizanEvaluator.of(undivided(hackenbush)).value(t));
            }
        }
        for (String green : List.of("e(e;e)", "e(ee;e(e;e))", "(eee;e(e;ee))", "e(e(e;e);e)")) {
            Hackenbush.Tree t = hackenbush.parse(green);
            assertThat(hackenbush.knownValue(t)).as(green)
                    .contains(PartizanEvaluator.of(undivided(hackenbush)).value(t));
        }
        // Trees of all three colours, by the colon principle: the edge under a vertex is an ordinal sum's base.
        // Green under blue is {0, * | 0} = ↑* (Left may take either edge, Right only the green one).
        assertThat(hackenbush.knownValue(hackenbush.parse("el"))).contains(g("^*"));
        assertThat(hackenbush.knownValue(hackenbush.parse("le"))).contains(g("1*"));
        Random random = new Random(41);
        for (int i = 0; i < 150; i++) {
            String text = branchingTree(random, 1 + random.nextInt(9));
            Hackenbush.Tree t = hackenbush.parse(text);
            assertThat(hackenbush.knownValue(t)).as(text).contains(PartizanEvaluator.of(undivided(hackenbush)).value(t));
        }
    }

    /** A random tree of the given number of edges in CGSuite's string form, branching now and then. */
    private static String branchingTree(Random random, int edges) {
        StringBuilder b = new StringBuilder();
        while (edges > 0) {
            if (edges >= 3 && random.nextInt(3) == 0) {
                int left = 1 + random.nextInt(edges - 1);
                return b.append('(').append(branchingTree(random, left)).append(';')
                        .append(branchingTree(random, edges - left)).append(')').toString();
            }
            b.append("lre".charAt(random.nextInt(3)));
            edges--;
        }
        return b.toString();
    }

    @Test
    void toadsAndFrogsOfWinningWays() {
        // Winning Ways' first Toads and Frogs positions (ch. 1): TFTF□ = TF□TF = 0, TFT□F = *, T□TFF = {0|*} = ↑.
        assertThat(value(toads, "tftf.")).isEqualTo(g("0"));
        assertThat(value(toads, "tf.tf")).isEqualTo(g("0"));
        assertThat(value(toads, "tft.f")).isEqualTo(g("*"));
        assertThat(value(toads, "t.tff")).isEqualTo(g("^"));
        assertThat(value(toads, "tt.ff")).isEqualTo(g("*"));
    }

    @Test
    void toadsAndFrogsClobberAndCutcake() {
        assertThat(value(toads, "tt.ff")).isEqualTo(g("*"));
        assertThat(value(toads, "t.f")).isEqualTo(g("*"));
        assertThat(value(toads, "t..f")).isEqualTo(g("0"));
        assertThat(value(clobber, "xo")).isEqualTo(g("*"));
        assertThat(value(clobber, "xo|ox")).isEqualTo(g("*"));
        for (int n = 1; n <= 9; n++) {
            assertThat(value(cutcake, "1," + n)).isEqualTo(CanonicalGame.integer(n - 1));
            assertThat(value(cutcake, n + ",1")).isEqualTo(CanonicalGame.integer(1 - n));
        }
        assertThat(value(cutcake, "2,3")).isEqualTo(g("0"));
    }

    @Test
    void symmetricImagesAreNegatives() {
        Random random = new Random(5);
        for (int trial = 0; trial < 40; trial++) {
            DomineeringBoard b = domineering.parse(randomBoard(random, 1 + random.nextInt(4), 1 + random.nextInt(4), ".#"));
            assertThat(PartizanEvaluator.of(domineering).value(b.transformed(4)))
                    .isEqualTo(PartizanEvaluator.of(domineering).value(b).negate());
            Board c = clobber.parse(randomBoard(random, 1 + random.nextInt(3), 1 + random.nextInt(4), ".xo"));
            assertThat(PartizanEvaluator.of(clobber).value(Clobber.swapColours(c)))
                    .isEqualTo(PartizanEvaluator.of(clobber).value(c).negate());
            String strip = randomBoard(random, 1, 3 + random.nextInt(6), ".tf");
            assertThat(PartizanEvaluator.of(toads).value(ToadsAndFrogs.mirror(strip)))
                    .isEqualTo(PartizanEvaluator.of(toads).value(strip).negate());
        }
    }

    @Tag("slow")
    @Test
    void aPositionIsTheSumOfItsPartsAndOutcomesAgreeWithMinimax() {
        Random random = new Random(9);
        for (int trial = 0; trial < 30; trial++) {
            check(domineering, randomBoard(random, 1 + random.nextInt(3), 1 + random.nextInt(4), "..#"));
            check(clobber, randomBoard(random, 1 + random.nextInt(3), 1 + random.nextInt(3), ".xxoo"));
            check(toads, randomBoard(random, 1, 2 + random.nextInt(7), "..tf"));
            check(hackenbush, randomTree(random, 5));
            check(cutcake, (1 + random.nextInt(5)) + "," + (1 + random.nextInt(6)));
        }
    }

    private static <P> void check(PartizanRules<P> game, String text) {
        P p = game.parse(text);
        CanonicalGame byParts = PartizanEvaluator.of(game).value(p);
        CanonicalGame whole = PartizanEvaluator.of(undivided(game)).value(p);
        assertThat(byParts).as("%s %s", game.name(), text).isEqualTo(whole);
        Outcome byMinimax = new OutcomeSearch<>(game).outcome(p);
        assertThat(byParts.outcome()).as("%s %s", game.name(), text).isEqualTo(byMinimax);
    }

    private static String randomBoard(Random random, int rows, int cols, String alphabet) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                b.append('|');
            }
            for (int c = 0; c < cols; c++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
        }
        return b.toString();
    }

    private static String randomTree(Random random, int edges) {
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < edges; i++) {
            b.append("lre".charAt(random.nextInt(3)));
            if (random.nextInt(3) == 0 && i + 1 < edges) {
                b.append("(l;").append("lre".charAt(random.nextInt(3))).append(')');
            }
            if (random.nextInt(4) == 0) {
                b.append(';');
            }
        }
        String s = b.append(')').toString().replace(";)", ")").replace("(;", "(");
        return s.equals("()") ? "l" : s;
    }
}

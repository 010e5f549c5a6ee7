package cgt.games.graph;

import static cgt.games.graph.GraphFrameworkTest.named;
import static cgt.games.graph.GraphFrameworkTest.randomGraph;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.games.graph.GraphFrameworkTest.Spec;
import cgt.games.partizan.Hackenbush;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The values of the graph rulesets, two independent ways: published values (Dawson's chess and Dawson's Kayles
 * from the reference sequences, Col's values being numbers or numbers plus *), and a brute force written here
 * from each game's rules in its own terms (Col and Snort colour vertices and look at the neighbours' colours,
 * where the framework tints and deletes), building each position's value as {L|R} with cgt's algebra.
 */
class GraphRulesetsTest {

    private static final int[] DAWSONS_CHESS = Reference.sequence("dawsons-chess-0.137.txt");

    @Test
    void nodeKaylesOnAPathIsDawsonsChess() {
        // Winning Ways: Dawson's chess is the octal game 0.137, whose moves from a row of n are exactly Node Kayles
        // on the path P_n (an end vertex takes its neighbour, an inner one both its neighbours).
        NodeKayles game = new NodeKayles();
        PartizanEvaluator<Graph> search = PartizanEvaluator.of(game);
        for (int n = 1; n <= 40; n++) {
            assertThat(search.value(game.parse("Path(" + n + ")"))).as("P%d", n)
                    .isEqualTo(CanonicalGame.nimber(DAWSONS_CHESS[n]));
        }
        // A cycle: every first move leaves the path of n-3.
        for (int n = 4; n <= 20; n++) {
            int g = DAWSONS_CHESS[n - 3] == 0 ? 1 : 0;
            assertThat(search.value(game.parse("Cycle(" + n + ")"))).isEqualTo(CanonicalGame.nimber(g));
        }
    }

    @Test
    void arcKaylesOnAPathIsDawsonsKayles() {
        // Dawson's Kayles (0.07) knocks down two adjacent pins of a row: Arc Kayles on the path of the pins. Its
        // values are Dawson's chess shifted by one, g_0.07(n) = g_0.137(n-1) (Winning Ways; OEIS A002187).
        ArcKayles game = ArcKayles.arcKayles();
        PartizanEvaluator<Graph> search = PartizanEvaluator.of(game);
        for (int n = 1; n <= 40; n++) {
            assertThat(search.value(game.parse("Path(" + n + ")"))).as("P%d", n)
                    .isEqualTo(CanonicalGame.nimber(DAWSONS_CHESS[n - 1]));
        }
        assertThat(search.value(game.parse("Star(9)"))).isEqualTo(CanonicalGame.star());
    }

    @Test
    void colValuesAreNumbersOrNumbersPlusStarAndSymmetricMapsAreZeroOrStar() {
        // Winning Ways, ch. 2: every Col position is a number or a number plus *. A map that is its own colour swap
        // is its own negative, so an untinted one is 0 or *.
        Colouring col = Colouring.col();
        PartizanEvaluator<Graph> search = PartizanEvaluator.of(col);
        Random r = new Random(3);
        for (int i = 0; i < 150; i++) {
            Graph g = col.parse(named(randomGraph(r, 1 + r.nextInt(9), "LR...", "-")));
            CanonicalGame v = search.value(g);
            assertThat(v.isNumber() || v.plus(CanonicalGame.star()).isNumber()).as(col.format(g) + " = " + v).isTrue();
        }
        for (String map : List.of(".", "-", "--", "Path(7)", "Cycle(6)", "Star(5)", "--(-;--;---)", "Clique(4)")) {
            CanonicalGame v = search.value(col.parse(map));
            assertThat(v.equals(CanonicalGame.zero()) || v.equals(CanonicalGame.star())).as(map + " = " + v).isTrue();
        }
        assertThat(search.value(col.parse("."))).isEqualTo(CanonicalGame.star());
        assertThat(search.value(col.parse("R"))).isEqualTo(CanonicalGame.integer(1));
    }

    @Test
    void snortIsHot() {
        // Two adjacent untinted vertices: each player colours one and keeps the other, so {1|-1} = ±1.
        Colouring snort = Colouring.snort();
        assertThat(PartizanEvaluator.of(snort).value(snort.parse("-")))
                .isEqualTo(CanonicalGame.of(List.of(CanonicalGame.integer(1)), List.of(CanonicalGame.integer(-1))));
        assertThat(PartizanEvaluator.of(snort).value(snort.parse("L"))).isEqualTo(CanonicalGame.integer(1));
    }

    @Test
    void everyRulesetAgreesWithABruteForceFromItsRules() {
        Random r = new Random(2024);
        for (int i = 0; i < 60; i++) {
            Spec tinted = randomGraph(r, 1 + r.nextInt(7), "LR...", "-");
            for (String rule : List.of("col", "snort", "fjords")) {
                Colouring game = switch (rule) {
                    case "col" -> Colouring.col();
                    case "snort" -> Colouring.snort();
                    default -> Colouring.fjords();
                };
                assertThat(PartizanEvaluator.of(game).value(game.parse(named(tinted)))).as(rule + " " + named(tinted))
                        .isEqualTo(new Colours(tinted, rule).value());
            }
            Spec plain = randomGraph(r, 1 + r.nextInt(9), ".", "-");
            NodeKayles nk = new NodeKayles();
            assertThat(PartizanEvaluator.of(nk).value(nk.parse(named(plain)))).as(named(plain))
                    .isEqualTo(new Removals(plain, true).value());
            ArcKayles ak = ArcKayles.arcKayles();
            assertThat(PartizanEvaluator.of(ak).value(ak.parse(named(plain)))).as(named(plain))
                    .isEqualTo(new Removals(plain, false).value());
            Spec coloured = randomGraph(r, 1 + r.nextInt(8), ".", "lre");
            ArcKayles pak = ArcKayles.partizanArcKayles();
            assertThat(PartizanEvaluator.of(pak).value(pak.parse(named(coloured)))).as(named(coloured))
                    .isEqualTo(new Removals(coloured, false).value());
        }
    }

    @Test
    void childishHackenbushAgreesWithABruteForceOnTrees() {
        // Trees read by hackenbush's own parser; the brute force may cut only an edge with nothing above it.
        Hackenbush hackenbush = new Hackenbush();
        ChildishHackenbush childish = new ChildishHackenbush();
        Random r = new Random(5);
        for (int i = 0; i < 80; i++) {
            String tree = tree(r, 7);
            assertThat(PartizanEvaluator.of(childish).value(childish.parse(tree))).as(tree)
                    .isEqualTo(childishValue(hackenbush.parse(tree).edges()));
        }
        // A green stalk loses one edge at a time, a blue stalk is its length, and lr is {|1} = 0.
        assertThat(PartizanEvaluator.of(childish).value(childish.parse("eee"))).isEqualTo(CanonicalGame.star());
        assertThat(PartizanEvaluator.of(childish).value(childish.parse("lll"))).isEqualTo(CanonicalGame.integer(3));
        assertThat(PartizanEvaluator.of(childish).value(childish.parse("lr"))).isEqualTo(CanonicalGame.zero());
    }

    // ----------------------------------------------------------------------------------------------------------
    // The brute forces, each from its game's rules

    /** Col, Snort and Fjords as colourings: a tint L is a blue neighbour, R a red one, added as a pendant. */
    private static final class Colours {
        final int n;
        final int[] adjacency;
        final int[] start;
        final String rule;
        final Map<String, CanonicalGame> memo = new HashMap<>();

        Colours(Spec s, String rule) {
            this.rule = rule;
            int tints = 0;
            for (char c : s.labels()) {
                tints += c == '.' ? 0 : 1;
            }
            n = s.n() + tints;
            adjacency = new int[n];
            start = new int[n];
            int pendant = s.n();
            for (int v = 0; v < s.n(); v++) {
                for (int u = 0; u < s.n(); u++) {
                    if (s.edges()[v][u] != 0) {
                        adjacency[v] |= 1 << u;
                    }
                }
                if (s.labels()[v] != '.') {
                    start[pendant] = s.labels()[v] == 'L' ? 1 : 2; // 1 blue, 2 red
                    adjacency[v] |= 1 << pendant;
                    adjacency[pendant] |= 1 << v;
                    pendant++;
                }
            }
        }

        CanonicalGame value() {
            return value(start);
        }

        CanonicalGame value(int[] colour) {
            String key = java.util.Arrays.toString(colour);
            CanonicalGame known = memo.get(key);
            if (known != null) {
                return known;
            }
            List<CanonicalGame> left = new ArrayList<>();
            List<CanonicalGame> right = new ArrayList<>();
            for (int v = 0; v < n; v++) {
                if (colour[v] != 0) {
                    continue;
                }
                boolean blue = false;
                boolean red = false;
                for (int u = 0; u < n; u++) {
                    if ((adjacency[v] >> u & 1) != 0) {
                        blue |= colour[u] == 1;
                        red |= colour[u] == 2;
                    }
                }
                boolean leftMay = switch (rule) {
                    case "col" -> !blue;
                    case "snort" -> !red;
                    default -> blue && !red;
                };
                boolean rightMay = switch (rule) {
                    case "col" -> !red;
                    case "snort" -> !blue;
                    default -> red && !blue;
                };
                if (leftMay) {
                    left.add(value(recoloured(colour, v, 1)));
                }
                if (rightMay) {
                    right.add(value(recoloured(colour, v, 2)));
                }
            }
            CanonicalGame g = CanonicalGame.of(left, right);
            memo.put(key, g);
            return g;
        }

        static int[] recoloured(int[] colour, int v, int c) {
            int[] next = colour.clone();
            next[v] = c;
            return next;
        }
    }

    /** Node Kayles (a vertex and its neighbours go) or Arc Kayles (both ends of an edge go), on vertex sets. */
    private static final class Removals {
        final Spec s;
        final boolean nodes;
        final Map<Integer, CanonicalGame> memo = new HashMap<>();

        Removals(Spec s, boolean nodes) {
            this.s = s;
            this.nodes = nodes;
        }

        CanonicalGame value() {
            return value((1 << s.n()) - 1);
        }

        CanonicalGame value(int present) {
            CanonicalGame known = memo.get(present);
            if (known != null) {
                return known;
            }
            List<CanonicalGame> left = new ArrayList<>();
            List<CanonicalGame> right = new ArrayList<>();
            for (int v = 0; v < s.n(); v++) {
                if ((present >> v & 1) == 0) {
                    continue;
                }
                if (nodes) {
                    int gone = 1 << v;
                    for (int u = 0; u < s.n(); u++) {
                        gone |= s.edges()[v][u] != 0 ? 1 << u : 0;
                    }
                    left.add(value(present & ~gone));
                    right.add(value(present & ~gone));
                    continue;
                }
                for (int u = v + 1; u < s.n(); u++) {
                    char e = s.edges()[v][u];
                    if (e == 0 || (present >> u & 1) == 0) {
                        continue;
                    }
                    CanonicalGame after = value(present & ~(1 << v) & ~(1 << u));
                    if (e != 'r') {
                        left.add(after); // '-' and 'e' are either player's, 'l' Left's
                    }
                    if (e != 'l') {
                        right.add(after);
                    }
                }
            }
            CanonicalGame g = CanonicalGame.of(left, right);
            memo.put(present, g);
            return g;
        }
    }

    /** Childish Hackenbush on a forest standing on the ground: only a leaf edge may be cut. */
    private static CanonicalGame childishValue(List<Hackenbush.Edge> ground) {
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (List<Hackenbush.Edge> cut : leafCuts(ground, Hackenbush.Colour.BLUE)) {
            left.add(childishValue(cut));
        }
        for (List<Hackenbush.Edge> cut : leafCuts(ground, Hackenbush.Colour.RED)) {
            right.add(childishValue(cut));
        }
        return CanonicalGame.of(left, right);
    }

    /** The forests left by cutting one leaf edge that the player (blue or red; green is either's) may cut. */
    private static List<List<Hackenbush.Edge>> leafCuts(List<Hackenbush.Edge> edges, Hackenbush.Colour player) {
        List<List<Hackenbush.Edge>> result = new ArrayList<>();
        for (int i = 0; i < edges.size(); i++) {
            Hackenbush.Edge e = edges.get(i);
            if (e.above().isEmpty() && (e.colour() == player || e.colour() == Hackenbush.Colour.GREEN)) {
                List<Hackenbush.Edge> next = new ArrayList<>(edges);
                next.remove(i);
                result.add(next);
            }
            for (List<Hackenbush.Edge> above : leafCuts(e.above(), player)) {
                List<Hackenbush.Edge> next = new ArrayList<>(edges);
                next.set(i, new Hackenbush.Edge(e.colour(), above));
                result.add(next);
            }
        }
        return result;
    }

    /** A random tree in hackenbush's string form, of at most {@code budget} edges. */
    private static String tree(Random r, int budget) {
        int edges = 1 + r.nextInt(budget);
        return r.nextInt(3) == 0 && edges >= 2 ? "(" + stalk(r, edges / 2) + ";" + stalk(r, edges - edges / 2) + ")"
                : stalk(r, edges);
    }

    private static String stalk(Random r, int edges) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < edges; i++) {
            b.append("lre".charAt(r.nextInt(3)));
            if (i < edges - 1 && edges - i > 2 && r.nextInt(4) == 0) {
                return b.append('(').append(stalk(r, 1)).append(';').append(stalk(r, edges - i - 2)).append(')')
                        .toString();
            }
        }
        return b.toString();
    }
}

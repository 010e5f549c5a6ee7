package cgt.games.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The graph framework: CGSuite's graph strings read and written back, its errors, the canonical form (isomorphic
 * graphs, however numbered, get one form) and parts (the sum of the components' values is the value of the
 * whole, searched without ever splitting).
 */
class GraphFrameworkTest {

    private final GraphGame col = Colouring.col();
    private final GraphGame snort = Colouring.snort();
    private final GraphGame nodeKayles = new NodeKayles();
    private final GraphGame pak = ArcKayles.partizanArcKayles();
    private final GraphGame childish = new ChildishHackenbush();

    @Test
    void cgsuiteStringsReadAndPrintAsCgsuitePrintsThem() {
        // What is written is what CGSuite writes: dots left out where an edge shows the vertex.
        String[][] cases = {
            {".-.-.-.", "---"}, {"---", "---"}, {".", "."}, {"L", "L"}, {"L-R", "L-R"},
            {"--(-;--;---)", "--(-;--;---)"}, {".:A-.-.-.-.:A", ":A----:A"}, {":{root}----:{root}", ":A----:A"},
            {"L-.;R", "L-;R"}, {"0", "0"}, {"()", "0"}, {"L R", "L;R"}, {"Cycle(4)", ":A----:A"},
            {"Path(3)", "--"}, {"Star(4)", "(-;-;-)"}, {"Graph.Star(3)", "(-;-)"}, {"Clique(3)", ":A---:A"},
        };
        for (String[] c : cases) {
            Graph g = col.parse(c[0]);
            assertThat(col.format(g)).as(c[0]).isEqualTo(c[1]);
            assertThat(col.parse(col.format(g))).as(c[0]).isEqualTo(g);
        }
        assertThat(col.parse("Cycle(5)").edgeCount()).isEqualTo(5);
        assertThat(col.parse("Clique(5)").edgeCount()).isEqualTo(10);
        assertThat(col.parse("Star(5)").size()).isEqualTo(5);
        assertThat(pak.format(pak.parse("lre"))).isEqualTo("lre");
        assertThat(pak.format(pak.parse(":Alrle:A"))).isEqualTo(":Alrle:A");
        assertThat(childish.format(childish.parse("lr(e;l)"))).isEqualTo("lr(e;l)");
        assertThat(childish.parse("l r")).isEqualTo(childish.parse("(l;r)"));
        assertThat(childish.format(childish.parse("0"))).isEqualTo("0");
    }

    @Test
    void badGraphsSayWhatWasWrongAndWhatIsAccepted() {
        String[][] cases = {
            {"L-X", "expected an edge"}, {"L-(-R;", "never closed"}, {"L-R)", "closes no '('"},
            {":A-:A", "loop"}, {":A--:A", "two edges join the same two vertices"}, {"L>R", "directed"},
            {"L:A-R:A", "two labels"}, {"Cycle(2)", "needs 3 to 64"}, {"l-r", "expected an edge"},
            {"(-;-)x", "unexpected 'x'"},
        };
        for (String[] c : cases) {
            assertThatThrownBy(() -> col.parse(c[0])).as(c[0]).isInstanceOf(BadInputException.class)
                    .hasMessageContaining(c[1]);
        }
        assertThatThrownBy(() -> col.parse("L-X")).hasMessageContaining("write vertices ., L or R joined by edges -");
        assertThatThrownBy(() -> pak.parse("l-r")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("expected an edge (l, r, e) but found '-'");
        assertThatThrownBy(() -> pak.parse("Cycle(4)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("plain edges");
        assertThatThrownBy(() -> col.parse("Path(65)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("64");
    }

    @Test
    void randomGraphsReadBackWhatTheyPrint() {
        Random r = new Random(24);
        for (int i = 0; i < 300; i++) {
            Graph g = col.parse(named(randomGraph(r, 1 + r.nextInt(9), "LR.", "-")));
            assertThat(col.parse(col.format(g))).as(col.format(g)).isEqualTo(g);
            for (Graph o : col.leftMoves(g)) {
                assertThat(col.parse(col.format(o))).isEqualTo(o);
            }
            Graph p = pak.parse(named(randomGraph(r, 1 + r.nextInt(9), ".", "lre")));
            assertThat(pak.parse(pak.format(p))).as(pak.format(p)).isEqualTo(p);
        }
    }

    @Test
    void isomorphicGraphsShareOneCanonicalFormAndColourSwapsNegate() {
        Random r = new Random(7);
        List<String> shapes = new ArrayList<>(List.of("Star(8)", "Clique(7)", "Cycle(10)", "Path(9)",
                ":A-:B-:C-:D-:A;:A-:C;:B-:D"));
        for (int i = 0; i < 200; i++) {
            shapes.add(named(randomGraph(r, 2 + r.nextInt(8), "LR..", "-")));
        }
        for (String shape : shapes) {
            Graph g = col.parse(shape);
            Graph key = Canonical.of(g);
            assertThat(Canonical.of(key)).as(shape).isEqualTo(key);
            for (int k = 0; k < 5; k++) {
                Graph shuffled = g.permuted(shuffle(g.size(), r));
                assertThat(Canonical.of(shuffled)).as(shape).isEqualTo(key);
            }
            assertThat(col.normalize(g.swapColours()).key()).isEqualTo(col.normalize(g).key());
        }
        Graph lTinted = col.parse("L-.");
        assertThat(col.normalize(lTinted).negated()).isNotEqualTo(col.normalize(col.parse("R-.")).negated());
        assertThat(value(col, "L-.")).isEqualTo(value(col, "R-.").negate());
        assertThat(value(snort, "L-.-.")).isEqualTo(value(snort, "R-.-.").negate());
    }

    @Test
    void partsAreComponentsAndTheirSumIsTheUnsplitValue() {
        assertThat(col.parts(col.parse("L-.;R;--"))).extracting(col::format).containsExactly("L-", "R", "--");
        assertThat(childish.parts(childish.parse("lr(e;l) :Geee:G"))).extracting(childish::format)
                .containsExactly("lr(e;l)", ":Aeee:A");
        Random r = new Random(11);
        for (GraphGame game : List.of(col, snort, nodeKayles, ArcKayles.arcKayles(), pak, Colouring.fjords())) {
            String edges = game == pak ? "lre" : "-";
            for (int i = 0; i < 12; i++) {
                Graph g = game.parse(named(randomGraph(r, 2 + r.nextInt(7), game instanceof Colouring ? "LR." : ".", edges)));
                assertThat(PartizanEvaluator.of(new Unsplit(game)).value(g)).as(game.name() + " " + game.format(g))
                        .isEqualTo(PartizanEvaluator.of(game).value(g));
            }
        }
        for (String tree : List.of("lr(e;l) r", "e:Al(r;ee:A) l", "(le;re;ee)")) {
            Graph g = childish.parse(tree);
            assertThat(PartizanEvaluator.of(new Unsplit(childish)).value(g)).as(tree)
                    .isEqualTo(PartizanEvaluator.of(childish).value(g));
        }
    }

    static CanonicalGame value(GraphGame game, String position) {
        return PartizanEvaluator.of(game).value(game.parse(position));
    }

    /** The same rules with parts() left at its default: the whole position is one part, never split. */
    static final class Unsplit extends GraphGame {
        private final GraphGame rules;

        Unsplit(GraphGame rules) {
            super(rules.name() + " (unsplit)", rules.rules(), rules.syntax(), "LR", "lre", false, false);
            this.rules = rules;
        }

        @Override
        public List<Graph> leftMoves(Graph g) {
            return rules.leftMoves(g);
        }

        @Override
        public List<Graph> rightMoves(Graph g) {
            return rules.rightMoves(g);
        }

        @Override
        public List<Graph> parts(Graph position) {
            return List.of(position);
        }

        @Override
        public Normal<Graph> normalize(Graph part) {
            return new Normal<>(part, false);
        }
    }

    /** A random graph: n vertices with labels drawn from {@code labels}, each pair joined with chance 2/5. */
    static Spec randomGraph(Random r, int n, String labels, String edges) {
        char[] l = new char[n];
        char[][] e = new char[n][n];
        for (int v = 0; v < n; v++) {
            l[v] = labels.charAt(r.nextInt(labels.length()));
            for (int u = 0; u < v; u++) {
                if (r.nextInt(5) < 2) {
                    e[u][v] = edges.charAt(r.nextInt(edges.length()));
                    e[v][u] = e[u][v];
                }
            }
        }
        return new Spec(l, e);
    }

    /** A graph for the tests, independent of the framework: labels and a matrix of edge labels (0: none). */
    record Spec(char[] labels, char[][] edges) {
        int n() {
            return labels.length;
        }
    }

    /**
     * The graph written with a name on every vertex, each vertex and each edge a component of its own:
     * {@code L:a;.:b;L:a-.:b}. This exercises names and ';' and depends on nothing the printer does.
     */
    static String named(Spec s) {
        List<String> items = new ArrayList<>();
        for (int v = 0; v < s.n(); v++) {
            items.add(s.labels()[v] + ":" + (char) ('a' + v));
        }
        for (int v = 0; v < s.n(); v++) {
            for (int u = v + 1; u < s.n(); u++) {
                if (s.edges()[v][u] != 0) {
                    items.add(items.get(v) + s.edges()[v][u] + items.get(u));
                }
            }
        }
        return String.join(";", items);
    }

    private static int[] shuffle(int n, Random r) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}

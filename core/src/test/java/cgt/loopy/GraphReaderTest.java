package cgt.loopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.task.TooBigException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading game graphs: the edge list and the DOT subset, and one-line refusals that name the line. */
class GraphReaderTest {

    @Test
    void anEdgeListGivesEachVertexItsOptionsAndAddsVerticesSeenOnlyAsOptions() {
        GameGraph g = GraphReader.read("# a comment\na: b c\n\nb: c, a   # options may be separated by commas\nd:\n");
        assertThat(edges(g)).containsExactly("a->b", "a->c", "b->c", "b->a");
        assertThat(names(g)).containsExactly("a", "b", "c", "d");
        assertThat(g.outDegree(2)).isZero();
        assertThat(g.outDegree(3)).isZero();
    }

    @Test
    void namesMayHoldDashesDotsAndOtherSigns() {
        GameGraph g = GraphReader.read("x-1: y.2 (3,4)\r\n");
        assertThat(edges(g)).containsExactly("x-1->y.2", "x-1->(3", "x-1->4)");
    }

    @Test
    void aDigraphWithChainsGroupsAttributesQuotesAndComments() {
        GameGraph g = GraphReader.read("""
                /* a game */ strict digraph "game" {
                  graph [rankdir=LR]; node [shape=circle]
                  rankdir = LR
                  a -> b -> c; // a chain
                  b -> {c d} [label=x, color="red"]
                  "long name" -> a:n
                  # a preprocessor line
                  e;
                  subgraph cluster0 { f -> g } -> h
                }
                """);
        assertThat(edges(g)).containsExactly("a->b", "b->c", "b->c", "b->d", "long name->a", "f->g", "f->h", "g->h");
        assertThat(names(g)).containsExactly("a", "b", "c", "d", "long name", "e", "f", "g", "h");
    }

    @Test
    void aDigraphMayBeWrittenOnOneLineOrWithTheBraceOnTheNextLine() {
        assertThat(edges(GraphReader.read("digraph { a -> b; b -> {c d}; a -> c [label=x]; }")))
                .containsExactly("a->b", "a->c", "b->c", "b->d");
        assertThat(edges(GraphReader.read("digraph\nG\n{\na\n->\nb\n}\n"))).containsExactly("a->b");
        assertThat(edges(GraphReader.read("digraph { \"say \\\"hi\\\"\" -> x }"))).containsExactly("say \"hi\"->x");
    }

    @Test
    void aVertexNamedLikeAKeywordStillMakesAnEdgeList() {
        assertThat(edges(GraphReader.read("digraph: graph\n"))).containsExactly("digraph->graph");
    }

    @Test
    void badEdgeListsAreRefusedNamingTheLine() {
        refused("a: b\nb c\n", "graph line 2: expected ':' after the vertex name 'b', found 'c'");
        refused("a: b\na: c\n", "graph line 2: vertex 'a' already has its line of options");
        refused("a: b\n: c\n", "graph line 2: expected a vertex name at the start of the line, found ':'");
        refused("a: b ; c\n", "graph line 1: expected the options of 'a'");
        refused("a: b\nc\n", "graph line 2: expected ':' after the vertex name 'c', found the end of the line");
        refused("", "the graph is empty");
        refused("  \n# nothing\n", "the graph is empty");
    }

    @Test
    void badDigraphsAreRefusedNamingTheLine() {
        refused("graph { a -- b }", "graph line 1: an undirected 'graph'");
        refused("digraph {\n a -- b }", "graph line 2: '--' is an undirected edge");
        refused("digraph {\n a -> b\n", "graph line 3: the digraph ends without its closing '}'");
        refused("digraph { a -> ; }", "graph line 1: expected a vertex or '{' after '->', found ';'");
        refused("digraph { a -> b } c", "expected nothing after the digraph's closing '}'");
        refused("digraph { \"a -> b }", "graph line 1: a quoted name is not closed");
        refused("digraph { /* a -> b }", "graph line 1: a comment '/*' is not closed");
        refused("digraph { <b>x</b> -> y }", "HTML ids");
        refused("digraph a -> b", "expected '{' after 'digraph'");
        refused("digraph { }", "the graph has no vertices");
    }

    @Test
    void everyRefusalIsOneLineSayingWhatIsAccepted() {
        String message = message("a: b\nb c\n");
        assertThat(message).doesNotContain("\n").contains("'name: option option ...'").contains("digraph");
    }

    @Test
    void bracesNestedBeyondABoundAreRefusedNotOverflowingTheStack() {
        refused("digraph { a -> " + "{".repeat(100_000), "braces nested more than 1000 deep");
        assertThat(edges(GraphReader.read("digraph { a -> {{{ b }}} }"))).containsExactly("a->b");
    }

    @Test
    void aVeryLongNameIsRefusedWithoutReadingItAll() {
        refused("a: " + "x".repeat(GraphReader.MAX_NAME + 1), "a vertex name longer than 4,096 characters");
    }

    @Test
    void aGraphBeyondTheMemoryBudgetIsRefusedWhileReading() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            text.append("v").append(i).append(": v").append(i + 1).append('\n');
        }
        assertThatThrownBy(() -> GraphReader.read(new StringReader(text.toString()), 1_000_000))
                .isInstanceOf(TooBigException.class)
                .hasMessageContaining("the graph is too big")
                .hasMessageContaining("bytes a vertex");
    }

    @Test
    void longInputsStreamAcrossTheReadersBuffer() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            text.append("vertex-").append(i).append(": vertex-").append(i + 1).append(" end-x\n");
        }
        GameGraph g = GraphReader.read(text);
        assertThat(g.vertexCount()).isEqualTo(50_002);
        assertThat(g.edgeCount()).isEqualTo(100_000);
    }

    /** Found by the fuzz test: a quoted name holding a line break made the one-line message two lines. */
    @Test
    void aMessageQuotingANameWithALineBreakStaysOnOneLine() {
        String m = message("a\" x\ny\"\n");
        assertThat(m).doesNotContain("\n").contains("\\n");
    }

    private static void refused(String text, String expected) {
        assertThat(message(text)).contains(expected);
    }

    private static String message(String text) {
        try {
            GraphReader.read(text);
        } catch (BadInputException e) {
            return e.getMessage();
        }
        throw new AssertionError("accepted: " + text);
    }

    private static List<String> edges(GameGraph g) {
        List<String> edges = new ArrayList<>();
        for (int u = 0; u < g.vertexCount(); u++) {
            for (int i = 0; i < g.outDegree(u); i++) {
                edges.add(g.name(u) + "->" + g.name(g.option(u, i)));
            }
        }
        return edges;
    }

    private static List<String> names(GameGraph g) {
        List<String> names = new ArrayList<>();
        for (int v = 0; v < g.vertexCount(); v++) {
            names.add(g.name(v));
        }
        return names;
    }
}

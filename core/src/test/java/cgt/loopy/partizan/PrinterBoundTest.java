package cgt.loopy.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.CanonicalGame;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The printer of loopy games writes a graph as nested braces, one copy of a node per path to it; a graph whose paths
 * fork and join has exponentially many, so past {@link LoopyPrinter#MAX_TREE_OPTIONS} options it writes the graph
 * as its positions, each once. Checked on ladders of forks: a small one prints as the braces always have (the same
 * text as before the bound), a tall one prints by positions at once, and what it prints is the graph itself, read
 * back here by a reader written for the test and compared by outcome and by printing.
 */
class PrinterBoundTest {

    /**
     * A ladder of {@code rungs} pairs of positions: from each, Left moves to either position of the next pair and
     * Right to the second of them (or to 0 from the second); the top is {pass | pass}, so play can go on forever and
     * the game is printed as its graph, not in a simplest form. Written as a tree, the ladder has 2^rungs copies of the top.
     */
    private static LoopyGame ladder(int rungs) {
        LoopyGame.Builder b = LoopyGame.builder();
        int top = b.node();
        b.leftEdge(top, top);
        b.rightEdge(top, top);
        int[] next = {top, top};
        for (int i = 0; i < rungs; i++) {
            int u = b.node();
            int w = b.node();
            b.leftEdge(u, next[0]).leftEdge(u, next[1]).rightEdge(u, next[1]);
            b.leftEdge(w, next[0]).leftEdge(w, next[1]).rightEdge(w, CanonicalGame.zero());
            next = new int[] {u, w};
        }
        return b.build(next[0]);
    }

    @Test
    void aSmallLadderPrintsAsNestedBraces() {
        // as printed before the bound existed
        assertThat(ladder(1).toString()).isEqualTo("{pass|pass||pass|pass}");
        assertThat(ladder(2).toString()).isEqualTo("{{pass|pass||0},{pass|pass||pass|pass}|||pass|pass||0}");
    }

    @Test
    void aTallLadderPrintsItsPositionsEachOnce() {
        LoopyGame g = ladder(60); // 2^60 paths to the top
        String printed = g.toString();
        assertThat(printed).startsWith("a{b,c|c} where b{d,e|e}, c{d,e|0}, ");
        assertThat(printed).endsWith("{pass|pass}").contains(", a26{a27,a28|0}, ");
        assertThat(printed.length()).isLessThan(4_000);
        LoopyGame back = readPositions(printed);
        assertThat(back.toString()).isEqualTo(printed);
        assertThat(back.outcome()).isEqualTo(g.outcome());
    }

    /** Reads "a{..|..} where b{..|..}, ..." back into a graph: options are labels, pass or 0. */
    private static LoopyGame readPositions(String text) {
        Pattern entry = Pattern.compile("([a-z][0-9]*)\\{([^|{}]*)\\|([^|{}]*)\\}");
        Matcher m = entry.matcher(text);
        Map<String, String[]> sides = new HashMap<>();
        Map<String, Integer> node = new HashMap<>();
        LoopyGame.Builder b = LoopyGame.builder();
        int count = 0;
        while (m.find()) {
            sides.put(m.group(1), new String[] {m.group(2), m.group(3)});
            node.put(m.group(1), b.node());
            count++;
        }
        assertThat(count).isEqualTo(node.size());
        for (Map.Entry<String, String[]> e : sides.entrySet()) {
            int v = node.get(e.getKey());
            for (int side = 0; side < 2; side++) {
                for (String option : e.getValue()[side].isEmpty() ? List.<String>of()
                        : List.of(e.getValue()[side].split(",", -1))) {
                    int to = option.equals("pass") ? v : option.equals("0") ? -1 : node.get(option);
                    if (to == -1) {
                        edge(b, v, side, CanonicalGame.zero());
                    } else if (side == 0) {
                        b.leftEdge(v, to);
                    } else {
                        b.rightEdge(v, to);
                    }
                }
            }
        }
        return b.build(node.get("a"));
    }

    private static void edge(LoopyGame.Builder b, int v, int side, CanonicalGame g) {
        if (side == 0) {
            b.leftEdge(v, g);
        } else {
            b.rightEdge(v, g);
        }
    }
}

package cgt.games.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * Col, Snort and Fjords: Left colours a vertex blue, Right red, and whoever cannot colour loses. As in CGSuite a
 * coloured vertex leaves the graph and tints its uncoloured neighbours with its colour, so a position is a graph
 * whose vertices are {@code .} (untinted), {@code L} (next to a blue vertex) or {@code R} (next to a red one); a
 * vertex next to both colours can be coloured by nobody in these games, and leaves the graph too.
 * <ul>
 * <li>Col: never next to your own colour, so Left colours {@code .} and {@code R} vertices;</li>
 * <li>Snort: never next to your opponent's colour, so Left colours {@code .} and {@code L} vertices;</li>
 * <li>Fjords: only next to your own colour and never your opponent's, so Left colours {@code L} vertices.</li>
 * </ul>
 * Each rule treats the players alike up to colour, so a graph with its tints swapped is the negative.
 */
public final class Colouring extends GraphGame {

    private static final String SYNTAX = "CGSuite's graph string: vertices . (untinted), L (next to Left's colour),"
            + " R (next to Right's) joined by -, branches (a;b), :A names a vertex again, ; between components,"
            + " Cycle(n) Path(n) Star(n) Clique(n): .-.-. or L--(-;R) or :A----:A";

    private final String leftMay;
    private final String rightMay;

    private Colouring(String name, String rules, String leftMay, String rightMay) {
        super(name, rules, SYNTAX, "LR", "", true, false);
        this.leftMay = leftMay;
        this.rightMay = rightMay;
    }

    /** Col: colour a vertex never next to your own colour (the map-colouring game of Winning Ways). */
    public static Colouring col() {
        return new Colouring("col", "colour an uncoloured vertex your colour (Left blue, Right red), never next to"
                + " a vertex of your own colour", ".R", ".L");
    }

    /** Snort: colour a vertex never next to your opponent's colour. */
    public static Colouring snort() {
        return new Colouring("snort", "colour an uncoloured vertex your colour (Left blue, Right red), never next to"
                + " a vertex of your opponent's colour", ".L", ".R");
    }

    /** Fjords: colour a vertex next to your own colour and never next to your opponent's. */
    public static Colouring fjords() {
        return new Colouring("fjords", "colour a vertex next to your own colour (Left L, Right R) and never next to"
                + " your opponent's; untinted vertices wait until a colour reaches them", "L", "R");
    }

    @Override
    public List<Graph> leftMoves(Graph g) {
        return colourings(g, leftMay, 'L', 'R');
    }

    @Override
    public List<Graph> rightMoves(Graph g) {
        return colourings(g, rightMay, 'R', 'L');
    }

    /** Every vertex the player may colour, coloured: it leaves, its neighbours take the tint or leave. */
    private static List<Graph> colourings(Graph g, String may, char tint, char other) {
        List<Graph> options = new ArrayList<>();
        for (int v = 0; v < g.size(); v++) {
            if (may.indexOf(g.label(v)) < 0) {
                continue;
            }
            char[] labels = g.labels();
            long removed = 1L << v;
            for (long rest = g.neighbours(v); rest != 0; rest &= rest - 1) {
                int u = Long.numberOfTrailingZeros(rest);
                if (labels[u] == Graph.NONE) {
                    labels[u] = tint;
                } else if (labels[u] == other) {
                    removed |= 1L << u;
                }
            }
            options.add(g.with(labels, removed));
        }
        return options;
    }
}

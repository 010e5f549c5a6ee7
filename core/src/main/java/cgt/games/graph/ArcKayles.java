package cgt.games.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * Arc Kayles and Partizan Arc Kayles: a move picks an edge and removes both its ends (with every edge at them);
 * whoever cannot move loses. In Arc Kayles either player may pick any edge (impartial, played as a partizan game
 * whose players have the same moves, so values are nimbers). In Partizan Arc Kayles, as in CGSuite, each edge is
 * Left's ({@code l}), Right's ({@code r}) or either's ({@code e}), and swapping {@code l} and {@code r} negates.
 */
public final class ArcKayles extends GraphGame {

    private final boolean partizan;

    private ArcKayles(String name, String rules, String syntax, String edgeLabels, boolean partizan) {
        super(name, rules, syntax, "", edgeLabels, partizan, false);
        this.partizan = partizan;
    }

    /** Arc Kayles: either player removes the two ends of any edge. */
    public static ArcKayles arcKayles() {
        return new ArcKayles("arc-kayles", "remove two adjacent vertices (the ends of an edge) and every edge at them"
                + " (impartial)", "CGSuite's graph string: vertices . joined by -, branches (a;b), :A names a vertex"
                + " again, ; between components, Cycle(n) Path(n) Star(n) Clique(n): ---- or -(-;-;-) or Cycle(6)",
                "", false);
    }

    /** Partizan Arc Kayles: Left removes the ends of an l or e edge, Right of an r or e edge. */
    public static ArcKayles partizanArcKayles() {
        return new ArcKayles("partizan-arc-kayles", "remove both ends of an edge of yours (Left l, Right r, either"
                + " e) and every edge at them", "CGSuite's graph string with coloured edges l (Left's), r (Right's),"
                + " e (either's) between vertices, branches (a;b), :A names a vertex again, ; between components:"
                + " lre or l(r;e) or :Alrle:A", "lre", true);
    }

    @Override
    public List<Graph> leftMoves(Graph g) {
        return removals(g, 'l');
    }

    @Override
    public List<Graph> rightMoves(Graph g) {
        return removals(g, 'r');
    }

    private List<Graph> removals(Graph g, char own) {
        List<Graph> options = new ArrayList<>();
        for (int u = 0; u < g.size(); u++) {
            for (long rest = g.neighbours(u) & -(2L << u); rest != 0; rest &= rest - 1) {
                int v = Long.numberOfTrailingZeros(rest);
                char e = g.edge(u, v);
                if (!partizan || e == own || e == 'e') {
                    options.add(g.without(1L << u | 1L << v));
                }
            }
        }
        return options;
    }
}

package cgt.games.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * Childish Hackenbush: Hackenbush (Left removes a blue edge, Right a red one, either a green one) in which no edge
 * may be removed whose removal would let other edges fall, so only edges whose far end holds nothing else can go
 * (Winning Ways). Positions are graphs standing on the ground, written as {@code hackenbush} writes trees
 * ({@code lr(e;l)}, {@code l r}) and, since this is a graph, with {@code :A} names for cycles back to a vertex.
 */
public final class ChildishHackenbush extends GraphGame {

    /** Childish Hackenbush (the catalog makes a new game for each caller). */
    public ChildishHackenbush() {
        super("childish-hackenbush", "remove an edge of your colour (Left blue l, Right red r, either green e),"
                + " but only one whose removal lets no other edge fall",
                "edges from the ground as hackenbush writes them: l, r, e add an edge upward, (a;b) branches, :A names"
                        + " a vertex again (cycles), 0 no edge: lrr or (ll;r(l;r)) or l:Alr:A",
                "", "lre", true, true);
    }

    @Override
    public List<Graph> leftMoves(Graph g) {
        return removals(g, 'l');
    }

    @Override
    public List<Graph> rightMoves(Graph g) {
        return removals(g, 'r');
    }

    /** The player's edges whose removal leaves every other edge joined to the ground (vertex 0). */
    private static List<Graph> removals(Graph g, char own) {
        List<Graph> options = new ArrayList<>();
        for (int u = 0; u < g.size(); u++) {
            for (long rest = g.neighbours(u) & -(2L << u); rest != 0; rest &= rest - 1) {
                int v = Long.numberOfTrailingZeros(rest);
                char e = g.edge(u, v);
                if (e != own && e != 'e') {
                    continue;
                }
                Graph cut = g.withoutEdge(u, v);
                long standing = cut.componentOf(0);
                long fallen = 0;
                boolean childish = true;
                for (int w = 0; w < cut.size(); w++) {
                    if ((standing >>> w & 1) == 0) {
                        childish &= cut.neighbours(w) == 0; // only a bare vertex may be left behind
                        fallen |= 1L << w;
                    }
                }
                if (childish) {
                    options.add(cut.without(fallen));
                }
            }
        }
        return options;
    }
}

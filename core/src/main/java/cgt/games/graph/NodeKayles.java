package cgt.games.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * Node Kayles: a move removes a vertex and all its neighbours; whoever cannot move loses. Impartial, played as a
 * partizan game whose players have the same moves (as CGSuite plays it), so every value is a nimber. On a path
 * it is Dawson's chess, the octal game 0.137: an end vertex takes two vertices with it, an inner one three.
 */
public final class NodeKayles extends GraphGame {

    /** Node Kayles (the catalog makes a new game for each caller). */
    public NodeKayles() {
        super("node-kayles", "remove a vertex together with all its neighbours (impartial)",
                "CGSuite's graph string: vertices . joined by -, branches (a;b), :A names a vertex again, ; between"
                        + " components, Cycle(n) Path(n) Star(n) Clique(n): ----- or --(-;--) or Cycle(7)",
                "", "", false, false);
    }

    @Override
    public List<Graph> leftMoves(Graph g) {
        List<Graph> options = new ArrayList<>();
        for (int v = 0; v < g.size(); v++) {
            options.add(g.without(1L << v | g.neighbours(v)));
        }
        return options;
    }

    @Override
    public List<Graph> rightMoves(Graph g) {
        return leftMoves(g);
    }
}

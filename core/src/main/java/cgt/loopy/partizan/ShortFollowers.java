package cgt.loopy.partizan;

import cgt.partizan.CanonicalGame;
import java.util.ArrayList;
import java.util.List;

/** The canonical short game of every node of a graph from which every play ends; null at the other nodes. */
final class ShortFollowers {

    private ShortFollowers() {
    }

    static CanonicalGame[] of(Graph g) {
        int n = g.size();
        CanonicalGame[] value = new CanonicalGame[n];
        // 0: not yet seen, 1: on the walk's path, 2: done (value null when some play from it never ends)
        int[] state = new int[n];
        for (int v = 0; v < n; v++) {
            visit(g, v, value, state);
        }
        return value;
    }

    private static void visit(Graph g, int v, CanonicalGame[] value, int[] state) {
        if (state[v] != 0) {
            return;
        }
        state[v] = 1;
        boolean loopfree = true;
        for (int[] edges : new int[][] {g.left[v], g.right[v]}) {
            for (int w : edges) {
                visit(g, w, value, state);
                if (state[w] == 1 || value[w] == null) {
                    loopfree = false;
                }
            }
        }
        if (loopfree) {
            value[v] = CanonicalGame.of(options(g.left[v], value), options(g.right[v], value));
        }
        state[v] = 2;
    }

    private static List<CanonicalGame> options(int[] edges, CanonicalGame[] value) {
        List<CanonicalGame> out = new ArrayList<>();
        for (int w : edges) {
            out.add(value[w]);
        }
        return out;
    }
}

package cgt.loopy.partizan;

import cgt.partizan.CanonicalGame;

/**
 * The left and right stops of every node of a stopper in simplest form (Siegel VI): a pseudonumber node is its own
 * stop; otherwise the left stop is the best right stop of a Left option and the right stop the least left stop of a
 * Right option. The recursion follows alternating play, which ends in a stopper.
 */
final class Stops {

    private final Graph graph;
    private final Shapes shapes;
    private final Pseudonumber[] left;
    private final Pseudonumber[] right;

    Stops(Graph simplest) {
        this.graph = simplest;
        this.shapes = new Shapes(simplest);
        this.left = new Pseudonumber[simplest.size()];
        this.right = new Pseudonumber[simplest.size()];
    }

    Pseudonumber left(int v) {
        if (left[v] == null) {
            left[v] = compute(v, true);
        }
        return left[v];
    }

    Pseudonumber right(int v) {
        if (right[v] == null) {
            right[v] = compute(v, false);
        }
        return right[v];
    }

    private Pseudonumber compute(int v, boolean leftStop) {
        Pseudonumber p = shapes.pseudonumber(v);
        if (p != null) {
            return p;
        }
        CanonicalGame g = shapes.shortGame(v);
        if (g != null) {
            return Pseudonumber.number(leftStop ? g.leftStop() : g.rightStop());
        }
        int[] options = leftStop ? graph.left[v] : graph.right[v];
        if (options.length == 0) {
            // A simplest stopper with no option for one player is a number, on or off: the shapes above.
            throw new IllegalStateException("a stopper in simplest form without options that is no pseudonumber");
        }
        Pseudonumber best = null;
        for (int w : options) {
            Pseudonumber s = leftStop ? right(w) : left(w);
            if (best == null || (leftStop ? s.compareTo(best) > 0 : s.compareTo(best) < 0)) {
                best = s;
            }
        }
        return best;
    }
}

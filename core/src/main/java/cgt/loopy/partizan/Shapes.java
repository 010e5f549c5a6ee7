package cgt.loopy.partizan;

import cgt.partizan.CanonicalGame;

/**
 * What the nodes of a stopper in simplest form are, read off their shape: short games, and the pseudonumbers on =
 * {pass|}, off = {|pass}, x over = {x|pass}, x under = {pass|x}. The simplest form is unique, so these shapes are
 * the only forms those values take.
 */
final class Shapes {

    private final Graph graph;
    private final CanonicalGame[] shortGames;

    Shapes(Graph simplest) {
        this.graph = simplest;
        this.shortGames = ShortFollowers.of(simplest);
    }

    CanonicalGame shortGame(int v) {
        return shortGames[v];
    }

    /** The pseudonumber node v is, or null. */
    Pseudonumber pseudonumber(int v) {
        int[] l = graph.left[v];
        int[] r = graph.right[v];
        CanonicalGame g = shortGames[v];
        if (g != null) {
            return g.isNumber() ? Pseudonumber.number(g.numberValue()) : null;
        }
        boolean leftPass = l.length == 1 && l[0] == v;
        boolean rightPass = r.length == 1 && r[0] == v;
        if (leftPass && r.length == 0) {
            return Pseudonumber.ON;
        }
        if (rightPass && l.length == 0) {
            return Pseudonumber.OFF;
        }
        if (rightPass && l.length == 1 && isNumber(l[0])) {
            return Pseudonumber.over(shortGames[l[0]].numberValue());
        }
        if (leftPass && r.length == 1 && isNumber(r[0])) {
            return Pseudonumber.under(shortGames[r[0]].numberValue());
        }
        return null;
    }

    private boolean isNumber(int v) {
        return shortGames[v] != null && shortGames[v].isNumber();
    }
}

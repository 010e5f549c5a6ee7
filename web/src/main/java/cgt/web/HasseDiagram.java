package cgt.web;

import cgt.partizan.CanonicalGame;
import java.util.ArrayList;
import java.util.List;

/**
 * The covering relation of a few games under core's order (a Hasse diagram's edges): a covers b when b &lt; a and
 * no game of the list lies strictly between them. Quadratic in comparisons and cubic in the check, so only for
 * short lists (the 22 games born by day 2).
 */
final class HasseDiagram {

    /** The most games a diagram is drawn for. */
    static final int MAX_GAMES = 64;

    private HasseDiagram() {
    }

    /** Pairs [lower, upper] of indices into {@code games}, upper covering lower. */
    static List<List<Integer>> covers(List<CanonicalGame> games) {
        int n = games.size();
        if (n > MAX_GAMES) {
            throw new IllegalArgumentException(n + " games: a diagram is drawn for at most " + MAX_GAMES);
        }
        boolean[][] less = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                less[i][j] = i != j && games.get(i).lessThan(games.get(j));
            }
        }
        List<List<Integer>> covers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (!less[i][j]) {
                    continue;
                }
                boolean between = false;
                for (int k = 0; k < n && !between; k++) {
                    between = less[i][k] && less[k][j];
                }
                if (!between) {
                    covers.add(List.of(i, j));
                }
            }
        }
        return covers;
    }
}

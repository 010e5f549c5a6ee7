package cgt.loopy.partizan;

import cgt.task.Cancellation;

/**
 * Who wins each position of a graph with Left moving first and with Right moving first, a player who cannot move
 * losing and play that never ends a draw: retrograde analysis from the positions where the player to move is stuck,
 * as {@code cgt.loopy.GraphSolver} does for impartial graphs.
 */
final class Retrograde {

    /** Who wins with best play: Left, Right, or nobody (the play goes on forever). */
    enum Winner {
        LEFT,
        RIGHT,
        DRAW
    }

    private final Winner[] leftFirst;
    private final Winner[] rightFirst;

    Retrograde(Graph graph) {
        int n = graph.size();
        // State 2v: Left to move at v; 2v+1: Right to move at v.
        int[] predecessorCount = new int[2 * n];
        for (int v = 0; v < n; v++) {
            for (int w : graph.left[v]) {
                predecessorCount[2 * w + 1]++;
            }
            for (int w : graph.right[v]) {
                predecessorCount[2 * w]++;
            }
        }
        int[][] predecessors = new int[2 * n][];
        for (int s = 0; s < 2 * n; s++) {
            predecessors[s] = new int[predecessorCount[s]];
        }
        int[] fill = new int[2 * n];
        int[] undecided = new int[2 * n];
        for (int v = 0; v < n; v++) {
            for (int w : graph.left[v]) {
                predecessors[2 * w + 1][fill[2 * w + 1]++] = 2 * v;
            }
            for (int w : graph.right[v]) {
                predecessors[2 * w][fill[2 * w]++] = 2 * v + 1;
            }
            undecided[2 * v] = graph.left[v].length;
            undecided[2 * v + 1] = graph.right[v].length;
        }
        Winner[] winner = new Winner[2 * n];
        int[] queue = new int[2 * n];
        int tail = 0;
        for (int s = 0; s < 2 * n; s++) {
            if (undecided[s] == 0) {
                winner[s] = s % 2 == 0 ? Winner.RIGHT : Winner.LEFT; // the player to move is stuck and loses
                queue[tail++] = s;
            }
        }
        for (int head = 0; head < tail; head++) {
            if ((head & 0xffff) == 0) {
                Cancellation.check();
            }
            int s = queue[head];
            Winner won = winner[s];
            for (int p : predecessors[s]) {
                if (winner[p] != null) {
                    continue;
                }
                Winner mover = p % 2 == 0 ? Winner.LEFT : Winner.RIGHT;
                if (mover == won || --undecided[p] == 0) {
                    winner[p] = won; // the mover takes this winning move, or every move of the mover loses
                    queue[tail++] = p;
                }
            }
        }
        leftFirst = new Winner[n];
        rightFirst = new Winner[n];
        for (int v = 0; v < n; v++) {
            leftFirst[v] = winner[2 * v] == null ? Winner.DRAW : winner[2 * v];
            rightFirst[v] = winner[2 * v + 1] == null ? Winner.DRAW : winner[2 * v + 1];
        }
    }

    Winner[] leftFirst() {
        return leftFirst.clone();
    }

    Winner[] rightFirst() {
        return rightFirst.clone();
    }

    Winner leftFirst(int v) {
        return leftFirst[v];
    }

    Winner rightFirst(int v) {
        return rightFirst[v];
    }
}

package cgt.loopy;

import cgt.task.Cancellation;
import cgt.task.Progress;

/**
 * Retrograde analysis of a game graph with cycles (normal play: whoever cannot move loses).
 *
 * <p>Outcomes and remoteness: vertices without options are P with remoteness 0; working outwards in order
 * of remoteness, a vertex with an option found P is N (remoteness one more than its quickest P option), and a
 * vertex all of whose options are found N is P (one more than its slowest N option). A counter per vertex of
 * options not yet found N makes this one pass over the reverse edges. Vertices never reached are draws.
 *
 * <p>Generalized Sprague-Grundy values (Smith 1966; the algorithm of Fraenkel and Yesha, "The generalized
 * Sprague-Grundy function and its invariance under certain mappings", 1986): in rounds {@code i = 0, 1, ...},
 * while some unlabelled vertex {@code u} has (a) no option labelled {@code i} and (b) every option that is
 * unlabelled or labelled ∞ has an option labelled {@code i}, label {@code u} with {@code i}; then label ∞
 * every unlabelled vertex with no option labelled {@code i} (its mex is at most {@code i}, so it can never
 * be finite). The ∞ vertices end as ∞(K), K the finite values of their options. Each round is a worklist of
 * counters (per unlabelled vertex: options that are not finite and have no option labelled {@code i} yet), so
 * a round costs the vertices still unlabelled plus the edges into vertices that gain an option labelled
 * {@code i}: in all at most the edges times (1 + the largest finite value), linear for the small values
 * real graphs have.
 */
public final class GraphSolver {

    private static final int UNLABELLED = -2;
    private static final int CHECK_EVERY = 1 << 16;

    private GraphSolver() {
    }

    /** Labels every vertex; {@code progress} hears of each phase, and an interrupt stops the work. */
    public static GraphLabelling solve(GameGraph graph, Progress progress) {
        int n = graph.vertexCount();
        byte[] outcome = new byte[n];
        int[] remoteness = new int[n];
        outcomes(graph, outcome, remoteness, progress);
        int[] gamma = values(graph, progress);
        return new GraphLabelling(graph, outcome, remoteness, gamma);
    }

    private static void outcomes(GameGraph graph, byte[] outcome, int[] remoteness, Progress progress) {
        int n = graph.vertexCount();
        int[] offsets = graph.offsets();
        int[] reverseOffsets = graph.reverseOffsets();
        int[] sources = graph.sources();
        int[] unresolved = new int[n]; // options not yet known to be N
        int[] queue = new int[n]; // each vertex enters once, in order of remoteness
        int tail = 0;
        for (int v = 0; v < n; v++) {
            unresolved[v] = offsets[v + 1] - offsets[v];
            if (unresolved[v] == 0) {
                outcome[v] = GraphLabelling.PREVIOUS;
                queue[tail++] = v;
            }
        }
        for (int head = 0; head < tail; head++) {
            if ((head & (CHECK_EVERY - 1)) == 0) {
                Cancellation.check();
                progress.report("outcomes", head, n);
            }
            int v = queue[head];
            int next = remoteness[v] + 1;
            boolean previous = outcome[v] == GraphLabelling.PREVIOUS;
            for (int e = reverseOffsets[v]; e < reverseOffsets[v + 1]; e++) {
                int u = sources[e];
                if (outcome[u] != GraphLabelling.DRAW) {
                    continue;
                }
                if (previous || --unresolved[u] == 0) {
                    outcome[u] = previous ? GraphLabelling.NEXT : GraphLabelling.PREVIOUS;
                    remoteness[u] = next;
                    queue[tail++] = u;
                }
            }
        }
        progress.report("outcomes", n, n);
    }

    private static int[] values(GameGraph graph, Progress progress) {
        int n = graph.vertexCount();
        int[] offsets = graph.offsets();
        int[] reverseOffsets = graph.reverseOffsets();
        int[] sources = graph.sources();
        int[] gamma = new int[n];
        int[] notFinite = new int[n]; // options (edges) whose value is not finite
        int[] blockedIn = new int[n]; // the last round in which the vertex gained an option labelled that round
        int[] waiting = new int[n]; // per unlabelled vertex, this round: options not finite and not blocked
        int[] active = new int[n]; // the unlabelled vertices
        int[] queue = new int[n];
        int activeCount = n;
        for (int v = 0; v < n; v++) {
            gamma[v] = UNLABELLED;
            notFinite[v] = offsets[v + 1] - offsets[v];
            blockedIn[v] = -1;
            active[v] = v;
        }
        long work = 0;
        for (int round = 0; activeCount > 0; round++) {
            progress.report(Progress.Stage.of("generalized Sprague-Grundy values, round " + round, "stage.gsgRound",
                    round), n - activeCount, n);
            int tail = 0;
            for (int k = 0; k < activeCount; k++) {
                int u = active[k];
                waiting[u] = notFinite[u];
                if (waiting[u] == 0) {
                    queue[tail++] = u;
                }
            }
            for (int head = 0; head < tail; head++) {
                int u = queue[head];
                if (gamma[u] != UNLABELLED || blockedIn[u] == round) {
                    continue; // an option was labelled with this round's value after u was queued
                }
                gamma[u] = round;
                for (int e = reverseOffsets[u]; e < reverseOffsets[u + 1]; e++) {
                    int v = sources[e];
                    notFinite[v]--;
                    if (blockedIn[v] == round) {
                        continue;
                    }
                    blockedIn[v] = round;
                    if (gamma[v] >= 0) {
                        continue; // a finite option never needs a reply
                    }
                    work += reverseOffsets[v + 1] - reverseOffsets[v];
                    if (work >= CHECK_EVERY) {
                        work = 0;
                        Cancellation.check();
                    }
                    for (int f = reverseOffsets[v]; f < reverseOffsets[v + 1]; f++) {
                        int w = sources[f];
                        if (gamma[w] == UNLABELLED && --waiting[w] == 0 && blockedIn[w] != round) {
                            queue[tail++] = w;
                        }
                    }
                }
            }
            int kept = 0;
            for (int k = 0; k < activeCount; k++) {
                int u = active[k];
                if (gamma[u] != UNLABELLED) {
                    continue;
                }
                if (blockedIn[u] == round) {
                    active[kept++] = u;
                } else {
                    gamma[u] = GraphLabelling.INFINITE;
                }
            }
            activeCount = kept;
            Cancellation.check();
        }
        progress.report("generalized Sprague-Grundy values", n, n);
        return gamma;
    }
}

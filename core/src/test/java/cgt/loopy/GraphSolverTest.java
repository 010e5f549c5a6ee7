package cgt.loopy;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Retrograde analysis of game graphs with cycles, checked three ways: against brute forces that follow the
 * definitions (who wins within t moves; the one labelling that satisfies Smith's conditions, found by trying
 * them all), against laws of the theory (P exactly where the value is 0; Smith's rule for sums), and against
 * examples worked by hand from the textbooks.
 */
class GraphSolverTest {

    private static final int INF = -1;

    // ---- examples

    @Test
    void aTwoCycleWithNoWayOutIsADrawOfValueInfinityOfNothing() {
        GraphLabelling l = solve("a: b\nb: a\n");
        for (int v = 0; v < 2; v++) {
            assertThat(l.label(v).outcome()).isEqualTo(LoopyOutcome.D);
            assertThat(l.label(v).remoteness()).isEmpty();
            assertThat(l.label(v).value()).isEqualTo(new GeneralizedValue.Infinite(List.of()));
            assertThat(l.label(v).value()).hasToString("∞(∅)");
        }
    }

    @Test
    void fergusonsCyclicGraphHasThreeTiedPositions() {
        // T. S. Ferguson, Game Theory, Part I (impartial games), Figure 3.4: a -> b -> c -> a, c -> d -> e.
        // "e is terminal [value 0] ... d has Sprague-Grundy value 1 ... positions a, b and c are all tied."
        GraphLabelling l = solve("a: b\nb: c\nc: a d\nd: e\n");
        assertThat(values(l)).containsExactly(INF, INF, INF, 1, 0);
        assertThat(List.of(l.outcome(0), l.outcome(1), l.outcome(2), l.outcome(3), l.outcome(4)))
                .containsExactly(LoopyOutcome.D, LoopyOutcome.D, LoopyOutcome.D, LoopyOutcome.N, LoopyOutcome.P);
        assertThat(l.value(2)).hasToString("∞(1)"); // c can only move to a draw or to d = 1
        assertThat(l.value(0)).hasToString("∞(∅)");
    }

    @Test
    void aMoveToAnEndIsAWinInOne() {
        GraphLabelling l = solve("a: b\n");
        assertThat(l.label(0)).isEqualTo(new VertexLabel("a", LoopyOutcome.N, OptionalInt.of(1),
                new GeneralizedValue.Finite(1)));
        assertThat(l.label(1)).isEqualTo(new VertexLabel("b", LoopyOutcome.P, OptionalInt.of(0),
                new GeneralizedValue.Finite(0)));
    }

    @Test
    void aCycleWithOneExitIsSolvedRoundByRound() {
        // a -> b -> c -> a, and c -> t (the end). Worked by hand: t = 0; b = 0 (its one option c can reply
        // to t); a = 1 (its one option is b = 0); c = mex{1, 0} = 2. b is lost in 2 moves (b, c, t), a won in 3.
        GraphLabelling l = solve("a: b\nb: c\nc: a t\n");
        assertThat(values(l)).containsExactly(1, 0, 2, 0);
        assertThat(l.label(1).outcome()).isEqualTo(LoopyOutcome.P);
        assertThat(l.label(1).remoteness()).hasValue(2);
        assertThat(l.label(0).remoteness()).hasValue(3);
        assertThat(l.label(2).remoteness()).hasValue(1);
    }

    @Test
    void aSelfLoopIsInfiniteAndWinsOnlyWhenItCanReachZero() {
        // Winning Ways' loopy nim heaps: a position that may pass forever is ∞, and ∞ with an option *0 (∞_0)
        // is a first-player win, while ∞ with options *1 and *2 only (∞_12) is a draw.
        GraphLabelling l = solve("""
                pass: pass
                loony: loony zero
                drawn: drawn one two
                one: zero
                two: zero one
                """);
        assertThat(l.label(0).value()).hasToString("∞(∅)");
        assertThat(l.label(0).outcome()).isEqualTo(LoopyOutcome.D);
        assertThat(l.label(1).value()).hasToString("∞(0)");
        assertThat(l.label(1).outcome()).isEqualTo(LoopyOutcome.N);
        assertThat(l.label(1).remoteness()).hasValue(1);
        assertThat(l.label(3).value()).hasToString("∞(1,2)");
        assertThat(l.label(3).outcome()).isEqualTo(LoopyOutcome.D);
    }

    @Test
    void aMoveIntoACycleThatCanBeAnsweredDoesNotMakeAValueInfinite() {
        // u -> z, u -> v; v -> w; w -> v, w -> z; z ends the game. Worked by hand, round 0: z = 0, then v = 0
        // (its one option w is not finite but can answer with z = 0). Round 1: w = mex{0, 0} = 1 and
        // u = mex{0, 0} = 1. No vertex is infinite although v and w form a cycle: v is lost in 2 moves.
        GraphLabelling l = solve("u: z v\nv: w\nw: v z\n");
        assertThat(values(l)).containsExactly(1, 0, 0, 1); // u, z, v, w
        assertThat(l.label(2).outcome()).isEqualTo(LoopyOutcome.P);
        assertThat(l.label(2).remoteness()).hasValue(2);
    }

    @Test
    void aVertexWhoseOnlyMoveIsBackIntoAWinIsZero() {
        // u -> v, u -> z; v -> u. Round 0: z = 0; u has an option 0 so it is not 0, and v's only option u can
        // answer with z, so v = 0 (moving to u loses). Round 1: u = mex{0, 0} = 1.
        GraphLabelling l = solve("u: v z\nv: u\n");
        assertThat(values(l)).containsExactly(1, 0, 0); // u, v, z
    }

    // ---- brute forces

    @Test
    void outcomesAndRemotenessAgreeWithWinningWithinTMovesOnRandomGraphs() {
        Random random = new Random(14);
        for (int trial = 0; trial < 3000; trial++) {
            int[][] g = randomGraph(random, 1 + random.nextInt(12));
            GraphLabelling l = GraphSolver.solve(graph(g), Progress.NONE);
            int[][] expected = winWithin(g);
            for (int v = 0; v < g.length; v++) {
                LoopyOutcome o = expected[0][v] >= 0 ? LoopyOutcome.N : expected[1][v] >= 0 ? LoopyOutcome.P
                        : LoopyOutcome.D;
                assertThat(l.outcome(v)).as("graph %s vertex %d", show(g), v).isEqualTo(o);
                OptionalInt r = o == LoopyOutcome.D ? OptionalInt.empty()
                        : OptionalInt.of(o == LoopyOutcome.N ? expected[0][v] : expected[1][v]);
                assertThat(l.remoteness(v)).as("graph %s vertex %d", show(g), v).isEqualTo(r);
            }
        }
    }

    @Test
    void valuesAreTheOneLabellingSatisfyingSmithsConditionsOnEverySmallRandomGraph() {
        Random random = new Random(1966);
        for (int trial = 0; trial < 1500; trial++) {
            int[][] g = randomGraph(random, 1 + random.nextInt(5));
            List<int[]> solutions = new ArrayList<>();
            int n = g.length;
            int[] labels = new int[n];
            int combinations = (int) Math.pow(n + 1, n);
            for (int code = 0; code < combinations; code++) {
                int c = code;
                for (int v = 0; v < n; v++) {
                    labels[v] = c % (n + 1) - 1; // -1 is ∞, else 0..n-1
                    c /= n + 1;
                }
                if (satisfiesSmith(g, labels)) {
                    solutions.add(labels.clone());
                }
            }
            assertThat(solutions).as("graph %s", show(g)).hasSize(1);
            assertThat(values(GraphSolver.solve(graph(g), Progress.NONE))).as("graph %s", show(g))
                    .containsExactly(solutions.get(0));
        }
    }

    @Test
    void valuesSatisfySmithsConditionsOnLargerRandomGraphs() {
        Random random = new Random(1986);
        for (int trial = 0; trial < 3000; trial++) {
            int[][] g = randomGraph(random, 1 + random.nextInt(40));
            int[] values = values(GraphSolver.solve(graph(g), Progress.NONE));
            assertThat(satisfiesSmith(g, values)).as("graph %s values %s", show(g), List.of(values)).isTrue();
        }
    }

    @Test
    void zeroIsExactlyPAndInfinityWithoutZeroIsExactlyADraw() {
        Random random = new Random(7);
        for (int trial = 0; trial < 3000; trial++) {
            int[][] g = randomGraph(random, 1 + random.nextInt(30));
            GraphLabelling l = GraphSolver.solve(graph(g), Progress.NONE);
            for (int v = 0; v < g.length; v++) {
                GeneralizedValue value = l.value(v);
                LoopyOutcome expected = value instanceof GeneralizedValue.Finite f
                        ? (f.value() == 0 ? LoopyOutcome.P : LoopyOutcome.N)
                        : (((GeneralizedValue.Infinite) value).reach().contains(0) ? LoopyOutcome.N : LoopyOutcome.D);
                assertThat(l.outcome(v)).as("graph %s vertex %d", show(g), v).isEqualTo(expected);
            }
        }
    }

    @Test
    void theValueOfASumFollowsSmithsRule() {
        // Smith: γ(u + v) = γ(u) ⊕ γ(v) when both are finite; a ⊕ ∞(K) = ∞(K ⊕ a); ∞ + ∞ = ∞(∅).
        Random random = new Random(11);
        for (int trial = 0; trial < 400; trial++) {
            int[][] g = randomGraph(random, 1 + random.nextInt(8));
            int[][] h = randomGraph(random, 1 + random.nextInt(8));
            int[][] sum = new int[g.length * h.length][];
            for (int a = 0; a < g.length; a++) {
                for (int b = 0; b < h.length; b++) {
                    List<Integer> options = new ArrayList<>();
                    for (int x : g[a]) {
                        options.add(x * h.length + b);
                    }
                    for (int y : h[b]) {
                        options.add(a * h.length + y);
                    }
                    sum[a * h.length + b] = options.stream().mapToInt(Integer::intValue).toArray();
                }
            }
            GraphLabelling lg = GraphSolver.solve(graph(g), Progress.NONE);
            GraphLabelling lh = GraphSolver.solve(graph(h), Progress.NONE);
            GraphLabelling ls = GraphSolver.solve(graph(sum), Progress.NONE);
            for (int a = 0; a < g.length; a++) {
                for (int b = 0; b < h.length; b++) {
                    assertThat(ls.value(a * h.length + b)).as("%s + %s at %d, %d", show(g), show(h), a, b)
                            .isEqualTo(sumRule(lg.value(a), lh.value(b)));
                }
            }
        }
    }

    private static GeneralizedValue sumRule(GeneralizedValue x, GeneralizedValue y) {
        if (x instanceof GeneralizedValue.Finite a && y instanceof GeneralizedValue.Finite b) {
            return new GeneralizedValue.Finite(a.value() ^ b.value());
        }
        if (x instanceof GeneralizedValue.Infinite && y instanceof GeneralizedValue.Infinite) {
            return new GeneralizedValue.Infinite(List.of());
        }
        GeneralizedValue.Infinite inf = (GeneralizedValue.Infinite) (x.isFinite() ? y : x);
        int a = ((GeneralizedValue.Finite) (x.isFinite() ? x : y)).value();
        return new GeneralizedValue.Infinite(inf.reach().stream().map(k -> k ^ a).sorted().toList());
    }

    /**
     * Smith's conditions for γ (values -1 for ∞): (A) a finite γ(u) is the mex of the finite values of its
     * options; (B) every option v with γ(v) > γ(u) (∞ counts as larger) has an option w with γ(w) = γ(u),
     * and some counter function makes the replies well founded: the finite vertices can be justified one by
     * one, each by replies already justified; (C) an infinite u has an option ∞(K) with mex(u) not in K.
     */
    static boolean satisfiesSmith(int[][] g, int[] gamma) {
        int n = g.length;
        for (int u = 0; u < n; u++) {
            int mex = mex(g[u], gamma);
            if (gamma[u] >= 0 && gamma[u] != mex) {
                return false;
            }
            if (gamma[u] == INF) {
                boolean escape = false;
                for (int v : g[u]) {
                    if (gamma[v] == INF && !reach(g[v], gamma, mex)) {
                        escape = true;
                    }
                }
                if (!escape) {
                    return false;
                }
            }
        }
        boolean[] justified = new boolean[n];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int u = 0; u < n; u++) {
                if (gamma[u] < 0 || justified[u]) {
                    continue;
                }
                boolean ok = true;
                for (int v : g[u]) {
                    if (gamma[v] == INF || gamma[v] > gamma[u]) {
                        boolean reply = false;
                        for (int w : g[v]) {
                            reply |= gamma[w] == gamma[u] && justified[w];
                        }
                        ok &= reply;
                    }
                }
                if (ok) {
                    justified[u] = true;
                    changed = true;
                }
            }
        }
        for (int u = 0; u < n; u++) {
            if (gamma[u] >= 0 && !justified[u]) {
                return false;
            }
        }
        return true;
    }

    private static int mex(int[] options, int[] gamma) {
        int m = 0;
        while (reach(options, gamma, m)) {
            m++;
        }
        return m;
    }

    private static boolean reach(int[] options, int[] gamma, int value) {
        for (int v : options) {
            if (gamma[v] == value) {
                return true;
            }
        }
        return false;
    }

    /**
     * From the definitions: [0][v] the fewest moves t in which the player to move at v can force a win
     * (W_t: some option in L_{t-1}), [1][v] the most moves the loser can last (L_t: every option in W_{t-1}),
     * -1 where neither ever holds.
     */
    static int[][] winWithin(int[][] g) {
        int n = g.length;
        int[] win = new int[n];
        int[] lose = new int[n];
        Arrays.fill(win, -1);
        Arrays.fill(lose, -1);
        for (int t = 0; t <= 2 * n + 2; t++) {
            boolean[] w = new boolean[n];
            boolean[] l = new boolean[n];
            for (int v = 0; v < n; v++) {
                boolean someLoss = false;
                boolean allWin = true;
                for (int o : g[v]) {
                    someLoss |= lose[o] >= 0 && lose[o] <= t - 1;
                    allWin &= win[o] >= 0 && win[o] <= t - 1;
                }
                w[v] = someLoss;
                l[v] = allWin;
            }
            for (int v = 0; v < n; v++) {
                if (w[v] && win[v] < 0) {
                    win[v] = t;
                }
                if (l[v] && lose[v] < 0) {
                    lose[v] = t;
                }
            }
        }
        return new int[][] {win, lose};
    }

    // ---- helpers

    /** A random digraph on n vertices, sparse or dense, with self-loops and repeated edges now and then. */
    static int[][] randomGraph(Random random, int n) {
        double density = random.nextDouble() * (random.nextBoolean() ? 0.3 : 0.8);
        int[][] g = new int[n][];
        for (int u = 0; u < n; u++) {
            List<Integer> options = new ArrayList<>();
            for (int v = 0; v < n; v++) {
                if (random.nextDouble() < density && (v != u || random.nextInt(4) == 0)) {
                    options.add(v);
                }
            }
            if (!options.isEmpty() && random.nextInt(10) == 0) {
                options.add(options.get(0));
            }
            g[u] = options.stream().mapToInt(Integer::intValue).toArray();
        }
        return g;
    }

    static GameGraph graph(int[][] g) {
        GameGraph.Builder b = GameGraph.builder(Long.MAX_VALUE);
        for (int v = 0; v < g.length; v++) {
            b.vertex("v" + v);
        }
        for (int u = 0; u < g.length; u++) {
            for (int v : g[u]) {
                b.edge(u, v);
            }
        }
        return b.build();
    }

    private static String show(int[][] g) {
        StringBuilder s = new StringBuilder();
        for (int u = 0; u < g.length; u++) {
            s.append(u).append(':').append(Arrays.toString(g[u])).append(' ');
        }
        return s.toString();
    }

    private static GraphLabelling solve(String text) {
        return GraphSolver.solve(GraphReader.read(text), Progress.NONE);
    }

    /** The values as ints, -1 for ∞. */
    private static int[] values(GraphLabelling l) {
        int[] values = new int[l.vertexCount()];
        for (int v = 0; v < values.length; v++) {
            values[v] = l.value(v) instanceof GeneralizedValue.Finite f ? f.value() : INF;
        }
        return values;
    }

    @Test
    void aGraphBuiltFromAMapKeepsTheOrderOfItsVertices() {
        Map<String, List<String>> options = new LinkedHashMap<>();
        options.put("start", List.of("end", "start"));
        GameGraph g = GameGraph.of(options);
        assertThat(g.vertexCount()).isEqualTo(2);
        assertThat(g.name(0)).isEqualTo("start");
        assertThat(g.edgeCount()).isEqualTo(2);
        assertThat(g.inDegree(0)).isEqualTo(1);
        assertThat(g.predecessor(1, 0)).isZero();
    }
}

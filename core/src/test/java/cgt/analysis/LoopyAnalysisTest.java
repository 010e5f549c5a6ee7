package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.FairShares;
import cgt.games.ImpartialGame;
import cgt.impartial.GrundySolver;
import cgt.input.BadInputException;
import cgt.loopy.GeneralizedValue;
import cgt.loopy.LoopyBruteForce;
import cgt.loopy.LoopyOutcome;
import cgt.outcome.Outcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The analysis of impartial positions whose game has cycles: outcomes, values, remoteness, winning and drawing
 * moves of sums against brute forces on the explicit graph of whole positions (the fixpoint "wins within t
 * moves", and the graph solver run on the explicit product, which does not use the generalized nim-sum), the
 * textbook examples, Fair Shares and Varied Pairs, and games without cycles left exactly as they were.
 */
class LoopyAnalysisTest {

    @Test
    void sumsOfRandomLoopyGamesAgreeWithTheExplicitGraphOfWholePositions() {
        Random random = new Random(1966);
        int loopy = 0;
        int drawn = 0;
        for (int trial = 0; trial < 3000; trial++) {
            GraphGame game = new GraphGame(LoopyBruteForce.randomGraph(random, 1 + random.nextInt(7)));
            List<Integer> position = new ArrayList<>();
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                position.add(random.nextInt(game.g.length));
            }
            check(game, position, "trial " + trial);
            ImpartialAnalysis<Integer> a = ImpartialAnalyzer.analyzePosition(game, position, Request.normalPlay());
            loopy += a.loopy().isPresent() ? 1 : 0;
            drawn += a.outcome() == Outcome.D ? 1 : 0;
        }
        assertThat(loopy).isGreaterThan(1000);
        assertThat(drawn).isGreaterThan(300);
    }

    @Test
    void misereSumsOfRandomLoopyGamesAgreeWithAFixpointOfMiserePlay() {
        // Misère play: whoever cannot move wins. The fixpoint from the definitions: a position without moves is
        // won at once (t = 0); a position is won within t if some option is lost within t - 1, lost within t if
        // it has moves and all of them are won within t - 1; anything else is a draw.
        Random random = new Random(1976);
        int drawn = 0;
        for (int trial = 0; trial < 1500; trial++) {
            GraphGame game = new GraphGame(LoopyBruteForce.randomGraph(random, 1 + random.nextInt(6)));
            List<Integer> position = new ArrayList<>();
            for (int k = 1 + random.nextInt(2); k > 0; k--) {
                position.add(random.nextInt(game.g.length));
            }
            ImpartialAnalysis<Integer> a = ImpartialAnalyzer.analyzePosition(game, position, Request.of(Play.MISERE));
            LoopyBruteForce.Explicit<List<Integer>> whole = LoopyBruteForce.explore(
                    List.of(LoopyBruteForce.sorted(position)), p -> moves(game, p));
            int[][] g = whole.options();
            int n = g.length;
            int[] win = new int[n];
            int[] lose = new int[n];
            Arrays.fill(win, -1);
            Arrays.fill(lose, -1);
            for (int t = 0; t <= 2 * n + 2; t++) {
                int[] w = win.clone();
                int[] l = lose.clone();
                for (int v = 0; v < n; v++) {
                    boolean someLost = g[v].length == 0;
                    boolean allWon = g[v].length > 0;
                    for (int o : g[v]) {
                        someLost |= lose[o] >= 0;
                        allWon &= win[o] >= 0;
                    }
                    if (someLost && w[v] < 0) {
                        w[v] = t;
                    }
                    if (allWon && l[v] < 0) {
                        l[v] = t;
                    }
                }
                win = w;
                lose = l;
            }
            String expected = win[0] >= 0 ? "N" : lose[0] >= 0 ? "P" : "D";
            String as = "trial " + trial + ": " + game + " at " + position;
            assertThat(a.outcome().name()).as(as).isEqualTo(expected);
            if (a.loopy().isPresent()) {
                assertThat(a.loopy().get().remoteness()).as(as)
                        .isEqualTo(expected.equals("D") ? OptionalInt.empty()
                                : OptionalInt.of(expected.equals("N") ? win[0] : lose[0]));
            }
            Set<List<Integer>> wins = new HashSet<>();
            for (int next : g[0]) {
                if (win[next] < 0 && lose[next] >= 0) {
                    wins.add(whole.positions().get(next));
                }
            }
            Set<List<Integer>> found = new HashSet<>();
            for (ImpartialAnalysis.Move<Integer> m : a.winningMoves()) {
                found.add(LoopyBruteForce.sorted(a.componentsAfter(m)));
            }
            assertThat(found).as(as).isEqualTo(expected.equals("N") ? wins : Set.of());
            drawn += expected.equals("D") ? 1 : 0;
        }
        assertThat(drawn).isGreaterThan(100);
    }

    @Test
    void gamesWithoutCyclesKeepTheirOrdinaryAnalysis() {
        Random random = new Random(5);
        for (int trial = 0; trial < 1000; trial++) {
            int n = 1 + random.nextInt(8);
            int[][] g = new int[n][];
            for (int v = 0; v < n; v++) {
                List<Integer> o = new ArrayList<>();
                for (int t = 0; t < v; t++) {
                    if (random.nextBoolean()) {
                        o.add(t);
                    }
                }
                g[v] = o.stream().mapToInt(Integer::intValue).toArray();
            }
            GraphGame game = new GraphGame(g);
            List<Integer> position = List.of(random.nextInt(n), random.nextInt(n));
            ImpartialAnalysis<Integer> a = ImpartialAnalyzer.analyzePosition(game, position, Request.normalPlay());
            assertThat(a.loopy()).isEmpty();
            assertThat(a.outcome()).isIn(Outcome.P, Outcome.N);
            check(game, position, "acyclic trial " + trial);
        }
    }

    @Test
    void fergusonsCyclicGraphInSums() {
        // Ferguson, Game Theory, Part I, Figure 3.4: a -> b -> c -> a, c -> d -> e; a, b, c are tied (∞), d = 1.
        GraphGame game = new GraphGame(new int[][] {{1}, {2}, {0, 3}, {4}, {}}); // a=0 b=1 c=2 d=3 e=4
        ImpartialAnalysis<Integer> c = analyze(game, "2");
        assertThat(c.outcome()).isEqualTo(Outcome.D);
        assertThat(c.loopy().orElseThrow().value()).hasToString("∞(1)");
        assertThat(c.loopy().orElseThrow().drawingPositions(c, 10)).containsExactly("0"); // c -> d would lose
        // c + d: ∞(1) ⊕ 1 = ∞(0), a first-player win by c -> d, leaving d + d = 0.
        ImpartialAnalysis<Integer> cd = analyze(game, "2 3");
        assertThat(cd.outcome()).isEqualTo(Outcome.N);
        assertThat(cd.loopy().orElseThrow().value()).hasToString("∞(0)");
        assertThat(cd.winningPositions(10)).containsExactly("3 3");
        assertThat(cd.normalPlayValue()).isEmpty();
        // a + d = ∞(∅) ⊕ 1: a draw; two tied positions side by side: a draw.
        assertThat(analyze(game, "0 3").outcome()).isEqualTo(Outcome.D);
        assertThat(analyze(game, "0 2").loopy().orElseThrow().value()).hasToString("∞(∅)");
        // d alone is an ordinary position with value 1: won in one move.
        ImpartialAnalysis<Integer> d = analyze(game, "3");
        assertThat(d.normalPlayValue()).hasValue(1);
    }

    @Test
    void winningWaysLoopyHeapsInSums() {
        // Winning Ways ch. 12: a heap that may also pass is ∞; with an option 0 (∞(0)) it is a first-player win,
        // with options *1 and *2 only (∞(1,2)) a draw. Added to *1: ∞(0) + *1 = ∞(1), a draw; ∞(1,2) + *1 =
        // ∞(0,3), a win by moving the loopy heap to *1; ∞(0) + ∞(0): two infinite parts, a draw.
        // Vertices: 0 = *0, 1 = *1, 2 = *2, 3 = ∞(0) (loops, or moves to *0), 4 = ∞(1,2).
        GraphGame game = new GraphGame(new int[][] {{}, {0}, {0, 1}, {3, 0}, {4, 1, 2}});
        assertThat(analyze(game, "3").outcome()).isEqualTo(Outcome.N);
        assertThat(analyze(game, "4").outcome()).isEqualTo(Outcome.D);
        ImpartialAnalysis<Integer> s = analyze(game, "3 1");
        assertThat(s.outcome()).isEqualTo(Outcome.D);
        assertThat(s.loopy().orElseThrow().value()).hasToString("∞(1)");
        ImpartialAnalysis<Integer> t = analyze(game, "4 1");
        assertThat(t.outcome()).isEqualTo(Outcome.N);
        assertThat(t.winningPositions(10)).containsExactly("1 1");
        assertThat(analyze(game, "3 3").outcome()).isEqualTo(Outcome.D);
        assertThat(analyze(game, "3 3").loopy().orElseThrow().drawingPositions(analyze(game, "3 3"), 10))
                .containsOnly("3 3"); // passing (in either part) keeps the draw; moving to *0 hands over ∞(0)
    }

    @Test
    void fairSharesHasNoDrawUpToTenCoinsAndFortyFiveOfFiftySixAtEleven() {
        FairShares game = (FairShares) Catalog.find("fair-shares");
        for (int coins = 2; coins <= 11; coins++) {
            List<List<Integer>> partitions = partitions(coins);
            // The brute force: the graph of partitions with the moves generated here, and the fixpoint.
            LoopyBruteForce.Explicit<List<Integer>> all = LoopyBruteForce.explore(partitions,
                    LoopyAnalysisTest::fairSharesMoves);
            assertThat(all.positions()).hasSize(partitions.size());
            LoopyOutcome[] outcomes = LoopyBruteForce.outcomes(all.options());
            OptionalInt[] remoteness = LoopyBruteForce.remoteness(all.options());
            int draws = 0;
            for (int v = 0; v < partitions.size(); v++) {
                String text = join(all.positions().get(v));
                ImpartialAnalysis<FairShares.Heaps> a = ImpartialAnalyzer.analyze(game, List.of(text),
                        Request.normalPlay());
                assertThat(a.outcome().name()).as(text).isEqualTo(outcomes[v].name());
                if (a.loopy().isPresent()) {
                    assertThat(a.loopy().get().remoteness()).as(text).isEqualTo(remoteness[v]);
                }
                draws += outcomes[v] == LoopyOutcome.D ? 1 : 0;
            }
            assertThat(draws).as("draws with %d coins", coins).isEqualTo(coins <= 10 ? 0 : 45);
            assertThat(partitions).hasSize(coins == 11 ? 56 : partitions.size());
        }
        ImpartialAnalysis<FairShares.Heaps> a = ImpartialAnalyzer.analyze(game, List.of("9,2"), Request.normalPlay());
        assertThat(a.outcome()).isEqualTo(Outcome.D);
        assertThat(a.loopy().orElseThrow().value()).hasToString("∞(1)");
        assertThat(a.loopy().orElseThrow().drawingMoveCount()).isPositive();
    }

    @Test
    void theExplanationSaysWhyTheValuesAreGeneralized() {
        GraphGame game = new GraphGame(new int[][] {{1}, {2}, {0, 3}, {4}, {}});
        ImpartialAnalysis<Integer> a = ImpartialAnalyzer.analyze(game, List.of("2", "3"),
                Request.normalPlay().explained());
        assertThat(String.join("\n", a.explanationText())).contains("can repeat", "2 -> 0 -> 1 -> 2", "2: D, value ∞(1)", "3: N in 1 move,",
                "generalized nim-sum", "3 3");
    }

    // ---- the brute force's comparison

    private static void check(GraphGame game, List<Integer> position, String what) {
        ImpartialAnalysis<Integer> a = ImpartialAnalyzer.analyzePosition(game, position, Request.normalPlay());
        List<Integer> root = LoopyBruteForce.sorted(position);
        LoopyBruteForce.Explicit<List<Integer>> whole = LoopyBruteForce.explore(List.of(root), p -> moves(game, p));
        int[][] g = whole.options();
        LoopyOutcome[] outcomes = LoopyBruteForce.outcomes(g);
        GeneralizedValue[] values = LoopyBruteForce.graphValues(g);
        String as = what + ": " + game + " at " + position;
        assertThat(a.outcome().name()).as(as).isEqualTo(outcomes[0].name());
        if (a.loopy().isPresent()) {
            assertThat(a.loopy().get().value()).as(as).isEqualTo(values[0]);
            if (position.size() == 1) {
                assertThat(a.loopy().get().remoteness()).as(as).isEqualTo(LoopyBruteForce.remoteness(g)[0]);
            }
        } else {
            assertThat(values[0]).as(as).isEqualTo(new GeneralizedValue.Finite((int) a.normalPlayValue().orElseThrow()));
        }
        Set<List<Integer>> wins = new HashSet<>();
        Set<List<Integer>> draws = new HashSet<>();
        for (int next : g[0]) {
            if (outcomes[next] == LoopyOutcome.P) {
                wins.add(whole.positions().get(next));
            }
            if (outcomes[0] == LoopyOutcome.D && outcomes[next] == LoopyOutcome.D) {
                draws.add(whole.positions().get(next));
            }
        }
        Set<List<Integer>> found = new HashSet<>();
        for (ImpartialAnalysis.Move<Integer> m : a.winningMoves()) {
            found.add(LoopyBruteForce.sorted(a.componentsAfter(m)));
        }
        assertThat(found).as(as + " winning moves").isEqualTo(wins);
        Set<List<Integer>> drawing = new HashSet<>();
        a.loopy().ifPresent(l -> l.drawingMoves().forEach(m -> drawing.add(LoopyBruteForce.sorted(a.componentsAfter(m)))));
        assertThat(drawing).as(as + " drawing moves").isEqualTo(draws);
    }

    private static List<List<Integer>> moves(GraphGame game, List<Integer> position) {
        List<List<Integer>> next = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            for (int t : game.g[position.get(i)]) {
                List<Integer> p = new ArrayList<>(position);
                p.set(i, t);
                next.add(LoopyBruteForce.sorted(p));
            }
        }
        return next;
    }

    private static ImpartialAnalysis<Integer> analyze(GraphGame game, String position) {
        return ImpartialAnalyzer.analyze(game, List.of(position.split(" ")), Request.normalPlay());
    }

    // ---- Fair Shares, written again for the brute force

    private static List<List<Integer>> fairSharesMoves(List<Integer> p) {
        List<List<Integer>> next = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            for (int k = 2; k <= p.get(i); k++) {
                if (p.get(i) % k == 0) {
                    List<Integer> q = new ArrayList<>(p);
                    q.remove(i);
                    for (int j = 0; j < k; j++) {
                        q.add(p.get(i) / k);
                    }
                    next.add(LoopyBruteForce.sorted(q));
                }
            }
            for (int j = 0; j < p.size(); j++) {
                if (p.get(i) < p.get(j)) {
                    List<Integer> q = new ArrayList<>(p);
                    q.set(i, p.get(i) + p.get(j));
                    q.remove(j);
                    next.add(LoopyBruteForce.sorted(q));
                }
            }
        }
        return next;
    }

    private static List<List<Integer>> partitions(int n) {
        List<List<Integer>> out = new ArrayList<>();
        partitions(n, n, new ArrayList<>(), out);
        return out;
    }

    private static void partitions(int left, int max, List<Integer> current, List<List<Integer>> out) {
        if (left == 0) {
            out.add(LoopyBruteForce.sorted(current));
            return;
        }
        for (int k = Math.min(left, max); k >= 1; k--) {
            current.add(k);
            partitions(left - k, k, current, out);
            current.remove(current.size() - 1);
        }
    }

    private static String join(List<Integer> p) {
        StringBuilder b = new StringBuilder();
        for (int x : p) {
            b.append(b.length() == 0 ? "" : ",").append(x);
        }
        return b.toString();
    }

    /** A game on an explicit graph: a component is a vertex, written as its number. */
    static final class GraphGame implements ImpartialGame<Integer> {
        final int[][] g;
        private final GrundySolver<Integer> solver = new GrundySolver<>(this, 100_000);

        GraphGame(int[][] g) {
            this.g = g;
        }

        @Override
        public String name() {
            return "graph-game";
        }

        @Override
        public String rules() {
            return "move the token along an edge";
        }

        @Override
        public String syntax() {
            return "vertex numbers";
        }

        @Override
        public List<Integer> parsePosition(List<String> args) {
            List<Integer> p = new ArrayList<>();
            for (String a : args) {
                try {
                    p.add(Integer.parseInt(a));
                } catch (NumberFormatException e) {
                    throw new BadInputException("not a vertex: " + a);
                }
            }
            return p;
        }

        @Override
        public String formatComponent(Integer c) {
            return c.toString();
        }

        @Override
        public long grundy(Integer c) {
            return solver.grundy(c);
        }

        @Override
        public Comparator<Integer> order() {
            return Comparator.naturalOrder();
        }

        @Override
        public List<Integer> moves(Integer c) {
            List<Integer> o = new ArrayList<>();
            for (int t : g[c]) {
                o.add(t);
            }
            return o;
        }

        @Override
        public String toString() {
            StringBuilder s = new StringBuilder();
            for (int u = 0; u < g.length; u++) {
                s.append(u).append(':').append(Arrays.toString(g[u])).append(' ');
            }
            return s.toString();
        }
    }
}

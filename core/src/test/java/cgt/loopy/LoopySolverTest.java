package cgt.loopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.impartial.OptionRules;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The solver of rulesets with cycles, checked against brute forces on the explicit graph of whole positions
 * (outcomes and remoteness by the fixpoint "wins within t moves", values by Smith's conditions), and the values
 * of sums against the explicit product graph solved on its own.
 */
class LoopySolverTest {

    @Tag("slow")
    @Test
    void labelsOfRandomRulesetsWithSplitsAgreeWithTheFixpointOnTheirWholePositions() {
        Random random = new Random(2026);
        int vertices = 0;
        for (int trial = 0; trial < 3000; trial++) {
            int[][][] rules = randomRuleset(random);
            OptionRules<Integer> ruleset = c -> options(rules, c);
            List<List<Integer>> roots = new ArrayList<>();
            for (int c = 0; c < rules.length; c++) {
                roots.add(List.of(c));
            }
            roots.add(LoopyBruteForce.sorted(List.of(random.nextInt(rules.length), random.nextInt(rules.length))));
            LoopyBruteForce.Explicit<List<Integer>> whole = LoopyBruteForce.explore(roots, p -> moves(rules, p));
            int[][] g = whole.options();
            LoopyOutcome[] outcomes = LoopyBruteForce.outcomes(g);
            OptionalInt[] remoteness = LoopyBruteForce.remoteness(g);
            LoopySolver<Integer> solver = new LoopySolver<>(ruleset, 100_000);
            int[] gamma = new int[g.length];
            for (int v = 0; v < g.length; v++) {
                List<Integer> p = whole.positions().get(v);
                PositionLabel l = solver.labelOfSum(p);
                assertThat(l.outcome()).as("trial %d position %s", trial, p).isEqualTo(outcomes[v]);
                assertThat(l.remoteness()).as("trial %d position %s", trial, p).isEqualTo(remoteness[v]);
                assertThat(l.value().outcome()).isEqualTo(outcomes[v]);
                gamma[v] = LoopyBruteForce.code(l.value());
            }
            assertThat(LoopyBruteForce.satisfiesSmith(g, gamma)).as("trial %d", trial).isTrue();
            vertices += g.length;
        }
        assertThat(vertices).isGreaterThan(20_000); // the trials are not trivially small
    }

    @Test
    void theGeneralizedNimSumAgreesWithTheExplicitProductGraph() {
        Random random = new Random(1976);
        int drawnSums = 0;
        for (int trial = 0; trial < 1500; trial++) {
            int[][] g = LoopyBruteForce.randomGraph(random, 1 + random.nextInt(7));
            int[][] h = LoopyBruteForce.randomGraph(random, 1 + random.nextInt(7));
            int n = g.length;
            // One ruleset holding both graphs: g's vertices 0..n-1, h's n..n+m-1.
            OptionRules<Integer> both = c -> {
                List<List<Integer>> o = new ArrayList<>();
                for (int t : c < n ? g[c] : h[c - n]) {
                    o.add(List.of(c < n ? t : t + n));
                }
                return o;
            };
            int[][] product = new int[n * h.length][];
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < h.length; b++) {
                    List<Integer> o = new ArrayList<>();
                    for (int x : g[a]) {
                        o.add(x * h.length + b);
                    }
                    for (int y : h[b]) {
                        o.add(a * h.length + y);
                    }
                    product[a * h.length + b] = o.stream().mapToInt(Integer::intValue).toArray();
                }
            }
            GeneralizedValue[] expected = LoopyBruteForce.graphValues(product);
            LoopyOutcome[] outcomes = LoopyBruteForce.outcomes(product);
            LoopySolver<Integer> solver = new LoopySolver<>(both, 100_000);
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < h.length; b++) {
                    GeneralizedValue rule = solver.label(a).value().plus(solver.label(n + b).value());
                    assertThat(rule).as("trial %d: %d + %d", trial, a, b).isEqualTo(expected[a * h.length + b]);
                    assertThat(rule.outcome()).isEqualTo(outcomes[a * h.length + b]);
                    assertThat(solver.labelOfSum(List.of(a, n + b)).value()).isEqualTo(rule);
                    if (!solver.label(a).value().isFinite() && !solver.label(n + b).value().isFinite()) {
                        assertThat(rule.outcome()).isEqualTo(LoopyOutcome.D); // two infinite parts: a draw
                        drawnSums++;
                    }
                }
            }
        }
        assertThat(drawnSums).isGreaterThan(1000);
    }

    @Test
    void theSumRulesOnValues() {
        GeneralizedValue three = new GeneralizedValue.Finite(3);
        GeneralizedValue inf02 = new GeneralizedValue.Infinite(List.of(0, 2));
        assertThat(three.plus(new GeneralizedValue.Finite(5))).isEqualTo(new GeneralizedValue.Finite(6));
        assertThat(inf02.plus(three)).hasToString("∞(1,3)"); // {0,2} ⊕ 3 = {3,1}
        assertThat(inf02.plus(three).outcome()).isEqualTo(LoopyOutcome.D);
        assertThat(inf02.outcome()).isEqualTo(LoopyOutcome.N);
        assertThat(inf02.plus(new GeneralizedValue.Finite(2))).hasToString("∞(0,2)");
        assertThat(inf02.plus(inf02)).hasToString("∞(∅)");
        assertThat(inf02.plus(inf02).outcome()).isEqualTo(LoopyOutcome.D);
    }

    @Test
    void aRulesetWithoutEndIsRefusedSayingHowBigItGot() {
        OptionRules<Integer> forever = n -> List.of(List.of(n + 1), List.of(0));
        long[] reported = {0};
        LoopySolver<Integer> solver = new LoopySolver<>(forever, 5_000, (stage, done, total) -> reported[0]++);
        assertThatThrownBy(() -> solver.label(0)).isInstanceOf(TooBigException.class)
                .hasMessageContaining("5,000 positions").hasMessageContaining("limits of 5,000 positions");
        assertThat(reported[0]).isPositive();
    }

    @Test
    void anInterruptStopsTheExploration() {
        OptionRules<Integer> forever = n -> List.of(List.of(n + 1), List.of(0));
        LoopySolver<Integer> solver = new LoopySolver<>(forever, 10_000_000);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> solver.label(0)).isInstanceOf(CancellationException.class);
        } finally {
            Thread.interrupted(); // clear the flag, whatever happened
        }
    }

    @Test
    void aMemoryBudgetIsAlsoALimit() {
        OptionRules<Integer> wide = n -> {
            List<List<Integer>> o = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                o.add(List.of((n * 50 + i) % 1_000_000));
            }
            return o;
        };
        LoopySolver<Integer> solver = new LoopySolver<>(wide, 10_000_000, 1 << 20);
        assertThatThrownBy(() -> solver.label(0)).isInstanceOf(TooBigException.class).hasMessageContaining("MB");
    }

    @Test
    void positionsAlreadyExploredAreNotExploredAgain() {
        OptionRules<Integer> cycle = n -> List.of(List.of((n + 1) % 10), List.of((n + 2) % 10));
        LoopySolver<Integer> solver = new LoopySolver<>(cycle, 1_000);
        assertThat(solver.label(0).outcome()).isEqualTo(LoopyOutcome.D);
        assertThat(solver.label(0).value()).hasToString("∞(∅)");
        int explored = solver.positionCount();
        solver.label(7);
        assertThat(solver.positionCount()).isEqualTo(explored).isEqualTo(10);
    }

    // ---- random rulesets

    /**
     * Components 0..a-1 ("small") move to one small component; components a..n-1 ("big") move to one big
     * component, to nothing, or split into one or two small ones. Cycles anywhere, and a finite set of whole
     * positions (at most one big component, plus at most two small ones per split).
     */
    private static int[][][] randomRuleset(Random random) {
        int small = 1 + random.nextInt(4);
        int big = random.nextInt(4);
        int n = small + big;
        double density = random.nextDouble() * 0.6;
        int[][][] rules = new int[n][][];
        for (int c = 0; c < n; c++) {
            List<int[]> options = new ArrayList<>();
            int lo = c < small ? 0 : small;
            int hi = c < small ? small : n;
            for (int t = lo; t < hi; t++) {
                if (random.nextDouble() < density) {
                    options.add(new int[] {t});
                }
            }
            if (c >= small) {
                if (random.nextInt(4) == 0) {
                    options.add(new int[0]);
                }
                for (int k = random.nextInt(3); k > 0; k--) {
                    options.add(random.nextBoolean() ? new int[] {random.nextInt(small)}
                            : new int[] {random.nextInt(small), random.nextInt(small)});
                }
            }
            rules[c] = options.toArray(int[][]::new);
        }
        return rules;
    }

    private static List<List<Integer>> options(int[][][] rules, int c) {
        List<List<Integer>> o = new ArrayList<>();
        for (int[] option : rules[c]) {
            List<Integer> parts = new ArrayList<>();
            for (int p : option) {
                parts.add(p);
            }
            o.add(parts);
        }
        return o;
    }

    /** The brute force's own moves of a whole position (a sorted list of components). */
    private static List<List<Integer>> moves(int[][][] rules, List<Integer> position) {
        List<List<Integer>> next = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            for (int[] option : rules[position.get(i)]) {
                List<Integer> p = new ArrayList<>(position);
                p.remove(i);
                for (int x : option) {
                    p.add(x);
                }
                next.add(LoopyBruteForce.sorted(p));
            }
        }
        return next;
    }
}

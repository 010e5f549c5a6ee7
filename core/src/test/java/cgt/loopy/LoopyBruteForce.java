package cgt.loopy;

import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.function.Function;

/**
 * Brute forces for games with cycles, shared by the tests of the loopy solver, the analysis and play: the
 * explicit graph of a ruleset's positions, who wins within t moves by fixpoint iteration from the definitions
 * (independent of retrograde analysis), and Smith's conditions on generalized values (which only the right
 * labelling satisfies; {@link GraphSolverTest} checks that by trying every labelling of small graphs).
 */
public final class LoopyBruteForce {

    private LoopyBruteForce() {
    }

    /** An explicit graph of positions of type P: the positions, and each one's options by index. */
    public record Explicit<P>(List<P> positions, int[][] options, Map<P, Integer> index) {
    }

    /** Every position reachable from the roots (positions are values), by breadth-first search. */
    public static <P> Explicit<P> explore(List<P> roots, Function<P, List<P>> moves) {
        List<P> positions = new ArrayList<>();
        Map<P, Integer> index = new HashMap<>();
        for (P r : roots) {
            if (index.putIfAbsent(r, positions.size()) == null) {
                positions.add(r);
            }
        }
        List<int[]> rows = new ArrayList<>();
        for (int v = 0; v < positions.size(); v++) {
            List<P> next = moves.apply(positions.get(v));
            int[] row = new int[next.size()];
            for (int i = 0; i < row.length; i++) {
                P p = next.get(i);
                Integer id = index.get(p);
                if (id == null) {
                    id = positions.size();
                    index.put(p, id);
                    positions.add(p);
                }
                row[i] = id;
            }
            rows.add(row);
        }
        return new Explicit<>(positions, rows.toArray(int[][]::new), index);
    }

    /** Outcome of each vertex from the fixpoint "wins within t moves" / "loses within t moves". */
    public static LoopyOutcome[] outcomes(int[][] g) {
        int[][] w = GraphSolverTest.winWithin(g);
        LoopyOutcome[] o = new LoopyOutcome[g.length];
        for (int v = 0; v < g.length; v++) {
            o[v] = w[0][v] >= 0 ? LoopyOutcome.N : w[1][v] >= 0 ? LoopyOutcome.P : LoopyOutcome.D;
        }
        return o;
    }

    /** Remoteness of each vertex from the same fixpoint: empty for a draw. */
    public static OptionalInt[] remoteness(int[][] g) {
        int[][] w = GraphSolverTest.winWithin(g);
        OptionalInt[] r = new OptionalInt[g.length];
        for (int v = 0; v < g.length; v++) {
            r[v] = w[0][v] >= 0 ? OptionalInt.of(w[0][v]) : w[1][v] >= 0 ? OptionalInt.of(w[1][v]) : OptionalInt.empty();
        }
        return r;
    }

    /** Whether these values (-1 for ∞) satisfy Smith's conditions on the graph. */
    public static boolean satisfiesSmith(int[][] g, int[] gamma) {
        return GraphSolverTest.satisfiesSmith(g, gamma);
    }

    /** Retrograde analysis of an explicit graph (the graph solver on its own). */
    public static GeneralizedValue[] graphValues(int[][] g) {
        GraphLabelling l = GraphSolver.solve(GraphSolverTest.graph(g), Progress.NONE);
        GeneralizedValue[] values = new GeneralizedValue[g.length];
        for (int v = 0; v < g.length; v++) {
            values[v] = l.value(v);
        }
        return values;
    }

    /** A random digraph, self-loops and repeated edges now and then (as the graph solver's tests use). */
    public static int[][] randomGraph(Random random, int n) {
        return GraphSolverTest.randomGraph(random, n);
    }

    /** -1 for ∞, else the finite value. */
    public static int code(GeneralizedValue v) {
        return v instanceof GeneralizedValue.Finite f ? f.value() : -1;
    }

    /** A sorted copy: the key of a multiset of components. */
    public static List<Integer> sorted(List<Integer> parts) {
        Integer[] a = parts.toArray(Integer[]::new);
        Arrays.sort(a);
        return List.of(a);
    }
}

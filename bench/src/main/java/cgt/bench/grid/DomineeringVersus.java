package cgt.bench.grid;

import cgt.games.partizan.Domineering;
import cgt.games.partizan.DomineeringBoard;
import cgt.games.partizan.GridPosition;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * The grid framework's speed against a built-in ruleset, on the same work in one run: the value of empty
 * Domineering boards (5x5 and 5x6 by default) by the built-in {@link Domineering} and by
 * {@link GridDomineering}, a one-file ruleset on the framework, each with a fresh transposition table, taking
 * turns so that drift on a shared machine hits both alike. Prints each time, the ratio and the load average;
 * fails if the two values differ.
 *
 * <pre>
 *   bench/grid-domineering.sh [rounds] [board...]
 * </pre>
 */
public final class DomineeringVersus {

    private DomineeringVersus() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        List<String> boards = args.length > 1 ? List.of(args).subList(1, args.length) : List.of("5x5", "5x6");
        System.out.printf("load average at start: %.2f%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        for (String board : boards) {
            long builtIn = Long.MAX_VALUE;
            long grid = Long.MAX_VALUE;
            for (int round = 0; round < rounds; round++) {
                Domineering d = new Domineering();
                DomineeringBoard b = d.parse(board);
                long t0 = System.nanoTime();
                CanonicalGame expected = PartizanEvaluator.of(d).value(b);
                long t1 = System.nanoTime();
                GridDomineering g = new GridDomineering();
                GridPosition p = g.parse(board);
                CanonicalGame actual = PartizanEvaluator.of(g).value(p);
                long t2 = System.nanoTime();
                if (!actual.equals(expected)) {
                    throw new IllegalStateException(board + ": grid " + actual + " but built-in " + expected);
                }
                builtIn = Math.min(builtIn, t1 - t0);
                grid = Math.min(grid, t2 - t1);
            }
            System.out.printf("%s: built-in %.2f s, grid framework %.2f s, ratio %.2f (best of %d)%n", board,
                    builtIn / 1e9, grid / 1e9, (double) grid / builtIn, rounds);
        }
        System.out.printf("load average at end: %.2f%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}

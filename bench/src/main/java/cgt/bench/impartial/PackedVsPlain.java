package cgt.bench.impartial;

import cgt.games.Wythoff;
import cgt.games.graph.Graph;
import cgt.games.graph.GraphGame;
import cgt.games.graph.NodeKayles;
import cgt.heap.HeapRowRules;
import cgt.heap.HeapRules;
import cgt.heap.Heaps;
import cgt.impartial.GrundySolver;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.ImpartialRules;
import cgt.rules.PartizanRules;
import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the optional hooks of {@link ImpartialRules} buy the Sprague-Grundy solver, on the same work in one run: each
 * position is solved by a fresh {@link GrundySolver} given the built-in rules themselves (their packed keys, and
 * where they have them normal forms and known values) and given the same rules reduced to their moves, parts and
 * options (every part remembered as an object in a map), Node Kayles (impartial, on the partizan graph framework)
 * by the partizan search with the framework's packed keys and without them, and for Wythoff also with its normal forms and known values
 * but no packed key, which parts the packed table's share from the symmetry's. The variants take turns, so that
 * drift on a shared machine hits them alike; prints the best time of each, its ratio to the first and the load
 * average, and fails if the values differ.
 *
 * <pre>
 *   bench/impartial-packed.sh [rounds] [grundy heap] [wythoff side] [node kayles graph, or RxC for a grid]
 * </pre>
 */
public final class PackedVsPlain {

    private PackedVsPlain() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        long heap = args.length > 1 ? Long.parseLong(args[1]) : 3_000;
        long side = args.length > 2 ? Long.parseLong(args[2]) : 150;
        String graph = args.length > 3 ? args[3] : "5x5";
        System.out.printf("load average at start: %.2f%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        HeapRowRules grundy = new HeapRowRules("grundy", HeapRules.GRUNDY);
        Map<String, Supplier<Long>> heaps = new LinkedHashMap<>();
        heaps.put("packed keys", heaps(grundy, heap));
        heaps.put("plain", heaps(grundy.withoutHooks(), heap));
        compare("Grundy's game, heaps 1.." + heap, rounds, heaps);
        Wythoff wythoff = new Wythoff();
        List<Wythoff.Queen> queens = wythoff.parsePosition(List.of(side + "," + side, side + "," + (side - 1)));
        Map<String, Supplier<Long>> variants = new LinkedHashMap<>();
        variants.put("all hooks (mirror, known values, packed keys)", queens(wythoff, queens));
        variants.put("mirror and known values, kept as objects", queens(wythoff.withoutPackedKey(), queens));
        variants.put("plain", queens(wythoff.withoutHooks(), queens));
        compare("Wythoff, queens " + wythoff.formatPosition(queens), rounds, variants);
        NodeKayles nodeKayles = new NodeKayles();
        Graph g = nodeKayles.parse(graph.matches("[0-9]+x[0-9]+") ? gridGraph(graph) : graph);
        Map<String, Supplier<Long>> graphs = new LinkedHashMap<>();
        graphs.put("packed keys", () -> (long) PartizanEvaluator.of(nodeKayles).value(g).hashCode());
        graphs.put("parts kept as objects", () -> (long) PartizanEvaluator.of(unpacked(nodeKayles)).value(g)
                .hashCode());
        compare("Node Kayles on " + (graph.length() <= 40 ? graph : "a graph") + " of " + g.size() + " vertices and "
                + g.edgeCount() + " edges (the partizan search, on the graph framework)", rounds, graphs);
        System.out.printf("load average at end: %.2f%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    private static Supplier<Long> heaps(ImpartialRules<Heaps> rules, long heap) {
        return () -> {
            GrundySolver<Heaps> s = new GrundySolver<>(rules, 10_000_000);
            long sum = 0;
            for (long n = 1; n <= heap; n++) {
                sum += s.grundy(Heaps.of(n));
            }
            return sum;
        };
    }

    private static Supplier<Long> queens(ImpartialRules<Wythoff.Queen> rules, List<Wythoff.Queen> queens) {
        return () -> (long) new GrundySolver<>(rules, 10_000_000).grundy(queens);
    }

    /**
     * Runs the variants in turn, round after round, and prints each one's best time and its ratio to the first's;
     * fails if their values differ.
     */
    private static void compare(String what, int rounds, Map<String, Supplier<Long>> variants) {
        Map<String, Long> best = new LinkedHashMap<>();
        for (int round = 0; round < rounds; round++) {
            Long expected = null;
            for (Map.Entry<String, Supplier<Long>> v : variants.entrySet()) {
                long t0 = System.nanoTime();
                long value = v.getValue().get();
                long t = System.nanoTime() - t0;
                if (expected != null && value != expected) {
                    throw new IllegalStateException(what + ": " + value + " by " + v.getKey() + ", " + expected
                            + " by the first");
                }
                expected = value;
                best.merge(v.getKey(), t, Math::min);
            }
        }
        long first = best.values().iterator().next();
        System.out.printf("%s (best of %d):%n", what, rounds);
        best.forEach((name, t) -> System.out.printf("  %-48s %7.2f s  %6.2fx the first%n", name, t / 1e9,
                (double) t / first));
    }

    /** The grid graph RxC (the squares of a board, each joined to the squares beside it) as a graph string. */
    private static String gridGraph(String size) {
        int rows = Integer.parseInt(size.substring(0, size.indexOf('x')));
        int cols = Integer.parseInt(size.substring(size.indexOf('x') + 1));
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (c + 1 < cols) {
                    b.append(b.length() == 0 ? "" : ";").append(":{").append(r).append('x').append(c).append("}-:{")
                            .append(r).append('x').append(c + 1).append('}');
                }
                if (r + 1 < rows) {
                    b.append(b.length() == 0 ? "" : ";").append(":{").append(r).append('x').append(c).append("}-:{")
                            .append(r + 1).append('x').append(c).append('}');
                }
            }
        }
        return b.toString();
    }

    /** The graph game with every hook but its packed key: each part is kept in the table as an object. */
    private static PartizanRules<Graph> unpacked(GraphGame game) {
        return new PartizanRules<>() {
            @Override
            public Collection<Graph> leftMoves(Graph position) {
                return game.leftMoves(position);
            }

            @Override
            public Collection<Graph> rightMoves(Graph position) {
                return game.rightMoves(position);
            }

            @Override
            public Collection<Graph> parts(Graph position) {
                return game.parts(position);
            }

            @Override
            public Normal<Graph> normalize(Graph part) {
                return game.normalize(part);
            }
        };
    }
}

package cgt.bench.impartial;

import cgt.games.Wythoff;
import cgt.heap.HeapRowRules;
import cgt.heap.HeapRules;
import cgt.heap.Heaps;
import cgt.impartial.GrundySolver;
import cgt.rules.ImpartialRules;
import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * What the optional hooks of {@link ImpartialRules} buy the Sprague-Grundy solver, on the same work in one run: each
 * position is solved by a fresh {@link GrundySolver} given the built-in rules themselves (their packed keys, and
 * where they have them normal forms and known values) and given the same rules reduced to their moves, parts and
 * options (every part remembered as an object in a map), and for Wythoff also with its normal forms and known values
 * but no packed key, which parts the packed table's share from the symmetry's. The variants take turns, so that
 * drift on a shared machine hits them alike; prints the best time of each, its ratio to the first and the load
 * average, and fails if the values differ.
 *
 * <pre>
 *   bench/impartial-packed.sh [rounds] [grundy heap] [wythoff side]
 * </pre>
 */
public final class PackedVsPlain {

    private PackedVsPlain() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        long heap = args.length > 1 ? Long.parseLong(args[1]) : 3_000;
        long side = args.length > 2 ? Long.parseLong(args[2]) : 150;
        System.out.printf("load average at start: %.2f%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        HeapRowRules grundy = new HeapRowRules("grundy", HeapRules.GRUNDY);
        Map<String, Supplier<Long>> heaps = new LinkedHashMap<>();
        heaps.put("packed keys", heaps(grundy, heap));
        heaps.put("plain", heaps(plain(grundy, false), heap));
        compare("Grundy's game, heaps 1.." + heap, rounds, heaps);
        Wythoff wythoff = new Wythoff();
        List<Wythoff.Queen> queens = wythoff.parsePosition(List.of(side + "," + side, side + "," + (side - 1)));
        Map<String, Supplier<Long>> variants = new LinkedHashMap<>();
        variants.put("all hooks (mirror, known values, packed keys)", queens(wythoff, queens));
        variants.put("mirror and known values, kept as objects", queens(plain(wythoff, true), queens));
        variants.put("plain", queens(plain(wythoff, false), queens));
        compare("Wythoff, queens " + wythoff.formatPosition(queens), rounds, variants);
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

    /**
     * The rules reduced to their moves, parts and options (and, if {@code symmetry}, their normal forms and known
     * values): no packed key.
     */
    private static <C> ImpartialRules<C> plain(ImpartialRules<C> rules, boolean symmetry) {
        return new ImpartialRules<>() {
            @Override
            public Collection<C> moves(C position) {
                return rules.moves(position);
            }

            @Override
            public Collection<C> parts(C position) {
                return rules.parts(position);
            }

            @Override
            public List<List<C>> options(C part) {
                return rules.options(part);
            }

            @Override
            public boolean isTerminal(C part) {
                return rules.isTerminal(part);
            }

            @Override
            public C normalize(C part) {
                return symmetry ? rules.normalize(part) : part;
            }

            @Override
            public OptionalLong knownValue(C part) {
                return symmetry ? rules.knownValue(part) : OptionalLong.empty();
            }
        };
    }
}

package cgt.bench.partizan;

import cgt.loopy.partizan.LoopyGame;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Relation;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The stopper algebra of loopy games: simplest forms of sums of stoppers (over, 1over and on with random day-2
 * short games added, whose sums stay stoppers), comparisons of such sums, and the sides of a ko plus a short game by
 * sidling. Each invocation builds its games afresh (a LoopyGame keeps what it found of itself, so a game reused
 * would answer from its own memo).
 *
 * <pre>
 *   mvn -B -q -DskipTests package &amp;&amp; java -jar bench/target/benchmarks.jar Stopper
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xss64m")
public class StopperBenchmarks {

    /** Work items per invocation. */
    static final int BATCH = 8;

    /** Pairs of stoppers x + G (x one of over, 1over, on; G a random day-2 game), and kos with a short game added. */
    @State(Scope.Thread)
    public static class Stoppers {
        final List<CanonicalGame[]> shortGames = new ArrayList<>();
        final List<LoopyGame[]> pairs = new ArrayList<>();
        final List<LoopyGame> kos = new ArrayList<>();

        @Setup(Level.Trial)
        public void build() {
            for (int b = 0; b < BATCH; b++) {
                Random random = new Random(3_000 + b);
                shortGames.add(new CanonicalGame[] {PartizanBenchmarks.randomGame(random, 2),
                    PartizanBenchmarks.randomGame(random, 2), PartizanBenchmarks.randomGame(random, 2)});
            }
        }

        @Setup(Level.Invocation)
        public void next() {
            pairs.clear();
            kos.clear();
            for (int b = 0; b < BATCH; b++) {
                CanonicalGame[] g = shortGames.get(b);
                LoopyGame x = stopper(b).plus(LoopyGame.of(g[0]));
                LoopyGame y = stopper(b + 1).plus(LoopyGame.of(g[1]));
                pairs.add(new LoopyGame[] {x, y});
                LoopyGame.Builder ko = LoopyGame.builder(); // a{0||a|0}: Left to 0, or to {a|0}
                int a = ko.node();
                int inner = ko.node();
                ko.leftEdge(a, CanonicalGame.zero()).leftEdge(a, inner);
                ko.leftEdge(inner, a).rightEdge(inner, CanonicalGame.zero());
                kos.add(ko.build(a).plus(LoopyGame.of(g[2])));
            }
        }

        private static LoopyGame stopper(int i) {
            return switch (i % 3) {
                case 0 -> LoopyGame.over();
                case 1 -> LoopyGame.over().plus(LoopyGame.of(CanonicalGame.integer(1)));
                default -> LoopyGame.on();
            };
        }
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int simplestFormOfStopperSum(Stoppers state) {
        int length = 0;
        for (LoopyGame[] p : state.pairs) {
            length += p[0].plus(p[1]).toString().length();
        }
        return length;
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int compareStoppers(Stoppers state) {
        int greater = 0;
        for (LoopyGame[] p : state.pairs) {
            greater += p[0].compare(p[1]) == Relation.GREATER ? 1 : 0;
        }
        return greater;
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int sidesOfKoPlusShortGame(Stoppers state) {
        int length = 0;
        for (LoopyGame ko : state.kos) {
            length += ko.onside().toString().length() + ko.offside().toString().length();
        }
        return length;
    }
}

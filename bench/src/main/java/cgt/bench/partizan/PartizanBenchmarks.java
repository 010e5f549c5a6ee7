package cgt.bench.partizan;

import cgt.partizan.CanonicalGame;
import cgt.partizan.born.BornByDay;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The partizan engine's hot paths: the canonical form of a sum of many random games, the comparison of two
 * large games, and the enumeration of the 1474 games born by day 3.
 *
 * <p>Each invocation of the first two works on games it has never seen (a new seed every time), so the
 * memo caches cannot answer the measured question itself; they keep what they learnt from earlier games,
 * as they would in a real computation.
 *
 * <pre>
 *   mvn -B -q -DskipTests package &amp;&amp; java -jar bench/target/benchmarks.jar Partizan
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xss64m")
public class PartizanBenchmarks {

    private static final List<CanonicalGame> DAY_TWO = BornByDay.games(2);

    /** A random game {L | R} whose options are random games one level down (day-2 games at the bottom). */
    static CanonicalGame randomGame(Random random, int depth) {
        if (depth == 0) {
            return DAY_TWO.get(random.nextInt(DAY_TWO.size()));
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            left.add(randomGame(random, depth - 1));
        }
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            right.add(randomGame(random, depth - 1));
        }
        return CanonicalGame.of(left, right);
    }

    /** Batches of random parts for sums; new seeds for every invocation. */
    @State(Scope.Thread)
    public static class SumParts {
        @Param({"4", "8"})
        int parts;

        long seed;
        final List<List<CanonicalGame>> batch = new ArrayList<>();

        @Setup(Level.Invocation)
        public void next() {
            batch.clear();
            for (int b = 0; b < BATCH; b++) {
                Random random = new Random(seed++);
                List<CanonicalGame> games = new ArrayList<>();
                for (int i = 0; i < parts; i++) {
                    games.add(randomGame(random, 2));
                }
                batch.add(games);
            }
        }
    }

    /**
     * Batches of pairs of large games that compare the hard way: G is a sum of three random games and H is
     * G plus a small infinitesimal, so the stops agree and only the recursion can tell them apart.
     */
    @State(Scope.Thread)
    public static class LargePairs {
        long seed = 1_000_000;
        final List<CanonicalGame[]> batch = new ArrayList<>();

        @Setup(Level.Invocation)
        public void next() {
            CanonicalGame up = CanonicalGame.up();
            CanonicalGame[] epsilons = {up, up.negate(), up.plus(CanonicalGame.star()), CanonicalGame.nimber(2),
                CanonicalGame.of(List.of(CanonicalGame.zero()), List.of(CanonicalGame.of(
                        List.of(CanonicalGame.zero()), List.of(CanonicalGame.integer(-1)))))};
            batch.clear();
            for (int b = 0; b < BATCH; b++) {
                Random random = new Random(seed++);
                CanonicalGame g = randomGame(random, 2).plus(randomGame(random, 2)).plus(randomGame(random, 2));
                CanonicalGame h = g.plus(epsilons[random.nextInt(epsilons.length)]);
                batch.add(new CanonicalGame[] {g, h});
            }
        }
    }

    /** Work items per invocation: averaging over several random cases keeps the figures steady. */
    static final int BATCH = 8;

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int canonicalFormOfSum(SumParts state) {
        int h = 0;
        for (List<CanonicalGame> games : state.batch) {
            h += CanonicalGame.sum(games).hashCode();
        }
        return h;
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int compareLargeGames(LargePairs state) {
        int r = 0;
        for (CanonicalGame[] pair : state.batch) {
            r += (pair[0].leq(pair[1]) ? 1 : 0) + (pair[1].leq(pair[0]) ? 2 : 0);
        }
        return r;
    }

    @Benchmark
    public long enumerateDayThree() {
        return BornByDay.count(3);
    }
}

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
 * <p>Each invocation of the first two works on games it has never seen (fixed random games translated by
 * fresh integers), so the memo caches cannot answer any part of it: these are cold-cache figures, the
 * hardest case. Day 3 runs with whatever the caches kept from the previous runs, as a program would.
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

    /**
     * Fixed random parts (a few seeds' worth), made new for every invocation by adding a fresh integer to each
     * part: a number translates a game without changing its shape, so every invocation does the same work,
     * and none of it can be answered from the caches (new numbers, new games).
     */
    @State(Scope.Thread)
    public static class SumParts {
        @Param({"4", "8"})
        int parts;

        final List<List<CanonicalGame>> base = new ArrayList<>();
        final List<List<CanonicalGame>> batch = new ArrayList<>();
        long offset;

        @Setup(Level.Trial)
        public void build() {
            for (int b = 0; b < BATCH; b++) {
                Random random = new Random(b);
                List<CanonicalGame> games = new ArrayList<>();
                for (int i = 0; i < parts; i++) {
                    games.add(randomGame(random, 2));
                }
                base.add(games);
            }
        }

        @Setup(Level.Invocation)
        public void next() {
            batch.clear();
            for (List<CanonicalGame> games : base) {
                List<CanonicalGame> shifted = new ArrayList<>();
                for (CanonicalGame g : games) {
                    shifted.add(g.plus(CanonicalGame.integer(1000 + offset++)));
                }
                batch.add(shifted);
            }
        }
    }

    /**
     * Pairs of large games that compare the hard way: G is a sum of three random games and H is G plus a
     * small infinitesimal, so the stops agree and only the recursion can tell them apart. Fixed pairs, made
     * new for every invocation by a fresh integer, as for the sums.
     */
    @State(Scope.Thread)
    public static class LargePairs {
        final List<CanonicalGame[]> base = new ArrayList<>();
        final List<CanonicalGame[]> batch = new ArrayList<>();
        long offset;

        @Setup(Level.Trial)
        public void build() {
            CanonicalGame up = CanonicalGame.up();
            CanonicalGame[] epsilons = {up, up.negate(), up.plus(CanonicalGame.star()), CanonicalGame.nimber(2),
                CanonicalGame.of(List.of(CanonicalGame.zero()), List.of(CanonicalGame.of(
                        List.of(CanonicalGame.zero()), List.of(CanonicalGame.integer(-1)))))};
            for (int b = 0; b < BATCH; b++) {
                Random random = new Random(1_000 + b);
                CanonicalGame g = randomGame(random, 2).plus(randomGame(random, 2)).plus(randomGame(random, 2));
                base.add(new CanonicalGame[] {g, epsilons[b % epsilons.length]});
            }
        }

        @Setup(Level.Invocation)
        public void next() {
            batch.clear();
            for (CanonicalGame[] pair : base) {
                CanonicalGame g = pair[0].plus(CanonicalGame.integer(1000 + offset++));
                batch.add(new CanonicalGame[] {g, g.plus(pair[1])});
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

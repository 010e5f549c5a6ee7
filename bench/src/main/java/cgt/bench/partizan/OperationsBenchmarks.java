package cgt.bench.partizan;

import cgt.partizan.CanonicalGame;
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
 * The operations of Conway's theory on short games that can grow large: CGSuite's own benchmark *14 heated by 1
 * (its answer prints to about 2.4 million characters), reduced canonical forms of sums of random day-4 games, and
 * Norton products of random day-4 games by ↑.
 *
 * <p>*14 heated by 1 is the same computation each time, as a user repeating it would run it (what the caches keep
 * from one run helps the next). The other two work on games they have never seen, fixed random games translated by
 * fresh integers, so that no memo can answer any part of them: cold-cache figures, as in {@link PartizanBenchmarks}.
 *
 * <pre>
 *   mvn -B -q -DskipTests package &amp;&amp; java -jar bench/target/benchmarks.jar Operations
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xss64m")
public class OperationsBenchmarks {

    /** Work items per invocation, as in {@link PartizanBenchmarks}. */
    static final int BATCH = 8;

    /** Sums of three random day-4 games, and single random day-4 games, translated afresh for every invocation. */
    @State(Scope.Thread)
    public static class FreshGames {
        final List<CanonicalGame[]> base = new ArrayList<>();
        final List<CanonicalGame> sums = new ArrayList<>();
        final List<CanonicalGame> singles = new ArrayList<>();
        long offset;

        @Setup(Level.Trial)
        public void build() {
            for (int b = 0; b < BATCH; b++) {
                Random random = new Random(2_000 + b);
                base.add(new CanonicalGame[] {PartizanBenchmarks.randomGame(random, 2),
                    PartizanBenchmarks.randomGame(random, 2), PartizanBenchmarks.randomGame(random, 2)});
            }
        }

        @Setup(Level.Invocation)
        public void next() {
            sums.clear();
            singles.clear();
            for (CanonicalGame[] parts : base) {
                CanonicalGame shift = CanonicalGame.integer(1000 + offset++);
                sums.add(CanonicalGame.sum(parts[0].plus(shift), parts[1], parts[2]));
                singles.add(parts[0].plus(shift));
            }
        }
    }

    @Benchmark
    public int heatStarFourteenByOne() {
        return CanonicalGame.nimber(14).heat(CanonicalGame.integer(1)).leftOptionCount();
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int reducedFormOfDayFourSum(FreshGames state) {
        int h = 0;
        for (CanonicalGame g : state.sums) {
            h += g.reducedCanonicalForm().hashCode();
        }
        return h;
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int nortonProductByUp(FreshGames state) {
        int h = 0;
        for (CanonicalGame g : state.singles) {
            h += g.nortonProduct(CanonicalGame.up()).hashCode();
        }
        return h;
    }
}

package cgt.bench.heap;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.heap.GrundyEngine;
import cgt.heap.GrundySequence;
import cgt.heap.HeapRule;
import cgt.heap.PeriodSearch;
import cgt.heap.PlainMex;
import cgt.task.Progress;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The heap-game engine with its code compiled, on the work of {@code bench/compare-octal.py}, which runs these
 * benchmarks and the C baseline in one run and prints the ratios (its "compiled" table). Its other table
 * times fresh processes, which spend much of a short job starting Java and compiling the scans.
 *
 * <ul>
 *   <li>the whole period search of 0.16 and of 0.56, as {@code cgt period} runs it (tables growing until
 *       the Guy-Smith bound is reached: 517,439 and 653,569 heaps), on one thread;
 *   <li>Grundy's game to 2^20 on one and on two threads;
 *   <li>Grundy's game to 2^17 by the engine and by the plain mex loop (the yardstick of the naive loop);
 *   <li>0.16 to 10^7 heaps, almost all of them settled from the period.
 * </ul>
 *
 * <pre>
 *   mvn -B -q -DskipTests package &amp;&amp; java -jar bench/target/benchmarks.jar Heap
 * </pre>
 *
 * <p>The fork gets the JVM options of the {@code ./cgt} launcher.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-XX:MaxTenuringThreshold=1", "-XX:InitialRAMPercentage=12.5",
        "-XX:LoopUnrollLimit=1"})
public class HeapBenchmarks {

    private static PeriodSearch.Outcome provePeriod(String code) {
        HeapGame game = Catalog.heap(code).orElseThrow(); // a new game: nothing is remembered between invocations
        return PeriodSearch.run(game.rule().periodProof(), game.values()::sequence, 1 << 24, Progress.NONE);
    }

    private static GrundySequence sequence(String game, int n, int threads) {
        HeapRule rule = (Catalog.heap(game).orElseThrow()).rule();
        return GrundyEngine.of(rule).withThreads(threads).compute(n);
    }

    @Benchmark
    public PeriodSearch.Outcome provePeriodOf016() {
        return provePeriod("0.16");
    }

    @Benchmark
    public PeriodSearch.Outcome provePeriodOf056() {
        return provePeriod("0.56");
    }

    @Benchmark
    public GrundySequence grundysGameTo2pow20OnOneThread() {
        return sequence("grundy", 1 << 20, 1);
    }

    @Benchmark
    public GrundySequence grundysGameTo2pow20OnTwoThreads() {
        return sequence("grundy", 1 << 20, 2);
    }

    @Benchmark
    public GrundySequence grundysGameTo2pow17() {
        return sequence("grundy", 1 << 17, 1);
    }

    @Benchmark
    public GrundySequence grundysGameTo2pow17ByThePlainLoop() {
        return PlainMex.compute((Catalog.heap("grundy").orElseThrow()).rule(), 1 << 17, Progress.NONE);
    }

    @Benchmark
    public GrundySequence octal016To10pow7() {
        return sequence("0.16", 10_000_000, 1);
    }
}

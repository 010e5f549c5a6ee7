package cgt.bench.heap;

import cgt.games.Catalog;
import cgt.games.HeapGame;
import cgt.heap.GrundyEngine;
import cgt.heap.GrundySequence;
import cgt.heap.HeapRule;
import cgt.heap.PeriodSearch;
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
 * The heap-game engine with its code compiled: what {@code bench/compare-octal.py} cannot show, as each of
 * its runs is a fresh process that spends much of a short job starting Java and compiling the scans.
 *
 * <ul>
 *   <li>the whole period search of 0.16 and of 0.56, as {@code cgt period} runs it (tables growing until
 *       the Guy-Smith bound is reached: 517,439 and 653,569 heaps), on one thread;
 *   <li>Grundy's game to 2^17 on one thread (the yardstick of the naive loop);
 *   <li>0.16 to 10^7 heaps, almost all of them settled from the period.
 * </ul>
 *
 * <pre>
 *   mvn -B -q -DskipTests package &amp;&amp; java -jar bench/target/benchmarks.jar Heap
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-XX:LoopUnrollLimit=1"})
public class HeapBenchmarks {

    private static PeriodSearch.Outcome provePeriod(String code) {
        HeapGame game = (HeapGame) Catalog.find(code); // a new game: nothing is remembered between invocations
        return PeriodSearch.run(game.rule().periodProof(), game::sequence, 1 << 24, Progress.NONE);
    }

    private static GrundySequence sequence(String game, int n) {
        HeapRule rule = ((HeapGame) Catalog.find(game)).rule();
        return GrundyEngine.of(rule).compute(n);
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
    public GrundySequence grundysGameTo2pow17() {
        return sequence("grundy", 1 << 17);
    }

    @Benchmark
    public GrundySequence octal016To10pow7() {
        return sequence("0.16", 10_000_000);
    }
}

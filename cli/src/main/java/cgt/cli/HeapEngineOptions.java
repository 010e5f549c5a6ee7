package cgt.cli;

import cgt.format.i18n.Texts;
import cgt.input.BadInputException;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * What the commands that compute heap games' Grundy sequences share: their threads and their timing (the game
 * itself is read by {@link cgt.format.HeapGameArgs}, which the web shares).
 */
public final class HeapEngineOptions {

    /** The widest pipeline the default builds: the fastest of the widths measured on 16 cores (1, 4, 16). */
    static final int WIDEST_PAYING = 4;

    @Option(names = "--threads", paramLabel = "N", description = "Threads computing the values: 1 up to the"
            + " machine's processors (default: the processors the load average leaves free, at most 4 and at least"
            + " 2 where there are two; they are used where heaps are costly enough to pay for them, and only while that measures"
            + " faster than one thread, as it does not when another process wants their cores).")
    Integer threads;

    @Option(names = "--time", description = "Say on stderr how long the computation took (without the start"
            + " of Java), for benchmarks.")
    boolean time;

    /** The thread count: as asked, within 1 and the processors (at least 2), or by {@link #defaultThreads}. */
    int threads() {
        int processors = Runtime.getRuntime().availableProcessors();
        int t = threads == null ? defaultThreads(processors, loadAverage()) : threads;
        int most = mostThreads(processors);
        if (t < 1 || t > most) {
            throw new BadInputException("--threads " + t + " is out of range: the heap-game engine uses 1 to " + most
                    + " threads on this machine (its processors)");
        }
        return t;
    }

    /** The most threads one may ask for: one a processor, and 2 on any machine (the pipeline's own least). */
    static int mostThreads(int processors) {
        return Math.max(2, processors);
    }

    /**
     * The processors that the load average leaves free, rounded, at least 2 where there are two processors (and
     * 1 where there is one). More threads than free cores would wait for one another: the pipeline's threads
     * hand every heap on to the next, so one that waits for a core stalls the rest. Two are safe even beside a
     * busy process, as the engine measures its pipeline against one thread and keeps the faster ({@code
     * bench/busy-machine.sh}, docs/performance.md "On a busy machine": Grundy's game to 2^20 beside one busy loop on two
     * cores, two threads 4.26 s and one 4.91 s); the load average, which lags a load that has just started,
     * sizes the pipeline beyond that, up to {@value #WIDEST_PAYING} threads: on 16 quiet cores, Grundy's game to
     * 2^24 took 121.1 s on one thread, 42.3 s on four and 53.9 s on sixteen (one run, bench/heap-threads.sh), as
     * a deeper pipeline defers more moves to its finishing step. A negative average (not available) counts as a
     * quiet machine.
     */
    static int defaultThreads(int processors, double loadAverage) {
        if (processors < 2) {
            return 1;
        }
        long free = Math.round(processors - Math.max(0, loadAverage));
        return (int) Math.max(2, Math.min(Math.min(processors, WIDEST_PAYING), free));
    }

    /**
     * The one-minute load average: from /proc/loadavg where there is one (reading it costs microseconds; the
     * management bean that gives it everywhere costs 20 ms of class loading, longer than many whole runs).
     */
    private static double loadAverage() {
        try {
            String line = Files.readString(Path.of("/proc/loadavg"));
            return Double.parseDouble(line.substring(0, line.indexOf(' ')));
        } catch (IOException | RuntimeException e) {
            return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        }
    }

    /**
     * With --time, says how long the work since {@code startedNanos} took: the message {@code key} (time.*) with the
     * seconds to three decimals, written with the language's decimal mark.
     */
    void reportTime(PrintWriter err, Texts texts, String key, long startedNanos) {
        if (time) {
            err.println("cgt: " + texts.text(key, Decimals.of((System.nanoTime() - startedNanos) / 1e9, 3, texts)));
            err.flush();
        }
    }
}

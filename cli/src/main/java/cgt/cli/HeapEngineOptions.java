package cgt.cli;

import cgt.input.BadInputException;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * What the commands that compute heap games' Grundy sequences share: their threads and their timing (the game
 * itself is read by {@link cgt.format.HeapGameArgs}, which the web shares).
 */
public final class HeapEngineOptions {

    @Option(names = "--threads", paramLabel = "N", description = "Threads computing the values: 1 or 2 (default: 2"
            + " on a machine with two or more processors and a core to spare by its load average, used where heaps"
            + " are costly enough to pay for them; 1 on a busy machine, where the second thread would wait for a"
            + " core).")
    Integer threads;

    @Option(names = "--time", description = "Say on stderr how long the computation took (without the start"
            + " of Java), for benchmarks.")
    boolean time;

    /** The thread count: as asked, or by {@link #defaultThreads}. */
    int threads() {
        int t = threads == null ? defaultThreads(Runtime.getRuntime().availableProcessors(), loadAverage()) : threads;
        if (t < 1 || t > 2) {
            throw new BadInputException("--threads " + t + " is out of range: the heap-game engine uses 1 or 2"
                    + " threads");
        }
        return t;
    }

    /**
     * Two threads where there are two processors and, by the load average, a core to spare for the second;
     * otherwise one. The engine's two threads hand every other heap to each other, so a second thread that
     * must wait for a core stalls the first: beside one busy process on two cores, two threads took 28.3 s
     * where one took 7.96 s ({@code bench/busy-machine.sh}). The load average lags a load that has just
     * started, but it catches the common case of a machine already doing other work; a negative average (not
     * available) counts as a quiet machine.
     */
    /**
     * The one-minute load average: from /proc/loadavg where there is one (reading it costs microseconds; the
     * management bean that gives it everywhere costs 20 ms of class loading, longer than many whole runs).
     */
    private static double loadAverage() {
        try {
            String line = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg"));
            return Double.parseDouble(line.substring(0, line.indexOf(' ')));
        } catch (java.io.IOException | RuntimeException e) {
            return java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        }
    }

    static int defaultThreads(int processors, double loadAverage) {
        if (processors < 2) {
            return 1;
        }
        double spare = processors - Math.max(0, loadAverage);
        return spare >= 1.5 ? 2 : 1;
    }

    /** With --time, says how long the work since {@code startedNanos} took. */
    void reportTime(PrintWriter err, String what, long startedNanos) {
        if (time) {
            err.printf(Locale.ROOT, "cgt: %s in %.3f s%n", what, (System.nanoTime() - startedNanos) / 1e9);
            err.flush();
        }
    }
}

package cgt.cli;

import cgt.task.Progress;
import java.io.Console;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Shows a long computation's progress on stderr: nothing for the first second, then a line that rewrites
 * itself on a terminal, or a new line every few seconds when stderr goes to a file.
 *
 * <p>A count shown never goes down: when a stage starts over (a period search computing a longer table from
 * the start, a method that gives way to another), the line says which attempt it is ("attempt 2"), and the
 * rate and the time left are measured within the attempt. A rate is shown only once one has been measured
 * (never "0/s"), and, when the total is known, the time left at that rate.
 */
final class StderrProgress implements Progress {

    /** Below this much time in an attempt, its rate is not measured yet. */
    private static final long RATE_AFTER_NANOS = 500_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier clock;
    private final long start;
    private long lastShown;
    private boolean shown;
    private final Map<String, Attempt> attempts = new HashMap<>();

    /** One run of a stage: where its count started, when, and how many runs of the stage came before. */
    private static final class Attempt {
        int number = 1;
        long firstDone;
        long startNanos;
        long lastDone;

        Attempt(long done, long now) {
            firstDone = done;
            lastDone = done;
            startNanos = now;
        }
    }

    StderrProgress(PrintWriter err) {
        this(err, onTerminal(), System::nanoTime);
    }

    /**
     * Whether cgt runs on a terminal (standard input and output both one). Up to JDK 21 {@code System.console()} is
     * null unless they are; from JDK 22 on it never is, and {@code Console.isTerminal()} says (called by reflection:
     * cgt is built for Java 17, which lacks it).
     */
    @SuppressWarnings("SystemConsoleNull") // null is the answer up to JDK 21; isTerminal() answers after
    static boolean onTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (NoSuchMethodException e) {
            return true; // before JDK 22 there is a console only on a terminal
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    /** For tests: a given kind of output and clock. */
    StderrProgress(PrintWriter err, boolean terminal, LongSupplier clock) {
        this.err = err;
        this.terminal = terminal;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    @Override
    public synchronized void report(String stage, long done, long total) {
        long now = clock.getAsLong();
        Attempt a = attempts.get(stage);
        if (a == null) {
            // A resumed run's first report counts only from where it resumed.
            a = new Attempt(done, now);
            attempts.put(stage, a);
        } else if (done < a.lastDone) {
            int number = a.number + 1;
            a = new Attempt(done, now);
            attempts.put(stage, a);
            a.number = number;
        }
        a.lastDone = done;
        if (now - start < 1_000_000_000L || now - lastShown < (terminal ? 200_000_000L : 5_000_000_000L)) {
            return;
        }
        lastShown = now;
        String label = a.number == 1 ? stage : stage + " (attempt " + a.number + ", started over)";
        StringBuilder line = new StringBuilder(label).append(": ");
        if (total > 0) {
            line.append(String.format(Locale.ROOT, "%s of %s (%.1f%%)", human((double) done), human((double) total),
                    100.0 * done / total));
        } else {
            line.append(human((double) done));
        }
        double seconds = (now - a.startNanos) / 1e9;
        double rate = (done - a.firstDone) / seconds;
        if (now - a.startNanos >= RATE_AFTER_NANOS && rate >= 1) {
            line.append(", ").append(human(rate)).append("/s");
            if (total > done) {
                line.append(", about ").append(duration((total - done) / rate)).append(" left");
            }
        }
        if (terminal) {
            err.print("\r" + line + "\033[K");
        } else {
            err.println(line);
        }
        err.flush();
        shown = true;
    }

    /** Clears the progress line, if one is showing, before the result is printed. */
    synchronized void done() {
        if (shown && terminal) {
            err.print("\r\033[K");
            err.flush();
        }
    }

    /** "45 s", "12 min", "3.5 h": a time left, to two figures at most. */
    static String duration(double seconds) {
        if (seconds < 90) {
            return String.format(Locale.ROOT, "%.0f s", Math.max(1, seconds));
        }
        if (seconds < 90 * 60) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        if (seconds < 48 * 3600) {
            return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
        }
        return String.format(Locale.ROOT, "%.0f days", seconds / 86400);
    }

    static String human(double n) {
        if (n >= 1e9) {
            return String.format(Locale.ROOT, "%.2fG", n / 1e9);
        }
        if (n >= 1e6) {
            return String.format(Locale.ROOT, "%.2fM", n / 1e6);
        }
        if (n >= 1e4) {
            return String.format(Locale.ROOT, "%.1fk", n / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f", n);
    }
}

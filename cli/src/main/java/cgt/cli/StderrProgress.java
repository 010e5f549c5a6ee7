package cgt.cli;

import cgt.task.Progress;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Shows a long computation's progress on stderr: nothing for the first second, then a line that rewrites
 * itself on a terminal, or a new line every few seconds when stderr goes to a file.
 */
final class StderrProgress implements Progress {

    private final PrintWriter err;
    private final boolean terminal = System.console() != null;
    private final long start = System.nanoTime();
    private long lastShown;
    private boolean shown;
    private long firstDone = -1;

    StderrProgress(PrintWriter err) {
        this.err = err;
    }

    @Override
    public synchronized void report(String stage, long done, long total) {
        if (firstDone < 0) {
            firstDone = done; // a resumed run's rate counts only what it computes itself
        }
        long now = System.nanoTime();
        if (now - start < 1_000_000_000L || now - lastShown < (terminal ? 200_000_000L : 5_000_000_000L)) {
            return;
        }
        lastShown = now;
        double seconds = (now - start) / 1e9;
        String rate = human((done - firstDone) / seconds) + "/s";
        String line = total > 0
                ? String.format(Locale.ROOT, "%s: %s of %s (%.1f%%), %s", stage, human(done), human(total),
                        100.0 * done / total, rate)
                : String.format(Locale.ROOT, "%s: %s, %s", stage, human(done), rate);
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

package cgt.cli;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
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
 *
 * <p>The line is said in the run's language ({@code progress.*}): a stage the catalogue names ({@code stage.WORDS},
 * spaces as '_') by its words there, the others (stages that carry their own numbers) in core's English; numbers
 * with the language's decimal mark.
 */
final class StderrProgress implements Progress {

    /** Below this much time in an attempt, its rate is not measured yet. */
    private static final long RATE_AFTER_NANOS = 500_000_000L;

    private final PrintWriter err;
    private final Texts texts;
    private final Locale locale;
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

    /** Progress in English (a command that does not say its prose in the run's language yet). */
    StderrProgress(PrintWriter err) {
        this(err, Texts.english());
    }

    /** Progress in the language of {@code texts}. */
    StderrProgress(PrintWriter err, Texts texts) {
        this(err, texts, onTerminal(), System::nanoTime);
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
        this(err, Texts.english(), terminal, clock);
    }

    /** For tests: a given language, kind of output and clock. */
    StderrProgress(PrintWriter err, Texts texts, boolean terminal, LongSupplier clock) {
        this.err = err;
        this.texts = texts;
        this.locale = texts.language() == Language.EN ? Locale.ROOT : texts.language().locale();
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
        String label = a.number == 1 ? texts.text("progress.stage", stage)
                : texts.text("progress.attempt", stage, a.number);
        StringBuilder line = new StringBuilder(label).append(": ");
        if (total > 0) {
            line.append(texts.text("progress.of", human((double) done, locale), human((double) total, locale),
                    String.format(locale, "%.1f", 100.0 * done / total)));
        } else {
            line.append(human((double) done, locale));
        }
        double seconds = (now - a.startNanos) / 1e9;
        double rate = (done - a.firstDone) / seconds;
        if (now - a.startNanos >= RATE_AFTER_NANOS && rate >= 1) {
            line.append(texts.text("progress.rate", human(rate, locale)));
            if (total > done) {
                line.append(texts.text("progress.left", duration((total - done) / rate, texts, locale)));
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
        return duration(seconds, Texts.english(), Locale.ROOT);
    }

    /** A time left in a language: the catalogue's unit ({@code progress.seconds}, ...), its decimal mark. */
    private static String duration(double seconds, Texts texts, Locale locale) {
        if (seconds < 90) {
            return texts.text("progress.seconds", String.format(locale, "%.0f", Math.max(1, seconds)));
        }
        if (seconds < 90 * 60) {
            return texts.text("progress.minutes", String.format(locale, "%.0f", seconds / 60));
        }
        if (seconds < 48 * 3600) {
            return texts.text("progress.hours", String.format(locale, "%.1f", seconds / 3600));
        }
        return texts.text("progress.days", String.format(locale, "%.0f", seconds / 86400));
    }

    /** "1.23M", "45.6k", "789": a count to three figures, in English. */
    static String human(double n) {
        return human(n, Locale.ROOT);
    }

    private static String human(double n, Locale locale) {
        if (n >= 1e9) {
            return String.format(locale, "%.2fG", n / 1e9);
        }
        if (n >= 1e6) {
            return String.format(locale, "%.2fM", n / 1e6);
        }
        if (n >= 1e4) {
            return String.format(locale, "%.1fk", n / 1e3);
        }
        return String.format(locale, "%.0f", n);
    }
}

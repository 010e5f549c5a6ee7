package cgt.cli;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.task.Progress;
import cgt.task.Progress.Stage;
import cgt.task.Sizes;
import java.io.Console;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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
 * <p>The line is said in the run's language ({@code progress.*}): a stage that carries its own numbers or names (a
 * {@link Progress.Stage}) by its key, a stage given as words by {@code stage.WORDS} (spaces as '_') where the
 * catalogue names it; a stage the catalogue does not know (a library user's own) stays as given; numbers with the
 * language's decimal mark.
 */
final class StderrProgress implements Progress {

    /**
     * Nothing is shown before the computation has run this long, so that a quick answer comes alone. The tests
     * that stop cgt in a JVM of their own once its progress shows (InterruptTest) set it lower with the system
     * property {@code cgt.progress.quietMillis}, to wait less; PeriodAndProgressTest holds the default to a second.
     */
    private static final long QUIET_NANOS =
            TimeUnit.MILLISECONDS.toNanos(Long.getLong("cgt.progress.quietMillis", 1000));

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
    public void report(String stage, long done, long total) {
        report(Stage.of(stage, "stage." + stage.replace(' ', '_')), done, total);
    }

    @Override
    public synchronized void report(Stage stage, long done, long total) {
        long now = clock.getAsLong();
        Attempt a = attempts.get(stage.english());
        if (a == null) {
            // A resumed run's first report counts only from where it resumed.
            a = new Attempt(done, now);
            attempts.put(stage.english(), a);
        } else if (done < a.lastDone) {
            int number = a.number + 1;
            a = new Attempt(done, now);
            attempts.put(stage.english(), a);
            a.number = number;
        }
        a.lastDone = done;
        if (now - start < QUIET_NANOS || now - lastShown < (terminal ? 200_000_000L : 5_000_000_000L)) {
            return;
        }
        lastShown = now;
        // The key's words only while the English catalogue says them as core does (else core's English).
        String said = texts.sentence(stage.english(), stage.key(), stage.args());
        String label = a.number == 1 ? texts.text("progress.stage", said)
                : texts.text("progress.attempt", said, a.number);
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
        return Sizes.brief(n, locale);
    }
}

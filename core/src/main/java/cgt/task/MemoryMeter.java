package cgt.task;

import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The bytes one computation has made its structures grow by, against its allowance ({@link Budget#memory()}): the
 * structures that grow with a computation (canonical games newly interned, a printed form's pieces, misère forms,
 * a deep sum's own map) charge an estimate of their bytes where they grow, and the computation that passes its
 * allowance is refused with a {@link TooBigException} that names what grew and how far. Checking is a counter, not a
 * measurement of the heap, so that it costs nothing beside the growth it counts, and one request over its allowance
 * ends on its own thread while the others run on: a full heap would instead stop every thread in collections (a sum
 * of 26 switches took a server's heap to 6 GB and kept it in full collections for minutes).
 *
 * <p>The meter of the running computation is the thread's own ({@link #within}); code that grows a structure calls
 * {@link #charge}, which costs nothing where no meter is set (a library user who set none). What is charged is never
 * given back while the computation runs: the count is of bytes made, an upper bound of what the computation holds.
 * A computation that hands work to another thread takes its meter along ({@link #current}, {@link #runAs}).
 */
public final class MemoryMeter {

    private static final ThreadLocal<MemoryMeter> CURRENT = new ThreadLocal<>();

    private final long allowance;
    private final AtomicLong used = new AtomicLong();
    /** Told once, when the computation first passes {@link #noticeAt} bytes: a job that is big says so. */
    private final Consumer<Growth> notice;
    private final long noticeAt;
    private volatile boolean noticed;

    private MemoryMeter(long allowance, long noticeAt, Consumer<Growth> notice) {
        if (allowance < 1) {
            throw new IllegalArgumentException("memory allowance " + allowance + ": expected at least 1 byte");
        }
        this.allowance = allowance;
        this.noticeAt = noticeAt;
        this.notice = notice;
    }

    /** A meter of {@code allowance} bytes. */
    public static MemoryMeter of(long allowance) {
        return new MemoryMeter(allowance, Long.MAX_VALUE, growth -> { });
    }

    /** The same allowance, telling {@code notice} once when the computation has made {@code noticeAt} bytes. */
    public MemoryMeter noticing(long noticeAt, Consumer<String> notice) {
        return noticingGrowth(noticeAt, growth -> notice.accept(growth.line()));
    }

    /**
     * The same allowance, telling {@code notice} once, when the computation has made {@code noticeAt} bytes, what
     * grew and how far, as parts: a face says them in its own language.
     */
    public MemoryMeter noticingGrowth(long noticeAt, Consumer<Growth> notice) {
        return new MemoryMeter(allowance, noticeAt, notice);
    }

    /**
     * What a big computation grew ("the printed form", in English; a face may say it in its language), past how many
     * bytes, of how many allowed.
     */
    public record Growth(String what, long past, long allowance) {
        /** "the printed form has grown past 64 MB, of the 3 GB allowed". */
        public String line() {
            return what + " has grown past " + bytes(past) + ", of the " + bytes(allowance) + " allowed";
        }
    }

    /**
     * A meter of {@code allowance} bytes that tells {@code notice} once, when the computation has made
     * {@code noticeAt} bytes, what grew and how far ("the printed form has grown past 64 MB, of the 3 GB allowed"):
     * a face says then, on its console, that the job is big and how to stop it.
     */
    public static MemoryMeter of(long allowance, long noticeAt, Consumer<String> notice) {
        return new MemoryMeter(allowance, noticeAt, growth -> notice.accept(growth.line()));
    }

    /**
     * Runs {@code work} on this thread with this meter charged for what it grows. Where a meter is set already (an
     * outer computation's), that one goes on counting: the outer allowance is the one the caller asked for.
     */
    public <T> T within(Supplier<T> work) {
        MemoryMeter outer = CURRENT.get();
        if (outer != null) {
            return work.get();
        }
        return runAs(this, work);
    }

    /** Runs {@code work} with {@code meter} (null: none) as this thread's, restoring the thread's own afterwards. */
    public static <T> T runAs(MemoryMeter meter, Supplier<T> work) {
        MemoryMeter before = CURRENT.get();
        CURRENT.set(meter);
        try {
            return work.get();
        } finally {
            if (before == null) {
                CURRENT.remove(); // a pool's thread keeps no meter of a finished request
            } else {
                CURRENT.set(before);
            }
        }
    }

    /** The meter of the computation running on this thread, or null. */
    public static MemoryMeter current() {
        return CURRENT.get();
    }

    /**
     * Charges the running computation's meter {@code bytes} for {@code what} grew ("canonical games", "the printed
     * form"); nothing where no meter is set.
     *
     * @throws TooBigException when the computation has now made more than its allowance
     */
    public static void charge(long bytes, String what) {
        MemoryMeter m = CURRENT.get();
        if (m != null) {
            m.add(bytes, what);
        }
    }

    private void add(long bytes, String what) {
        long now = used.addAndGet(bytes);
        if (now > allowance) {
            throw new OverMemoryBudgetException(String.format(Locale.ROOT, "this computation grew past its memory budget of %s:"
                    + " %s reached %s (estimated) and it was stopped; ask about a smaller game, sum or position",
                    bytes(allowance), what, bytes(now)), "tooBig.memory", List.of(allowance, what, now));
        }
        if (now >= noticeAt && !noticed) {
            noticed = true;
            notice.accept(new Growth(what, noticeAt, allowance));
        }
    }

    /** The bytes charged so far. */
    public long used() {
        return used.get();
    }

    /** The most bytes the computation may make. */
    public long allowance() {
        return allowance;
    }

    /** A number of bytes as people read it: "512 KB", "1.5 GB". */
    public static String bytes(long n) {
        if (n < 1L << 10) {
            return n + " bytes";
        }
        return bytes(n, Locale.ROOT);
    }

    /**
     * A number of bytes of at least a kilobyte as {@link #bytes(long)} says it, with a locale's decimal mark:
     * "1,5 GB" in Croatian.
     */
    public static String bytes(long n, Locale locale) {
        if (n < 1L << 10) {
            throw new IllegalArgumentException(n + " bytes: expected at least 1024 (fewer are said in words)");
        }
        String[] units = {"KB", "MB", "GB", "TB", "PB", "EB"};
        double v = n;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        String figure = String.format(locale, v >= 100 ? "%.0f" : "%.1f", v);
        String zero = DecimalFormatSymbols.getInstance(locale).getDecimalSeparator() + "0";
        return (figure.endsWith(zero) ? figure.substring(0, figure.length() - 2) : figure) + " " + units[u];
    }
}

package cgt.cli;

import cgt.format.i18n.Texts;
import cgt.task.Budget;
import cgt.task.MemoryMeter;
import java.io.PrintWriter;

/**
 * The memory meter of one command's computation (core's {@link MemoryMeter}, within the command line's
 * {@link Budget#DEFAULT}: half the JVM's heap), which says on stderr, once, when the job has grown big, so that a
 * user waiting on a large value knows its size and how to stop it. A computation over the allowance ends with one
 * line, before collections of a full heap stop the program (and with it Ctrl-C) for minutes.
 */
final class CommandMeter {

    /**
     * What a job has made when it is called big (or an eighth of its allowance, on a small heap): the printed form
     * of the switches ±1 to ±21 (3.9 million characters) passes it after seconds; everyday answers stay far below.
     */
    static final long BIG_BYTES = 128L << 20;

    private CommandMeter() {
    }

    /** A meter for one command that tells {@code err} once, in the run's language, that the computation is big. */
    static MemoryMeter of(PrintWriter err, Texts texts) {
        MemoryMeter meter = Budget.DEFAULT.meter();
        return meter.noticingGrowth(Math.min(BIG_BYTES, meter.allowance() / 8), grew -> {
            err.println("cgt: " + texts.text("cli.bigJob", grew.what(), grew.past(), grew.allowance()));
            err.flush();
        });
    }
}

package cgt.cli;

import cgt.format.i18n.Texts;
import cgt.format.json.Json;
import cgt.games.HeapGame;
import cgt.heap.GrundyEngine;
import cgt.heap.LongHeapRule;
import cgt.heap.LongRareCommonRun;
import cgt.heap.MappedValues;
import cgt.heap.SequenceStatistics;
import cgt.heap.TakeAndBreak;
import cgt.input.BadInputException;
import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.TooBigException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * {@code cgt grundy GAME --to N} for tables that do not fit in memory: the file-backed run of the rare/common
 * method ({@link LongRareCommonRun}), its values in a memory-mapped file that is also its checkpoint. Chosen
 * for N beyond {@link Budget.Tables#heap()}, for a table bigger than Java's heap allows, or when asked with
 * {@code --values-file}. The same command run again goes on from the heaps the file holds.
 *
 * <p>Output keeps the command's contract (g(0..N), one per line, read back from the file), except that on a
 * terminal a table of {@value #TERMINAL_LINES} lines or more is summarized instead, as {@code --stats} does:
 * nobody reads billions of lines on a screen, and a pipe or a redirection still gets every value.
 *
 * <p>The file is opened once, by {@link #compute}, and kept open (and so locked against other runs) on that one
 * channel until {@link #close}, after the values are printed: a POSIX lock is dropped when any descriptor of the
 * file is closed, so opening it again in between would let another run in.
 */
final class HugeGrundyRun implements AutoCloseable {

    /** From this many values on, a terminal gets the summary instead of the values. */
    static final long TERMINAL_LINES = 1L << 24;
    /** The largest N: a file of 1 to 2 TiB, and weeks of computing at best. */
    static final long MAX_HEAP = 1L << 40;
    /** Seconds between commits of the file unless --checkpoint-every says: forcing the new values costs little. */
    static final double COMMIT_SECONDS = 5;

    private final HeapGame game;
    private final String identity;
    private final LongHeapRule rule;
    private final long n;
    private final Path file;
    private final PrintWriter err;
    private final Texts texts;
    /** The open values file, from {@link #compute} to {@link #close}. */
    private MappedValues values;

    private HugeGrundyRun(HeapGame game, String identity, LongHeapRule rule, long n, Path file, PrintWriter err,
            Texts texts) {
        this.game = game;
        this.identity = identity;
        this.rule = rule;
        this.n = n;
        this.file = file;
        this.err = err;
        this.texts = texts;
    }

    /**
     * The file-backed run for the request, if it needs one: N beyond the in-memory tables, a table too big for
     * Java's heap, or a values file asked for. Refuses games it cannot run and options it does not take.
     */
    static Optional<HugeGrundyRun> forRequest(HeapGame game, long n, Path valuesFile, boolean plain,
            Path checkpointFile, PrintWriter err, Texts texts) {
        Optional<LongHeapRule> rule = longRule(game);
        int largest = Budget.DEFAULT.tables().heap();
        boolean beyond = n > largest;
        boolean tooBig = !beyond && rule.isPresent() && !game.values().hasFormula()
                && GrundyEngine.memoryNeeded(game.rule(), (int) n) > Runtime.getRuntime().maxMemory() * 0.8;
        if (valuesFile == null && !beyond && !tooBig) {
            return Optional.empty();
        }
        String why = valuesFile != null ? "--values-file" : "--to " + n + " (beyond " + largest
                + ", the largest table kept in memory)";
        if (rule.isEmpty() || game.values().hasFormula()) {
            String key = "cli.values.unsupported." + (valuesFile != null ? "file" : "to") + (beyond ? "Beyond" : "");
            throw new BadInputException(why + " needs a table in a file, which is computed for "
                    + LongHeapRule.SUPPORTED + "; " + game.name() + " is not one of them" + (beyond ? "; ask for fewer heaps" : ""),
                    key, List.of(game.name(), n, largest));
        }
        if (plain) {
            throw new BadInputException("--plain keeps its table in memory and stops at heap " + largest
                    + "; leave out --plain (a table in a file is computed by the rare/common method)",
                    "cli.values.plain", List.of(largest));
        }
        if (checkpointFile != null) {
            throw new BadInputException("a table in a file is its own checkpoint: leave out --checkpoint (name the file"
                    + " with --values-file if you like)", "cli.values.checkpoint", List.of());
        }
        Path path = valuesFile != null ? valuesFile : Path.of(defaultFileName(identity(game)));
        return Optional.of(new HugeGrundyRun(game, identity(game), rule.get(), n, path, err, texts));
    }

    /** The long form of the game's rule, if the file-backed run knows one. */
    static Optional<LongHeapRule> longRule(HeapGame game) {
        if (game.name().equals("grundy")) {
            return Optional.of(LongHeapRule.GRUNDYS_GAME);
        }
        return LongHeapRule.of(game.rule());
    }

    /** What the file's header records as the game: the code for a take-and-break game, so Kayles is 0.77. */
    private static String identity(HeapGame game) {
        return game.rule() instanceof TakeAndBreak code ? code.code() : game.name();
    }

    /** grundy-0.77.values, grundy-grundy.values: in the working directory, where the same command finds it again. */
    static String defaultFileName(String identity) {
        return "grundy-" + identity.replaceAll("[^A-Za-z0-9._-]", "_") + ".values";
    }

    /** Computes (or resumes) g(0..n) into the file, committing it every so many seconds; returns the summary. */
    SequenceStatistics compute(StderrProgress progress, double commitSeconds) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new BadInputException("cannot write --values-file " + file + ": no such directory " + parent,
                    "cli.values.noDirectory", List.of(file, parent));
        }
        // Opened (and locked) before anything else is done to it; the file grows sparse, so it takes no room yet.
        values = MappedValues.open(file, identity, n, 1);
        MappedValues.removeWidening(file); // a wider copy a killed run left half made
        long finishedBefore = values.finished();
        int width = values.width();
        long bytes = (n + 1) * width;
        long toWrite = Math.max(0, (n + 1 - finishedBefore) * width);
        long free = Files.getFileStore(parent == null ? file.toAbsolutePath() : parent).getUsableSpace();
        if (toWrite > free) {
            throw new TooBigException(String.format(Locale.ROOT, "g(0..%d) of %s take %s in the values file %s, and"
                    + " its disk has %s free; free some space, name a file on another disk with --values-file, or ask"
                    + " for fewer heaps", n, game.name(), size(bytes), file, size(free)), "cli.tooBig.disk",
                    List.of(n, game.name(), bytes, file, free));
        }
        if (finishedBefore > n) {
            err.println("cgt: " + texts.text("cli.values.done", n, game.name(), file, finishedBefore - 1));
        } else {
            if (finishedBefore > 0) {
                err.println("cgt: " + texts.text("cli.values.resuming", finishedBefore, file));
            }
            // One byte a heap until a value outgrows 255, when the file is widened to two.
            err.println("cgt: " + texts.text("cli.values.computing", width, n, game.name(), file.toAbsolutePath(),
                    bytes, 2 * (n + 1)));
        }
        if (rule != LongHeapRule.GRUNDYS_GAME && finishedBefore <= n) {
            // Such games become periodic; the in-memory engine settles heaps from the period, this run does not.
            err.println("cgt: " + texts.text("cli.values.periodic", game.name()));
        }
        err.flush();
        // After Ctrl-C the run commits the file and stops: give it the time.
        SignalGuard.allowToStopWithin(30_000);
        LongRareCommonRun run = new LongRareCommonRun(rule, n, values, progress, commitSeconds);
        try {
            return run.run();
        } catch (CancellationException e) {
            throw new CancellationException(texts.text("cli.values.interrupted", values.finished() - 1, file));
        } catch (LongRareCommonRun.ValueOverflow e) {
            throw new TooBigException(e.getMessage() + ", the most a values file holds; the heaps before it are"
                    + " kept in " + file, "cli.tooBig.valuesFileFull", List.of(e.getMessage(), file));
        }
    }

    @Override
    public void close() throws IOException {
        if (values != null) {
            values.close();
            values = null;
        }
    }

    /** Prints the result: the values one per line (or the summary on a terminal, for many), or JSON, or stats. */
    void print(SequenceStatistics s, boolean stats, boolean json, PrintWriter out) throws IOException {
        if (stats) {
            printSummary(s, json, out);
            return;
        }
        if (!json && StderrProgress.onTerminal() && n + 1 >= TERMINAL_LINES) {
            printSummary(s, false, out);
            err.println("cgt: " + texts.text("cli.values.onTerminal", n + 1, file));
            err.flush();
            return;
        }
        BufferedWriter w = new BufferedWriter(out, 1 << 16);
        if (json) {
            w.write("{\"game\":" + Json.write(game.name()) + ",\"to\":" + n + ",\"values\":[");
        }
        char[] block = new char[1 << 16];
        for (long i = 0; i <= n; i += block.length) {
            int count = (int) Math.min(block.length, n + 1 - i);
            values.read(i, block, count);
            for (int k = 0; k < count; k++) {
                if (json && i + k > 0) {
                    w.write(',');
                }
                w.write(Integer.toString(block[k]));
                if (!json) {
                    w.write('\n');
                }
            }
            Cancellation.check();
            if (out.checkError()) {
                return; // the reader went away (a pipe into head): nobody is left to print for
            }
        }
        if (json) {
            w.write("]}\n");
        }
        w.flush();
    }

    /** The --stats summary, with the values file added: its key in JSON, a line of its own in text. */
    private void printSummary(SequenceStatistics s, boolean json, PrintWriter out) {
        if (json) {
            Map<String, Object> o = StatsReport.json(game.name(), s);
            o.put("valuesFile", file.toString());
            out.println(Json.write(o));
        } else {
            StatsReport.text(game.name(), s, out, texts);
            boolean resumed = s.work().map(w -> w.resumedFrom() > 0).orElse(false);
            out.println(texts.text(resumed ? "stats.valuesFile.resumed" : "stats.valuesFile.new", file, s.lastHeap()));
        }
        out.flush();
    }

    /** "512 MiB", "4.0 GiB". */
    static String size(long bytes) {
        if (bytes < 1L << 30) {
            return String.format(Locale.ROOT, "%d MiB", (bytes + (1 << 20) - 1) >> 20);
        }
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }
}

package cgt.cli;

import cgt.format.i18n.Texts;
import cgt.format.io.RegularFiles;
import cgt.games.HeapGame;
import cgt.heap.GrundyEngine;
import cgt.heap.GrundySequence;
import cgt.heap.HeapValues;
import cgt.heap.PlainMex;
import cgt.heap.SampleCheck;
import cgt.input.BadInputException;
import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.TooBigException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * {@code cgt grundy GAME --to N} for tables that fit in memory: g(0..N) as the game's {@link HeapValues} gives them
 * (its formula, or the rare/common engine's table), by the plain mex loop with {@code --plain}, or with
 * {@code --checkpoint FILE} by the engine saving its work now and then and resuming from the file. What is added
 * here to core's answer is the command line's: the memory check that names JAVA_OPTS, the note on stderr about a
 * big table, and the checkpoint file.
 */
final class TableGrundyRun {

    /** Tables from this size on get a note on stderr saying how big they are. */
    private static final int ANNOUNCE_FROM = 1 << 22;

    private final HeapGame game;
    private final int n;
    private final boolean plain;
    private final Path checkpointFile;
    private final PrintWriter err;
    private final Texts texts;

    TableGrundyRun(HeapGame game, int n, boolean plain, Path checkpointFile, PrintWriter err, Texts texts) {
        this.game = game;
        this.n = n;
        this.plain = plain;
        this.checkpointFile = checkpointFile;
        this.err = err;
        this.texts = texts;
    }

    /**
     * g(0..n) by the method asked for ({@link HeapValues.Method#TABLE} for statistics), the engine on the threads
     * {@code options} say (asked for only when the engine runs), saving a checkpoint every {@code every} seconds when
     * there is a checkpoint file.
     */
    HeapValues.Sequence compute(HeapValues.Method method, StderrProgress progress, double every,
            HeapEngineOptions options) {
        HeapValues values = game.values();
        if (!plain && !values.computesTable(method)) {
            return values.upTo(n, method, Effort.QUIET); // the formula: nothing to compute
        }
        values.requireFeasibleTable(n);
        requireMemory();
        if (n >= ANNOUNCE_FROM) {
            err.println("cgt: " + texts.text(checkpointFile == null ? "cli.table.computing.noCheckpoint"
                    : "cli.table.computing.keeps", n, game.name(), GrundyEngine.memoryNeeded(game.rule(), n) >> 20));
            err.flush();
        }
        long started = System.nanoTime();
        HeapValues.Sequence result;
        if (plain) {
            result = plain(progress);
        } else {
            Effort effort = new Effort(progress, options.threads(), Budget.DEFAULT);
            result = checkpointFile == null ? values.upTo(n, HeapValues.Method.TABLE, effort)
                    : HeapValues.Sequence.of(checkpointed(values.engine(effort), every, progress));
        }
        progress.done();
        options.reportTime(err, texts, "time.computed", started);
        return result;
    }

    private HeapValues.Sequence plain(StderrProgress progress) {
        if (checkpointFile != null) {
            throw new BadInputException("--plain does not write checkpoints; leave out one of --plain and"
                    + " --checkpoint", "cli.table.plainCheckpoint", List.of());
        }
        double work = PlainMex.estimatedWork(game.rule(), n);
        double limit = Budget.DEFAULT.tables().heapWork();
        if (work > limit) {
            throw new TooBigException(String.format(Locale.ROOT, "--plain to heap %d of %s evaluates about %.1e"
                    + " moves, more than the limit of %.0e; leave out --plain, or ask for fewer heaps", n,
                    game.name(), work, limit), "cli.tooBig.plain", List.of(n, game.name(),
                    String.format(Locale.ROOT, "%.1e", work), String.format(Locale.ROOT, "%.0e", limit)));
        }
        return HeapValues.Sequence.of(new GrundyEngine.Result(PlainMex.compute(game.rule(), n, progress)));
    }

    private GrundyEngine.Result checkpointed(GrundyEngine engine, double every, StderrProgress progress) {
        RegularFiles.requireRegularIfPresent(checkpointFile, "--checkpoint");
        SequenceCheckpoint file = new SequenceCheckpoint(checkpointFile, game.name());
        Path parent = checkpointFile.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new BadInputException("cannot write --checkpoint " + checkpointFile + ": no such directory " + parent,
                    "cli.table.noDirectory", List.of(checkpointFile, parent));
        }
        file.removeLeftovers();
        Optional<GrundySequence> saved = file.load(n);
        saved.ifPresent(this::requireTheRulesValues);
        if (saved.isPresent()) {
            int k = saved.get().lastHeap();
            err.println("cgt: " + (k >= n ? texts.text("cli.table.resumed", checkpointFile, k, game.name())
                    : texts.text("cli.table.resumedOn", checkpointFile, k, game.name(), k + 1)));
            err.flush();
            engine = engine.resumingFrom(saved.get());
        }
        // After Ctrl-C the computation notices, writes its last checkpoint and stops: give it the time.
        SignalGuard.allowToStopWithin(30_000);
        int[] savedTo = {saved.map(GrundySequence::lastHeap).orElse(-1)};
        GrundyEngine.Checkpoint sink = prefix -> {
            if (save(file, prefix, savedTo[0], progress)) {
                savedTo[0] = prefix.lastHeap();
            }
        };
        try {
            GrundyEngine.Result result = engine.checkpointingEvery(every, sink).computeWithStats(n);
            if (savedTo[0] < n) {
                sink.save(result.sequence());
            }
            return result;
        } catch (CancellationException e) {
            throw new CancellationException(savedTo[0] < 0 ? texts.text("cli.table.interruptedNothing", checkpointFile)
                    : texts.text("cli.table.interrupted", savedTo[0], checkpointFile));
        }
    }

    /**
     * Refuses saved values that are not the game's: the checkpoint's checksums say only that the file is as its
     * writer left it, so some values are recomputed from the rule (heaps drawn by a seed no one can predict).
     */
    private void requireTheRulesValues(GrundySequence saved) {
        SampleCheck.Result check = SampleCheck.check(game.rule(), saved, new SecureRandom().nextLong(),
                SampleCheck.DEFAULT_MOVE_BUDGET);
        check.mismatch().ifPresent(m -> {
            throw new BadInputException("--checkpoint " + checkpointFile + " does not hold the values of "
                    + game.name() + ": it says g(" + m.heap() + ") = " + m.saved() + ", and the rule gives "
                    + m.recomputed() + "; delete the file to start again, or give another", "cli.table.notTheValues",
                    List.of(checkpointFile, game.name(), m.heap(), m.saved(), m.recomputed()));
        });
    }

    /**
     * Writes a checkpoint; if that fails, says so and goes on (the computation is worth more than the file),
     * the file keeping g(0..{@code kept}). Returns whether it was written.
     */
    private boolean save(SequenceCheckpoint file, GrundySequence prefix, int kept, StderrProgress progress) {
        try {
            file.save(prefix);
            return true;
        } catch (IOException | RuntimeException e) {
            String why = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                    : e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
            progress.done(); // on a terminal, the warning gets a line of its own
            err.println("cgt: " + (kept < 0 ? texts.text("cli.table.cannotSave", file.file(), why)
                    : texts.text("cli.table.cannotSaveKept", file.file(), why, kept)));
            err.flush();
            return false;
        }
    }

    private void requireMemory() {
        long need = GrundyEngine.memoryNeeded(game.rule(), n);
        long have = Runtime.getRuntime().maxMemory();
        if (need > have * 0.8) {
            throw new TooBigException(String.format(Locale.ROOT, "g(0..%d) needs about %d MiB and Java may use %d"
                    + " MiB; give it more with JAVA_OPTS=-Xmx%dm, or ask for fewer heaps", n, need >> 20, have >> 20,
                    (long) (need * 1.5) >> 20), "cli.tooBig.javaMemory",
                    List.of(n, need >> 20, have >> 20, (long) (need * 1.5) >> 20));
        }
    }
}

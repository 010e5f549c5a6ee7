package cgt.cli;

import cgt.format.HeapGameArgs;
import cgt.format.json.Json;
import cgt.format.json.SequenceJson;
import cgt.games.HeapGame;
import cgt.heap.GrundyEngine;
import cgt.heap.HeapValues;
import cgt.heap.SequenceStatistics;
import cgt.input.BadInputException;
import cgt.input.Inputs;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt grundy GAME --to N}: the Grundy values g(0..N) of a heap game, or statistics about them. */
@Command(name = "grundy", description = {
    "The Grundy values g(0..N) of a heap game, one per line, heap 0 first; or, with --stats, what they hold.",
    "Long runs show their progress on stderr, stop on Ctrl-C, and with --checkpoint FILE save their work now and"
            + " then and resume from it when run again.",
    "Beyond 268435456 heaps, or more than Java's heap holds, the values go to a memory-mapped file that is its own"
            + " checkpoint (see --values-file)."})
final class GrundyCommand implements Callable<Integer> {

    /** At most this many zeros are listed by --stats; the count is always given. */
    private static final int ZEROS_LISTED = 100;

    @Spec
    CommandSpec spec;

    @Mixin
    RulesOption rules; // handled by Main: --rules FILE.java stands for GAME

    @Parameters(index = "0", paramLabel = "GAME", description = "A heap game: a name, subtraction:S, allbut:S or a"
            + " take-and-break code.")
    String gameName;

    @Option(names = "--to", required = true, paramLabel = "N", description = "The last heap size.")
    String to;

    @Option(names = "--stats", description = "Instead of the values: the largest value and where it first appears,"
            + " the zeros (P-positions), the rare values of the rare/common method, and the last value.")
    boolean stats;

    @Option(names = "--checkpoint", paramLabel = "FILE", description = "Save finished values to FILE every"
            + " --checkpoint-every seconds and on Ctrl-C; a run that finds FILE resumes from it (a file of another"
            + " game, or damaged, is refused).")
    Path checkpointFile;

    @Option(names = "--values-file", paramLabel = "FILE", description = "Keep the values in FILE, memory-mapped, on"
            + " one thread: the run's own checkpoint, committed every few seconds, and the same command goes on from it"
            + " (a file of another game, damaged, or in use by another run is refused). Chosen by itself, as"
            + " grundy-GAME.values in the working directory, for N beyond 268435456 or a table bigger than Java's heap;"
            + " for Grundy's game,"
            + " finite subtraction sets and finite take-and-break codes without three-heap splits. On a terminal, a"
            + " table of 2^24 values or more is summarized as by --stats; a pipe or a file gets every value.")
    Path valuesFile;

    @Option(names = "--checkpoint-every", paramLabel = "SECONDS", defaultValue = "60",
            description = "Seconds between checkpoints (default 60; 5 for a --values-file).")
    String checkpointEvery;

    @Mixin
    HeapEngineOptions engine;

    @Option(names = "--plain", description = "Compute by the plain mex loop over every move, the textbook method:"
            + " slow, and a cross-check of the rare/common engine.")
    boolean plain;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Option(names = "--misere", description = "Misère play: each heap's misère Grundy value (the n for which the heap"
            + " plus a nim-heap of n is a misère P-position; CGSuite's MisereNimValue), from its misère canonical form."
            + " Forms of wild games grow fast: a heap whose form is beyond the budget ends the run with a message,"
            + " after the smaller heaps are printed.")
    boolean misere;

    @Option(names = "--genus", description = "With --misere: each heap's genus g^(g0 g1 ...) instead, in CGSuite's"
            + " compact form (0^120, 1^431, 2).")
    boolean genus;

    @Override
    public Integer call() throws IOException {
        HeapGame heapGame = HeapGameArgs.heapGame("grundy", gameName);
        if (misere || genus) {
            return new MisereGrundy(spec, heapGame, json).run(misereRequest());
        }
        long requested = Inputs.nonNegative("--to", to, HugeGrundyRun.MAX_HEAP);
        double every = Inputs.positiveSeconds("--checkpoint-every", checkpointEvery);
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        StderrProgress progress = new StderrProgress(err, Main.texts(spec));
        Optional<HugeGrundyRun> huge = HugeGrundyRun.forRequest(heapGame, requested, valuesFile, plain, checkpointFile,
                err, Main.texts(spec));
        if (huge.isPresent()) {
            try (HugeGrundyRun run = huge.get()) {
                long started = System.nanoTime();
                boolean everyGiven = spec.commandLine().getParseResult().hasMatchedOption("--checkpoint-every");
                SequenceStatistics summary = run.compute(progress, everyGiven ? every : HugeGrundyRun.COMMIT_SECONDS);
                progress.done();
                engine.reportTime(err, Main.texts(spec), "time.computed", started);
                run.print(summary, stats, json, out);
            }
            return 0;
        }
        int n = (int) requested;
        // Statistics are of a table and the engine's work: a formula is not enough for them.
        HeapValues.Sequence values = new TableGrundyRun(heapGame, n, plain, checkpointFile, err, Main.texts(spec))
                .compute(stats ? HeapValues.Method.TABLE : HeapValues.Method.BEST, progress, every, engine);
        progress.done();
        if (stats) {
            GrundyEngine.Result table = values.table().orElseThrow();
            SequenceStatistics st = SequenceStatistics.of(table.sequence(), table.stats(), ZEROS_LISTED);
            if (json) {
                out.println(Json.write(StatsReport.json(heapGame.name(), st)));
            } else {
                StatsReport.text(heapGame.name(), st, out, Main.texts(spec));
            }
            return 0;
        }
        if (json) {
            out.println(Json.write(SequenceJson.grundy(heapGame, values.table().orElse(null), n)));
            return 0;
        }
        BufferedWriter w = new BufferedWriter(out, 1 << 16);
        for (int h = 0; h <= n; h++) {
            w.write(Long.toString(values.get(h)));
            w.write('\n');
        }
        w.flush();
        return 0;
    }

    /** The last heap of a misère run, after refusing the options that only normal-play tables have. */
    private MisereGrundy.Request misereRequest() {
        if (!misere) {
            throw new BadInputException("--genus needs --misere: the genus is a misère value");
        }
        String other = stats ? "--stats" : plain ? "--plain" : checkpointFile != null ? "--checkpoint"
                : valuesFile != null ? "--values-file" : null;
        if (other != null) {
            throw new BadInputException(other + " applies to normal-play values; leave it out with --misere");
        }
        int n = (int) Inputs.nonNegative("--to", to, Integer.MAX_VALUE - 1);
        return new MisereGrundy.Request(n, genus);
    }
}

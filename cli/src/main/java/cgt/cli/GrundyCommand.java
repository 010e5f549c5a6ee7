package cgt.cli;

import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.heap.GrundyEngine;
import cgt.heap.GrundySequence;
import cgt.heap.PlainMex;
import cgt.heap.SequenceStatistics;
import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.task.Budget;
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
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
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

    /** Tables from this size on get a note on stderr saying how big they are. */
    private static final int ANNOUNCE_FROM = 1 << 22;
    /** At most this many zeros are listed by --stats; the count is always given. */
    private static final int ZEROS_LISTED = 100;

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
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
    public Integer call() throws IOException, InterruptedException {
        HeapGame heapGame = HeapEngineOptions.heapGame("grundy", gameName);
        Game game = heapGame;
        if (misere || genus) {
            return new MisereGrundy(spec, heapGame, json).run(misereRequest());
        }
        long requested = Inputs.nonNegative("--to", to, HugeGrundyRun.MAX_HEAP);
        double every = Inputs.positiveSeconds("--checkpoint-every", checkpointEvery);
        PrintWriter err = spec.commandLine().getErr();
        StderrProgress progress = new StderrProgress(err);
        Optional<HugeGrundyRun> huge = HugeGrundyRun.forRequest(heapGame, requested, valuesFile, plain, checkpointFile,
                err);
        if (huge.isPresent()) {
            long started = System.nanoTime();
            boolean everyGiven = spec.commandLine().getParseResult().hasMatchedOption("--checkpoint-every");
            cgt.heap.LongRareCommonRun.Summary summary = huge.get().compute(progress,
                    everyGiven ? every : HugeGrundyRun.COMMIT_SECONDS);
            progress.done();
            engine.reportTime(err, "computed", started);
            huge.get().print(summary, stats, json, spec.commandLine().getOut());
            return 0;
        }
        int n = (int) requested;
        GrundyEngine.Result result;
        if (heapGame.hasFormula() && !stats && !plain) {
            result = null;
        } else {
            heapGame.requireFeasibleTable(n);
            requireMemory(heapGame, n);
            if (n >= ANNOUNCE_FROM) {
                err.printf(Locale.ROOT, "cgt: computing g(0..%d) of %s: a table of %d MiB; progress below, Ctrl-C"
                        + " stops%s%n", n, game.name(), GrundyEngine.memoryNeeded(heapGame.rule(), n) >> 20,
                        checkpointFile == null ? " (add --checkpoint FILE to keep the work)" : " and keeps the work");
                err.flush();
            }
            long started = System.nanoTime();
            result = compute(heapGame, n, every, progress);
            progress.done();
            engine.reportTime(err, "computed", started);
        }
        progress.done();
        PrintWriter out = spec.commandLine().getOut();
        if (stats) {
            printStats(game.name(), result, out);
            return 0;
        }
        if (json) {
            out.println(Json.write(cgt.cli.json.SequenceJson.grundy(heapGame, result, n)));
            return 0;
        }
        BufferedWriter w = new BufferedWriter(out, 1 << 16);
        for (int h = 0; h <= n; h++) {
            w.write(Long.toString(result == null ? heapGame.grundy((long) h) : result.sequence().get(h)));
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

    private GrundyEngine.Result compute(HeapGame game, int n, double every, StderrProgress progress)
            throws InterruptedException {
        if (plain) {
            if (checkpointFile != null) {
                throw new BadInputException("--plain does not write checkpoints; leave out one of --plain and"
                        + " --checkpoint");
            }
            double work = PlainMex.estimatedWork(game.rule(), n);
            if (work > Budget.DEFAULT.tables().heapWork()) {
                throw new TooBigException(String.format(Locale.ROOT, "--plain to heap %d of %s evaluates about %.1e"
                        + " moves, more than the limit of %.0e; leave out --plain, or ask for fewer heaps", n,
                        game.name(), work, Budget.DEFAULT.tables().heapWork()));
            }
            return new GrundyEngine.Result(PlainMex.compute(game.rule(), n, progress));
        }
        GrundyEngine sequences = GrundyEngine.of(game.rule()).reportingTo(progress).withThreads(engine.threads());
        if (checkpointFile == null) {
            return sequences.computeWithStats(n);
        }
        SequenceCheckpoint file = new SequenceCheckpoint(checkpointFile, game.name());
        Path parent = checkpointFile.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new BadInputException("cannot write --checkpoint " + checkpointFile + ": no such directory " + parent);
        }
        file.removeLeftovers();
        Optional<GrundySequence> saved = file.load(n);
        PrintWriter err = spec.commandLine().getErr();
        if (saved.isPresent()) {
            int k = saved.get().lastHeap();
            err.println("cgt: resumed from " + checkpointFile + ": g(0.." + k + ") of " + game.name() + " were saved"
                    + " there" + (k >= n ? "" : "; computing on from heap " + (k + 1)));
            err.flush();
            sequences = sequences.resumingFrom(saved.get());
        }
        // After Ctrl-C the computation notices, writes its last checkpoint and stops: give it the time.
        SignalGuard.allowToStopWithin(30_000);
        int[] savedTo = {saved.map(GrundySequence::lastHeap).orElse(-1)};
        GrundyEngine.Checkpoint sink = prefix -> {
            if (save(file, prefix, savedTo[0], err, progress)) {
                savedTo[0] = prefix.lastHeap();
            }
        };
        try {
            GrundyEngine.Result result = sequences.checkpointingEvery(every, sink).computeWithStats(n);
            if (savedTo[0] < n) {
                sink.save(result.sequence());
            }
            return result;
        } catch (CancellationException e) {
            throw new CancellationException(savedTo[0] < 0 ? "interrupted; nothing could be saved in "
                    + checkpointFile : "interrupted; g(0.." + savedTo[0] + ") is saved in " + checkpointFile
                    + ": run the same command again to go on from there");
        }
    }

    /**
     * Writes a checkpoint; if that fails, says so and goes on (the computation is worth more than the file),
     * the file keeping g(0..{@code kept}). Returns whether it was written.
     */
    private static boolean save(SequenceCheckpoint file, GrundySequence prefix, int kept, PrintWriter err,
            StderrProgress progress) {
        try {
            file.save(prefix);
            return true;
        } catch (IOException | RuntimeException e) {
            String why = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
            progress.done(); // on a terminal, the warning gets a line of its own
            err.println("cgt: warning: cannot write --checkpoint " + file.file() + " (" + why + "); going on"
                    + (kept < 0 ? " without a checkpoint" : ", the file keeps g(0.." + kept + ")"));
            err.flush();
            return false;
        }
    }

    private static void requireMemory(HeapGame game, int n) {
        long need = GrundyEngine.memoryNeeded(game.rule(), n);
        long have = Runtime.getRuntime().maxMemory();
        if (need > have * 0.8) {
            throw new TooBigException(String.format(Locale.ROOT, "g(0..%d) needs about %d MiB and Java may use %d"
                    + " MiB; give it more with JAVA_OPTS=-Xmx%dm, or ask for fewer heaps", n, need >> 20, have >> 20,
                    (long) (need * 1.5) >> 20));
        }
    }

    private void printStats(String name, GrundyEngine.Result result, PrintWriter out) {
        SequenceStatistics st = SequenceStatistics.of(name, result.sequence(), result.stats(), ZEROS_LISTED);
        int last = st.lastHeap();
        GrundyEngine.Stats work = st.work();
        if (json) {
            Map<String, Object> o = Json.object();
            o.put("game", st.game());
            o.put("to", last);
            o.put("max", st.largest());
            o.put("maxFirstAt", st.largestFirstAt());
            o.put("zeroCount", st.zeroCount());
            o.put("zeros", st.firstZeros());
            o.put("lastZero", st.lastZero().orElse(-1)); // -1, not null: the key's meaning since it was added
            o.put("rareMask", st.rare().map(SequenceStatistics.Rare::maskHex).orElse(null));
            o.put("rareCount", st.rare().map(SequenceStatistics.Rare::count).orElse(null));
            o.put("lastRare", st.rare().map(SequenceStatistics.Rare::lastHeap));
            o.put("last", st.lastValue());
            if (!work.equals(GrundyEngine.Stats.NONE)) {
                Map<String, Object> w = Json.object();
                w.put("fullScans", work.fullScans());
                w.put("splitsEvaluated", work.pairEvaluations());
                w.put("settledByPeriod", work.settledByPeriod());
                o.put("work", w);
            }
            out.println(Json.write(o));
            return;
        }
        out.println(st.game() + ", g(0.." + last + ")");
        out.println("largest value: " + st.largest() + ", first at heap " + st.largestFirstAt());
        int zeroCount = st.zeroCount();
        out.println("zeros (P-positions): " + zeroCount + (zeroCount == 0 ? "" : ", the last at heap "
                + st.lastZero().getAsInt()));
        if (zeroCount > 0) {
            out.println("  " + joined(st.firstZeros()) + (zeroCount > st.firstZeros().size() ? " ..." : ""));
        }
        if (st.rare().isPresent()) {
            SequenceStatistics.Rare rare = st.rare().get();
            String m = rare.maskHex();
            out.println("rare values (an even number of bits in v & " + m + "): " + rare.count() + " heaps above 0"
                    + (rare.lastHeap().isEmpty() ? "" : ", the last at heap " + rare.lastHeap().getAsInt()));
            out.println("  (a value v is rare when v & " + m + " has an even number of 1 bits, common when odd; the mask");
            out.println("  is chosen from the values to keep rare values few. A split into two heaps has a common value");
            out.println("  exactly when one part is rare, so the rare/common method of Gangolli and Plambeck pairs each");
            out.println("  heap with the few rare heaps, and scans every split only when a rare value may be missing.)");
        }
        out.println("last value: g(" + last + ") = " + st.lastValue());
        if (!work.equals(GrundyEngine.Stats.NONE)) {
            out.printf(Locale.ROOT, "work: %,d splits evaluated; %,d heaps needed a scan beyond the rare heaps, %,d"
                    + " were settled from the period (g(n) = g(n-p), no scan)%n", work.pairEvaluations(),
                    work.fullScans(), work.settledByPeriod());
        }
    }

    private static String joined(List<Integer> list) {
        StringBuilder b = new StringBuilder();
        for (int x : list) {
            b.append(b.length() == 0 ? "" : " ").append(x);
        }
        return b.toString();
    }
}

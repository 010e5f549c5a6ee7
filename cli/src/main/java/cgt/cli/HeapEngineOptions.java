package cgt.cli;

import cgt.games.Catalog;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.input.BadInputException;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Option;

/** What the commands that compute heap games' Grundy sequences share: the game, its threads, its timing. */
final class HeapEngineOptions {

    @Option(names = "--threads", paramLabel = "N", description = "Threads computing the values: 1 or 2 (default: 2"
            + " on a machine with two or more processors, used where heaps are costly enough to pay for them).")
    Integer threads;

    @Option(names = "--time", description = "Say on stderr how long the computation took (without the start"
            + " of Java), for benchmarks.")
    boolean time;

    /** The heap game of that name, or a message saying what {@code command} accepts. */
    static HeapGame heapGame(String command, String name) {
        Game game = Catalog.find(name);
        if (!(game instanceof HeapGame heapGame)) {
            throw new BadInputException(command + " needs a heap game, and " + game.name() + " is not one; heap games"
                    + " are nim, kayles, grundy, subtraction:1,3,4, take-and-break codes such as 0.137, and the"
                    + " others 'cgt games' lists with position 'heap sizes'");
        }
        return heapGame;
    }

    /** The thread count: as asked, or 2 where there are two processors. */
    int threads() {
        int t = threads == null ? Math.min(2, Runtime.getRuntime().availableProcessors()) : threads;
        if (t < 1 || t > 2) {
            throw new BadInputException("--threads " + t + " is out of range: the heap-game engine uses 1 or 2"
                    + " threads");
        }
        return t;
    }

    /** With --time, says how long the work since {@code startedNanos} took. */
    void reportTime(PrintWriter err, String what, long startedNanos) {
        if (time) {
            err.printf(Locale.ROOT, "cgt: %s in %.3f s%n", what, (System.nanoTime() - startedNanos) / 1e9);
            err.flush();
        }
    }
}

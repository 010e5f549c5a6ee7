package cgt.cli;

import cgt.games.Catalog;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.heap.GrundySequence;
import cgt.input.BadInputException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code cgt grundy GAME --to N}: the Grundy values g(0..N) of a heap game, one per line. */
@Command(name = "grundy", description = "The Grundy values g(0..N) of a heap game, one per line, heap 0 first.")
final class GrundyCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "A heap game: a name, subtraction:S, allbut:S or a"
            + " take-and-break code.")
    String gameName;

    @Option(names = "--to", required = true, paramLabel = "N", description = "The last heap size.")
    String to;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        Game game = Catalog.find(gameName);
        if (!(game instanceof HeapGame heapGame)) {
            throw new BadInputException("grundy needs a heap game, and " + game.name() + " is not one; heap games are"
                    + " nim, kayles, grundy, subtraction:1,3,4, take-and-break codes such as 0.137, and the others"
                    + " 'cgt games' lists with position 'heap sizes'");
        }
        int n = (int) cgt.input.Inputs.nonNegative("--to", to, HeapGame.MAX_TABLE_HEAP);
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr());
        GrundySequence g = heapGame.reportingTo(progress).sequence(n);
        progress.done();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> o = Json.object();
            o.put("game", game.name());
            o.put("to", n);
            o.put("values", g.toArray());
            out.println(Json.write(o));
            return 0;
        }
        BufferedWriter w = new BufferedWriter(out, 1 << 16);
        for (int h = 0; h <= n; h++) {
            w.write(Integer.toString(g.get(h)));
            w.write('\n');
        }
        w.flush();
        return 0;
    }
}

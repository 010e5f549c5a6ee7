package cgt.cli;

import cgt.format.json.Json;
import cgt.games.HeapGame;
import cgt.misere.HeapMisereValues;
import cgt.misere.MisereGame;
import cgt.task.TooBigException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code cgt grundy GAME --to N --misere [--genus] [--json]}: each heap's misère Grundy value, or its genus, from
 * the heap's misère canonical form. Text is printed heap by heap as the forms are found, so that a run stopped by
 * the budget or by Ctrl-C keeps what it printed; --json prints one object at the end.
 */
final class MisereGrundy {

    /** The last heap, and whether to print the genus rather than the misère Grundy value. */
    record Request(int to, boolean genus) {
    }

    private final CommandSpec spec;
    private final HeapGame game;
    private final boolean json;

    MisereGrundy(CommandSpec spec, HeapGame game, boolean json) {
        this.spec = spec;
        this.game = game;
        this.json = json;
    }

    int run(Request request) {
        PrintWriter out = spec.commandLine().getOut();
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), Main.texts(spec));
        List<Integer> values = new ArrayList<>();
        List<String> genera = new ArrayList<>();
        try {
            HeapMisereValues.compute(game.rule(), game.name(), request.to(), MisereGame.Budget.standard(), progress,
                    (heap, form) -> {
                        values.add(form.misereValue());
                        genera.add(form.genus().toString());
                        if (!json) {
                            progress.done();
                            out.println(request.genus() ? form.genus().toString() : form.misereValue());
                            out.flush();
                        }
                    });
        } catch (TooBigException e) {
            progress.done();
            if (values.isEmpty() || json) {
                throw e;
            }
            throw new TooBigException(e.getMessage() + "; heaps 0 to " + (values.size() - 1) + " are printed above",
                    "cli.tooBig.misereSoFar", List.of(e, values.size() - 1));
        }
        progress.done();
        if (json) {
            Map<String, Object> o = Json.object();
            o.put("game", game.name());
            o.put("to", request.to());
            o.put("misere", true);
            o.put("values", values);
            o.put("genus", genera);
            out.println(Json.write(o));
        }
        return 0;
    }
}

package cgt.cli;

import cgt.format.HeapGameArgs;
import cgt.format.i18n.Texts;
import cgt.format.json.Json;
import cgt.format.json.QuotientJson;
import cgt.games.HeapGame;
import cgt.input.Inputs;
import cgt.misere.quotient.MisereQuotient;
import cgt.misere.quotient.QuotientAnalysis;
import cgt.misere.quotient.QuotientSolver;
import cgt.task.Budget;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt quotient GAME}: the misère quotient of a heap game, its presentation and the map from heaps. */
@Command(name = "quotient", description = {
    "The misère quotient of a heap game (Plambeck and Siegel): the commutative monoid of its sums under misère"
            + " play, given by generators and relations, its P-portion (the elements of the P-positions), and the"
            + " element of each heap.",
    "A sum of heaps is a P-position exactly when the product of its heaps' elements is in the P-portion. Computed"
            + " heap by heap; for finite codes the periodicity theorem proves the quotient stable, and the"
            + " computation stops there unless --to is given.",
    "A quotient that outgrows the solver's bounds (Dawson's Kayles 0.07 beyond heap 33) is shown for the heaps"
            + " before, marked 'proved: no' and exact for every sum of those heaps; stderr says where and why it"
            + " stopped."})
final class QuotientCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "A heap game: a name (kayles, dawsons-chess, ...), a"
            + " take-and-break code such as 0.77, 0.75 or 4.07, or subtraction:S.")
    String gameName;

    @Option(names = "--to", paramLabel = "N", description = "Compute the quotient of heaps 1..N (default: until the"
            + " quotient is proved stable, at most " + QuotientSolver.DEFAULT_TO + ").")
    String to;

    @Option(names = "--json", description = "Print one JSON object: game, order, presentation, pPortion, stableFrom,"
            + " proved, period, preperiod, computedTo, heaps (the element of each heap 0..computedTo), stoppedBecause"
            + " (why it stopped before its bound, or null).")
    boolean json;

    @Override
    public Integer call() {
        HeapGame game = HeapGameArgs.heapGame("quotient", gameName);
        int bound = to == null ? QuotientSolver.DEFAULT_TO
                : (int) Inputs.nonNegative("--to", to, Budget.DEFAULT.quotient().heaps());
        Texts t = Main.texts(spec);
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), t);
        QuotientSolver solver = new QuotientSolver(game.name(), game.rule(), progress)
                .keepingWhatWasFound();
        QuotientAnalysis q = solver.compute(bound, to == null);
        progress.done();
        // A quotient that could not grow further, or was interrupted, is still the quotient of the heaps before:
        // shown, and said so (the refusal in the language, by its key; the JSON keeps core's English).
        if (solver.stoppedBecause().isPresent()) {
            Object why = solver.refusal().<Object>map(e -> e)
                    .orElseGet(() -> t.text("quotient.interruptedAt", q.computedTo() + 1));
            spec.commandLine().getErr().println("cgt: " + t.text("quotient.stopped", why, q.computedTo()));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(QuotientJson.of(q, solver.stoppedBecause())));
        } else {
            describe(q, out, t);
        }
        out.flush();
        return solver.wasInterrupted() ? Main.INTERRUPTED : 0;
    }

    /** The quotient as text, every line's words in the language of {@code t}; names and numbers as they are. */
    private static void describe(QuotientAnalysis q, PrintWriter out, Texts t) {
        MisereQuotient m = q.quotient();
        out.println(t.text("quotient.title", q.game(), q.computedTo()));
        out.println(t.text("quotient.order", m.order()));
        out.println(t.text("quotient.presentation", q.presentation()));
        List<String> gens = new ArrayList<>();
        for (int i = 0; i < q.presentation().generators().size(); i++) {
            gens.add(t.text("quotient.generator", q.presentation().generators().get(i),
                    q.presentation().generatorHeaps().get(i)));
        }
        if (!gens.isEmpty()) {
            out.println(t.text("quotient.generators", String.join(", ", gens)));
        }
        out.println(t.text("quotient.elements", String.join(" ", m.elements())));
        out.println(t.text("quotient.pPortion", String.join(" ", m.pPortionNames())));
        if (q.heaps().period() > 0) {
            out.println(q.heaps().proved() ? t.text("quotient.heapMap", q.heaps().period(), q.heaps().preperiod())
                    : t.text("quotient.heapMapObserved", q.heaps().period(), q.heaps().preperiod(), q.computedTo()));
        }
        out.println(q.proved() ? t.text("quotient.stableFrom", q.stableFrom().getAsInt())
                : t.text("quotient.notStable", q.computedTo()));
        out.println(t.text(q.proved() ? "quotient.proved.yes" : "quotient.proved.no"));
        out.println(t.text("quotient.heaps"));
        StringBuilder line = new StringBuilder();
        for (int h = 0; h <= q.computedTo(); h++) {
            String cell = h + ":" + q.elementName(h);
            if (line.length() + cell.length() + 1 > 100) {
                out.println("  " + line.toString().stripTrailing());
                line.setLength(0);
            }
            line.append(cell).append(' ');
        }
        if (line.length() > 0) {
            out.println("  " + line.toString().stripTrailing());
        }
    }
}

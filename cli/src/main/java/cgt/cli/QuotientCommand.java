package cgt.cli;

import cgt.format.HeapGameArgs;
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
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), Main.texts(spec));
        QuotientSolver solver = new QuotientSolver(game.name(), game.rule(), progress)
                .keepingWhatWasFound();
        QuotientAnalysis q = solver.compute(bound, to == null);
        progress.done();
        // A quotient that could not grow further, or was interrupted, is still the quotient of the heaps before:
        // shown, and said so.
        solver.stoppedBecause().ifPresent(why -> spec.commandLine().getErr().println("cgt: "
                + why + "; shown is the quotient of heaps 1.." + q.computedTo()
                + ", exact for sums of heaps up to " + q.computedTo()));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(QuotientJson.of(q, solver.stoppedBecause())));
        } else {
            describe(q, out);
        }
        out.flush();
        return solver.wasInterrupted() ? Main.INTERRUPTED : 0;
    }

    private static void describe(QuotientAnalysis q, PrintWriter out) {
        MisereQuotient m = q.quotient();
        out.println(q.game() + ": misère quotient of heaps 1.." + q.computedTo());
        out.println("order: " + m.order());
        out.println("presentation: " + q.presentation());
        List<String> gens = new ArrayList<>();
        for (int i = 0; i < q.presentation().generators().size(); i++) {
            gens.add(q.presentation().generators().get(i) + " = heap " + q.presentation().generatorHeaps().get(i));
        }
        if (!gens.isEmpty()) {
            out.println("generators: " + String.join(", ", gens));
        }
        out.println("elements: " + String.join(" ", m.elements()));
        out.println("P-portion: " + String.join(" ", m.pPortionNames()));
        if (q.heaps().period() > 0) {
            out.println("heap map: period " + q.heaps().period() + " from heap " + q.heaps().preperiod()
                    + (q.heaps().proved() ? "" : " (observed up to heap " + q.computedTo() + ")"));
        }
        if (q.proved()) {
            out.println("stable from: heap " + q.stableFrom().getAsInt() + " (proved by the periodicity theorem:"
                    + " every larger heap is the element of the heap one period below)");
        } else {
            out.println("stable from: not proved (computed to heap " + q.computedTo() + "; larger heaps may still"
                    + " change the quotient)");
        }
        out.println("proved: " + (q.proved() ? "yes" : "no"));
        out.println("heaps (heap: element):");
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

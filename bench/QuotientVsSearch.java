import cgt.heap.HeapRowRules;
import cgt.heap.Heaps;
import cgt.heap.TakeAndBreak;
import cgt.impartial.WholePositions;
import cgt.misere.MisereSolver;
import cgt.misere.quotient.QuotientAnalysis;
import cgt.misere.quotient.QuotientSolver;
import cgt.misere.quotient.QuotientSums;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Misère Kayles by its quotient against the whole-position search, in one run (bench/misere-quotient.sh runs it):
 * the quotient of Kayles from scratch (MisereSolver is said to take about 2 s), then the misère outcome of
 * Kayles 12 + 11 (CGSuite took 110 s) by the quotient and by the search, with the ratio of the two.
 */
public class QuotientVsSearch {
    public static void main(String[] args) {
        String code = args.length > 0 ? args[0] : "0.77";
        List<Long> sum = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            sum.add(Long.parseLong(args[i]));
        }
        if (sum.isEmpty()) {
            sum = List.of(12L, 11L);
        }
        TakeAndBreak rule = TakeAndBreak.parse(code);
        long t0 = System.nanoTime();
        // TO bounds the heaps (Dawson's Kayles: TO=30 gives Siegel's order 360); an unproved quotient answers sums of
        // the heaps it reached.
        int to = Integer.parseInt(System.getenv().getOrDefault("TO", String.valueOf(QuotientSolver.DEFAULT_TO)));
        QuotientAnalysis q = new QuotientSolver(code, rule).keepingWhatWasFound().compute(to, true);
        long t1 = System.nanoTime();
        QuotientSums sums = QuotientSums.of(rule, q);
        long t2 = System.nanoTime();
        var outcome = sums.outcome(sum);
        var move = sums.winningMove(sum);
        // Warm: the first call above includes loading and compiling the code; the average of many calls does not.
        int reps = 10_000;
        long w0 = System.nanoTime();
        for (int i = 0; i < reps; i++) {
            sums.outcome(sum);
            sums.winningMove(sum);
        }
        double warm = (System.nanoTime() - w0) / 1e9 / reps;
        long t3 = System.nanoTime();
        List<Heaps> heaps = new ArrayList<>();
        for (long h : sum) {
            heaps.add(Heaps.of(h));
        }
        MisereSolver<Heaps> search = new MisereSolver<>(new WholePositions<>(new HeapRowRules(code, rule),
                Comparator.naturalOrder()), 50_000_000);
        boolean next = search.nextPlayerWins(heaps);
        long t4 = System.nanoTime();
        System.out.printf(Locale.ROOT, "quotient of %s: order %d, proved %s (heaps 1..%d) in %.3f s%n", code,
                q.quotient().order(), q.proved(), q.computedTo(), (t1 - t0) / 1e9);
        System.out.printf(Locale.ROOT, "%s %s misère: by the quotient %s%s in %.6f s (first call), %.7f s (warm);"
                + " by the whole-position search %s in %.3f s (%,d positions)%n", code, sum, outcome,
                move.map(m -> ", winning move to " + m).orElse(""), (w0 - t2) / 1e9, warm, next ? "N" : "P",
                (t4 - t3) / 1e9, search.solvedCount());
        System.out.printf(Locale.ROOT, "ratio search / quotient sum (warm): %.0f; search / (quotient from scratch +"
                + " first sum): %.1f%n", (t4 - t3) / 1e9 / warm, (double) (t4 - t3) / (w0 - t0));
        if ((outcome == cgt.outcome.Outcome.N) != next) {
            throw new AssertionError("the quotient and the search disagree");
        }
    }
}

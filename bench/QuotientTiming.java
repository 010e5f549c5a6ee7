import cgt.heap.TakeAndBreak;
import cgt.misere.quotient.QuotientAnalysis;
import cgt.misere.quotient.QuotientSolver;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * One misère quotient computed and timed, for bench/misere-quotient-speed.sh (which runs it once a job, a jar and a
 * repetition): prints the wall seconds and the computing thread's CPU seconds, then what was found (order, heaps
 * reached, proved, expansions, the heap map and the P-portion), which must be the same whichever jar ran it.
 *
 * <p>Usage: java -cp cgt.jar bench/QuotientTiming.java CODE TO (the quotient of heaps 1..TO, stopping once proved)
 */
public class QuotientTiming {
    public static void main(String[] args) {
        String code = args[0];
        int to = Integer.parseInt(args[1]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long wall0 = System.nanoTime();
        long cpu0 = threads.getCurrentThreadCpuTime();
        QuotientAnalysis q = new QuotientSolver(code, TakeAndBreak.parse(code)).keepingWhatWasFound()
                .compute(to, true);
        long cpu = threads.getCurrentThreadCpuTime() - cpu0;
        long wall = System.nanoTime() - wall0;
        System.out.printf(Locale.ROOT, "%.3f %.3f | order %d, heaps 1..%d, proved %s, expansions %s, heaps %s, P %s%n",
                wall / 1e9, cpu / 1e9, q.quotient().order(), q.computedTo(), q.proved(), q.expansionHeaps(),
                Arrays.toString(q.heaps().elements()), q.quotient().pPortion());
    }
}

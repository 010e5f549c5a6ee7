import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * The heap engine of two (or more) cgt jars, run in turn in one JVM, for bench/engine-versions.sh: each jar's
 * {@code GrundyEngine} is loaded by a class loader of its own, and Grundy's game to N is computed REPS times from
 * each, interleaved (the order reversed every other round, so that a drift of the machine touches all alike).
 * Prints each jar's first, least and median seconds and the ratios of the medians and least to the first jar's,
 * and checks that every jar gave the same values.
 *
 * <p>On one thread the time is the computing thread's CPU time, which a shared machine disturbs far less than wall
 * time (whole runs of a fresh JVM vary by a third there); with more threads it is wall time. The first round of a
 * jar includes the JIT's compilation, as a user's run does; the least and the median are of the compiled code.
 *
 * <p>Usage: java bench/EngineVersions.java N REPS THREADS JAR...
 */
public class EngineVersions {
    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        int reps = Integer.parseInt(args[1]);
        int threads = Integer.parseInt(args[2]);
        String[] jars = Arrays.copyOfRange(args, 3, args.length);
        Object[] engines = new Object[jars.length];
        Method[] compute = new Method[jars.length];
        for (int j = 0; j < jars.length; j++) {
            URL url = Path.of(jars[j]).toUri().toURL();
            // No parent but the platform's: each jar's classes are its own.
            ClassLoader loader = new URLClassLoader(new URL[] {url}, ClassLoader.getPlatformClassLoader());
            Object grundy = loader.loadClass("cgt.heap.HeapRules").getField("GRUNDY").get(null);
            Class<?> engine = loader.loadClass("cgt.heap.GrundyEngine");
            Object e = engine.getMethod("of", loader.loadClass("cgt.heap.HeapRule")).invoke(null, grundy);
            engines[j] = engine.getMethod("withThreads", int.class).invoke(e, threads);
            compute[j] = engine.getMethod("compute", int.class);
        }
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        double[][] seconds = new double[jars.length][reps];
        int[][] values = new int[jars.length][];
        Method toArray = null;
        for (int r = 0; r < reps; r++) {
            for (int k = 0; k < jars.length; k++) {
                int j = r % 2 == 0 ? k : jars.length - 1 - k;
                long cpu = bean.getCurrentThreadCpuTime();
                long wall = System.nanoTime();
                Object sequence = compute[j].invoke(engines[j], n);
                seconds[j][r] = threads == 1 ? (bean.getCurrentThreadCpuTime() - cpu) / 1e9
                        : (System.nanoTime() - wall) / 1e9;
                if (values[j] == null) {
                    toArray = sequence.getClass().getMethod("toArray");
                    values[j] = (int[]) toArray.invoke(sequence);
                }
            }
        }
        System.out.printf(Locale.ROOT, "Grundy's game to %d, %d thread(s), %d rounds; seconds of %s%n", n, threads, reps,
                threads == 1 ? "CPU of the computing thread" : "wall time");
        double baseMedian = 0;
        double baseLeast = 0;
        for (int j = 0; j < jars.length; j++) {
            double[] sorted = seconds[j].clone();
            Arrays.sort(sorted);
            double median = reps % 2 == 1 ? sorted[reps / 2] : (sorted[reps / 2 - 1] + sorted[reps / 2]) / 2;
            if (j == 0) {
                baseMedian = median;
                baseLeast = sorted[0];
            }
            System.out.printf(Locale.ROOT, "%s: first %.3f, least %.3f, median %.3f; median/first jar's %.3f,"
                    + " least/first jar's %.3f; values %s%n", jars[j], seconds[j][0], sorted[0], median,
                    median / baseMedian, sorted[0] / baseLeast,
                    Arrays.equals(values[j], values[0]) ? "the same" : "DIFFERENT");
        }
    }
}

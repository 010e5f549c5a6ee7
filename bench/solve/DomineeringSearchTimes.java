package cgt.partizan.solve;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The bit-board Domineering search on full rectangles, as {@code cgt solve} runs it (a winning move for Left moving
 * first, then for Right, on one search and its table): the positions and the search thread's processor time of each,
 * for bench/solve-domineering-commits.sh, which runs it on the classes of several commits side by side. Processor
 * time, not the clock, so that a machine shared with other work still compares the variants fairly.
 * Usage: DomineeringSearchTimes LABEL ROWSxCOLS...
 */
public final class DomineeringSearchTimes {

    private DomineeringSearchTimes() {
    }

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int a = 1; a < args.length; a++) {
            int x = args[a].indexOf('x');
            int rows = Integer.parseInt(args[a].substring(0, x));
            int cols = Integer.parseInt(args[a].substring(x + 1));
            long full = rows * cols == 64 ? -1L : (1L << (rows * cols)) - 1;
            DomineeringSearch search = new DomineeringSearch(rows, cols, cgt.task.Progress.NONE);
            long start = threads.getCurrentThreadCpuTime();
            boolean leftWins = search.winningMove(full, true) >= 0;
            long leftNodes = search.nodes();
            long middle = threads.getCurrentThreadCpuTime();
            boolean rightWins = search.winningMove(full, false) >= 0;
            long end = threads.getCurrentThreadCpuTime();
            System.out.printf(Locale.ROOT, "%-6s %-12s %-8s %14d %8.2f %14d %8.2f %14d %8.2f%n", args[a], args[0],
                    outcome(leftWins, rightWins), leftNodes, (middle - start) / 1e9, search.nodes() - leftNodes,
                    (end - middle) / 1e9, search.nodes(), (end - start) / 1e9);
        }
    }

    private static String outcome(boolean leftWins, boolean rightWins) {
        return leftWins ? (rightWins ? "N" : "L") : (rightWins ? "R" : "P");
    }
}

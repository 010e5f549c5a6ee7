import cgt.catalog.Catalog;
import cgt.games.PartizanRulesGame;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.rules.PartizanRules;
import cgt.task.Progress;

/**
 * How many parts a partizan search solves on each number of threads, exactly (the progress line rounds and lags): more
 * parts than on one thread are parts that two threads solved at once. Each count in a fresh table, in one JVM, so
 * that the later counts run on compiled code; the wall time of each is printed too, but the bench scripts'
 * processes are the figures to quote for time.
 *
 * <p>Usage: {@code java -cp cli/target/cgt.jar bench/PartsSolved.java RULESET POSITION "1 2 16"}
 * (e.g. {@code domineering 6x6}); on a machine without Maven, with bench/device-kit.sh's runtime.
 */
public final class PartsSolved {

    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: PartsSolved RULESET POSITION \"THREADS ...\"");
            System.exit(2);
        }
        run((PartizanRulesGame<?>) Catalog.find(args[0]), args[1], args[2].trim().split("\\s+"));
    }

    private static <P> void run(PartizanRulesGame<P> game, String position, String[] counts) {
        PartizanRules<P> rules = game.ruleset();
        P p = rules.parse(position);
        long first = -1;
        for (String c : counts) {
            int threads = Integer.parseInt(c);
            PartizanEvaluator<P> search = new PartizanEvaluator<>(rules,
                    TranspositionTable.forGame(rules, TranspositionTable.defaultCapacity()), threads, Progress.NONE);
            long began = System.nanoTime();
            CanonicalGame value = search.value(p);
            double seconds = (System.nanoTime() - began) / 1e9;
            long solved = search.solvedCount();
            if (first < 0) {
                first = solved;
            }
            String printed = value.toString();
            System.out.printf("%s %s, %d thread(s): %,d parts solved (%.3f of the first count's), %.2f s; the value"
                    + " printed in %,d characters, hash %08x%n", game.name(), position, threads, solved,
                    (double) solved / first, seconds, printed.length(), printed.hashCode());
        }
    }
}

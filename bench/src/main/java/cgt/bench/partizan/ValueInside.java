package cgt.bench.partizan;

import cgt.catalog.Catalog;
import cgt.games.PartizanRulesGame;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;

/**
 * The time cgt's evaluator takes for one position's canonical value, start-up left out: the measure CGSuite's
 * side of {@code bench/rulesets-vs-cgsuite.py} takes (CgsEval's {@code -t}, the milliseconds inside CGSuite's
 * evaluator after it has evaluated {@code 0}). A fresh JVM values the ruleset's empty position {@code 0} first,
 * which loads the classes as CGSuite's start-up does, then each position with a fresh evaluator (no table
 * shared between them), and prints one line per position: the ruleset, the position, the milliseconds and the
 * value, tab-separated.
 *
 * <pre>
 *   java -cp core/target/classes:bench/target/classes cgt.bench.partizan.ValueInside RULESET POSITION...
 * </pre>
 */
public final class ValueInside {

    private ValueInside() {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: ValueInside RULESET POSITION...");
            System.exit(2);
        }
        PartizanRulesGame<?> game = Catalog.partizan(args[0]).orElseThrow(
                () -> new IllegalArgumentException(args[0] + " is not a partizan ruleset (see cgt games)"));
        time(game.ruleset(), args);
    }

    private static <P> void time(PartizanRules<P> rules, String[] args) {
        PartizanEvaluator.of(rules).value(rules.parse("0"));
        for (int i = 1; i < args.length; i++) {
            P position = rules.parse(args[i]);
            long t0 = System.nanoTime();
            CanonicalGame value = PartizanEvaluator.of(rules).value(position);
            long t1 = System.nanoTime();
            System.out.printf("%s\t%s\t%.1f\t%s%n", args[0], args[i], (t1 - t0) / 1e6, value);
        }
    }
}

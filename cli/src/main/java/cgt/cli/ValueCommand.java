package cgt.cli;

import cgt.format.PartizanArgs;
import cgt.format.json.Json;
import cgt.format.json.PartizanJson;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Cooling;
import cgt.partizan.Dyadic;
import cgt.partizan.GamePrinter;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt value EXPR}: the canonical form of a partizan game expression, and its invariants. */
@Command(name = "value", modelTransformer = ExpressionArgs.ExpressionsMayStartWithMinus.class,
        description = {"The canonical form of a partizan game, printed as CGSuite prints it.",
            "EXPR is a number (3, -5/8), *n, ^, v, ^<n>, {L|R} with several options a side, +-x, Tiny(x), Miny(x),"
                    + " or a sum or difference of these with parentheses, e.g. '{0,*|*}', '1/2^*', '{2||1|0} - 1'.",
            "Quote it in the shell: | { } * ^ are special there."})
final class ValueCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "EXPR", description = "The expression (several words are joined).")
    List<String> expression;

    @Option(names = "--explicit", description = "Print the game as nested braces whose only leaves are numbers.")
    boolean explicit;

    @Option(names = "--cool", paramLabel = "T", description = "Cool the game by T (a number above -1) first.")
    String cool;

    @Option(names = "--json", description = "Print one JSON object: canonical, explicit, outcome, birthday, leftStop,"
            + " rightStop, mean, temperature, and atomicWeight for all-small games.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        String text = PartizanArgs.onDeepStack(() -> {
            CanonicalGame g = PartizanArgs.parse(expression);
            if (cool != null) {
                Dyadic t = PartizanArgs.number("--cool", cool);
                g = Cooling.cool(g, t);
            }
            return json ? Json.write(describe(g)) : explicit ? GamePrinter.explicit(g) : GamePrinter.print(g);
        });
        out.println(text);
        return 0;
    }

    /** Every invariant the JSON output carries, in a fixed order. */
    static Map<String, Object> describe(CanonicalGame g) {
        return PartizanJson.value(g);
    }
}

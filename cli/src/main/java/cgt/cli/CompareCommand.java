package cgt.cli;

import cgt.expression.Value;
import cgt.format.PartizanArgs;
import cgt.format.json.Json;
import cgt.format.json.PartizanJson;
import cgt.loopy.partizan.LoopyGame;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Relation;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt compare G H}: how two partizan games compare: =, &lt;, &gt; or || (confused). */
@Command(name = "compare", modelTransformer = ExpressionArgs.ExpressionsMayStartWithMinus.class,
        description = {"Compares two partizan games and prints one of  =  <  >  ||  (|| means confused:"
                + " whoever moves first in G - H wins).",
            "Each game is an expression as for 'cgt value', e.g. cgt compare '{1|0}' '*'."})
final class CompareCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "G", description = "The first game.")
    String first;

    @Parameters(index = "1", paramLabel = "H", description = "The second game.")
    String second;

    @Option(names = "--json", description = "Print one JSON object: first, second (canonical forms) and relation.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        String text = PartizanArgs.onDeepStack(() -> {
            Value gv = PartizanArgs.evaluate("G", first);
            Value hv = PartizanArgs.evaluate("H", second);
            if (gv.asGame().isEmpty() || hv.asGame().isEmpty()) {
                return loopy(gv, hv);
            }
            CanonicalGame g = gv.asGame().orElseThrow();
            CanonicalGame h = hv.asGame().orElseThrow();
            Relation r = g.compare(h);
            if (!json) {
                return r.symbol();
            }
            return Json.write(PartizanJson.compare(g, h, r));
        });
        spec.commandLine().getOut().println(text);
        return 0;
    }

    /**
     * Two values one of which is loopy (or not a game at all): compared as loopy games where the theory compares
     * them (stoppers, stopper-sided values); the JSON gives their printed forms and the relation.
     */
    private String loopy(Value gv, Value hv) {
        // A value that is no game at all is refused as for short games, in the same words.
        LoopyGame g = gv.asLoopy().orElseGet(() -> LoopyGame.of(PartizanArgs.parse("G", first)));
        LoopyGame h = hv.asLoopy().orElseGet(() -> LoopyGame.of(PartizanArgs.parse("H", second)));
        Relation r = g.compare(h);
        if (!json) {
            return r.symbol();
        }
        Map<String, Object> o = Json.object();
        o.put("first", gv.toString());
        o.put("second", hv.toString());
        o.put("relation", r.symbol());
        return Json.write(o);
    }
}

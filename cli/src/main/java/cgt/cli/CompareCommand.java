package cgt.cli;

import cgt.format.PartizanArgs;
import cgt.format.json.Json;
import cgt.format.json.PartizanJson;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Relation;
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
            CanonicalGame g = PartizanArgs.parse("G", first);
            CanonicalGame h = PartizanArgs.parse("H", second);
            Relation r = g.compare(h);
            if (!json) {
                return r.symbol();
            }
            return Json.write(PartizanJson.compare(g, h, r));
        });
        spec.commandLine().getOut().println(text);
        return 0;
    }
}

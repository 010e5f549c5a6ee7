package cgt.format.json;

import cgt.partizan.solve.OutcomeSolver;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The JSON object of {@code cgt solve --json}, shared by the command line and the web explorer's solve job: who
 * wins with each player moving first, a winning first move for each, and the search's size.
 */
public final class SolveJson {

    private SolveJson() {
    }

    /**
     * {@code game}, {@code position}, {@code outcome}, {@code leftStarts}, {@code rightStarts}, {@code leftMove},
     * {@code rightMove}, then {@code leftLine} and {@code rightLine} when lines were asked for (non-null), then
     * {@code nodes} and {@code seconds}.
     */
    public static <P> Map<String, Object> of(PartizanRules<P> rules, List<String> position,
            OutcomeSolver.Solution<P> solution, List<List<P>> leftLine, List<List<P>> rightLine, double seconds) {
        Map<String, Object> o = Json.object();
        o.put("game", rules.name());
        o.put("position", String.join(" ", position));
        o.put("outcome", solution.outcome().name());
        o.put("leftStarts", solution.leftStarts().wins() ? "L" : "R");
        o.put("rightStarts", solution.rightStarts().wins() ? "R" : "L");
        o.put("leftMove", solution.leftStarts().move().map(m -> text(rules, m)).orElse(null));
        o.put("rightMove", solution.rightStarts().move().map(m -> text(rules, m)).orElse(null));
        if (leftLine != null && rightLine != null) {
            o.put("leftLine", leftLine.stream().map(m -> text(rules, m)).toList());
            o.put("rightLine", rightLine.stream().map(m -> text(rules, m)).toList());
        }
        o.put("nodes", solution.nodes());
        o.put("seconds", Math.round(seconds * 1000) / 1000.0);
        return o;
    }

    /** A sum of positions in the rules' syntax, one position after another. */
    public static <P> String text(PartizanRules<P> rules, List<P> sum) {
        List<String> texts = new ArrayList<>();
        for (P p : sum) {
            texts.add(rules.format(p));
        }
        return String.join(" ", texts);
    }
}

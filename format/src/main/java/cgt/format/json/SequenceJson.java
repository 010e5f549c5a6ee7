package cgt.format.json;

import cgt.analysis.PeriodAnalysis;
import cgt.games.HeapGame;
import cgt.heap.GrundyEngine;
import cgt.heap.Periodicity.Period;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The JSON objects of {@code cgt grundy GAME --to N --json} and {@code cgt period GAME --json}: shared by the command
 * line and the web explorer's {@code /api/grundy} and {@code /api/period}.
 */
public final class SequenceJson {

    private SequenceJson() {
    }

    /**
     * {game, to, values}: g(0..n), from the computed table, or from the game's formula when {@code result} is null
     * (games with a closed form are not tabulated).
     */
    public static Map<String, Object> grundy(HeapGame game, GrundyEngine.Result result, int n) {
        Map<String, Object> o = Json.object();
        o.put("game", game.name());
        o.put("to", n);
        o.put("values", values(game, result, n));
        return o;
    }

    /** g(0..n) as a list, from the table or (when {@code result} is null) the formula. */
    public static List<Long> values(HeapGame game, GrundyEngine.Result result, int n) {
        List<Long> values = new ArrayList<>(n + 1);
        for (int h = 0; h <= n; h++) {
            values.add(result == null ? game.grundy((long) h) : result.sequence().get(h));
        }
        return values;
    }

    /** {game, period, preperiod, saltus, proved, checkedTo, stopped?}; the first three null when none was found. */
    public static Map<String, Object> period(PeriodAnalysis found) {
        Map<String, Object> o = Json.object();
        o.put("game", found.game());
        Period p = found.period().orElse(null);
        o.put("period", p == null ? null : p.period());
        o.put("preperiod", p == null ? null : p.preperiod());
        o.put("saltus", p == null ? null : p.saltus());
        o.put("proved", found.proved());
        o.put("checkedTo", found.checkedTo());
        found.stopped().ifPresent(s -> o.put("stopped", s));
        return o;
    }
}

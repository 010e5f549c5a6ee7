package cgt.format.json;

import cgt.expression.BooleanValue;
import cgt.expression.GameSetValue;
import cgt.expression.GameValue;
import cgt.expression.LoopyValue;
import cgt.expression.ThermographValue;
import cgt.expression.Value;
import cgt.loopy.partizan.LoopyGame;
import cgt.partizan.AtomicWeight;
import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import cgt.partizan.Relation;
import cgt.partizan.Thermograph;
import cgt.partizan.Trajectory;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON objects of {@code cgt value --json}, {@code cgt compare --json} and {@code cgt thermograph --json}: shared
 * by the command line and the web explorer's {@code /api/value}, {@code /api/compare} and {@code /api/thermograph}.
 */
public final class PartizanJson {

    private PartizanJson() {
    }

    /** Every invariant {@code cgt value --json} carries, in a fixed order. */
    public static Map<String, Object> value(CanonicalGame g) {
        Map<String, Object> o = Json.object();
        o.put("canonical", GamePrinter.print(g));
        String explicitForm;
        try {
            explicitForm = GamePrinter.explicit(g);
        } catch (TooBigException e) {
            explicitForm = null;
        }
        o.put("explicit", explicitForm);
        o.put("outcome", g.outcome().name());
        o.put("birthday", g.birthday());
        o.put("leftStop", g.leftStop().toString());
        o.put("rightStop", g.rightStop().toString());
        // One thermograph for both (a number-up-star's are read off its parts without one).
        Thermograph th = g.isNumberUpStar() ? null : g.thermograph();
        o.put("mean", (th == null ? g.mean() : th.mean()).toString());
        o.put("temperature", (th == null ? g.temperature() : th.temperature()).toString());
        Optional<CanonicalGame> aw = AtomicWeight.of(g);
        aw.ifPresent(w -> o.put("atomicWeight", GamePrinter.print(w)));
        return o;
    }

    /** {first, second, relation}: the two canonical forms and one of = &lt; &gt; ||. */
    public static Map<String, Object> compare(CanonicalGame g, CanonicalGame h, Relation r) {
        Map<String, Object> o = Json.object();
        o.put("first", GamePrinter.print(g));
        o.put("second", GamePrinter.print(h));
        o.put("relation", r.symbol());
        return o;
    }

    /** {day, count, games}: the games born by day n, as {@code cgt born N --json} lists them. */
    public static Map<String, Object> born(int day, List<String> games) {
        Map<String, Object> o = Json.object();
        o.put("day", day);
        o.put("count", games.size());
        o.put("games", games);
        return o;
    }

    /**
     * What an expression gives: for a game, exactly {@link #value}'s keys (so a plain game's JSON is what it always
     * was); for any other value, {expression, kind, value} with the value as JSON can hold it: a boolean as
     * true or false, a set of games as a list of printed games, a number or an outcome class as its printed text,
     * a thermograph as its CGSuite form with its mean, temperature and walls as {@link #thermograph} gives them, and
     * a loopy game as CGSuite prints it with its outcome class (draws included), whether it is a stopper, and a
     * stopper's stops.
     */
    public static Map<String, Object> expression(String expression, Value v) {
        if (v instanceof GameValue g) {
            return value(g.game());
        }
        Map<String, Object> o = Json.object();
        o.put("expression", expression);
        o.put("kind", v.kind());
        if (v instanceof BooleanValue b) {
            o.put("value", b.value());
        } else if (v instanceof GameSetValue set) {
            o.put("value", set.games().stream().map(GamePrinter::print).toList());
        } else if (v instanceof LoopyValue loopy) {
            LoopyGame g = loopy.game();
            o.put("value", loopy.toString());
            o.put("outcome", g.outcome().toString());
            o.put("stopper", g.isStopper());
            o.put("leftStop", g.isStopper() ? g.leftStop().toString() : null);
            o.put("rightStop", g.isStopper() ? g.rightStop().toString() : null);
        } else if (v instanceof ThermographValue t) {
            o.put("value", t.toString());
            Map<String, Object> walls = thermograph(null, t.thermograph());
            walls.remove("canonical");
            o.putAll(walls);
        } else {
            o.put("value", v.toString());
        }
        return o;
    }

    /** {canonical, mean, temperature, leftWall, rightWall}, each wall a list of breakpoints {t, value, slope}. */
    public static Map<String, Object> thermograph(String canonical, Thermograph th) {
        Map<String, Object> o = Json.object();
        o.put("canonical", canonical);
        o.put("mean", th.mean().toString());
        o.put("temperature", th.temperature().toString());
        o.put("leftWall", wall(th.leftWall()));
        o.put("rightWall", wall(th.rightWall()));
        return o;
    }

    /** Breakpoints as {t, value, slope} objects, slope being the slope above t. */
    public static List<Object> wall(Trajectory w) {
        List<Object> points = new ArrayList<>();
        for (int i = 0; i < w.breakpointCount(); i++) {
            Map<String, Object> p = Json.object();
            p.put("t", w.breakpoints().get(i).toString());
            p.put("value", w.breakpointValues().get(i).toString());
            p.put("slope", w.slope(i));
            points.add(p);
        }
        return points;
    }
}

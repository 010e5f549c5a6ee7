package cgt.web;

import cgt.analysis.Step;
import cgt.format.i18n.Texts;
import cgt.format.json.Json;
import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Core's explanation steps ({@link Step}) as JSON objects, for the page to render as HTML: each step is an object
 * whose {@code type} is the record's name ({@code Mex}, {@code NimSum}, {@code WinningMove}, ...) and whose other
 * keys are the record's components, as core names them. Nested records (a mex option, a component's value, a
 * part) become objects, sets become lists, games their canonical form. A {@code NimSum} carries in addition
 * {@code bits} and each value in binary ({@code binary}, {@code sumBinary}); a {@code WinningMove} its
 * {@code target}, so that the page needs no arithmetic of its own.
 */
final class StepJson {

    private StepJson() {
    }

    static List<Object> steps(List<Step> steps) {
        return steps(steps, Texts.english());
    }

    /**
     * The steps with their sentences (a {@code Rule}'s text, a {@code ValueRule}'s rule) in the
     * language of {@code texts}; a Rule's {@code key} and {@code args} let a page say it in its own words.
     */
    static List<Object> steps(List<Step> steps, Texts texts) {
        List<Object> list = new ArrayList<>(steps.size());
        for (Step s : steps) {
            Map<String, Object> o = step(s);
            if (s instanceof Step.Rule r) {
                o.put("text", texts.sentence(r.text(), r.key(), r.args()));
            } else if (s instanceof Step.ValueRule r) {
                o.put("rule", texts.sentence(r.rule(), r.key(), List.of()));
            }
            list.add(o);
        }
        return list;
    }

    static Map<String, Object> step(Step step) {
        Map<String, Object> o = Json.object();
        o.put("type", step.getClass().getSimpleName());
        components((Record) step, o); // every step is a record
        if (step instanceof Step.NimSum n) {
            o.put("bits", n.bits());
            List<String> binary = new ArrayList<>();
            n.parts().forEach(p -> binary.add(n.binary(p.value())));
            o.put("binary", binary);
            o.put("sumBinary", n.binary(n.sum()));
        } else if (step instanceof Step.WinningMove w) {
            o.put("target", w.target());
        }
        return o;
    }

    private static void components(Record r, Map<String, Object> o) {
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            try {
                o.put(c.getName(), value(c.getAccessor().invoke(r)));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + c.getName() + " of " + r.getClass(), e);
            }
        }
    }

    private static Object value(Object v) {
        if (v instanceof CanonicalGame g) {
            return GamePrinter.print(g);
        }
        if (v instanceof Record r) {
            Map<String, Object> o = Json.object();
            components(r, o);
            return o;
        }
        if (v instanceof Collection<?> c) {
            List<Object> list = new ArrayList<>(c.size());
            c.forEach(x -> list.add(value(x)));
            return list;
        }
        return v; // strings, numbers, enums: Json writes them
    }
}

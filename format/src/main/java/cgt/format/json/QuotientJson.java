package cgt.format.json;

import cgt.misere.quotient.MisereQuotient;
import cgt.misere.quotient.QuotientAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON object of {@code cgt quotient GAME --json}: one place for its keys, shared by the command line and the
 * web explorer's {@code /api/quotient}.
 */
public final class QuotientJson {

    private QuotientJson() {
    }

    /**
     * game, order, presentation {generators, generatorHeaps, relations}, elements, pPortion, stableFrom, ...,
     * heaps, and stoppedBecause: why the computation stopped before its bound (the quotient is then that of the
     * heaps reached, exact for their sums), or null.
     */
    public static Map<String, Object> of(QuotientAnalysis q, Optional<String> stoppedBecause) {
        MisereQuotient m = q.quotient();
        Map<String, Object> o = Json.object();
        o.put("game", q.game());
        o.put("order", m.order());
        Map<String, Object> presentation = Json.object();
        presentation.put("generators", new ArrayList<Object>(q.presentation().generators()));
        presentation.put("generatorHeaps", new ArrayList<Object>(q.presentation().generatorHeaps()));
        presentation.put("relations", new ArrayList<Object>(q.presentation().relations()));
        o.put("presentation", presentation);
        o.put("elements", new ArrayList<Object>(m.elements()));
        o.put("pPortion", new ArrayList<Object>(m.pPortionNames()));
        o.put("stableFrom", q.stableFrom().isPresent() ? q.stableFrom().getAsInt() : null);
        o.put("proved", q.proved());
        o.put("period", q.heaps().period() == 0 ? null : q.heaps().period());
        o.put("preperiod", q.heaps().period() == 0 ? null : q.heaps().preperiod());
        o.put("expansionHeaps", new ArrayList<Object>(q.expansionHeaps()));
        o.put("computedTo", q.computedTo());
        List<Object> heaps = new ArrayList<>();
        for (int h = 0; h <= q.computedTo(); h++) {
            heaps.add(q.elementName(h));
        }
        o.put("heaps", heaps);
        o.put("stoppedBecause", stoppedBecause.orElse(null));
        return o;
    }

}

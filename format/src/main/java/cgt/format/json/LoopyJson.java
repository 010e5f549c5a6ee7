package cgt.format.json;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.LoopyAnalysis;
import cgt.loopy.GeneralizedValue;
import cgt.loopy.PositionLabel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The keys {@code analyze --json} adds for a position of a game with cycles: the generalized Sprague-Grundy value
 * ({@code "inf"} with its {@code reach}, as {@code analyze graph} writes it), the remoteness, each part's label, and
 * for a draw the moves that keep it.
 */
final class LoopyJson {

    private LoopyJson() {
    }

    /** Adds the loopy keys to {@code analyze --json}'s object (value "inf" and reach for an infinite value). */
    static <C> void add(ImpartialAnalysis<C> a, Map<String, Object> o) {
        LoopyAnalysis<C> loopy = a.loopy().orElseThrow();
        if (loopy.hasValue() && !loopy.value().isFinite()) {
            o.put("value", "inf");
            o.put("reach", loopy.reach());
        }
        o.put("remoteness", loopy.remoteness().isPresent() ? loopy.remoteness().getAsInt() : null);
        List<Object> parts = new ArrayList<>();
        for (int i = 0; i < loopy.parts().size(); i++) {
            PositionLabel l = loopy.parts().get(i);
            Map<String, Object> part = Json.object();
            part.put("part", a.arguments().get(i));
            part.put("outcome", l.outcome().name());
            part.put("remoteness", l.remoteness().isPresent() ? l.remoteness().getAsInt() : null);
            if (l.value() instanceof GeneralizedValue.Finite f) {
                part.put("value", f.value());
            } else {
                part.put("value", "inf");
                part.put("reach", ((GeneralizedValue.Infinite) l.value()).reach());
            }
            parts.add(part);
        }
        o.put("parts", parts);
        o.put("drawingMoves", loopy.drawingPositions(a, Integer.MAX_VALUE));
        o.put("drawingMoveCount", loopy.drawingMoveCount());
    }

}

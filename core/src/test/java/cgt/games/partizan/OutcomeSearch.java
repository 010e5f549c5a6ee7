package cgt.games.partizan;

import cgt.outcome.Outcome;
import cgt.rules.PartizanRules;
import java.util.HashMap;
import java.util.Map;

/**
 * Outcomes by plain minimax over whole positions, with no decomposition, normal forms or canonical forms:
 * the independent yardstick the rulesets' evaluation is checked against.
 */
final class OutcomeSearch<P> {

    private final PartizanRules<P> game;
    private final Map<P, Boolean> leftFirst = new HashMap<>();
    private final Map<P, Boolean> rightFirst = new HashMap<>();

    OutcomeSearch(PartizanRules<P> game) {
        this.game = game;
    }

    Outcome outcome(P p) {
        return Outcome.of(leftWinsMovingFirst(p), rightWinsMovingFirst(p));
    }

    boolean leftWinsMovingFirst(P p) {
        Boolean known = leftFirst.get(p);
        if (known == null) {
            known = game.leftMoves(p).stream().anyMatch(o -> !rightWinsMovingFirst(o));
            leftFirst.put(p, known);
        }
        return known;
    }

    boolean rightWinsMovingFirst(P p) {
        Boolean known = rightFirst.get(p);
        if (known == null) {
            known = game.rightMoves(p).stream().anyMatch(o -> !leftWinsMovingFirst(o));
            rightFirst.put(p, known);
        }
        return known;
    }
}

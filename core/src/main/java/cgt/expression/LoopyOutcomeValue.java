package cgt.expression;

import cgt.loopy.LoopyOutcomeClass;

/**
 * The outcome class of a loopy game, as {@code G.OutcomeClass} answers it: L, R, P, N, D, or one of CGSuite's classes
 * that mix a draw with a win (PHat, PCheck, NHat, NCheck).
 *
 * @param outcome the outcome class
 */
public record LoopyOutcomeValue(LoopyOutcomeClass outcome) implements Value {

    @Override
    public String kind() {
        return "outcome";
    }

    @Override
    public String toString() {
        return outcome.toString();
    }
}

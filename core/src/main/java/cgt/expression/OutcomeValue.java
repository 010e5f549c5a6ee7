package cgt.expression;

import cgt.outcome.Outcome;

/**
 * An outcome class, as {@code G.OutcomeClass} answers it: printed {@code L}, {@code R}, {@code P} or {@code N}.
 *
 * @param outcome the outcome class
 */
public record OutcomeValue(Outcome outcome) implements Value {

    @Override
    public String kind() {
        return "outcome";
    }

    @Override
    public String toString() {
        return outcome.name();
    }
}

package cgt.loopy;

import java.util.OptionalInt;

/**
 * What retrograde analysis says about a position of a ruleset with cycles: who wins, in how many moves with best
 * play (the winner hurries, the loser delays; empty for a draw), and its generalized Sprague-Grundy value.
 */
public record PositionLabel(LoopyOutcome outcome, OptionalInt remoteness, GeneralizedValue value) {
}

package cgt.loopy;

import java.util.OptionalInt;

/**
 * What retrograde analysis says about one vertex of a game graph: who wins, in how many moves with best play
 * (the winner hurries, the loser delays; empty for a draw), and its generalized Sprague-Grundy value.
 */
public record VertexLabel(String name, LoopyOutcome outcome, OptionalInt remoteness, GeneralizedValue value) {
}

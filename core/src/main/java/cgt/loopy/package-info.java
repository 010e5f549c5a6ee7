/**
 * Games whose play may go on forever. {@link cgt.loopy.GameGraph} is an explicit graph ({@link cgt.loopy.GraphReader}
 * reads edge lists and Graphviz DOT) that {@link cgt.loopy.GraphSolver} labels by retrograde analysis: the outcome
 * P, N or draw ({@link cgt.loopy.LoopyOutcome}), the remoteness and Smith's generalized Sprague-Grundy value
 * ({@link cgt.loopy.GeneralizedValue}) of every vertex, held in a {@link cgt.loopy.GraphLabelling}.
 * {@link cgt.loopy.LoopySolver} does the same for the positions a ruleset's component reaches
 * ({@link cgt.loopy.PositionLabel}), which is how {@code cgt analyze} handles a game with cycles.
 * {@link cgt.loopy.LoopyPartizanSolver} does it for partizan rulesets whose positions repeat: each position with each
 * player to move won, lost or drawn, with remoteness, and CGSuite's nine outcome classes
 * ({@link cgt.loopy.LoopyOutcomeClass}).
 */
package cgt.loopy;

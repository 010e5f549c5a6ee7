/**
 * Outcome search for partizan positions beyond canonical values: who wins with each player moving first, and a
 * winning first move, by a win/loss search over sums of parts that hands small parts to the canonical engine
 * ({@link cgt.partizan.solve.OutcomeSolver}). The command line's {@code cgt solve} stands on it.
 */
package cgt.partizan.solve;

/**
 * Outcome search for partizan positions beyond canonical values: who wins with each player moving first, and a
 * winning first move, by a win/loss search over sums of parts that hands small parts to the canonical engine
 * ({@link cgt.partizan.solve.OutcomeSolver}), with a bit-board search for a Domineering board of up to 64 squares
 * ({@link cgt.partizan.solve.DominoGrid} is the view of the rules it needs) and one for a Clobber board of up to 56
 * ({@link cgt.partizan.solve.StoneGrid}). The command line's {@code cgt solve}
 * stands on it. An endgame table of Domineering regions ({@link cgt.partizan.solve.RegionValues}, keyed by the
 * regions' normal forms, {@link cgt.partizan.solve.Region}) lets both searches look small regions' values up.
 */
package cgt.partizan.solve;

/**
 * The small interfaces a game written by a user implements, in one Java file: {@link cgt.rules.ImpartialRules},
 * {@link cgt.rules.PartizanRules} and {@link cgt.rules.HeapGameRules}, each only its moves (name, rules and position
 * syntax have defaults in {@link cgt.rules.Rules}). {@link cgt.rules.UserGames#of} turns such rules into the
 * {@code cgt.games} games that analysis, solvers and play work on, so a user's game is treated exactly like a
 * built-in one, with faults in the user's code reported as bad input.
 */
package cgt.rules;

/**
 * Who wins: the outcome classes P, N, L, R and D ({@link cgt.outcome.Outcome}) and the two players of a partizan
 * game ({@link cgt.outcome.Player}, Left positive). Shared by the impartial, partizan and loopy engines and by every
 * analysis.
 */
package cgt.outcome;

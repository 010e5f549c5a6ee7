/**
 * Misère play of impartial games by Conway's canonical theory: {@link cgt.misere.MisereGame} (interned misère
 * canonical forms, their sums, outcomes, birthdays and printed form), {@link cgt.misere.Genus} (g^(g0 g1 ...), the
 * misère Grundy values of G + *2 + ... + *2), {@link cgt.misere.Classification} (tame, restive, restless, wild), and
 * the forms of the positions of a ruleset ({@link cgt.misere.MisereForms}) or of the heaps of a heap game
 * ({@link cgt.misere.HeapMisereValues}). Everything is bounded by a budget of new forms and can be interrupted.
 */
package cgt.misere;

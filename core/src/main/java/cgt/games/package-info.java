/**
 * The games a user picks by name, and the impartial ones among them. {@link cgt.games.Game} is a game's name, rules
 * and position syntax; {@link cgt.games.ImpartialGame} is such a game written against
 * {@code cgt.rules.ImpartialRules} (its moves), with a notation and the fastest known way to a component's value (a formula, a table, or the general recursion), with {@link cgt.games.ClosedForm} for
 * P-positions known by a rule. {@link cgt.games.HeapGame} is every heap game, a position a row of {@code cgt.heap.Heaps} (built by
 * {@link cgt.games.ClassicHeapGames} from a name, a subtraction set or a take-and-break code); the others are whole
 * games of their own: {@link cgt.games.Wythoff} (with {@link cgt.games.WythoffValues}), {@link cgt.games.Chomp},
 * {@link cgt.games.StaircaseNim}, {@link cgt.games.OneFromEach} and {@link cgt.games.FairShares} (which has cycles).
 * A partizan game is its {@code cgt.rules.PartizanRules} (the built-in ones are in {@code cgt.games.partizan}),
 * made a game by {@link cgt.games.PartizanRulesGame}; the registry that names them all is {@code cgt.catalog}.
 */
package cgt.games;

/**
 * The partizan games cgt knows by name, each a {@link cgt.games.partizan.PartizanGame} (a
 * {@code cgt.partizan.search} ruleset with a notation): {@link cgt.games.partizan.Domineering},
 * {@link cgt.games.partizan.Clobber}, {@link cgt.games.partizan.Hackenbush} (trees),
 * {@link cgt.games.partizan.ToadsAndFrogs} and {@link cgt.games.partizan.Cutcake} (in closed form). Boards share
 * {@link cgt.games.partizan.Board} (a grid of characters as text) and {@code Grid} (a board of up
 * to 64 squares as the bits of a {@code long}: regions and the eight symmetries in word operations); Domineering
 * searches on {@link cgt.games.partizan.DomineeringBoard}. Positions are written as CGSuite writes them.
 */
package cgt.games.partizan;

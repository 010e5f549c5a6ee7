/**
 * The partizan games cgt knows by name, each a {@code cgt.rules.PartizanRules} like any game a user writes, with the
 * optional speed hooks where they pay: {@link cgt.games.partizan.Domineering}, {@link cgt.games.partizan.Clobber},
 * {@link cgt.games.partizan.Hackenbush} (trees), {@link cgt.games.partizan.ToadsAndFrogs} and
 * {@link cgt.games.partizan.Cutcake} (in closed form). Boards share {@link cgt.games.partizan.Board} (a grid of
 * characters as text) and {@code Grid} (a board of up to 64 squares as the bits of a {@code long}: regions and the
 * eight symmetries in word operations); Domineering searches on {@link cgt.games.partizan.DomineeringBoard}, packed
 * into one number per region. Positions are written as CGSuite writes them; a position with nothing left is
 * written {@code 0} in every game, and each game reads {@code 0} back.
 */
package cgt.games.partizan;

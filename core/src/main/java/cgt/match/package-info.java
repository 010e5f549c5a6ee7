/**
 * A game between a person and a perfect computer player, positions exchanged as text in the game's own syntax:
 * {@link cgt.match.ImpartialMatch} (normal or misère play; the computer plays a winning move whenever there is one)
 * and {@link cgt.match.PartizanMatch} (the computer as Left or Right). {@code cgt play} and the web explorer's play
 * page drive them.
 */
package cgt.match;

/**
 * Nim arithmetic on {@code long}s ({@link cgt.nimber.Nimbers}): the mex, nim-addition, and Conway's
 * nim-multiplication with its powers, inverses and quotients in the field of nimbers below 2^64. The impartial
 * engines add values here; {@code cgt table} prints the tables.
 */
package cgt.nimber;

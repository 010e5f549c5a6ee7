/**
 * The impartial rules' optional hooks against the plain rules: {@link cgt.bench.impartial.PackedVsPlain} times the
 * Sprague-Grundy solver on the same positions with a built-in's packed keys, normal forms and known values, and with
 * its moves alone, in one run.
 */
package cgt.bench.impartial;

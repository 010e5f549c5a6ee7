/**
 * The grid framework against the built-in rulesets: {@link cgt.bench.grid.GridDomineering}, Domineering written
 * on the framework in one file, and {@link cgt.bench.grid.DomineeringVersus}, which times it against the
 * built-in Domineering on the same boards in one run.
 */
package cgt.bench.grid;

/**
 * Reading partizan games as people and CGSuite write them: {@link cgt.partizan.notation.GameParser} turns an
 * expression ({@code {1|*}}, {@code ^<2>}, {@code +-(1*)}, {@code Tiny(2)}, sums and differences) into a canonical
 * game, with a one-line message naming the place of a mistake; with methods written after a term
 * ({@code {1|0}.Cool(1/2)}, {@code ^.OutcomeClass}) it evaluates to the values of {@link cgt.expression}. Printing is the value's own business and lives with
 * it in {@code cgt.partizan} ({@link cgt.partizan.GamePrinter}, {@link cgt.partizan.DisplayOrder},
 * {@link cgt.partizan.Uptimals}): a value prints itself, and the parser sits above the values.
 */
package cgt.partizan.notation;

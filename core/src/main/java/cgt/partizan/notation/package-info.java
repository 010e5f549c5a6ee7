/**
 * The notation of partizan games, as CGSuite reads and prints it: {@link cgt.partizan.notation.GameParser}
 * turns expressions into canonical games, {@link cgt.partizan.GamePrinter} prints canonical and
 * explicit forms, {@link cgt.partizan.DisplayOrder} is CGSuite's order of options, and
 * {@link cgt.partizan.Uptimals} knows the up powers behind {@code ^<n>} and {@code ^[n]}.
 */
package cgt.partizan.notation;

/**
 * What a partizan expression evaluates to, and the methods written after a term: the language of {@code cgt value},
 * {@code cgt compare}, the shell's {@code value(...)} and the web explorer's expression box, written as CGSuite
 * writes it so that a line can be pasted between the two.
 *
 * <p>{@link cgt.expression.Value} is a small sealed model of the results: a game ({@link cgt.expression.GameValue}),
 * a number ({@link cgt.expression.NumberValue}: a mean, a stop, a birthday), a truth value
 * ({@link cgt.expression.BooleanValue}), an outcome class ({@link cgt.expression.OutcomeValue}), a thermograph
 * ({@link cgt.expression.ThermographValue}) and a set of games ({@link cgt.expression.GameSetValue}: options,
 * incentives). Each prints itself as CGSuite prints it. {@link cgt.expression.Methods} is the table of methods
 * ({@code G.Temperature}, {@code G.Cool(1)}, ...) with CGSuite's names, and the one-line refusal of a name it does
 * not know or of a method applied to the wrong kind of value.
 *
 * <p>The grammar itself is {@link cgt.partizan.notation.GameParser}'s (which calls this package), following
 * CGSuite's precedence: sums and differences bind loosest, then {@code x & y} (the stopper-sided value), then {@code G : H} (ordinal sum, base G, left to right), then unary signs, then the methods after a term ({@code .Name} or {@code .Name(args)}, chained left
 * to right), then the terms themselves. Loopy values take their place in the same grammar: {@code pass}, the
 * constants ({@code on}, {@code off}, ...) and node labels ({@code a{0|a}}) are terms, and {@code &} has its own
 * level. A loopy game that is not loopfree is a {@link cgt.expression.LoopyValue} (its outcome class a
 * {@link cgt.expression.LoopyOutcomeValue}), with CGSuite's loopy methods (Onside, Degree, IsStopper, ...).
 */
package cgt.expression;

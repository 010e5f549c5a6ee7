/**
 * What cgt says about a position, as typed results the faces format and never recompute. The entry point is
 * {@link cgt.analysis.Analysis#of}: a game (from {@code cgt.catalog}), a position as its arguments, and a
 * {@link cgt.analysis.Request} (normal or misère {@link cgt.analysis.Play}, an explanation or not, threads,
 * progress, and the {@code cgt.task.Budget} of time, memory and work it may spend), answered by an
 * {@link cgt.analysis.ImpartialAnalysis} ({@link cgt.analysis.ImpartialAnalyzer}) or a
 * {@link cgt.analysis.PartizanAnalysis} ({@link cgt.analysis.PartizanAnalyzer}); a game with cycles adds a
 * {@link cgt.analysis.LoopyAnalysis}. The reasoning comes as data, {@link cgt.analysis.Step}s, which
 * {@link cgt.analysis.TextExplanation} writes as {@code cgt analyze --explain} prints them.
 * {@link cgt.analysis.PeriodAnalysis} is {@code cgt period}'s answer, and {@link cgt.analysis.Worksheet} the short
 * names of a JShell session ({@code cgt shell}).
 */
package cgt.analysis;

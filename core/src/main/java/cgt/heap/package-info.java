/**
 * Heap games and their Grundy sequences g(0), g(1), ...: the rule of one heap ({@link cgt.heap.HeapRule}, reporting
 * its moves to a {@link cgt.heap.MoveSink}; {@link cgt.heap.TakeAndBreak} codes such as {@code 0.137},
 * {@link cgt.heap.Subtraction} sets, and the named rules of {@link cgt.heap.HeapRules}), the engines that compute
 * the sequence ({@link cgt.heap.GrundyEngine}, the rare/common method in memory; {@link cgt.heap.PlainMex}, the
 * textbook reference; {@link cgt.heap.LongRareCommonRun}, beyond 2^31 heaps with the values in a
 * {@link cgt.heap.MappedValues} file), and periods ({@link cgt.heap.Periodicity} finds one,
 * {@link cgt.heap.PeriodProof} says which theorem proves it, {@link cgt.heap.PeriodSearch} grows the table until it
 * is proved). {@link cgt.heap.HeapValues} is the value oracle that chooses among them, once for every face: a
 * formula, the proved period or the table; {@link cgt.heap.SequenceStatistics} is what {@code --stats} reports of a
 * sequence. {@link cgt.heap.HeapMoves} lists a heap's moves one by one for analysis and explanation,
 * and {@link cgt.heap.HeapRowRules} makes a rule {@code cgt.rules.ImpartialRules} over rows of heaps
 * ({@link cgt.heap.Heaps}: a split is one move to one row), which the general solvers and the analysis walk.
 *
 * <p>The one file I/O of core is here: {@link cgt.heap.MappedValues} maps the values file a caller names (the
 * command line's {@code --values-file}), which is also the long run's checkpoint.
 */
package cgt.heap;

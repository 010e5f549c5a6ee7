/**
 * JMH benchmarks of the partizan values ({@link cgt.bench.partizan.PartizanBenchmarks}): canonical forms of sums,
 * comparisons of large games, and the games born by day 3.
 */
package cgt.bench.partizan;

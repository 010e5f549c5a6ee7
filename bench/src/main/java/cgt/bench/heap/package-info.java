/**
 * JMH benchmarks of the heap engines ({@link cgt.bench.heap.HeapBenchmarks}): Grundy's game and octal games by the
 * rare/common method on one and two threads against the plain mex loop, and period proofs.
 */
package cgt.bench.heap;

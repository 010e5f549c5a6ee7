/**
 * Internal to core (not exported): the moves of a given value from a heap too large to list its moves, such as
 * 10^12 tokens ({@link cgt.heap.huge.HugeHeapMoves}), found from the shape of the rule's move families rather than
 * by listing the moves. {@code cgt.games.HeapGame} uses it for the winning moves of huge heaps.
 */
package cgt.heap.huge;

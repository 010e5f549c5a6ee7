package cgt.heap;

/**
 * A rule whose Grundy values pass 255 while its heaps also split, for the tests of the full scans' byte copies of the
 * values (kept only while every value fits in a byte): a heap can become any of the 300 heaps below it, or split in
 * two unequal heaps. Its values pass 255 by heap 300.
 */
final class NearNim {

    /** The rule, for the in-memory engine and the plain loop. */
    static final HeapRule RULE = (n, sink) -> {
        for (int a = Math.max(0, n - 300); a < n; a++) {
            sink.leave(a);
        }
        sink.splitInTwo(n, false);
    };

    /** The same rule for the engine of runs beyond memory. */
    static final LongHeapRule LONG = (n, sink) -> {
        for (long a = Math.max(0, n - 300); a < n; a++) {
            sink.leave(a);
        }
        sink.splitInTwo(n, false);
    };

    private NearNim() {
    }
}

package cgt.heap;


/** The heap rules of the built-in games that are not take-and-break codes. */
public final class HeapRules {

    private HeapRules() {
    }

    /** Nim: take any positive number of tokens from the heap. */
    public static final HeapRule NIM = (n, sink) -> {
        for (int m = n - 1; m >= 0; m--) {
            sink.leave(m);
        }
    };

    /**
     * Fraenkel's MARK: from n ≥ 1, move to n - 1 or to ⌊n/2⌋. Its values begin 0 1 0 2 1 2 0 1 0 2 0 1 2 and its
     * P-positions are 0 2 6 8 10 14 18 22 24 ... (OEIS A229764).
     */
    public static final HeapRule MARK = (n, sink) -> {
        if (n >= 1) {
            sink.leave(n - 1);
            if (n / 2 != n - 1) {
                sink.leave(n / 2);
            }
        }
    };

    /** Take between 1 and ⌊n/2⌋ tokens. */
    public static final HeapRule UPTO_HALF = (n, sink) -> {
        for (int k = 1; k <= n / 2; k++) {
            sink.leave(n - k);
        }
    };

    /** Lasker's Nim: take any number from a heap, or split a heap into two non-empty heaps. */
    public static final HeapRule LASKER = (n, sink) -> {
        NIM.moves(n, sink);
        if (n >= 2) {
            sink.splitInTwo(n, true);
        }
    };

    /** Take any number from a heap, or split it into two unequal non-empty heaps. */
    public static final HeapRule LASKER_UNEQUAL = (n, sink) -> {
        NIM.moves(n, sink);
        if (n >= 3) {
            sink.splitInTwo(n, false);
        }
    };

    /** Grundy's game: split a heap into two unequal non-empty heaps. */
    public static final HeapRule GRUNDY = (n, sink) -> {
        if (n >= 3) {
            sink.splitInTwo(n, false);
        }
    };

    /**
     * POOLITAJA: a heap of 2k splits into k, k; a heap of 2k + 1 (k ≥ 1) splits into k, k + 1 or into
     * 1, k, k.
     */
    public static final HeapRule POOLITAJA = (n, sink) -> {
        int k = n / 2;
        if (n >= 2 && n % 2 == 0) {
            sink.leave(k, k);
        } else if (n >= 3) {
            sink.leave(k, k + 1);
            sink.leave(1, k, k);
        }
    };
}

package cgt.heap;

import java.util.Optional;

/**
 * The rule of a heap game for heaps beyond {@code int}: what the file-backed run ({@link LongRareCommonRun})
 * needs to go past 2^31 heaps. Only rules whose moves from a heap are few direct moves and families of two-heap
 * splits have one (the rare/common method handles those): Grundy's game, finite subtraction games and finite
 * take-and-break codes without three-heap splits. Moves are reported like {@link HeapRule}'s.
 */
public interface LongHeapRule {

    /** Which games have a long rule, for messages that refuse the others. */
    String SUPPORTED = "Grundy's game, finite subtraction sets such as subtraction:1,3,4, and finite"
            + " take-and-break codes without three-heap splits such as 0.77 or 4.07";

    /** Receives the moves of a heap: what each leaves. */
    interface Sink {
        /** The move leaves one heap of {@code a} tokens; 0 when it leaves nothing. */
        void leave(long a);

        /** The move leaves two heaps. */
        void leave(long a, long b);

        /** One move for every split of {@code total} into two non-empty heaps a ≤ b; a = b only if allowed. */
        void splitInTwo(long total, boolean equalAllowed);
    }

    /** Reports every move from a heap of {@code n} tokens. */
    void moves(long n, Sink sink);

    /** Grundy's game: split a heap into two unequal non-empty heaps. */
    LongHeapRule GRUNDYS_GAME = (n, sink) -> {
        if (n >= 3) {
            sink.splitInTwo(n, false);
        }
    };

    /** The long form of a finite subtraction set or finite take-and-break code; empty for any other rule. */
    static Optional<LongHeapRule> of(HeapRule rule) {
        if (rule instanceof Subtraction s && !s.isAllBut()) {
            int[] take = s.elements();
            return Optional.of((n, sink) -> {
                for (int k : take) {
                    if (k <= n) {
                        sink.leave(n - k);
                    }
                }
            });
        }
        if (rule instanceof TakeAndBreak code && code.isFinite()) {
            if (code.mostHeapsLeft() > 2) {
                return Optional.empty(); // three-heap splits: O(n^2) moves a heap, hopeless at this size anyway
            }
            int length = code.finiteLength();
            OctalDigit[] digit = new OctalDigit[length + 1];
            for (int k = 0; k <= length; k++) {
                digit[k] = OctalDigit.of(code.digit(k));
            }
            // As TakeAndBreak.moves: removing k = 0, 1, 2, ... tokens in turn.
            return Optional.of((n, sink) -> {
                for (int k = 0; k <= length && k <= n; k++) {
                    digit[k].moves(n - k, sink);
                }
            });
        }
        return Optional.empty();
    }
}

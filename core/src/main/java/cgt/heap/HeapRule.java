package cgt.heap;

/**
 * The rule of a heap game: what one heap of tokens can become in one move. A position of a heap game is a
 * sum of heaps, and a move changes one heap into zero, one or more heaps; the rule says which.
 *
 * <p>Rules may be written by hand as a function from a heap size to its moves (reported to a
 * {@link MoveSink}), or come from a take-and-break code ({@link TakeAndBreak}) or a subtraction set
 * ({@link Subtraction}); the sequence engines treat all of them alike. A rule is a function of the heap
 * size: the engines call it from several threads at once, so it must keep no state between calls.
 */
@FunctionalInterface
public interface HeapRule {

    /** Reports every move from a heap of {@code n} tokens (n ≥ 0) to the sink. */
    void moves(int n, MoveSink sink);

    /**
     * The largest number of tokens one move can remove, when it is bounded independently of the heap
     * size (a finite subtraction set or a finite octal code); -1 when moves can remove arbitrarily many
     * tokens. Periodicity proofs need it.
     */
    default int maxRemoval() {
        return -1;
    }

    /**
     * The most heaps one move can leave (0 to 3), a hint that lets a question about splits be answered without
     * listing a huge heap's moves; 3, the safe answer, when the rule does not say.
     */
    default int mostHeapsLeft() {
        return 3;
    }

    /** How a period of this rule's sequence can be proved; {@link PeriodProof#NONE} unless a theorem applies. */
    default PeriodProof periodProof() {
        return PeriodProof.NONE;
    }
}

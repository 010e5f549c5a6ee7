package cgt.heap;

/**
 * Receives the moves of a heap, described by what they leave. The families of splits are reported as
 * families, not pair by pair, so that a sequence engine can evaluate them with its fastest method (the
 * rare/common method for two-heap splits, for instance) while an explorer can still list every move.
 */
public interface MoveSink {

    /** The move leaves one heap of {@code a} tokens; {@code a = 0} when it leaves nothing. */
    void leave(int a);

    /** The move leaves two heaps. */
    void leave(int a, int b);

    /** The move leaves three heaps. */
    void leave(int a, int b, int c);

    /**
     * One move for every way of splitting {@code total} tokens into two non-empty heaps a + b, a ≤ b;
     * the equal split a = b only when {@code equalAllowed}.
     */
    void splitInTwo(int total, boolean equalAllowed);

    /** One move for every way of splitting {@code total} tokens into three non-empty heaps a ≤ b ≤ c. */
    void splitInThree(int total);
}

package cgt.heap;

/**
 * Receives the moves of a heap, described by what they leave. The families of splits are reported as
 * families, not pair by pair, so that a sequence engine can evaluate them with its fastest method (the
 * rare/common method for two-heap splits, for instance) while an explorer can still list every move: by
 * default a family arrives as its single moves, one {@code leave} each ({@link Splits}), and only a sink
 * with a faster method for a family overrides it.
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
     * the equal split a = b only when {@code equalAllowed}. By default each is {@link #leave(int, int)}.
     */
    default void splitInTwo(int total, boolean equalAllowed) {
        Splits.inTwo(total, equalAllowed, this::leave);
    }

    /**
     * One move for every way of splitting {@code total} tokens into three non-empty heaps a ≤ b ≤ c. By
     * default each is {@link #leave(int, int, int)}.
     */
    default void splitInThree(int total) {
        Splits.inThree(total, this::leave);
    }
}

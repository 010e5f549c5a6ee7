package cgt.rules;

/**
 * A heap game a user writes: a position is heaps of tokens ({@code 3 4 5}), and a move changes one heap into
 * zero to three smaller heaps. Such a game has a Grundy sequence g(0), g(1), ..., so {@code cgt grundy} and
 * {@code cgt period} apply to it as well as {@code analyze} and {@code play}.
 *
 * <p>The rule is called from several threads at once: keep no state between calls.
 */
public interface HeapGameRules extends Rules<Integer> {

    /**
     * Every move from a heap of {@code n} tokens: call {@code to.heaps(...)} once per move with the heaps the
     * move leaves ({@code to.heaps(n - 1)}; {@code to.heaps()} or {@code to.heaps(0)} for nothing;
     * {@code to.heaps(a, b)} for a split). Each heap left must be smaller than n.
     */
    void moves(int n, Moves to);

    /** Receives the moves of a heap. */
    @FunctionalInterface
    interface Moves {
        /** One move, leaving these heaps (at most three non-empty ones). */
        void heaps(int... sizes);
    }

    @Override
    default String syntax() {
        return "heap sizes, one per argument: 3 4 5";
    }
}

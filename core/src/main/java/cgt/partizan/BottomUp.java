package cgt.partizan;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Computations over a game's subgames, deepest first on an explicit stack: each game is computed once the games
 * it needs are settled, so that a recursive definition (a thermograph, an uptimal expansion, an atomic weight, the
 * length of an explicit form) meets only settled games, and a game as deep as memory allows never overflows the
 * thread's stack.
 */
final class BottomUp {

    private BottomUp() {
    }

    /**
     * Calls {@code compute} on g and every game it transitively {@code needs} that is not yet {@code settled},
     * each after the games it needs. {@code compute} must settle its game.
     */
    static void compute(CanonicalGame g, Predicate<CanonicalGame> settled,
            Function<CanonicalGame, ? extends Iterable<CanonicalGame>> needs, Consumer<CanonicalGame> compute) {
        ArrayDeque<CanonicalGame> pending = new ArrayDeque<>();
        pending.push(g);
        while (!pending.isEmpty()) {
            CanonicalGame x = pending.peek();
            if (settled.test(x)) {
                pending.pop();
                continue;
            }
            boolean ready = true;
            for (CanonicalGame o : needs.apply(x)) {
                if (!settled.test(o)) {
                    pending.push(o);
                    ready = false;
                }
            }
            if (ready) {
                pending.pop();
                compute.accept(x);
            }
        }
    }

    /** The same where a game needs its options, Left's and Right's. */
    static void overOptions(CanonicalGame g, Predicate<CanonicalGame> settled, Consumer<CanonicalGame> compute) {
        compute(g, settled, BottomUp::options, compute);
    }

    private static Iterable<CanonicalGame> options(CanonicalGame g) {
        CanonicalGame[] left = g.leftArray();
        CanonicalGame[] right = g.rightArray();
        CanonicalGame[] all = new CanonicalGame[left.length + right.length];
        System.arraycopy(left, 0, all, 0, left.length);
        System.arraycopy(right, 0, all, left.length, right.length);
        return Arrays.asList(all);
    }
}

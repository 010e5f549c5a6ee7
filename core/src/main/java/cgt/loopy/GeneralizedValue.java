package cgt.loopy;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A position's value in Smith's generalized Sprague-Grundy theory of games with cycles: a finite nim value,
 * or infinity together with the finite values its options reach. {@code ∞(K)} is a draw when {@code 0} is
 * not in {@code K}, a next-player win when it is; a finite value is 0 exactly at P-positions.
 */
public sealed interface GeneralizedValue {

    /** True for a finite value. */
    boolean isFinite();

    /** The nim value {@code n}. */
    record Finite(int value) implements GeneralizedValue {

        public Finite {
            if (value < 0) {
                throw new IllegalArgumentException("a nim value is at least 0: " + value);
            }
        }

        @Override
        public boolean isFinite() {
            return true;
        }

        @Override
        public String toString() {
            return Integer.toString(value);
        }
    }

    /** {@code ∞(K)}: no finite value, and {@code reach} (sorted, distinct) are the finite values of its options. */
    record Infinite(List<Integer> reach) implements GeneralizedValue {

        public Infinite {
            reach = List.copyOf(reach);
        }

        @Override
        public boolean isFinite() {
            return false;
        }

        @Override
        public String toString() {
            return reach.isEmpty() ? "∞(∅)" : reach.stream().map(String::valueOf)
                    .collect(Collectors.joining(",", "∞(", ")"));
        }
    }
}

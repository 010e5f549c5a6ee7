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

    /** Who wins a position of this value: P for 0, N for any other finite value or ∞(K) with 0 in K, else D. */
    default LoopyOutcome outcome() {
        if (this instanceof Finite f) {
            return f.value() == 0 ? LoopyOutcome.P : LoopyOutcome.N;
        }
        return ((Infinite) this).reach().contains(0) ? LoopyOutcome.N : LoopyOutcome.D;
    }

    /**
     * The value of the sum of positions of these values, by the generalized nim-sum (Smith 1966; Fraenkel and
     * Yesha 1986): {@code a ⊕ b} for finite values, {@code ∞(K ⊕ a)} for a finite {@code a} and {@code ∞(K)},
     * and {@code ∞(∅)} (a draw) for two infinite values.
     */
    default GeneralizedValue plus(GeneralizedValue other) {
        if (this instanceof Finite a && other instanceof Finite b) {
            return new Finite(a.value() ^ b.value());
        }
        if (!isFinite() && !other.isFinite()) {
            return new Infinite(List.of());
        }
        Infinite inf = (Infinite) (isFinite() ? other : this);
        int a = ((Finite) (isFinite() ? this : other)).value();
        if (a == 0) {
            return inf;
        }
        return new Infinite(inf.reach().stream().map(k -> k ^ a).sorted().toList());
    }

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
            for (int i = 0; i < reach.size(); i++) {
                if (reach.get(i) < 0 || (i > 0 && reach.get(i) <= reach.get(i - 1))) {
                    throw new IllegalArgumentException("the reach set is sorted, distinct, at least 0: " + reach);
                }
            }
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

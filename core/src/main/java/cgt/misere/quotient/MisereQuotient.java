package cgt.misere.quotient;

import java.util.Arrays;
import java.util.List;

/**
 * A misère quotient as a finite commutative monoid with its P-portion: {@code order} elements numbered 0..order-1,
 * 0 the identity (the class of the empty position), each named by its normal form in the generators
 * ({@code 1}, {@code a}, {@code ab^2}), the multiplication table, and the elements whose positions are misère
 * P-positions. A sum of heaps is a P-position exactly when the product of its heaps' elements is in the P-portion.
 */
public record MisereQuotient(int order, List<String> elements, int[][] table, List<Integer> pPortion, int identity) {

    public MisereQuotient {
        elements = List.copyOf(elements);
        pPortion = List.copyOf(pPortion);
        int[][] copy = new int[table.length][];
        for (int i = 0; i < table.length; i++) {
            copy[i] = table[i].clone();
        }
        table = copy;
    }

    /** The product of two elements. */
    public int multiply(int x, int y) {
        return table[x][y];
    }

    /** Whether positions of this element are misère P-positions (the player to move loses). */
    public boolean isP(int x) {
        return pPortion.contains(x);
    }

    /** The multiplication table, row by row (a copy). */
    @Override
    public int[][] table() {
        int[][] copy = new int[table.length][];
        for (int i = 0; i < table.length; i++) {
            copy[i] = table[i].clone();
        }
        return copy;
    }

    /** The names of the P-portion's elements. */
    public List<String> pPortionNames() {
        return pPortion.stream().map(elements::get).toList();
    }

    /** Equal when everything is, the table entry by entry (a record compares arrays by identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof MisereQuotient q && q.order == order && q.identity == identity
                && q.elements.equals(elements) && q.pPortion.equals(pPortion) && Arrays.deepEquals(q.table, table);
    }

    @Override
    public int hashCode() {
        return ((order * 31 + identity) * 31 + elements.hashCode()) * 31 + Arrays.deepHashCode(table);
    }
}

package cgt.misere.quotient;

import java.util.List;
import java.util.OptionalInt;

/**
 * The misère quotient of a heap game computed over the heaps 1..computedTo: the monoid, its presentation, the map
 * from heaps to elements, and where it is known to be stable.
 *
 * @param game the game's name as the user gave it
 * @param quotient the quotient of the closure of heaps 1..computedTo
 * @param presentation its generators and relations
 * @param heaps the element of each heap, with the map's period
 * @param expansionHeaps the heaps at which the quotient grew (it did not change at the others)
 * @param stableFrom the heap from which the quotient no longer grows and the map is periodic, when proved
 * @param proved whether the periodicity theorem proves that the quotient is the quotient of the whole game
 */
public record QuotientAnalysis(String game, MisereQuotient quotient, Presentation presentation, HeapElements heaps,
        List<Integer> expansionHeaps, OptionalInt stableFrom, boolean proved) {

    public QuotientAnalysis {
        expansionHeaps = List.copyOf(expansionHeaps);
    }

    /** The last heap computed. */
    public int computedTo() {
        return heaps.computedTo();
    }

    /** The name of a heap's element ({@code ab^2}), for heaps 0..computedTo. */
    public String elementName(int heap) {
        return quotient.elements().get(heaps.elements()[heap]);
    }
}

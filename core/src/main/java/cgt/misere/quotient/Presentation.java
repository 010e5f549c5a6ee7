package cgt.misere.quotient;

import java.util.List;

/**
 * A presentation of a misère quotient as Plambeck and Siegel print them: generators {@code a, b, c, ...} (one for
 * each heap whose element is not a product of earlier heaps' elements, in the order of the heaps) and relations
 * such as {@code a^2 = 1} and {@code b^3 = b}. The relations rewrite every word to its normal form (the first
 * word, shortest then alphabetical, naming the same element), so they determine the monoid.
 *
 * @param generators the letters, in order
 * @param generatorHeaps for each letter, the heap it stands for
 * @param relations each "word = normal form"
 */
public record Presentation(List<String> generators, List<Integer> generatorHeaps, List<String> relations) {

    public Presentation {
        generators = List.copyOf(generators);
        generatorHeaps = List.copyOf(generatorHeaps);
        relations = List.copyOf(relations);
    }

    /** The presentation in one line: {@code <a, b | a^2 = 1, b^3 = b>}. */
    @Override
    public String toString() {
        return "<" + String.join(", ", generators) + (relations.isEmpty() ? "" : " | " + String.join(", ", relations))
                + ">";
    }
}

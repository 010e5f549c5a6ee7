package cgt.misere.quotient;

/**
 * How a misère sum of heaps was decided by its game's misère quotient (Plambeck and Siegel): the sum's element and
 * the quotient it lies in. The sum is a P-position exactly when its element lies in the quotient's P-portion; where
 * the position is too large for its misère canonical form (its genus), this is its misère value.
 *
 * @param element the sum's element, written in the quotient's generators ({@code ab^2}; {@code 1} the identity)
 * @param order the quotient's order
 * @param proved whether the quotient is the whole game's, proved by the periodicity theorem; otherwise it is the
 *     quotient of heaps 1..{@code heapsUpTo}, exact for every sum of such heaps
 * @param heapsUpTo the largest heap the quotient was computed for
 * @param inPPortion whether the element lies in the P-portion
 */
public record QuotientElement(String element, int order, boolean proved, int heapsUpTo, boolean inPPortion) {

    public QuotientElement {
        java.util.Objects.requireNonNull(element, "element");
        if (order < 1 || heapsUpTo < 0) {
            throw new IllegalArgumentException("a quotient of order " + order + " up to heap " + heapsUpTo);
        }
    }

    /** Which quotient, in words: "kayles' misère quotient, order 40" or "... of heaps 1..33, order 638". */
    public String describe(String game) {
        return proved ? possessive(game) + " misère quotient, order " + order
                : "the misère quotient of " + possessive(game) + " heaps 1.." + heapsUpTo + ", order " + order;
    }

    /** "kayles'", "0.07's". */
    private static String possessive(String game) {
        return game.endsWith("s") ? game + "'" : game + "'s";
    }
}

package cgt.partizan.search;



/**
 * A partizan ruleset whose normalised parts (most of them, at least) can be written as one number each: the
 * transposition table then holds numbers instead of positions, and {@link #options} may hand over parts as
 * numbers alone, so that a search makes no objects for the options it only looks up.
 *
 * @param <P> the position type
 */
public interface PackedRuleset<P> extends PartizanRuleset<P> {

    /**
     * The number that stands for a normalised part, or {@link TranspositionTable#NOT_PACKED} when the part
     * has none (a board too large). Distinct parts get distinct numbers, none of them negative: a board of a
     * few squares is its squares' bits and its shape.
     */
    long packedKey(P part);

    /** The part a number from {@link #packedKey} stands for. */
    P unpack(long packedKey);
}

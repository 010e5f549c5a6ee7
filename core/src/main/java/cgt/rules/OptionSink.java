package cgt.rules;

/**
 * Receives the options of a part from {@link PartizanRules#options}, each written as the normal forms of the
 * parts it falls apart into: all that the search needs to know of a move. Calls come as
 * {@code part, part, ..., endOption} per option; an option that leaves no part with a move is an
 * {@code endOption} alone, and is worth 0.
 *
 * @param <P> the rules' position type
 */
public interface OptionSink<P> {

    /**
     * One part of the current option, in normal form: the part itself with {@link PartizanRules#NOT_PACKED},
     * or its packed key ({@link PartizanRules#packedKey}) and the part or null (the search unpacks it only if it
     * has to solve it).
     *
     * @param negated whether the option's part is the negative of the normal form
     */
    void part(long packedKey, P part, boolean negated);

    /** Ends the current option. */
    void endOption();
}

package cgt.partizan.search;



/**
 * Receives the options of a part from {@link PartizanRuleset#options}, each written as the normal forms of the
 * parts it falls apart into: all that the evaluator needs to know of a move. Calls come as
 * {@code part, part, ..., endOption} per option; an option that leaves no part with a move is an
 * {@code endOption} alone, and is worth 0.
 *
 * @param <P> the ruleset's position type
 */
public interface OptionSink<P> {

    /**
     * One part of the current option, in normal form: the part itself with
     * {@link TranspositionTable#NOT_PACKED}, or, from a {@link PackedRuleset}, its packed key and the
     * part or null (the evaluator unpacks it only if it has to solve it).
     *
     * @param negated whether the option's part is the negative of the normal form
     */
    void part(long packedKey, P part, boolean negated);

    /** Ends the current option. */
    void endOption();
}

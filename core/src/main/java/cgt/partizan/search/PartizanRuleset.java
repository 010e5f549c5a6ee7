package cgt.partizan.search;

import cgt.partizan.CanonicalGame;
import java.util.List;
import java.util.Optional;

/**
 * The rules of a partizan game, as the search needs them: Left's and Right's moves, how a position falls
 * apart into independent parts, and a normal form for the transposition table. Left is blue and positive, as
 * in CGSuite. Nothing here is about how positions are written or described: a ruleset can be solved without
 * any text (the games users pick by name add it).
 *
 * @param <P> the position type: an immutable value with {@code equals} and {@code hashCode}
 */
public interface PartizanRuleset<P> {

    /** The positions Left can move to. */
    List<P> leftOptions(P position);

    /** The positions Right can move to. */
    List<P> rightOptions(P position);

    /**
     * The independent parts whose sum is the position: regions of a board that no move connects, separate
     * stalks. Parts without any move for either player (value 0) may be left out. The default: one part.
     */
    default List<P> parts(P position) {
        return List.of(position);
    }

    /**
     * The value of a part when the ruleset knows it without a search (a blue-red Hackenbush stalk is a number
     * read off its colours); empty otherwise, the default.
     */
    default Optional<CanonicalGame> knownValue(P part) {
        return Optional.empty();
    }

    /**
     * A short statement of how big a part's search may be, for progress reports: "8 by 8 region with 64 empty
     * squares: at most 2^64 positions". Empty (the default) when the ruleset has nothing honest to say.
     */
    default String sizeOf(P part) {
        return "";
    }

    /**
     * Each of one player's options from a part, as the normal forms of the parts the option falls apart
     * into. The default builds them from {@link #leftOptions}, {@link #rightOptions}, {@link #parts} and
     * {@link #normalize}; a ruleset may do the same work faster (Domineering does it on bits, handing over
     * packed parts without making objects). Only the values of the options matter, not their order or
     * number.
     */
    default void options(P part, boolean left, OptionSink<P> sink) {
        for (P option : left ? leftOptions(part) : rightOptions(part)) {
            for (P piece : parts(option)) {
                Normal<P> n = normalize(piece);
                sink.part(TranspositionTable.NOT_PACKED, n.key(), n.negated());
            }
            sink.endOption();
        }
    }

    /**
     * A position as text, for messages (a cycle found by the search); the default is {@code toString}.
     */
    default String format(P position) {
        return String.valueOf(position);
    }

    /**
     * A normal form of a part for the transposition table: positions with the same normal form have the
     * same value, or opposite values when {@link Normal#negated()} differs (a Domineering board turned a
     * quarter is its negative). The default is the position itself.
     */
    default Normal<P> normalize(P part) {
        return new Normal<>(part, false);
    }

    /**
     * A normal form: {@code key} stands for the position, whose value is the key's value, or its negative
     * when {@code negated}.
     */
    record Normal<P>(P key, boolean negated) {
    }
}

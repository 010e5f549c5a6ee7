package cgt.rules;

import cgt.partizan.CanonicalGame;
import cgt.task.Progress;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The rules of a partizan game: Left (blue, positive, CGSuite's Left) and Right (red, negative) have different
 * moves. This is the one interface every partizan game implements, the built-in ones and the ones users write
 * alike: the two kinds of moves are required; canonical forms, outcomes, winning moves and play come with them.
 *
 * <p>Everything else is optional, each with a default that is right for any game, and only makes the search
 * faster or the text nicer:
 *
 * <ul>
 *   <li>{@link #parts}: the independent parts a position falls apart into (regions of a board no move connects);
 *       a search then solves each part once and adds the values. A wrong {@code parts} gives wrong values:
 *       {@code cgt analyze GAME POSITION --check-parts} compares it with a search that never splits.
 *   <li>{@link #normalize}: a normal form of a part over the game's symmetries (one table entry for each mirror
 *       image, and for each image that swaps the players and so negates the value).
 *   <li>{@link #knownValue}: a part's value when a formula gives it without a search.
 *   <li>{@link #packedKey} and {@link #unpack}: a part written as one {@code long}, so that the transposition
 *       table holds numbers instead of objects.
 *   <li>{@link #options}: each option as the normal forms of its parts, straight to the search; a game may
 *       compute them on bits without making a position object per option (Domineering and Clobber do).
 *   <li>{@link #sizeOf}: how big a part's search may be, for progress reports.
 *   <li>from {@link Rules}: the name, the rules in one line, and the position syntax with its parser and printer.
 * </ul>
 *
 * <p>Rules are called from several threads at once: keep no state between calls (or only thread-safe caches).
 *
 * @param <P> the position type: an immutable value with {@code equals} and {@code hashCode}
 */
public interface PartizanRules<P> extends Rules<P> {

    /** What {@link #packedKey} returns for a part it cannot write as one number. */
    long NOT_PACKED = -1;

    /** Every position Left can move to. */
    Collection<P> leftMoves(P position);

    /** Every position Right can move to. */
    Collection<P> rightMoves(P position);

    /**
     * The independent parts whose sum is the position: its value is the sum of theirs, which is much faster
     * than searching the whole. Parts without a move for either player (value 0) may be left out. The default:
     * the position is one part.
     */
    default Collection<P> parts(P position) {
        return List.of(position);
    }

    /**
     * A normal form of a part: positions with the same normal form have the same value, or opposite values when
     * {@link Normal#negated()} differs (a Domineering board turned a quarter is its negative). The default is
     * the part itself.
     */
    default Normal<P> normalize(P part) {
        return new Normal<>(part, false);
    }

    /**
     * The value of a part when the rules know it without a search (a blue-red Hackenbush stalk is a number read
     * off its colours); empty, the default, otherwise.
     */
    default Optional<CanonicalGame> knownValue(P part) {
        return Optional.empty();
    }

    /**
     * A short statement of how big a part's search may be, for progress reports: "8 by 8 region with 64 empty
     * squares, at most 2^64 positions". Empty (the default) when there is nothing honest to say.
     */
    default String sizeOf(P part) {
        return "";
    }

    /**
     * {@link #sizeOf} with a message key and its arguments, so that a progress line can say it in the user's language
     * (the key's English is {@link #sizeOf}'s words exactly). The default has no key: {@link #sizeOf}'s words, as they
     * are, in every language; a library user's rules need not change.
     */
    default Progress.Stage sizeStatement(P part) {
        return Progress.Stage.of(sizeOf(part), "");
    }

    /**
     * The number that stands for a normalised part, or {@link #NOT_PACKED} (the default) when the part has none.
     * Distinct parts get distinct numbers, none of them negative. A game that packs also implements
     * {@link #unpack}.
     */
    default long packedKey(P part) {
        return NOT_PACKED;
    }

    /**
     * The part a number from {@link #packedKey} stands for, called only with numbers {@code packedKey} gave. A game
     * that packs nothing gave none, so by default every number is refused.
     *
     * @throws IllegalArgumentException for a number {@code packedKey} did not give
     */
    default P unpack(long packedKey) {
        throw new IllegalArgumentException(name() + " packs no parts into numbers: " + packedKey
                + " is not one of its keys");
    }

    /**
     * Each of one player's options from a part, as the normal forms of the parts the option falls apart into:
     * {@code sink.part(...)} once per part, then {@code sink.endOption()} (an option with no part left is an
     * {@code endOption()} alone, worth 0). Only the values of the options matter, not their order or number. The
     * default derives them from {@link #leftMoves}, {@link #rightMoves}, {@link #parts} and {@link #normalize};
     * a game overrides it only for speed, and its tests check the two against each other.
     */
    default void options(P part, boolean left, OptionSink<P> sink) {
        for (P option : left ? leftMoves(part) : rightMoves(part)) {
            for (P piece : parts(option)) {
                Normal<P> n = normalize(piece);
                sink.part(NOT_PACKED, n.key(), n.negated());
            }
            sink.endOption();
        }
    }

    /**
     * A normal form: {@code key} stands for the position, whose value is the key's value, or its negative when
     * {@code negated}.
     */
    record Normal<P>(P key, boolean negated) {
    }
}

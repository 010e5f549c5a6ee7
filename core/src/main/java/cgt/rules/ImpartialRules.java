package cgt.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.OptionalLong;

/**
 * The rules of an impartial game: both players have the same moves. Only {@link #moves} is required; the
 * Sprague-Grundy solver, winning moves and misère play come with it. The solvers take these rules themselves
 * ({@code cgt.impartial.GrundySolver}, the misère and loopy searches), through {@link #options}.
 *
 * <pre>{@code
 * public class Cram implements ImpartialRules<String> {
 *     public List<String> moves(String board) { ... every board one domino later ... }
 * }
 * }</pre>
 *
 * <p>Everything else is optional, each with a default that is right for any game:
 *
 * <ul>
 *   <li>{@link #parts}: the independent parts a position falls apart into; its value is the nim-sum of theirs.
 *   <li>{@link #normalize}: a normal form of a part over the game's symmetries, so that the solvers remember one
 *       entry for all the parts that share it: the Sprague-Grundy solver, and the misère and loopy ones too (a
 *       symmetry preserves the whole game, so it is sound in any play convention).
 *   <li>{@link #knownValue}: a part's Grundy value when a formula gives it without a search; normal play's, so only
 *       the Sprague-Grundy solver takes it.
 *   <li>{@link #packedKey}: a normalised part written as one {@code long}, so that the Sprague-Grundy solver remembers
 *       numbers in a primitive table instead of positions in a map.
 *   <li>{@link #options}: each move from a part as the parts it leaves, which is what the solvers walk; the
 *       default derives it from {@link #moves} and {@link #parts}, a game overrides it only for speed.
 *   <li>{@link #isTerminal}: whether a part has no move, without listing its moves.
 *   <li>from {@link Rules}: the name, the rules in one line, and the position syntax with its parser and printer.
 * </ul>
 *
 * @param <P> the position type: a value with equals and hashCode
 */
public interface ImpartialRules<P> extends Rules<P> {

    /** What {@link #packedKey} returns for a part it cannot write as one number. */
    long NOT_PACKED = -1;

    /** Every position one move leads to; none when the player to move has lost (normal play). */
    Collection<P> moves(P position);

    /**
     * The independent parts of a position (the regions of a board that no move connects): its value is the
     * nim-sum of theirs, which is much faster than solving the whole. The default: the position is one part.
     */
    default Collection<P> parts(P position) {
        return List.of(position);
    }

    /**
     * A normal form of a part: parts with the same normal form are the same game up to a symmetry (a Wythoff queen
     * at (3, 5) and at (5, 3)), so that the solvers solve one of them, in normal and in misère play and with cycles.
     * The default is the part itself.
     */
    default P normalize(P part) {
        return part;
    }

    /**
     * The Grundy value of a part when the rules know it without a search (a Nim heap is worth its size); empty, the
     * default, otherwise. The Sprague-Grundy solver takes it instead of the part's options.
     */
    default OptionalLong knownValue(P part) {
        return OptionalLong.empty();
    }

    /**
     * The number that stands for a normalised part, or {@link #NOT_PACKED} (the default) when the part has none (a
     * game may pack its small parts and not its large ones). Distinct normalised parts get distinct numbers, none
     * of them negative. The solver keeps the part itself while it searches it, so no inverse is needed.
     */
    default long packedKey(P part) {
        return NOT_PACKED;
    }

    /**
     * Each move from a part, as the parts the position it leads to falls apart into (an empty list when the move
     * leaves nothing). The solvers walk these: the value of a part is the mex,
     * over its options, of the nim-sum of the option's parts. The default derives them from {@link #moves} and
     * {@link #parts}; a game overrides it only for speed, and its tests check the two against each other.
     */
    default List<List<P>> options(P part) {
        Collection<P> moves = moves(part);
        List<List<P>> result = new ArrayList<>(moves.size());
        for (P move : moves) {
            result.add(List.copyOf(parts(move)));
        }
        return result;
    }

    /**
     * Whether a part has no move. The default lists its options; a game with many moves per part answers without
     * listing them (a Wythoff queen has thousands, and a whole-position search asks this of every part every
     * move leaves).
     */
    default boolean isTerminal(P part) {
        return options(part).isEmpty();
    }

    /**
     * These rules with the optional hooks that only make the solvers faster left out (the normal form, known values,
     * the packed key): the plain path that a game's hooks are checked and timed against.
     */
    default ImpartialRules<P> withoutHooks() {
        return new PlainImpartialRules<>(this, false);
    }

    /** These rules with the packed key left out, the normal form and known values kept. */
    default ImpartialRules<P> withoutPackedKey() {
        return new PlainImpartialRules<>(this, true);
    }
}

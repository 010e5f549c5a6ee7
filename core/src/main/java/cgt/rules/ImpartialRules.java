package cgt.rules;

import java.util.Collection;
import java.util.List;

/**
 * An impartial game a user writes: both players have the same moves. Only {@link #moves} is required; the
 * Sprague-Grundy solver, winning moves and misère play come with it.
 *
 * <pre>{@code
 * public class Cram implements ImpartialRules<String> {
 *     public List<String> moves(String board) { ... every board one domino later ... }
 * }
 * }</pre>
 *
 * @param <P> the position type: a value with equals and hashCode
 */
public interface ImpartialRules<P> extends Rules<P> {

    /** Every position one move leads to; none when the player to move has lost (normal play). */
    Collection<P> moves(P position);

    /**
     * The independent parts of a position (the regions of a board that no move connects): its value is the
     * nim-sum of theirs, which is much faster than solving the whole. The default: the position is one part.
     */
    default Collection<P> parts(P position) {
        return List.of(position);
    }
}

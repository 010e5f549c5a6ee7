package cgt.rules;

import java.util.Collection;
import java.util.List;

/**
 * A partizan game a user writes: Left (blue, positive) and Right (red, negative) have different moves. Only
 * the two kinds of moves are required; canonical forms, outcomes and winning moves come with them.
 *
 * @param <P> the position type: a value with equals and hashCode
 */
public interface PartizanRules<P> extends Rules<P> {

    /** Every position Left can move to. */
    Collection<P> leftMoves(P position);

    /** Every position Right can move to. */
    Collection<P> rightMoves(P position);

    /**
     * The independent parts whose sum is the position: its value is the sum of theirs, which is much faster
     * than searching the whole. The default: the position is one part.
     */
    default Collection<P> parts(P position) {
        return List.of(position);
    }
}

package cgt.games.partizan;

import cgt.games.Game;
import cgt.partizan.search.PartizanRuleset;

/**
 * A partizan game as a user picks it by name: its rules ({@link PartizanRuleset}: each player's moves, the
 * parts, a normal form) and how its positions are written and described. The evaluator
 * ({@link cgt.partizan.search.PartizanEvaluator}) needs only the rules.
 *
 * @param <P> the position type: an immutable value with {@code equals} and {@code hashCode}
 */
public interface PartizanGame<P> extends Game, PartizanRuleset<P> {

    /** Parses one position (one argument); several arguments are a sum. */
    P parse(String text);

    /** The position in the syntax {@link #parse} reads. */
    @Override
    String format(P position);
}

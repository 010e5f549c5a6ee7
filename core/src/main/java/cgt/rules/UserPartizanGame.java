package cgt.rules;

import cgt.games.partizan.PartizanGame;
import java.util.List;

/** A user's {@link PartizanRules} as a {@link PartizanGame}, for the evaluator, the analysis and play. */
final class UserPartizanGame<P> extends UserGame<P, PartizanRules<P>> implements PartizanGame<P> {

    UserPartizanGame(PartizanRules<P> rules) {
        super(rules);
    }

    @Override
    public P parse(String text) {
        return UserGames.parse(rules, text);
    }

    @Override
    public String format(P position) {
        return text(position);
    }

    @Override
    public List<P> leftOptions(P position) {
        return UserGames.list(rules, () -> "leftMoves(" + format(position) + ")",
                () -> rules.leftMoves(position));
    }

    @Override
    public List<P> rightOptions(P position) {
        return UserGames.list(rules, () -> "rightMoves(" + format(position) + ")",
                () -> rules.rightMoves(position));
    }

    @Override
    public List<P> parts(P position) {
        return UserGames.list(rules, () -> "parts(" + format(position) + ")",
                () -> rules.parts(position));
    }
}

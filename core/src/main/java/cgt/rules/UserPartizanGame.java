package cgt.rules;

import cgt.games.partizan.PartizanGame;
import java.util.List;

/** A user's {@link PartizanRules} as a {@link PartizanGame}, for the evaluator, the analysis and play. */
final class UserPartizanGame<P> implements PartizanGame<P> {

    private final PartizanRules<P> rules;

    UserPartizanGame(PartizanRules<P> rules) {
        this.rules = rules;
    }

    @Override
    public String name() {
        return UserGames.call(rules, "name()", rules::name);
    }

    @Override
    public String rules() {
        return UserGames.call(rules, "rules()", rules::rules);
    }

    @Override
    public String positionSyntax() {
        return UserGames.call(rules, "syntax()", rules::syntax);
    }

    @Override
    public P parse(String text) {
        return UserGames.parse(rules, text);
    }

    @Override
    public String format(P position) {
        return UserGames.call(rules, "format", () -> rules.format(position));
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

    @Override
    public String toString() {
        return name();
    }
}

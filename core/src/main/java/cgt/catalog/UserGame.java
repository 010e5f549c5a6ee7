package cgt.catalog;

import cgt.games.Game;
import cgt.rules.Rules;

/**
 * What the adapters of users' rules share: a user's {@link Rules} as a {@link Game} (its name, rules and
 * syntax), and positions written with the user's own {@code format}, each call guarded so that an exception in
 * the user's code becomes a message naming the method.
 *
 * @param <P> the user's position type
 * @param <R> the kind of rules
 */
abstract class UserGame<P, R extends Rules<P>> implements Game {

    final R rules;

    UserGame(R rules) {
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
    public String syntax() {
        return UserGames.call(rules, "syntax()", rules::syntax);
    }

    /** A position in the user's syntax. */
    final String text(P position) {
        return UserGames.call(rules, "format", () -> rules.format(position));
    }

    @Override
    public String toString() {
        return name();
    }
}

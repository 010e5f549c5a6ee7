package cgt.rules;

import java.util.Collection;
import java.util.List;
import java.util.OptionalLong;

/**
 * Impartial rules with the optional hooks that only make the solvers faster left out: the plain path a game's
 * hooks are checked and timed against ({@link ImpartialRules#withoutHooks}, {@link ImpartialRules#withoutPackedKey}).
 * Everything else (moves, parts, options, names and the position's text) is the game's own.
 *
 * @param game the game's rules
 * @param symmetry whether the normal form and the known values are kept (only the packed key left out)
 */
record PlainImpartialRules<P>(ImpartialRules<P> game, boolean symmetry) implements ImpartialRules<P> {
    @Override
    public Collection<P> moves(P position) {
        return game.moves(position);
    }

    @Override
    public Collection<P> parts(P position) {
        return game.parts(position);
    }

    @Override
    public List<List<P>> options(P part) {
        return game.options(part);
    }

    @Override
    public boolean isTerminal(P part) {
        return game.isTerminal(part);
    }

    @Override
    public P normalize(P part) {
        return symmetry ? game.normalize(part) : part;
    }

    @Override
    public OptionalLong knownValue(P part) {
        return symmetry ? game.knownValue(part) : OptionalLong.empty();
    }

    @Override
    public String name() {
        return game.name();
    }

    @Override
    public String rules() {
        return game.rules();
    }

    @Override
    public String syntax() {
        return game.syntax();
    }

    @Override
    public P parse(String text) {
        return game.parse(text);
    }

    @Override
    public String format(P position) {
        return game.format(position);
    }
}

package cgt.catalog;

import cgt.games.Game;
import cgt.games.PartizanRulesGame;
import cgt.rules.PartizanRules;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A source of games for the registry: the built-ins and a user's compiled rules file join it the same way.
 * Built-in providers are found by {@link java.util.ServiceLoader} (listed in
 * {@code META-INF/services/cgt.catalog.GameProvider}); a user's game is handed to
 * {@link Catalog#register(GameProvider)}.
 */
public interface GameProvider {

    /** The games this provider knows by a fixed name, in the order {@code cgt games} lists them. */
    List<Named> games();

    /** The families of games written with parameters ({@code subtraction:S}), for listings. */
    default List<Family> families() {
        return List.of();
    }

    /**
     * The game a parametric name stands for ({@code subtraction:1,3,4}, {@code 0.137}); empty when the name is
     * not of this provider's forms. The name is stripped and in lower case.
     *
     * @throws cgt.input.BadInputException when the name is of this provider's form but malformed
     */
    default Optional<Game> parse(String name) {
        return Optional.empty();
    }

    /**
     * A game by its fixed name, made anew on every call, so that callers on different threads never share a
     * game's caches.
     */
    record Named(String name, Supplier<? extends Game> factory) {

        /** A partizan game by its rules ({@code Named.partizan("domineering", Domineering::new)}). */
        public static Named partizan(String name, Supplier<? extends PartizanRules<?>> rules) {
            return new Named(name, () -> PartizanRulesGame.of(rules.get()));
        }
    }

    /** A family of games written with parameters: the pattern, its rules in one line and an example. */
    record Family(String pattern, String rules, String example) {
    }
}

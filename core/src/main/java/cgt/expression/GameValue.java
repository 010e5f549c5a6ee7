package cgt.expression;

import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import java.util.Optional;

/**
 * A short game in canonical form.
 *
 * @param game the game
 */
public record GameValue(CanonicalGame game) implements Value {

    @Override
    public String kind() {
        return "game";
    }

    @Override
    public Optional<CanonicalGame> asGame() {
        return Optional.of(game);
    }

    @Override
    public String toString() {
        return GamePrinter.print(game);
    }
}

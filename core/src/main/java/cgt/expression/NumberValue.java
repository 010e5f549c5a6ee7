package cgt.expression;

import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import java.util.Optional;

/**
 * A number a method answers: a stop, a mean, a temperature, a birthday. It is also the game of that value, so it
 * may be added to games and passed where a game is asked for, as in CGSuite.
 *
 * @param number the number
 */
public record NumberValue(Dyadic number) implements Value {

    @Override
    public String kind() {
        return "number";
    }

    @Override
    public Optional<CanonicalGame> asGame() {
        return Optional.of(CanonicalGame.number(number));
    }

    @Override
    public String toString() {
        return number.toString();
    }
}

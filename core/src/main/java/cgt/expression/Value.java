package cgt.expression;

import cgt.loopy.partizan.LoopyGame;
import cgt.partizan.CanonicalGame;
import java.util.Optional;

/**
 * The result of an expression: a game or one of the other kinds of values its methods answer. {@code toString}
 * prints the value as CGSuite prints it.
 */
public sealed interface Value permits GameValue, NumberValue, BooleanValue, OutcomeValue, ThermographValue,
        GameSetValue, LoopyValue, LoopyOutcomeValue {

    /** The longest printed form quoted in a message about a value. */
    int QUOTED_CHARS = 40;

    /** The kind in one word, as the JSON output's {@code kind} names it: game, number, boolean, ... */
    String kind();

    /** The value as a short game, when it is one (a number is one). */
    default Optional<CanonicalGame> asGame() {
        return Optional.empty();
    }

    /** The value as a loopy game, when it is a game of either kind (a short game is a loopfree loopy game). */
    default Optional<LoopyGame> asLoopy() {
        return asGame().map(LoopyGame::of);
    }

    /** The value in a message: its kind and its printed form, shortened: "the boolean true", "the game {1|0}". */
    default String describe() {
        String printed = toString();
        if (printed.length() > QUOTED_CHARS) {
            printed = printed.substring(0, QUOTED_CHARS - 3) + "...";
        }
        return "the " + kind() + " " + printed;
    }
}

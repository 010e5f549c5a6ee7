package cgt.expression;

import cgt.loopy.partizan.LoopyGame;
import cgt.partizan.CanonicalGame;
import java.util.Optional;

/**
 * A loopy partizan game that is not loopfree: a stopper such as {@code on} or {@code 3/2under}, a stopper-sided value
 * {@code 1 & 0}, or a graph with infinite alternating play. Printed as CGSuite prints it. An expression whose value
 * turns out loopfree is a {@link GameValue} instead ({@link #of}), so short games keep their own methods and output.
 *
 * @param game the game, never loopfree
 */
public record LoopyValue(LoopyGame game) implements Value {

    /** The value of a loopy game: the short game it is when it is loopfree, else the loopy value itself. */
    public static Value of(LoopyGame g) {
        Optional<CanonicalGame> shortForm = g.toCanonical();
        return shortForm.<Value>map(GameValue::new).orElseGet(() -> new LoopyValue(g));
    }

    @Override
    public String kind() {
        return "loopy";
    }

    @Override
    public Optional<LoopyGame> asLoopy() {
        return Optional.of(game);
    }

    @Override
    public String describe() {
        String printed = toString();
        if (printed.length() > QUOTED_CHARS) {
            printed = printed.substring(0, QUOTED_CHARS - 3) + "...";
        }
        return "the loopy game " + printed;
    }

    /**
     * As CGSuite prints it: a stopper-sided graph that is no stopper by its sides, {@code onside & offside} (dud for
     * on &amp; off).
     */
    @Override
    public String toString() {
        if (!game.isStopper() && game.isStopperSided()) {
            String sides = game.onside() + " & " + game.offside();
            return sides.equals("on & off") ? "dud" : sides; // CGSuite's name for on & off
        }
        return game.toString();
    }
}

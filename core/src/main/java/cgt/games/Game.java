package cgt.games;

/** A game as a user picks it by name: its rules and how its positions are written. */
public interface Game {

    /** The name users type: {@code nim}, {@code kayles}, {@code subtraction:1,3,4}, {@code 0.137}. */
    String name();

    /** The rules in one line. */
    String rules();

    /** How a position is written, with an example. */
    String syntax();
}

package cgt.rules;

/**
 * What every game a user writes may say besides its moves: its name, its rules in one line, and how a position
 * is written. Each has a default, so that a game can be its moves alone.
 *
 * <p>Positions are values: immutable, with {@code equals} and {@code hashCode} (an {@code Integer}, a
 * {@code String}, a {@code List<Integer>}, a record), because the solvers remember them. Arrays are not.
 *
 * @param <P> the position type
 */
public interface Rules<P> {

    /**
     * The name users type: by default the class's name in lower case, words joined by '-' (TopplingDominoes:
     * toppling-dominoes).
     */
    default String name() {
        return PositionText.nameOf(getClass());
    }

    /** The rules in one line. */
    default String rules() {
        return "the rules in " + getClass().getSimpleName() + ".java";
    }

    /** How a position is written, with an example. The default describes the default {@link #parse}. */
    default String syntax() {
        return PositionText.syntaxOf(this);
    }

    /**
     * One position from one command-line argument. The default reads integers ({@code 7}), text as it is,
     * lists of integers ({@code 3,4,5}) and records of integers and text ({@code 3,5} for a record of two
     * ints). A parse that rejects its text throws {@link IllegalArgumentException} with a message.
     */
    default P parse(String text) {
        return PositionText.parse(this, text);
    }

    /** The position in the syntax {@link #parse} reads; the default undoes the default parse. */
    default String format(P position) {
        return PositionText.format(position);
    }
}

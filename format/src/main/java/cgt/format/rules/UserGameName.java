package cgt.format.rules;

import cgt.catalog.Catalog;
import cgt.input.BadInputException;
import java.util.Locale;
import java.util.Optional;

/**
 * The name a user's rules file gives its game, checked before the game is registered: it is what users type, so
 * it must be something they can type and read (1 to {@value #MAX_LENGTH} printable characters, no blanks), and
 * it must not be read as an option or silently take the place of what cgt already reads in GAME's place. A take-and-break code, a
 * family's spelling ({@code subtraction:1,2}) or {@code graph} (cgt analyze's graph files) is refused; a built-in
 * game's name ({@code nim}, {@code cram}) is allowed, since a user may well write a built-in game's rules anew
 * (examples/Cram.java does), but {@link #shadowing} says so, for a warning.
 */
public final class UserGameName {

    /** The longest name: it is typed on command lines and shown in one column of {@code cgt games}. */
    public static final int MAX_LENGTH = 60;
    /** Words cgt reads in GAME's place that are no catalog game: {@code cgt analyze graph FILE}. */
    private static final String GRAPH = "graph";

    private UserGameName() {
    }

    /**
     * Refuses a name users could not type or read, or one that a built-in family or code already answers to.
     *
     * @param file the rules file, for the message
     * @throws BadInputException naming the file, the name and what a name may be
     */
    public static void check(String file, String name) {
        if (name == null || name.isEmpty()) {
            throw new BadInputException(file + ": name() gave " + (name == null ? "null" : "an empty name")
                    + "; a game's name is 1 to " + MAX_LENGTH + " printable characters (leave name() out for the"
                    + " class's name)");
        }
        if (name.codePointCount(0, name.length()) > MAX_LENGTH) {
            throw new BadInputException(file + ": name() gave a name of " + name.codePointCount(0, name.length())
                    + " characters; a game's name is at most " + MAX_LENGTH);
        }
        int bad = name.codePoints().filter(c -> !printable(c)).findFirst().orElse(-1);
        if (bad >= 0) {
            throw new BadInputException(String.format(Locale.ROOT, "%s: name() gave a name with the character"
                    + " U+%04X in it; a game's name is printable characters without blanks", file, bad));
        }
        if (name.startsWith("-")) {
            throw new BadInputException(file + ": the game's name '" + name + "' starts with '-', and would be read"
                    + " as an option; give the game another name with name()");
        }
        String n = name.toLowerCase(Locale.ROOT);
        if (n.equals(GRAPH)) {
            throw new BadInputException(file + ": the game's name '" + name + "' is the word cgt reads for a graph"
                    + " file; give the game another name with name()");
        }
        if (Catalog.builtInAccepts(n) && !Catalog.builtInNames().contains(n)) {
            throw new BadInputException(file + ": the game's name '" + name + "' is how cgt writes a built-in game"
                    + " (a take-and-break code or a family such as subtraction:S); give the game another name with"
                    + " name()");
        }
    }

    /** The warning for a name that is a built-in game's, which the user's game replaces for this run. */
    public static Optional<String> shadowing(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return Catalog.builtInNames().contains(n) ? Optional.of("note: the rules file's game '" + n + "' is used"
                + " in place of the built-in " + n + " in this run") : Optional.empty();
    }

    private static boolean printable(int c) {
        int type = Character.getType(c);
        return !Character.isWhitespace(c) && !Character.isSpaceChar(c) && !Character.isISOControl(c)
                && type != Character.FORMAT && type != Character.UNASSIGNED && type != Character.SURROGATE
                && type != Character.PRIVATE_USE;
    }
}

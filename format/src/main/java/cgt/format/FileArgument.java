package cgt.format;

import cgt.input.BadInputException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * A file named in an argument typed by the user. Options typed as {@code Path} get picocli's conversion, which
 * reports a name the system cannot use as bad usage; arguments read as text (a game graph's FILE, {@code --rules},
 * resolved before picocli sees the command) come through here for the same promise: exit 2, one line.
 */
public final class FileArgument {

    private FileArgument() {
    }

    /**
     * The path a user typed for {@code what}.
     *
     * @throws BadInputException when the system cannot use it as a file name (a NUL character, say)
     */
    public static Path of(String what, String text) {
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw new BadInputException(what + " " + Messages.brief(text) + ": not a file name this system accepts ("
                    + e.getReason() + ")");
        }
    }
}

package cgt.format.io;

import cgt.input.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The check made before a file a user named is opened: only a regular file is read. A FIFO blocks the open (or the
 * read) until some other process writes to it, a device such as {@code /dev/zero} never ends, and a directory
 * cannot be read at all, so each is refused with one line naming the option, the file and what it is, instead of
 * hanging, filling the memory or failing with the system's words.
 */
public final class RegularFiles {

    private RegularFiles() {
    }

    /**
     * Refuses the path unless it is missing or a regular file (a link to one counts as one).
     *
     * @param what how the message names the file, such as {@code "--checkpoint"} or {@code "the graph"}
     * @throws BadInputException naming what the path is when it is a directory, a FIFO, a device or a socket
     */
    public static void requireRegularIfPresent(Path path, String what) {
        check(path, what);
    }

    /**
     * As {@link #requireRegularIfPresent}, and also refuses a symbolic link, which a file cgt writes in place must
     * not be: whoever planted it would choose what is overwritten.
     */
    public static void requireRegularNoLinkIfPresent(Path path, String what) {
        check(path, what, LinkOption.NOFOLLOW_LINKS);
    }

    private static void check(Path path, String what, LinkOption... options) {
        if (path.getFileName() == null) {
            throw new BadInputException(what + " " + path + " is a directory; give a file's name");
        }
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class, options);
        } catch (NoSuchFileException e) {
            return;
        } catch (IOException e) {
            throw new BadInputException("cannot use " + what + " " + path + ": " + e.getMessage());
        }
        if (!a.isRegularFile()) {
            throw new BadInputException(what + " " + path + " is " + kind(a) + ", not a regular file; give a file's"
                    + " name");
        }
    }

    private static String kind(BasicFileAttributes a) {
        if (a.isDirectory()) {
            return "a directory";
        }
        if (a.isSymbolicLink()) {
            return "a symbolic link";
        }
        return "a FIFO, device or socket";
    }
}

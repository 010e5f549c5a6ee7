package cgt.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The published values in the shared reference folder (../shared/reference beside the project). */
public final class ReferenceFiles {

    private ReferenceFiles() {
    }

    /** A file of one number per line. */
    public static int[] sequence(String file) {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("reference").resolve(file);
            if (Files.isRegularFile(candidate)) {
                try {
                    return Files.readAllLines(candidate).stream().map(String::strip).filter(s -> !s.isEmpty())
                            .mapToInt(Integer::parseInt).toArray();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        throw new IllegalStateException("no shared/reference/" + file + " above " + here);
    }
}

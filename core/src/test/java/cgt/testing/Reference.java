package cgt.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** The published values in the shared reference folder (../shared/reference beside the project). */
public final class Reference {

    private Reference() {
    }

    /** The reference folder, found from the module's or the project's directory. */
    public static Path folder() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("reference");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("no shared/reference folder above " + here);
    }

    /** A file of one number per line (line k holds g(k-1)). */
    public static int[] sequence(String file) {
        try {
            return Files.readAllLines(folder().resolve(file)).stream().map(String::strip).filter(s -> !s.isEmpty())
                    .mapToInt(Integer::parseInt).toArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file of whitespace-separated rows of numbers. */
    public static int[][] table(String file) {
        try {
            return Files.readAllLines(folder().resolve(file)).stream().map(String::strip).filter(s -> !s.isEmpty())
                    .map(line -> Arrays.stream(line.split("\\s+")).mapToInt(Integer::parseInt).toArray())
                    .toArray(int[][]::new);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

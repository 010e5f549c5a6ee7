package cgt.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Published values for tests (Winning Ways, OEIS, Flammenkamp's tables), kept as test resources under
 * {@code reference/} so that the tests run from any checkout; SOURCES.md there says where each comes from.
 */
public final class Reference {

    private Reference() {
    }

    /** The text of a reference file. */
    public static String text(String file) {
        try (InputStream in = Reference.class.getResourceAsStream("/reference/" + file)) {
            if (in == null) {
                throw new IllegalStateException("no reference file " + file + " among the test resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file of one number per line (line k holds g(k-1)). */
    public static int[] sequence(String file) {
        return text(file).lines().map(String::strip).filter(s -> !s.isEmpty()).mapToInt(Integer::parseInt).toArray();
    }

    /** A file of whitespace-separated rows of numbers. */
    public static int[][] table(String file) {
        return text(file).lines().map(String::strip).filter(s -> !s.isEmpty())
                .map(line -> Arrays.stream(line.split("\\s+")).mapToInt(Integer::parseInt).toArray())
                .toArray(int[][]::new);
    }
}

package cgt.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Published values for the command-line tests, kept as test resources under {@code reference/}. */
public final class ReferenceFiles {

    private ReferenceFiles() {
    }

    /** A file of one number per line. */
    public static int[] sequence(String file) {
        try (InputStream in = ReferenceFiles.class.getResourceAsStream("/reference/" + file)) {
            if (in == null) {
                throw new IllegalStateException("no reference file " + file + " among the test resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(s -> !s.isEmpty()).mapToInt(Integer::parseInt).toArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package cgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;

/**
 * The README's library example is {@link ReadmeExample} verbatim (less its package line), and what the README
 * says it prints is what it prints: the example compiles because it is a test source, and these tests keep the
 * README's copy and its output from drifting away from it.
 */
class ReadmeExampleTest {

    private static final String SECTION = "## Using cgt as a library";

    @Test
    void theReadmeShowsTheExampleVerbatim() throws IOException {
        String source = Files.readString(module().resolve("src/test/java/cgt/ReadmeExample.java"));
        String withoutPackage = source.substring(source.indexOf("package cgt;\n") + "package cgt;\n".length()).strip();
        assertThat(readmeBlock("```java")).isEqualTo(withoutPackage);
    }

    @Test
    @ResourceLock(Resources.SYSTEM_OUT) // the example prints on System.out, which the test captures meanwhile
    void theExamplePrintsWhatTheReadmeSays() throws IOException {
        PrintStream saved = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            ReadmeExample.main(new String[0]);
        } finally {
            System.setOut(saved);
        }
        assertThat(printed.toString(StandardCharsets.UTF_8).strip()).isEqualTo(readmeBlock("```text"));
        // Checked another way: Kayles g(5) = 4 and g(7) = 2 (Winning Ways; OEIS A002186), so 5 7 has nim-sum 6,
        // and the moves to zero are 5 -> 1 3 (g = 1 xor 3 = 2) and 7 -> 5 (g = 4).
        assertThat(readmeBlock("```text")).startsWith("N, value 6, winning moves [1 3 7, 5 5]");
    }

    /** The first fenced block that opens with {@code fence} in the README's library section, without its fences. */
    private static String readmeBlock(String fence) throws IOException {
        String readme = Files.readString(module().resolve("../README.md"));
        int section = readme.indexOf(SECTION);
        assertThat(section).as("README section " + SECTION).isNotNegative();
        int open = readme.indexOf("\n" + fence + "\n", section);
        assertThat(open).as(fence + " block in " + SECTION).isNotNegative();
        int start = open + fence.length() + 2;
        int end = readme.indexOf("\n```", start);
        return readme.substring(start, end).strip();
    }

    /** The core module's directory: surefire runs tests there, an IDE may run them from the project's root. */
    private static Path module() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p : List.of(here, here.resolve("core"))) {
            if (Files.isRegularFile(p.resolve("src/test/java/cgt/ReadmeExample.java"))) {
                return p;
            }
        }
        throw new AssertionError("run from the core module or the project's root, not " + here);
    }
}

package cgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;

/**
 * Every Java example in the library section (docs/library.md, linked from the README) is a class in this directory verbatim (less its package
 * line), and the output printed after it is what it prints: the examples compile because they are test
 * sources, and these tests keep the README's copies and their output from drifting away from them.
 */
class ReadmeExampleTest {

    private static final String SECTION = "## Using cgt as a library";
    private static final Pattern CLASS = Pattern.compile("public class (\\w+)");

    /** The examples, by class name: each one's main method. */
    private static final Map<String, Consumer<String[]>> MAINS = Map.of(
            "ReadmeExample", ReadmeExample::main,
            "ReadmeOwnGameExample", ReadmeOwnGameExample::main);

    /** A Java block of the section and the text block after it. */
    private record Example(String className, String source, String printed) {
    }

    @Test
    void everyExampleInTheSectionIsOneOfTheseClassesVerbatim() throws IOException {
        List<Example> examples = examples();
        assertThat(examples).extracting(Example::className).containsExactlyInAnyOrderElementsOf(MAINS.keySet());
        for (Example e : examples) {
            String source = Files.readString(module().resolve("src/test/java/cgt/" + e.className() + ".java"));
            String withoutPackage = source.substring(source.indexOf("package cgt;\n") + "package cgt;\n".length());
            assertThat(e.source()).as(e.className()).isEqualTo(withoutPackage.strip());
        }
    }

    @Test
    @ResourceLock(Resources.SYSTEM_OUT) // the example prints on System.out, which the test captures meanwhile
    void everyExamplePrintsWhatTheReadmeSays() throws IOException {
        for (Example e : examples()) {
            assertThat(run(MAINS.get(e.className()))).as(e.className()).isEqualTo(e.printed());
        }
    }

    @Test
    @ResourceLock(Resources.SYSTEM_OUT) // the example prints on System.out, which the test captures meanwhile
    void theExamplesPrintTheTextbookValues() throws IOException {
        String printed = run(MAINS.get("ReadmeExample"));
        // Kayles g(5) = 4 and g(7) = 2 (Winning Ways; OEIS A002186), so 5 7 has nim-sum 6, and the moves to zero
        // are 5 -> 1 3 (g = 1 xor 3 = 2) and 7 -> 5 (g = 4).
        assertThat(printed).startsWith("N, value 6, winning moves [1 3 7, 5 5]");
        // {5 | -3}: mean (5 + -3)/2 = 1, temperature (5 - -3)/2 = 4 (Lessons in Play, ch. 6).
        assertThat(printed).contains("{5|-3}: mean 1, temperature 4");
        // Kayles' values are periodic with period 12 from heap 71 (Guy and Smith, 1956).
        assertThat(printed).endsWith("kayles: period 12 from heap 71 (proved)");
    }

    private static String run(Consumer<String[]> main) {
        PrintStream saved = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            main.accept(new String[0]);
        } finally {
            System.setOut(saved);
        }
        return printed.toString(StandardCharsets.UTF_8).strip();
    }

    /** The section's Java blocks, each with the text block that follows it, without their fences. */
    private static List<Example> examples() throws IOException {
        String readme = documentation();
        int section = readme.indexOf(SECTION);
        assertThat(section).as("section " + SECTION + " of the README or docs/").isNotNegative();
        int end = readme.indexOf("\n## ", section + SECTION.length());
        String text = readme.substring(section, end < 0 ? readme.length() : end);
        List<Example> out = new ArrayList<>();
        for (int at = text.indexOf("\n```java\n"); at >= 0; at = text.indexOf("\n```java\n", at + 1)) {
            String source = block(text, at, "```java");
            int printedAt = text.indexOf("\n```text\n", at);
            assertThat(printedAt).as("a ```text block after the example at " + at).isNotNegative();
            Matcher m = CLASS.matcher(source);
            assertThat(m.find()).as("a public class in the example at " + at).isTrue();
            out.add(new Example(m.group(1), source, block(text, printedAt, "```text")));
        }
        return out;
    }

    /**
     * The README and the guides it links to in docs/, one after the other: the README keeps to what a newcomer needs
     * and the library guide lives in docs/library.md, wherever a section moves its examples are still run.
     */
    private static String documentation() throws IOException {
        StringBuilder all = new StringBuilder(Files.readString(module().resolve("../README.md")));
        try (Stream<Path> docs = Files.list(module().resolve("../docs"))) {
            for (Path p : docs.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                all.append('\n').append(Files.readString(p));
            }
        }
        return all.toString();
    }

    private static String block(String text, int open, String fence) {
        int start = open + fence.length() + 2;
        return text.substring(start, text.indexOf("\n```", start)).strip();
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

package cgt.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The core is the mathematics and the games: it never reaches for a front end, and does no I/O of its own
 * (it works on what a caller hands it). Maven already keeps cli and web off its class path; this test keeps
 * the promise visible and catches the I/O half, which Maven cannot.
 */
class CoreBoundaryTest {

    private static final Pattern FRONT_END = Pattern.compile("^import\\s+(static\\s+)?(cgt\\.(cli|web)|picocli|io\\.javalin)\\b",
            Pattern.MULTILINE);
    private static final Pattern IO = Pattern.compile(
            "System\\.(out|err|in)\\b|new\\s+File(Reader|Writer|InputStream|OutputStream)\\b|Files\\.(write|newBufferedWriter|newOutputStream)");

    @Test
    void coreSourcesNeitherImportFrontEndsNorDoTheirOwnIo() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).toList();
        }
        assertThat(sources).isNotEmpty();
        for (Path p : sources) {
            String text = Files.readString(p);
            assertThat(FRONT_END.matcher(text).find()).as("%s imports a front end", p).isFalse();
            assertThat(IO.matcher(text).find()).as("%s does console or file output", p).isFalse();
        }
    }
}

package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The commands that became formatting only over the typed analysis API (analyze, grundy --stats, period) print
 * exactly what they printed before. The files under {@code cgt/cli/golden/} hold the earlier jar's whole output,
 * the command on the first line. The engine's own work figures are left out: they depend on its threads.
 */
class GoldenOutputTest {

    @Test
    void commandsPrintWhatTheyPrintedBefore() throws IOException, URISyntaxException {
        Path dir = Path.of(GoldenOutputTest.class.getResource("/cgt/cli/golden").toURI());
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(10);
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            int nl = text.indexOf('\n');
            String[] command = text.substring(2, nl).split(" ");
            CliTest.Run r = CliTest.cgt(command);
            assertThat(r.code()).as(f.getFileName().toString()).isZero();
            assertThat(withoutWork(r.out())).as(f.getFileName().toString())
                    .isEqualTo(withoutWork(text.substring(nl + 1)));
        }
    }

    private static String withoutWork(String output) {
        return output.replaceAll("(?m)^work: .*\\n", "");
    }
}

package cgt.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The copies of the published values are whole and described (always), and agree with the shared reference
 * folder where a checkout has one (shown as skipped where it has none).
 */
class ReferenceCopyTest {

    /** The files SOURCES.md describes, each with the shape it promises. */
    @Test
    void everyCopyIsDescribedAndWhole() {
        String sources = Reference.text("SOURCES.md");
        for (String file : List.of("kayles-0.77.txt", "dawsons-chess-0.137.txt", "grundys-game.txt", "lasker.txt")) {
            assertThat(sources).as("SOURCES.md").contains("| " + file + " |");
            assertThat(Reference.sequence(file)).as("%s: heaps 0..149", file).hasSize(150);
        }
        assertThat(sources).contains("| grundys-game-zeros-below-2pow24.txt |", "| wythoff-grundy-16x16.txt |",
                "| octal-periods.tsv |");
        int[] zeros = Reference.sequence("grundys-game-zeros-below-2pow24.txt");
        assertThat(zeros).as("zeros of Grundy's game").isSorted().contains(1222);
        assertThat(zeros[zeros.length - 1]).as("the last zero below 2^24").isEqualTo(1222);
        int[][] wythoff = Reference.table("wythoff-grundy-16x16.txt");
        assertThat(wythoff).hasNumberOfRows(16);
        for (int[] row : wythoff) {
            assertThat(row).hasSize(16);
        }
        long periods = Reference.text("octal-periods.tsv").lines()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).peek(l -> assertThat(l.split("\t").length)
                        .as("columns of %s", l).isGreaterThanOrEqualTo(4)).count();
        assertThat(periods).as("octal games with periods").isGreaterThan(5);
    }

    @Test
    void copiesMatchTheSharedFolder() throws IOException {
        Path shared = null;
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("shared/reference"))) {
                shared = p.resolve("shared/reference");
                break;
            }
        }
        assumeTrue(shared != null, "no shared/reference folder above this checkout: the copies are all there is");
        int compared = 0;
        try (Stream<Path> files = Files.list(shared)) {
            for (Path f : files.filter(f -> !f.getFileName().toString().equals("README.md")).toList()) {
                assertThat(Reference.text(f.getFileName().toString())).as("%s", f.getFileName())
                        .isEqualTo(Files.readString(f));
                compared++;
            }
        }
        assertThat(compared).as("reference files compared").isGreaterThanOrEqualTo(7);
    }
}

package cgt.survey;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.Main;
import cgt.format.io.RegionTableFile;
import cgt.partizan.CanonicalGame;
import cgt.partizan.solve.Region;
import cgt.partizan.solve.RegionValues;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cgt survey domineering-regions:N} on Spark (local[2], N = 6, parts of a few regions so that each level
 * has several tasks): the table holds every region once (1, 1, 2, 5, 12, 35 of 1 to 6 squares: OEIS A000105) with
 * the values the one-thread computation gives, the file reads back as the same table, and a survey killed half-way
 * resumes from its part files, computing only the parts that are missing; bad input is one line, exit code 2.
 */
class RegionSurveyTest {

    @Tag("slow")
    @Test
    void theTableIsTheOneThreadTableAndAKilledSurveyResumes(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("regions");
        StringWriter progress = new StringWriter();
        RegionSurvey.Settings settings = new RegionSurvey.Settings(6, out, Survey.localMaster(2), 8, Map.of());
        RegionSurvey.Result first = RegionSurvey.run(settings, new PrintWriter(progress, true));
        assertThat(first.levels().stream().map(RegionSurvey.Level::regions).toList())
                .containsExactly(1, 1, 2, 5, 12, 35);
        assertThat(first.resumed()).isZero();
        assertThat(entries(first.table())).isEqualTo(entries(RegionValues.computed(6)));
        assertThat(entries(RegionTableFile.read(out.resolve(RegionSurvey.TABLE), "the table")))
                .isEqualTo(entries(first.table()));
        assertThat(progress.toString()).contains("cgt: survey domineering-regions:6 (regions of 6 squares): ");

        // Killed half-way: two parts of the last level and the table are gone, a leftover of a task is there.
        Path rows = out.resolve(Survey.ROWS);
        List<Path> lastLevel;
        try (Stream<Path> files = Files.list(rows)) {
            lastLevel = files.filter(p -> p.getFileName().toString().startsWith("regions-06-")).sorted().toList();
        }
        assertThat(lastLevel).hasSize(5); // 35 regions, 8 a part
        Files.delete(lastLevel.get(1));
        Files.delete(lastLevel.get(4));
        Files.delete(out.resolve(RegionSurvey.TABLE));
        Files.writeString(rows.resolve(".regions-06-part.tmp"), "..|.");
        StringWriter again = new StringWriter();
        RegionSurvey.Result second = RegionSurvey.run(settings, new PrintWriter(again, true));
        assertThat(second.computed()).isEqualTo(2);
        assertThat(second.resumed()).isEqualTo(first.computed() - 2);
        assertThat(again.toString()).contains("resuming the survey in " + out + ": 3 of 5 parts of the regions of 6"
                + " squares were finished there");
        assertThat(entries(second.table())).isEqualTo(entries(first.table()));
    }

    @Test
    void badInputIsOneLine(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "survey",
                "domineering-regions:16", "--out", dir.toString());
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("domineering-regions:N").doesNotContain("Exception");
        StringWriter err2 = new StringWriter();
        int code2 = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err2), "survey",
                "domineering-regions:5", "--to", "9");
        assertThat(code2).isEqualTo(2);
        assertThat(err2.toString()).isEqualTo("cgt: domineering-regions:N takes --out, --master and --cores; --to,"
                + " --budget, --compare and --codes are for heap games\n");
    }

    private static Map<String, String> entries(RegionValues table) {
        Map<String, String> out = new LinkedHashMap<>();
        table.forEach((Region r, CanonicalGame v) -> out.put(r.toString(), v.toString()));
        return out;
    }
}

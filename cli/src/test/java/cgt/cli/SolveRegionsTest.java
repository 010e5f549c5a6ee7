package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.format.io.RegionTableFile;
import cgt.partizan.solve.RegionValues;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cgt solve --regions FILE}: with an endgame table the answers are those without it, in fewer positions; a
 * table file that is damaged, of another kind, missing, or given to a game other than Domineering is refused in one
 * line, exit code 2.
 */
class SolveRegionsTest {

    @Test
    void aTableGivesTheSameAnswersInFewerPositions(@TempDir Path dir) throws Exception {
        Path table = dir.resolve("regions.tsv");
        RegionTableFile.write(table, RegionValues.computed(8));
        for (String board : List.of("4x4", "5x5", "3x7", "..#.|....|.#..|....")) {
            CliTest.Run without = CliTest.cgt("solve", "domineering", board, "--json");
            CliTest.Run with = CliTest.cgt("solve", "domineering", board, "--json", "--regions", table.toString());
            assertThat(with.code()).as(board + with.err()).isZero();
            for (String key : List.of("outcome", "leftStarts", "rightStarts")) {
                assertThat(field(with.out(), key)).as(board + " " + key).isEqualTo(field(without.out(), key));
            }
            assertThat(Long.parseLong(field(with.out(), "nodes"))).as(board)
                    .isLessThanOrEqualTo(Long.parseLong(field(without.out(), "nodes")));
        }
    }

    @Test
    void aDamagedOrForeignTableIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path table = dir.resolve("regions.tsv");
        RegionTableFile.write(table, RegionValues.computed(5));
        String text = Files.readString(table, StandardCharsets.UTF_8);

        Path changed = dir.resolve("changed.tsv");
        Files.writeString(changed, text.replace("..|..\t+-1", "..|..\t1"), StandardCharsets.UTF_8);
        refused(changed, "is damaged: its contents do not match the checksum on its last line");

        Path cut = dir.resolve("cut.tsv");
        Files.writeString(cut, text.substring(0, text.length() / 2), StandardCharsets.UTF_8);
        refused(cut, "is damaged");

        Path other = dir.resolve("other.tsv");
        Files.writeString(other, "code\tpreperiod\tperiod\n0.07\t53\t34\n", StandardCharsets.UTF_8);
        refused(other, "is not a Domineering region table");

        refused(dir.resolve("none.tsv"), "no such file");

        CliTest.Run clobber = CliTest.cgt("solve", "clobber", "xo", "--regions", table.toString());
        assertThat(clobber.code()).isEqualTo(2);
        assertThat(clobber.err()).isEqualTo("cgt: --regions is a table of Domineering regions; clobber cannot use it\n");
    }

    private static void refused(Path table, String why) {
        CliTest.Run r = CliTest.cgt("solve", "domineering", "3x3", "--regions", table.toString());
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).contains(why).endsWith("\n");
        assertThat(r.err().strip()).doesNotContain("\n").startsWith("cgt: --regions " + table);
    }

    /** A top-level field of the one-line JSON object, as text (null for JSON null). */
    private static String field(String json, String key) {
        int at = json.indexOf("\"" + key + "\":");
        assertThat(at).as(key + " in " + json).isNotNegative();
        int from = at + key.length() + 3;
        if (json.charAt(from) == '"') {
            return json.substring(from + 1, json.indexOf('"', from + 1));
        }
        int to = from;
        while (to < json.length() && ",}".indexOf(json.charAt(to)) < 0) {
            to++;
        }
        String v = json.substring(from, to);
        return v.equals("null") ? null : v;
    }
}

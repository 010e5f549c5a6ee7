package cgt.survey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cgt survey --compare TABLE}: agreements, published claims the values refute (with the first heap where
 * the sequences differ, checked against the plain mex loop), unsolved games, games the survey lacks. No Spark:
 * the rows come from {@link GameRun}, as a survey's tasks make them.
 */
class CompareTest {

    @Test
    void disagreementsNameTheFirstHeapWhereTheSequencesDiffer(@TempDir Path dir) throws Exception {
        Path table = dir.resolve("published.tsv");
        Files.writeString(table, """
                # code\tname\tpreperiod\tperiod\tsource
                0.07\tDawson's Kayles\t53\t34\tWinning Ways
                0.77\tKayles, a wrong preperiod\t70\t12\ttest
                0.137\ta wrong period\t52\t17\ttest
                0.6\tunsolved\t-\t-\tpublished as open
                0.4\tnot surveyed\t0\t2\ttest
                """);
        Map<String, SurveyRow> rows = new LinkedHashMap<>();
        for (String code : List.of("0.07", "0.77", "0.137", "0.6")) {
            rows.put(code, GameRun.run(code, 3000, 0));
        }
        Map<String, Compare.Finding> found = Compare.compare(table, rows).stream()
                .collect(Collectors.toMap(Compare.Finding::code, Function.identity()));

        assertThat(found.get("0.07").agrees()).isTrue();
        assertThat(found.get("0.6").agrees()).as("unsolved in both").isTrue();
        assertThat(found.get("0.4").agrees()).isFalse();
        assertThat(found.get("0.4").text()).isEqualTo("not in the survey");
        // Kayles' last exception is heap 70: g(82) differs from g(70), the first break of the published law.
        assertThat(found.get("0.77").agrees()).isFalse();
        assertThat(found.get("0.77").text()).contains("published preperiod 70, period 12",
                "survey periodic-proved preperiod 71, period 12", "first differ at heap 82");
        int[] kayles = OctalTwoSurveyTest.plainMex("0.77", 100);
        assertThat(kayles[82]).isNotEqualTo(kayles[70]);
        // Period 17 for Dawson's chess: the first n >= 52 with g(n + 17) != g(n), by the plain mex loop.
        int[] chess = OctalTwoSurveyTest.plainMex("0.137", 400);
        int n = 52;
        while (chess[n + 17] == chess[n]) {
            n++;
        }
        assertThat(found.get("0.137").text()).contains("first differ at heap " + (n + 17) + ": g(" + (n + 17) + ") = "
                + chess[n + 17] + " but the published law gives g(" + n + ") = " + chess[n]);
    }

    @Test
    void aTableThatIsNotOneIsBadInput(@TempDir Path dir) throws Exception {
        Path table = dir.resolve("t.tsv");
        Files.writeString(table, "kayles 71 12\n");
        assertThatThrownBy(() -> Compare.read(table)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 1");
        Files.writeString(table, "# nothing\n");
        assertThatThrownBy(() -> Compare.read(table)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("lists no games");
    }
}

package cgt.survey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The families {@code cgt survey} accepts, and the rule that groups equivalent games (no Spark here). */
class FamilyTest {

    @Test
    void octalFamiliesHaveEightToTheKCodesInNormalSpelling() {
        Family two = Family.parse("octal:2");
        assertThat(two.codes()).hasSize(64).doesNotHaveDuplicates();
        // 0.70 is 0.7 and 0.00 is 0.0: trailing zeros allow no move, so each 2-digit string is one game.
        assertThat(two.codes()).contains("0.0", "0.7", "0.07", "0.77").doesNotContain("0.70", "0.00");
        assertThat(Family.parse("octal:3").codes()).hasSize(512).contains("0.137", "0.16", "0.56");
        assertThat(Family.parse("octal:1").codes()).containsExactly("0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6",
                "0.7");
    }

    @Test
    void patternsHexAndSubtractionFamilies() {
        Family pattern = Family.parse("0.?6?");
        assertThat(pattern.codes()).hasSize(64).contains("0.06", "0.161", "0.767");
        assertThat(pattern.codes()).allMatch(c -> c.charAt(3) == '6');
        assertThat(Family.parse("hex:1").codes()).hasSize(16).contains("0.f", "0.8");
        assertThat(Family.parse("hex:0.?").codes()).isEqualTo(Family.parse("hex:1").codes());
        assertThat(Family.parse("4.?7").codes()).containsExactly("4.07", "4.17", "4.27", "4.37", "4.47", "4.57",
                "4.67", "4.77");
        Family sets = Family.parse("subtraction:3");
        assertThat(sets.codes()).containsExactly("subtraction:1", "subtraction:2", "subtraction:1,2",
                "subtraction:3", "subtraction:1,3", "subtraction:2,3", "subtraction:1,2,3");
    }

    @Test
    void subtractionSetsAreComputedAsTheOctalCodeOfTheSameMoves() {
        assertThat(Family.key("subtraction:1,2")).isEqualTo("0.33");
        assertThat(Family.key("subtraction:2,5")).isEqualTo("0.03003");
        assertThat(Family.key("0.137")).isEqualTo("0.137");
        // Every key of subtraction:6 is distinct: the rule merges a set with a code, never two sets.
        List<String> sets = Family.parse("subtraction:6").codes();
        assertThat(new HashSet<>(sets.stream().map(Family::key).toList())).hasSize(63);
    }

    @Test
    void aFileOfCodesIsReadOnceEach(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("codes.txt");
        Files.writeString(file, "# some games\n0.77 Kayles\n0.770\n\nsubtraction:3,1\n0.303\n");
        assertThat(Family.parse("file:" + file).codes()).containsExactly("0.77", "subtraction:1,3", "0.303");
    }

    @Test
    void badFamiliesAreRefusedWithWhatIsAccepted(@TempDir Path dir) {
        assertThatThrownBy(() -> Family.parse("octal:9")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("1 to 6");
        assertThatThrownBy(() -> Family.parse("kayles")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("octal:K");
        assertThatThrownBy(() -> Family.parse("0.?z")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'z'");
        assertThatThrownBy(() -> Family.parse("subtraction:1,2")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("every non-empty subset");
        assertThatThrownBy(() -> Family.parse("0.?????????")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("more than");
        assertThatThrownBy(() -> Family.parse("file:" + dir.resolve("none"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("no such file");
    }

    @Test
    void rowsSurviveTheirTsvLine() {
        SurveyRow row = new SurveyRow("0.77", SurveyRow.PROVED, 71, 12, 0, 8, "1", 70, 1023, 0.25, "0.77", "");
        assertThat(SurveyRow.fromTsv(row.toTsv())).isEqualTo(row);
        SurveyRow open = new SurveyRow("0.6", SurveyRow.UNRESOLVED, -1, -1, -1, 30, "", -1, 4095, 1.5, "0.6",
                "no\tperiod");
        assertThat(SurveyRow.fromTsv(open.toTsv())).isEqualTo(open);
    }
}

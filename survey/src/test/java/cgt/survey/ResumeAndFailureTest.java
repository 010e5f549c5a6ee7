package cgt.survey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import cgt.cli.Main;
import cgt.task.RunFailedException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a survey does when things go wrong: a task that fails once is retried, one that fails twice becomes a
 * {@code failed} row (and is tried again by the next run); a killed survey resumes from its part files without
 * computing their games again; a game beyond its budget is left unresolved with what it reached; bad input is
 * one line and exit code 2.
 */
class ResumeAndFailureTest {

    private static final PrintWriter QUIET = new PrintWriter(new StringWriter());

    private static Map<String, SurveyRow> byCode(List<SurveyRow> rows) {
        return rows.stream().collect(Collectors.toMap(SurveyRow::code, Function.identity()));
    }

    @Tag("slow")
    @Test
    void failuresAreRetriedOnceThenReportedAndAResumedSurveyFinishesThem(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("s");
        Family family = Family.parse("0.?7"); // 0.07 ... 0.77
        Survey.Faults faults = new Survey.Faults(Set.of("0.27"), Set.of("0.17"));
        Survey.Result first = Survey.run(new Survey.Settings(family, 2000, 0, out, Survey.localMaster(2), faults),
                QUIET);
        Map<String, SurveyRow> rows = byCode(first.rows());
        assertThat(rows).hasSize(8);
        assertThat(rows.get("0.17").status()).as("failed once, then retried").isEqualTo(SurveyRow.PROVED);
        assertThat(rows.get("0.27").status()).isEqualTo(SurveyRow.FAILED);
        assertThat(rows.get("0.27").note()).contains("failed on 2 attempts", "injected failure of 0.27 on attempt 2");
        assertThat(Files.readString(out.resolve("survey.tsv"))).contains("0.27\tfailed\t");

        // A survey killed half-way: three games' part files are gone, and one that stays is marked, to show that
        // the next run takes it as it is instead of computing it again.
        Path rowsDir = out.resolve(Survey.ROWS);
        List<Path> parts;
        try (var files = Files.list(rowsDir)) {
            parts = files.sorted().toList();
        }
        assertThat(parts).hasSize(8);
        for (String lost : List.of("0.37", "0.47", "0.67")) {
            Files.delete(parts.stream().filter(p -> p.getFileName().toString().startsWith("game-" + lost + "-"))
                    .findFirst().orElseThrow());
        }
        Path kept = parts.stream().filter(p -> p.getFileName().toString().startsWith("game-0.57-")).findFirst()
                .orElseThrow();
        SurveyRow original = SurveyRow.fromTsv(Files.readString(kept).replace("\n", ""));
        SurveyRow marked = new SurveyRow(original.code(), original.status(), original.preperiod(), original.period(),
                original.saltus(), original.largest(), original.rareMask(), original.lastRare(), original.heaps(),
                123.5, original.computedAs(), "resumed, not recomputed");
        Files.writeString(kept, marked.toTsv() + "\n");
        Files.writeString(rowsDir.resolve(".part-123.tmp"), "half a ro"); // a killed task's leftover

        Survey.Result second = Survey.run(new Survey.Settings(family, 2000, 0, out, Survey.localMaster(2),
                Survey.Faults.NONE), QUIET);
        Map<String, SurveyRow> again = byCode(second.rows());
        assertThat(second.computed()).as("3 lost games and the failed one").isEqualTo(4);
        assertThat(second.resumed()).isEqualTo(4);
        assertThat(again.get(marked.code())).isEqualTo(marked);
        assertThat(again.get("0.27").status()).isEqualTo(SurveyRow.PROVED);
        assertThat(again.values()).allMatch(r -> !r.status().equals(SurveyRow.FAILED));
        // The same answers as the first run, where it had them.
        for (SurveyRow r : first.rows()) {
            if (!r.status().equals(SurveyRow.FAILED)) {
                SurveyRow s = again.get(r.code());
                assertThat(List.of(s.status(), s.preperiod(), s.period(), s.largest(), s.heaps()))
                        .as(r.code()).isEqualTo(List.of(r.status(), r.preperiod(), r.period(), r.largest(), r.heaps()));
            }
        }
    }

    /**
     * A job Spark aborts (a task lost on every attempt, as when executors die) is a failure said in one line, not an
     * internal error; the games that finished keep their rows, and the next run computes only the rest.
     */
    @Tag("slow")
    @Test
    void anAbortedJobSaysSoAndKeepsWhatFinished(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("s");
        Family family = Family.parse("0.?7");
        Survey.Faults faults = new Survey.Faults(Set.of(), Set.of(), Set.of("0.77"));
        RunFailedException e = catchThrowableOfType(RunFailedException.class,
                () -> Survey.run(new Survey.Settings(family, 2000, 0, out, Survey.localMaster(1), faults), QUIET));
        assertThat(e).isNotNull();
        assertThat(e.getMessage()).startsWith("the survey's Spark job was aborted (")
                .contains("injected loss of the task of 0.77", "kept in " + out, "run the same command again")
                .doesNotContain("\n");
        try (var files = Files.list(out.resolve(Survey.ROWS))) {
            assertThat(files.filter(f -> f.toString().endsWith(".tsv")).count()).as("rows kept").isBetween(1L, 7L);
        }
        Survey.Result again = Survey.run(new Survey.Settings(family, 2000, 0, out, Survey.localMaster(1),
                Survey.Faults.NONE), QUIET);
        assertThat(again.rows()).hasSize(8);
        assertThat(again.computed()).as("only the games left").isEqualTo(8 - again.resumed());
        assertThat(again.resumed()).isPositive();
        assertThat(byCode(again.rows()).get("0.77").period()).isEqualTo(12);
    }

    @Test
    void aGameBeyondItsBudgetIsLeftUnresolvedWithWhatItReached(@TempDir Path dir) throws Exception {
        long started = System.nanoTime();
        // 0.6 has no period in the first 2^24 heaps; a second is far too little for them.
        SurveyRow row = GameRun.run("0.6", 1 << 24, 1);
        double took = (System.nanoTime() - started) / 1e9;
        assertThat(row.status()).isEqualTo(SurveyRow.UNRESOLVED);
        assertThat(row.note()).startsWith("budget of 1 s reached");
        assertThat(row.heaps()).isBetween(1023, (1 << 24) - 1);
        assertThat(row.largest()).isPositive();
        assertThat(took).as("stopped soon after the budget").isLessThan(30);
    }

    @Tag("slow")
    @Test
    void subtractionSetsShareTheComputationOfTheirOctalCode(@TempDir Path dir) throws Exception {
        Path codes = dir.resolve("codes.txt");
        Files.writeString(codes, "subtraction:1,2\n0.33\nsubtraction:2,3\n0.77\n");
        Survey.Result r = Survey.run(new Survey.Settings(Family.parse("file:" + codes), 3000, 0, dir.resolve("s"),
                Survey.localMaster(1), Survey.Faults.NONE), QUIET);
        assertThat(r.computed()).isEqualTo(3);
        Map<String, SurveyRow> rows = byCode(r.rows());
        assertThat(rows.get("subtraction:1,2").computedAs()).isEqualTo("0.33");
        assertThat(List.of(rows.get("subtraction:1,2").preperiod(), rows.get("subtraction:1,2").period()))
                .isEqualTo(List.of(0, 3));
        // {2,3}: values 0,0,1,1,2 repeating with period 5 (a standard example).
        assertThat(List.of(rows.get("subtraction:2,3").preperiod(), rows.get("subtraction:2,3").period()))
                .isEqualTo(List.of(0, 5));
    }

    @Test
    void badInputIsOneLineAndExitCodeTwo(@TempDir Path dir) {
        for (String[] args : List.of(
                new String[] {"survey", "octal:9", "--to", "100"},
                new String[] {"survey", "octal:2"},
                new String[] {"survey", "octal:2", "--to", "ten"},
                new String[] {"survey", "octal:2", "--to", "100", "--budget", "0"},
                new String[] {"survey", "octal:2", "--to", "100", "--master", "nowhere"},
                new String[] {"survey", "--compare", dir.resolve("none.tsv").toString(), "--out", dir.toString()},
                new String[] {"survey"})) {
            StringWriter err = new StringWriter();
            int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), args);
            assertThat(code).as(String.join(" ", args)).isEqualTo(2);
            assertThat(err.toString().strip()).as(String.join(" ", args)).startsWith("cgt: ").doesNotContain("\n")
                    .doesNotContain("Exception");
        }
    }
}

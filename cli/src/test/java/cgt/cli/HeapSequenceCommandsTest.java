package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** cgt grundy with --stats, --checkpoint and --threads, and cgt period, as scripts use them. */
@Order(1) // a long class, first in the list (junit-platform.properties)
class HeapSequenceCommandsTest {

    @TempDir
    Path dir;

    @Test
    void statsOfGrundysGame() {
        Run r = cgt("grundy", "grundy", "--to", "5000", "--stats");
        assertThat(r.code()).isZero();
        // Winning Ways: the P-positions of Grundy's game below 5000 are 42 in number, the last 1222.
        assertThat(r.out()).contains("zeros (P-positions): 42, the last at heap 1222",
                "  0 1 2 4 7 10 20 23 26 50 53 270 273");
        Run json = cgt("grundy", "0.77", "--to", "100", "--stats", "--json");
        assertThat(json.out()).contains("\"max\":8", "\"maxFirstAt\":27", "\"zeroCount\":1", "\"last\":");
    }

    @Test
    void statsSayHowManyHeapsThePeriodSettled() {
        // Kayles is periodic from heap 71 with period 12: past the first few thousand heaps no heap is scanned.
        Run r = cgt("grundy", "kayles", "--to", "100000", "--stats", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).containsPattern("\"settledByPeriod\":9[0-9]{4}[,}]");
        // Grundy's game has no period: nothing is settled from one.
        assertThat(cgt("grundy", "grundy", "--to", "5000", "--stats").out())
                .contains("0 were settled from the period");
    }

    @Test
    void statsSayHowTheThreadsSharedTheHeaps() {
        // After its probe of 8,192 heaps on one thread, the run shares heaps 8,192..20,000 between the pipeline of two
        // threads and one thread alone, as their speeds decide: the two counts add up to 11,809 however it chose.
        Run r = cgt("grundy", "grundy", "--to", "20000", "--stats", "--threads", "2");
        assertThat(r.code()).isZero();
        Matcher m = Pattern.compile("threads: 2; all of them together computed ([0-9,]+) heaps in [0-9.]+ s, waiting"
                + " for each other ([0-9]+)% of that time, one alone ([0-9,]+) in [0-9.]+ s \\(the run chose between"
                + " the two by their measured speeds, changing [0-9,]+ times\\)").matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        assertThat(Long.parseLong(m.group(1).replace(",", "")) + Long.parseLong(m.group(3).replace(",", "")))
                .isEqualTo(11_809);
        assertThat(Integer.parseInt(m.group(2))).isBetween(0, 100);
        Run json = cgt("grundy", "grundy", "--to", "20000", "--stats", "--threads", "2", "--json");
        assertThat(json.out()).containsPattern("\"threads\":\\{\"threads\":2,\"pipelineHeaps\":[0-9]+,"
                + "\"pipelineSeconds\":[0-9.E-]+,\"aloneHeaps\":[0-9]+,\"aloneSeconds\":[0-9.E-]+,\"changes\":[0-9]+,"
                + "\"waitedSeconds\":[0-9.E-]+}");
        // One thread: no such line, no such key.
        assertThat(cgt("grundy", "grundy", "--to", "20000", "--stats", "--threads", "1").out())
                .doesNotContain("threads:");
        assertThat(cgt("grundy", "grundy", "--to", "20000", "--stats", "--threads", "1", "--json").out())
                .doesNotContain("\"threads\"");
    }

    @Test
    void oneAndTwoThreadsPrintTheSameValues() {
        Run one = cgt("grundy", "grundy", "--to", "30000", "--threads", "1");
        Run two = cgt("grundy", "grundy", "--to", "30000", "--threads", "2");
        assertThat(two.out()).isEqualTo(one.out());
        String tooMany = String.valueOf(HeapEngineOptions.mostThreads(Runtime.getRuntime().availableProcessors()) + 1);
        assertThat(cgt("grundy", "grundy", "--to", "10", "--threads", tooMany).err())
                .contains("--threads " + tooMany + " is out of range: the heap-game engine uses 1 to");
        assertThat(cgt("grundy", "grundy", "--to", "10", "--threads", "0").err()).contains("--threads 0 is out of range");
    }

    @Test
    void aRunResumesFromItsCheckpointWithIdenticalValues() throws IOException {
        Path file = dir.resolve("grundy.ckpt");
        Run first = cgt("grundy", "grundy", "--to", "20000", "--checkpoint", file.toString());
        assertThat(first.code()).isZero();
        assertThat(Files.size(file)).isGreaterThan(40_000);
        Run resumed = cgt("grundy", "grundy", "--to", "40000", "--checkpoint", file.toString());
        Run straight = cgt("grundy", "grundy", "--to", "40000");
        assertThat(resumed.out()).isEqualTo(straight.out());
        Run wrongGame = cgt("grundy", "kayles", "--to", "100", "--checkpoint", file.toString());
        assertThat(wrongGame.code()).isEqualTo(2);
        assertThat(wrongGame.err()).contains("holds values of grundy, not of kayles");
    }

    @Test
    void aDamagedCheckpointIsRefusedNotTrusted() throws IOException {
        Path file = dir.resolve("bad.ckpt");
        Files.writeString(file, "hello\n");
        Run r = cgt("grundy", "grundy", "--to", "100", "--checkpoint", file.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("is not a cgt grundy checkpoint").doesNotContain("Exception");
    }

    @Test
    void malformedCodesNameTheCharacter() {
        Run r = cgt("grundy", "0.1x7", "--to", "10");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("'x' at position 4 is not a digit").doesNotContain("Exception");
    }

    @Test
    void periodsOfTheLargePublishedGamesAreProved() {
        Run r = cgt("period", "0.56", "--json");
        assertThat(r.out()).contains("\"period\":144", "\"preperiod\":326640", "\"proved\":true");
        Run s = cgt("period", "0.16", "--json", "--threads", "1");
        assertThat(s.out()).contains("\"period\":149459", "\"preperiod\":105351", "\"proved\":true");
    }

    @Test
    void noPeriodUpToTheLimitIsSaidPlainly() {
        Run r = cgt("period", "grundy", "--max", "20000");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("no period found in g(0..20000)");
    }
}

package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A value whose structures grow without end (the sum {1|-1}+...+{26|-26}: its printed form doubles with each
 * switch) says on stderr that it is big, stops on a signal, and left alone ends with one line at its memory budget,
 * instead of filling the heap (it had kept a JVM in full collections for minutes, deaf to Ctrl-C).
 */
@Tag("slow")
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class BigJobTest {

    @TempDir
    Path dir;

    private static final String SUM = sum(26);

    private static String sum(int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            s.append(i > 1 ? "+" : "").append('{').append(i).append("|-").append(i).append('}');
        }
        return s.toString();
    }

    /** cgt value SUM in a JVM of its own with a small heap (an allowance of 128 MB), its errors in {@code err}. */
    private static Process start(Path err) throws IOException {
        return new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "value", SUM))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
    }

    private static String waitFor(Path err, Process p, String text) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String seen = "";
        while (p.isAlive() && System.nanoTime() < deadline && !seen.contains(text)) {
            Thread.sleep(20);
            seen = Files.exists(err) ? Files.readString(err, StandardCharsets.UTF_8) : "";
        }
        return seen;
    }

    @Test
    void theBigSumSaysItIsBigAndStopsOnASignal() throws Exception {
        Path err = dir.resolve("signal.txt");
        Process p = start(err);
        // The allowance is half the heap the JVM reports (a little less than -Xmx), the notice at an eighth of it.
        assertThat(waitFor(err, p, "cgt: a big job:")).containsPattern("cgt: a big job: the printed form has grown"
                + " past 1[56](\\.\\d)? MB, of the 12[0-8] MB allowed; Ctrl-C stops it");
        p.destroy();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("stopped").isTrue();
        assertThat(Files.readString(err, StandardCharsets.UTF_8)).contains("cgt: interrupted");
    }

    @Test
    void leftAloneItEndsWithOneLineAtItsMemoryBudget() throws Exception {
        Path err = dir.resolve("alone.txt");
        Process p = start(err);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("ended").isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        List<String> lines = Files.readAllLines(err, StandardCharsets.UTF_8);
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("cgt: a big job:");
        assertThat(lines.get(1)).matches("cgt: this computation grew past its memory budget of 12[0-8] MB: the"
                + " printed form reached 12[0-8] MB \\(estimated\\) and it was stopped; ask about a smaller game, sum"
                + " or position");
    }
}

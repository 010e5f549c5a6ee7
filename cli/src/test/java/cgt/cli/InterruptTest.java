package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A signal to a running cgt (Ctrl-C sends SIGINT; a test can send SIGTERM, which takes the same path through
 * the JVM's shutdown) stops the command with a line saying so, after it has saved what it must; and a kill
 * without warning (SIGKILL) loses only the work since the last checkpoint.
 */
@Tag("slow")
@Order(1) // a long class, first in the list (junit-platform.properties)
class InterruptTest {

    /**
     * The child JVMs' quiet time before their first line of progress (a second for a user, StderrProgress): the tests
     * below wait for that line, which says the computation is under way, before they send their signal.
     */
    private static final List<String> PROGRESS_SOON = List.of("-Dcgt.progress.quietMillis=100");

    @TempDir
    Path dir;

    /** What cgt prints on stdout for these arguments, run in this JVM; it must succeed. */
    private static String output(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        assertThat(code).as("exit code, with stderr: " + err).isZero();
        return out.toString();
    }

    /**
     * Starts cgt in a JVM of its own, lets it work until its stderr shows {@code progress}, sends SIGTERM, and
     * returns what it wrote on stderr.
     */
    private String stopAfterAWhile(String progress, String... args) throws IOException, InterruptedException {
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(CgtProcess.command(PROGRESS_SOON, args))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
        // Until the computation shows progress, the signal could come before the command runs, or before it
        // has done anything worth saving (the first line, saying how big the job is, comes before the work).
        CgtProcess.waitUntil(p, () -> CgtProcess.contains(err, progress));
        p.destroy();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped").isTrue();
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    @Test
    void aPartizanSearchSaysItWasInterrupted() throws Exception {
        String board = String.join("|", Collections.nCopies(7, "......."));
        assertThat(stopAfterAWhile("parts solved", "analyze", "domineering", board)).contains("cgt: interrupted");
    }

    /**
     * A game against the computer shows the search for the start's value, which once ran silent: 5x6, the largest
     * Domineering board played by values (a larger one is played by the win/loss search, PlayBySearchCliTest).
     */
    @Test
    void aGameOnABigBoardShowsTheSearchForItsValueAndStops() throws Exception {
        assertThat(stopAfterAWhile("parts solved", "play", "domineering", "5x6")).contains("cgt: interrupted");
    }

    /** Heating a big game shows its work on stderr as it goes (a count of steps within the budget) and stops. */
    @Test
    void aLongHeatShowsItsWorkAndSaysItWasInterrupted() throws Exception {
        String err = stopAfterAWhile("*300 heated by 1: ", "value", "*300.Heat(1)");
        assertThat(err).contains("*300 heated by 1: ").contains(" of 100.00M").contains("cgt: interrupted");
    }

    @Test
    void aSequenceWithACheckpointSavesItBeforeStopping() throws Exception {
        Path file = dir.resolve("grundy.ckpt");
        // Minutes of work, in a table of 20 MiB (one of 100,000,000 heaps took the child half a second to set up).
        String err = stopAfterAWhile("grundy values:", "grundy", "grundy", "--to", "10000000", "--checkpoint",
                file.toString(), "--checkpoint-every", "1000");
        assertThat(err).containsPattern("cgt: interrupted; g\\(0\\.\\.[0-9]+\\) is saved in");
        assertThat(Files.size(file)).isGreaterThan(1000);
    }

    /** An interrupted quotient shows the quotient of the heaps placed before it stopped: nothing found is lost. */
    @Test
    void anInterruptedQuotientShowsWhatItFound() throws Exception {
        Path err = dir.resolve("quotient-err.txt");
        Path out = dir.resolve("quotient-out.txt");
        // 4.07's quotient grows at every odd heap for minutes: it is stopped once its progress shows on stderr.
        Process p = new ProcessBuilder(CgtProcess.command(PROGRESS_SOON, "quotient", "4.07"))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        CgtProcess.waitUntil(p, () -> CgtProcess.contains(err, "quotient of 4.07"));
        assumeTrue(p.isAlive(), "the quotient was still being computed when stopped");
        p.destroy();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped").isTrue();
        String says = Files.readString(err, StandardCharsets.UTF_8);
        assertThat(says).containsPattern("cgt: interrupted at heap [0-9]+; shown is the quotient of heaps 1\\.\\.[0-9]+");
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).startsWith("4.07: misère quotient of heaps 1..")
                .contains("order: ", "proved: no");
    }

    @Test
    void aRunKilledWithoutWarningResumesWithIdenticalValues() throws Exception {
        Path file = dir.resolve("killed.ckpt");
        // Checkpoints are at least a second apart. The child computes with cgt's code interpreted, some ten times
        // slower than this JVM, so that it is killed after its first checkpoint (8,000 to 12,000 values), long before
        // the end (ten seconds more), and the two runs to n in this JVM below stay short.
        int n = 50_000;
        String[] args = {"grundy", "grundy", "--to", String.valueOf(n), "--checkpoint", file.toString(),
            "--checkpoint-every", "1", "--threads", "1"};
        Process p = new ProcessBuilder(CgtProcess.command(CgtProcess.CGT_INTERPRETED, args))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(dir.resolve("killed-err.txt").toFile())
                .start();
        // The run that was never interrupted, computed here while the child works towards its first checkpoint.
        CompletableFuture<String> straight = CompletableFuture.supplyAsync(
                () -> output("grundy", "grundy", "--to", String.valueOf(n)));
        // Kill it once a checkpoint of some size is on disk, and well before the end.
        CgtProcess.waitUntil(p, () -> saved(file) >= 2_000);
        assumeTrue(p.isAlive(),
                "the run ended before a checkpoint of 2,000 values: this machine is too fast for the test");
        p.destroyForcibly();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("killed").isTrue();
        assertThat(p.exitValue()).as("killed, not finished").isNotZero();
        assertThat(saved(file)).as("values in the checkpoint left by the kill").isBetween(2_000L, (long) n);

        // Run again: it resumes from the file the kill left (never a torn one) and prints the same as a run
        // that was never interrupted.
        assertThat(output(args)).isEqualTo(straight.get());
    }

    /** The count of values in a checkpoint of Grundy's game (0 before there is one). */
    private static long saved(Path file) throws IOException {
        int header = "cgt grundy checkpoint 2\n".length() + 2 + "grundy".length() + 1 + 8 + 4 + 4;
        return Files.exists(file) ? Math.max(0, (Files.size(file) - header) / 2) : 0;
    }
}

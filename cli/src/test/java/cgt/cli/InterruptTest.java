package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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

    @TempDir
    Path dir;

    /**
     * Starts cgt in a JVM of its own, its output discarded and its errors written to {@code err}. The JVM is
     * made to start quickly (no optimising compiler, the class-data archive, the serial collector):
     * these runs are stopped after a second or two of work, long before the optimising compiler would pay.
     */
    private static Process start(Path err, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile()).start();
    }

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
        Process p = start(err, args);
        // Until the computation shows progress, the signal could come before the command runs, or before it
        // has done anything worth saving (the first line, saying how big the job is, comes before the work).
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (p.isAlive() && System.nanoTime() < deadline
                && !(Files.exists(err) && Files.readString(err, StandardCharsets.UTF_8).contains(progress))) {
            Thread.sleep(10);
        }
        p.destroy();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped").isTrue();
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    @Test
    void aPartizanSearchSaysItWasInterrupted() throws Exception {
        String board = String.join("|", Collections.nCopies(7, "......."));
        assertThat(stopAfterAWhile("/s", "analyze", "domineering", board)).contains("cgt: interrupted");
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
        String err = stopAfterAWhile("grundy values:", "grundy", "grundy", "--to", "100000000", "--checkpoint",
                file.toString(), "--checkpoint-every", "1000");
        assertThat(err).containsPattern("cgt: interrupted; g\\(0\\.\\.[0-9]+\\) is saved in");
        assertThat(Files.size(file)).isGreaterThan(1000);
    }

    /** An interrupted quotient shows the quotient of the heaps placed before it stopped: nothing found is lost. */
    @Test
    void anInterruptedQuotientShowsWhatItFound() throws Exception {
        Path err = dir.resolve("quotient-err.txt");
        Path out = dir.resolve("quotient-out.txt");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "quotient", "4.07"));
        // 4.07's quotient grows at every odd heap for minutes: it is stopped once its progress shows on stderr.
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (p.isAlive() && System.nanoTime() < deadline
                && !(Files.exists(err) && Files.readString(err, StandardCharsets.UTF_8).contains("quotient of 4.07"))) {
            Thread.sleep(10);
        }
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
        // About 1.5 s in the child JVM, which has no optimising compiler: checkpoints are at least a second apart
        // (the first holds some 60,000 values), and the two runs below in this JVM are what this test spends most
        // of its time on, so the sequence is no longer than the child needs to be killed with a checkpoint saved.
        int n = 250_000;
        String[] args = {"grundy", "grundy", "--to", String.valueOf(n), "--checkpoint", file.toString(),
            "--checkpoint-every", "1", "--threads", "1"};
        Process p = start(dir.resolve("killed-err.txt"), args);
        // Kill it once a checkpoint of some size is on disk, and well before the end.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (p.isAlive() && System.nanoTime() < deadline && (!Files.exists(file) || Files.size(file) < 100_000)) {
            Thread.sleep(10);
        }
        assumeTrue(p.isAlive(),
                "the run ended before a checkpoint of 100,000 bytes: this machine is too fast for the test");
        p.destroyForcibly();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("killed").isTrue();
        assertThat(p.exitValue()).as("killed, not finished").isNotZero();
        long saved = (Files.size(file) - "cgt grundy checkpoint 2\n".length() - 2 - "grundy".length() - 1 - 8 - 4 - 4) / 2;
        assertThat(saved).as("values in the checkpoint left by the kill").isBetween(40_000L, (long) n);

        // Run again: it resumes from the file the kill left (never a torn one) and prints the same as a run
        // that was never interrupted.
        assertThat(output(args)).isEqualTo(output("grundy", "grundy", "--to", String.valueOf(n)));
    }
}

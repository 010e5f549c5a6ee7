package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A signal to a running cgt (Ctrl-C sends SIGINT; a test can send SIGTERM, which takes the same path through
 * the JVM's shutdown) stops the command with a line saying so, after it has saved what it must.
 */
class InterruptTest {

    @TempDir
    Path dir;

    /** Starts cgt in a JVM of its own, lets it work, sends SIGTERM, and returns what it wrote on stderr. */
    private String stopAfterAWhile(String... args) throws IOException, InterruptedException {
        Path err = dir.resolve("err.txt");
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile()).start();
        // Until the computation shows progress, the signal could come before the command runs.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline && (!Files.exists(err) || Files.size(err) == 0)) {
            Thread.sleep(50);
        }
        p.destroy();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped").isTrue();
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    @Test
    void aPartizanSearchSaysItWasInterrupted() throws Exception {
        String board = String.join("|", java.util.Collections.nCopies(7, "......."));
        assertThat(stopAfterAWhile("analyze", "domineering", board)).contains("cgt: interrupted");
    }

    @Test
    void aSequenceWithACheckpointSavesItBeforeStopping() throws Exception {
        Path file = dir.resolve("grundy.ckpt");
        String err = stopAfterAWhile("grundy", "grundy", "--to", "100000000", "--checkpoint", file.toString(),
                "--checkpoint-every", "1000");
        assertThat(err).containsPattern("cgt: interrupted; g\\(0\\.\\.[0-9]+\\) is saved in");
        assertThat(Files.size(file)).isGreaterThan(1000);
    }
}

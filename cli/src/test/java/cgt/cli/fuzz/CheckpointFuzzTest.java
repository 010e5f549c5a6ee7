package cgt.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Fuzzes the reading of a Grundy run's checkpoint file through its public entry point,
 * {@code cgt grundy kayles --to 20 --checkpoint FILE}, with the fuzzed bytes as the file: a damaged, foreign or
 * truncated file is rejected in one line with exit code 2, a valid one resumes; nothing else (no internal
 * error, no attempt to allocate what a damaged count says). Going through the command line keeps this test
 * independent of the checkpoint's classes and of its format version.
 */
class CheckpointFuzzTest {

    private static Path dir;

    @BeforeAll
    static void createDirectory() throws IOException {
        dir = Files.createTempDirectory("cgt-checkpoint-fuzz");
    }

    @AfterAll
    static void deleteDirectory() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    @FuzzTest
    void resume(byte[] data) {
        Path file = dir.resolve("kayles.ckpt");
        try {
            Files.write(file, data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        CliRun run = CliRun.of("grundy", "kayles", "--to", "20", "--checkpoint", file.toString());
        run.succeededOrRejectedCleanly();
        if (run.exitCode() == 0) {
            assertThat(run.out().lines()).hasSizeGreaterThanOrEqualTo(21);
        }
    }
}

package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cgt.cli.CliTest.Run;
import cgt.format.HeapGameArgs;
import cgt.format.i18n.Texts;
import cgt.games.HeapGame;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cgt grundy} with its values in a file (issue 12): the same output as the in-memory run, the file
 * resumed by the same command (after a kill without warning too), files of other games and damaged ones
 * refused, and the file-backed run chosen by itself beyond the tables kept in memory.
 */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class ValuesFileTest {

    @TempDir
    Path dir;

    private static void assertRefused(Run r, String why) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains(why).doesNotContain("Exception");
        assertThat(r.err().strip().lines()).hasSize(1);
    }

    @Test
    void aValuesFilePrintsWhatTheInMemoryRunPrints() {
        Path file = dir.resolve("g.values");
        Run inFile = cgt("grundy", "grundy", "--to", "5000", "--values-file", file.toString());
        assertThat(inFile.code()).as(inFile.err()).isZero();
        assertThat(inFile.out()).isEqualTo(cgt("grundy", "grundy", "--to", "5000").out());
        assertThat(inFile.err()).contains("into the values file " + file.toAbsolutePath());

        Run json = cgt("grundy", "grundy", "--to", "300", "--values-file", file.toString(), "--json");
        assertThat(json.out()).isEqualTo(cgt("grundy", "grundy", "--to", "300", "--json").out());
        assertThat(json.err()).contains("are in " + file + " already").contains("nothing to compute");

        Run kayles = cgt("grundy", "kayles", "--to", "2000", "--values-file", dir.resolve("k.values").toString());
        assertThat(kayles.out()).isEqualTo(cgt("grundy", "kayles", "--to", "2000").out());
    }

    @Test
    void statsSayWhatTheInMemoryStatsSay() {
        Path file = dir.resolve("g.values");
        String inFile = cgt("grundy", "grundy", "--to", "20000", "--values-file", file.toString(), "--stats").out();
        String inMemory = cgt("grundy", "grundy", "--to", "20000", "--stats").out();
        // Everything up to the work done, which the two methods count differently.
        assertThat(inFile.substring(0, inFile.indexOf("work:")))
                .isEqualTo(inMemory.substring(0, inMemory.indexOf("work:")));
        assertThat(inFile).contains("values file: " + file);
    }

    @Test
    void aLongerRunGoesOnFromTheFileAndSaysSo() {
        Path file = dir.resolve("g.values");
        assertThat(cgt("grundy", "grundy", "--to", "3000", "--values-file", file.toString()).code()).isZero();
        Run more = cgt("grundy", "grundy", "--to", "6000", "--values-file", file.toString());
        assertThat(more.err()).contains("cgt: resuming from heap 3001 of " + file);
        assertThat(more.out()).isEqualTo(cgt("grundy", "grundy", "--to", "6000").out());
    }

    @Test
    void filesOfOtherGamesDamagedOnesAndOtherFilesAreRefused() throws IOException {
        Path file = dir.resolve("g.values");
        assertThat(cgt("grundy", "grundy", "--to", "1000", "--values-file", file.toString()).code()).isZero();
        assertRefused(cgt("grundy", "kayles", "--to", "1000", "--values-file", file.toString()),
                "holds values of grundy, not of 0.77");
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            c.write(ByteBuffer.wrap(new byte[] {1}), 20); // a bit of the count of finished heaps
        }
        assertRefused(cgt("grundy", "grundy", "--to", "1000", "--values-file", file.toString()), "damaged header");
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "a file of notes that happens to have the name given, long enough for a header");
        assertRefused(cgt("grundy", "grundy", "--to", "10", "--values-file", text.toString()),
                "is not a cgt values file");
        assertThat(Files.readString(text)).startsWith("a file of notes"); // and left alone
    }

    @Test
    void gamesAndOptionsTheFileBackedRunDoesNotTakeAreRefused() {
        String file = dir.resolve("x.values").toString();
        assertRefused(cgt("grundy", "nim", "--to", "300000000"), "nim is not one of them");
        assertRefused(cgt("grundy", "0.8", "--to", "10", "--values-file", file), "0.8 is not one of them");
        assertRefused(cgt("grundy", "grundy", "--to", "10", "--values-file", file, "--checkpoint", file + ".ckpt"),
                "leave out --checkpoint");
        assertRefused(cgt("grundy", "grundy", "--to", "10", "--values-file", file, "--plain"), "leave out --plain");
        assertRefused(cgt("grundy", "grundy", "--to", "2000000000000"), "is too large: at most 2^40 is accepted");
        assertThat(dir.resolve("x.values")).doesNotExist();
    }

    @Test
    void beyondTheTablesInMemoryTheFileBackedRunIsChosenByItself() {
        HeapGame grundy = HeapGameArgs.heapGame("grundy", "grundy");
        PrintWriter err = new PrintWriter(new StringWriter());
        assertThat(HugeGrundyRun.forRequest(grundy, 1L << 32, null, false, null, err, Texts.english())).isPresent();
        assertThat(HugeGrundyRun.forRequest(grundy, 1L << 20, null, false, null, err, Texts.english())).isEmpty();
        assertThat(HugeGrundyRun.defaultFileName("grundy")).isEqualTo("grundy-grundy.values");
        assertThat(HugeGrundyRun.defaultFileName("subtraction:1,3,4")).isEqualTo("grundy-subtraction_1_3_4.values");
    }

    @Tag("slow")
    @Test
    void aRunKilledWithoutWarningResumesFromItsLastCommit() throws Exception {
        Path file = dir.resolve("killed.values");
        // Commits are at least a second apart. The child computes with cgt's code interpreted, some ten times slower
        // than this JVM, so that it is killed after its first commit (8,000 to 12,000 heaps), long before the end
        // (fifteen seconds more), and the two runs to n in this JVM below stay short.
        int n = 50_000;
        String[] args = {"grundy", "grundy", "--to", String.valueOf(n), "--values-file", file.toString(),
            "--checkpoint-every", "1"};
        Process p = new ProcessBuilder(CgtProcess.command(CgtProcess.CGT_INTERPRETED, args))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        // The run that was never interrupted, computed here while the child works towards its first commit.
        CompletableFuture<String> straight = CompletableFuture.supplyAsync(
                () -> cgt("grundy", "grundy", "--to", String.valueOf(n)).out());
        CgtProcess.waitUntil(p, () -> finished(file) >= 2_000);
        assumeTrue(p.isAlive(), "the run ended before its first commit: this machine is too fast for the test");
        p.destroyForcibly();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("killed").isTrue();
        long kept = finished(file);
        assertThat(kept).isBetween(2_000L, (long) n);

        Run again = cgt(args);
        assertThat(again.code()).as(again.err()).isZero();
        assertThat(again.err()).contains("cgt: resuming from heap " + kept + " of " + file);
        assertThat(again.out()).isEqualTo(straight.get());
    }

    /** The count of finished heaps in a values file's header (0 before there is one). */
    private static long finished(Path file) throws IOException {
        if (!Files.exists(file) || Files.size(file) < 24) {
            return 0;
        }
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
            c.read(b, 16);
            return b.getLong(0);
        }
    }
}

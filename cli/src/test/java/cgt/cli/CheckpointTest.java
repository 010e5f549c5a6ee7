package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import cgt.heap.GrundySequence;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checkpoint of {@code cgt grundy --checkpoint}: it holds any value exactly, a run resumes from it only
 * when it is intact and of the same game (and says so), and writing it never harms the run or another file
 * (issue 16).
 */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class CheckpointTest {

    @TempDir
    Path dir;

    /** g(0..n) of Grundy's game, as a run without a checkpoint prints them. */
    private static String straight(int n) {
        Run r = cgt("grundy", "grundy", "--to", String.valueOf(n));
        assertThat(r.code()).isZero();
        return r.out();
    }

    private Run grundy(int n, Path file) {
        return cgt("grundy", "grundy", "--to", String.valueOf(n), "--checkpoint", file.toString());
    }

    private static void assertRefused(Run r, String why) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains(why).doesNotContain("Exception");
        assertThat(r.err().strip().lines()).hasSize(1);
    }

    @Test
    void valuesBeyondTwoBytesAreKeptExactly() throws IOException {
        // Nim-like 0.[3] has g(n) = n: from heap 65536 on, its values do not fit in two bytes.
        int[] nim = new int[70_001];
        for (int i = 0; i < nim.length; i++) {
            nim[i] = i;
        }
        Path file = dir.resolve("nim.ckpt");
        new SequenceCheckpoint(file, "0.[3]").save(GrundySequence.wrap(nim.clone()));
        GrundySequence back = new SequenceCheckpoint(file, "0.[3]").load(Integer.MAX_VALUE).orElseThrow();
        assertThat(back.toArray()).isEqualTo(nim);
        assertThat(new SequenceCheckpoint(file, "0.[3]").load(65_540).orElseThrow().toArray())
                .containsExactly(Arrays.copyOf(nim, 65_541));

        Run r = cgt("grundy", "0.[3]", "--to", "70000", "--checkpoint", file.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).endsWith("\n69999\n70000\n");
        assertThat(r.out().lines().skip(65_536).findFirst()).hasValue("65536");
        assertThat(r.err()).contains("resumed from " + file + ": g(0..70000) of 0.[3]");
    }

    @Test
    void theLastCheckpointOfAnInterruptedRunIsWrittenAndTheInterruptKept() throws IOException {
        Path file = dir.resolve("stopped.ckpt");
        Thread.currentThread().interrupt(); // as Ctrl-C leaves the computing thread
        try {
            new SequenceCheckpoint(file, "kayles").save(GrundySequence.wrap(new char[] {0, 1, 2, 3, 1}));
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(new SequenceCheckpoint(file, "kayles").load(10).orElseThrow().toArray())
                .containsExactly(0, 1, 2, 3, 1);
    }

    @Test
    void aResumedRunSaysSoAndPrintsWhatAnUninterruptedRunPrints() {
        Path file = dir.resolve("grundy.ckpt");
        assertThat(grundy(4000, file).err()).doesNotContain("resumed");
        Run resumed = grundy(8000, file);
        assertThat(resumed.code()).isZero();
        assertThat(resumed.err()).contains("cgt: resumed from " + file + ": g(0..4000) of grundy were saved there;"
                + " computing on from heap 4001");
        assertThat(resumed.out()).isEqualTo(straight(8000));
        // And the longer run's checkpoint serves a shorter one.
        assertThat(grundy(6000, file).out()).isEqualTo(straight(6000));
    }

    @Test
    void aFlippedBitAnywhereIsRefused() throws IOException {
        Path file = dir.resolve("grundy.ckpt");
        assertThat(grundy(5000, file).code()).isZero();
        byte[] good = Files.readAllBytes(file);
        Random random = new Random(16);
        List<Integer> places = new ArrayList<>(List.of(30, good.length / 2, good.length - 1));
        for (int i = 0; i < 5; i++) {
            places.add(random.nextInt(good.length));
        }
        for (int place : places) {
            byte[] bad = good.clone();
            bad[place] ^= (byte) (1 << random.nextInt(8));
            Files.write(file, bad);
            assertRefused(grundy(5000, file), "is damaged");
        }
        // A value made impossible (65535 for Grundy's game, whose values stay small), or all values zeroed.
        byte[] bad = good.clone();
        bad[good.length / 2 & ~1] = (byte) 0xFF;
        bad[(good.length / 2 & ~1) + 1] = (byte) 0xFF;
        Files.write(file, bad);
        assertRefused(grundy(6000, file), "its values do not match its checksum");
        bad = good.clone();
        Arrays.fill(bad, 60, good.length, (byte) 0);
        Files.write(file, bad);
        assertRefused(grundy(5000, file), "is damaged");
    }

    @Test
    void valuesThatAreNotTheGamesAreRefusedThoughTheirChecksumsMatch() throws IOException {
        Path file = dir.resolve("grundy.ckpt");
        int[] g = GrundySequence.of(straight(3000).lines().mapToInt(Integer::parseInt).toArray()).toArray();
        int[] forged = g.clone();
        forged[200] ^= 1; // among the heaps every resumed run recomputes
        new SequenceCheckpoint(file, "grundy").save(GrundySequence.of(forged));
        assertRefused(grundy(4000, file), "does not hold the values of grundy: it says g(200) = " + forged[200]
                + ", and the rule gives " + g[200] + "; delete the file");
        new SequenceCheckpoint(file, "grundy").save(GrundySequence.of(new int[3001]));
        assertRefused(grundy(4000, file), "it says g(3) = 0, and the rule gives 1"); // g(1) = g(2) = 0 in Grundy's game
        new SequenceCheckpoint(file, "grundy").save(GrundySequence.of(g));
        assertThat(grundy(4000, file).out()).isEqualTo(straight(4000));
    }

    @Test
    void aFileOfAnotherGameOrFormatIsRefused() throws IOException {
        Path file = dir.resolve("grundy.ckpt");
        grundy(1000, file);
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--checkpoint", file.toString()),
                "holds values of grundy, not of kayles");
        Files.writeString(file, "cgt grundy checkpoint 1\ngrundy\n\0\0\0\1\0\0");
        assertRefused(grundy(100, file), "earlier version of cgt");
        Files.writeString(file, "hello\n");
        assertRefused(grundy(100, file), "is not a cgt grundy checkpoint");
    }

    /** A header in the checkpoint format, with its checksum, claiming {@code count} values of two bytes. */
    private static byte[] header(String game, long count) {
        byte[] name = game.getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(24 + 2 + name.length + 1 + 8 + 4);
        b.put("cgt grundy checkpoint 2\n".getBytes(StandardCharsets.US_ASCII)).putShort((short) name.length).put(name)
                .put((byte) 2).putLong(count);
        CRC32C crc = new CRC32C();
        crc.update(b.array(), 0, b.position());
        b.putInt((int) crc.getValue());
        return b.array();
    }

    @Test
    void aLengthThatDoesNotMatchTheHeaderIsRefusedBeforeAnythingIsAllocated() throws IOException {
        Path file = dir.resolve("claims.ckpt");
        for (long claimed : new long[] {Integer.MAX_VALUE, 200_000_000L, 1000, 1}) {
            byte[] head = header("grundy", claimed);
            byte[] content = Arrays.copyOf(head, head.length + 1000); // 1000 bytes: 498 values and a sum
            Files.write(file, content);
            assertRefused(grundy(100, file), "is damaged (it is " + content.length + " bytes long, and " + claimed
                    + " values of 2 bytes make");
        }
        byte[] head = header("grundy", Long.MAX_VALUE);
        Files.write(file, head);
        assertRefused(grundy(100, file), "is damaged (its header is garbled)");
    }

    @Test
    void aCheckpointThatCannotBeWrittenWhereAPartialFileStoodIsWrittenAnyway() throws IOException {
        Path file = dir.resolve("grundy.ckpt");
        Files.createDirectory(dir.resolve("grundy.ckpt.partial"));
        Run r = grundy(5000, file);
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo(straight(5000));
        assertThat(grundy(5000, file).err()).contains("resumed from");
    }

    @Test
    void aFailedWriteWarnsAndTheRunGoesOnWithTheSameValues() throws Exception {
        // A file size limit of 8 blocks makes every write of a checkpoint fail (EFBIG), like a full disk.
        Path file = dir.resolve("grundy.ckpt");
        List<String> command = new ArrayList<>(List.of("sh", "-c", "ulimit -f 8 && exec \"$@\"", "sh",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:-UsePerfData",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "grundy", "grundy", "--to", "5000", "--checkpoint", file.toString()));
        Process p = new ProcessBuilder(command).start();
        byte[] out;
        byte[] err;
        try (InputStream o = p.getInputStream(); InputStream e = p.getErrorStream()) {
            ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
            Thread drain = new Thread(() -> {
                try {
                    e.transferTo(errBytes);
                } catch (IOException ignored) {
                    // the process ended
                }
            });
            drain.start();
            out = o.readAllBytes();
            drain.join();
            err = errBytes.toByteArray();
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String errText = new String(err, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(errText).isZero();
        assertThat(new String(out, StandardCharsets.UTF_8)).isEqualTo(straight(5000));
        assertThat(errText).contains("cgt: warning: cannot write --checkpoint " + file)
                .contains("going on without a checkpoint").doesNotContain("Exception");
        // Nothing is left behind: no checkpoint, no temporary file.
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).isEmpty();
        }
    }

    @Test
    void aPlantedLinkIsNotFollowed() throws IOException {
        Path victim = dir.resolve("victim.txt");
        Files.writeString(victim, "precious");
        Path file = dir.resolve("grundy.ckpt");
        Files.createSymbolicLink(dir.resolve("grundy.ckpt.partial"), victim);
        Run r = grundy(5000, file);
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(Files.readString(victim)).isEqualTo("precious");
        assertThat(Files.isSymbolicLink(file)).isFalse();
        assertThat(grundy(5000, file).out()).isEqualTo(straight(5000));
    }

    @Test
    void theTemporaryFilesOfKilledRunsAreDeletedAndNothingElse() throws IOException {
        Path file = dir.resolve("grundy.ckpt");
        Path left = Files.writeString(dir.resolve(".grundy.ckpt.0123456789abcdef.tmp"), "torn");
        // Left by a run killed minutes ago: a file changed in the last minute may be another run's, being written.
        Files.setLastModifiedTime(left, FileTime.from(Instant.now().minusSeconds(600)));
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Path link = Files.createSymbolicLink(dir.resolve(".grundy.ckpt.fedcba9876543210.tmp"), victim);
        Path other = Files.writeString(dir.resolve(".grundy.ckpt.mine.tmp"), "someone else's");
        assertThat(grundy(100, file).code()).isZero();
        assertThat(left).doesNotExist();
        assertThat(Files.exists(link, LinkOption.NOFOLLOW_LINKS)).isFalse();
        assertThat(victim).hasContent("precious");
        assertThat(other).hasContent("someone else's");
    }

    @Test
    void aMissingDirectoryIsRefusedBeforeTheRun() {
        Path file = dir.resolve("no/such/dir/grundy.ckpt");
        assertRefused(grundy(100, file), "no such directory");
    }
}

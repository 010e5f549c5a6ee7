package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The values file's header: what a run killed while it commits leaves behind, and files of the older layout. */
class MappedValuesTest {

    @TempDir
    Path dir;

    @Test
    void valuesCommittedAreReadBackAfterReopening() throws IOException {
        Path file = dir.resolve("kayles.values");
        try (MappedValues v = MappedValues.open(file, "kayles", 99, 1)) {
            for (int i = 0; i < 100; i++) {
                v.set(i, i % 7);
            }
            v.commit(60);
        }
        try (MappedValues v = MappedValues.open(file, "kayles", 99, 1)) {
            assertThat(v.finished()).isEqualTo(60);
            assertThat(v.get(59)).isEqualTo(59 % 7);
        }
    }

    @Test
    void aCountWrittenWithoutItsCrcIsStillAHeader() throws IOException {
        // A commit is one store of the count: the CRC does not cover it, so a run killed right after the store
        // (or right before it) leaves a header that opens, with the new count (or the old one).
        Path file = dir.resolve("grundy.values");
        try (MappedValues v = MappedValues.open(file, "grundy", 999, 1)) {
            v.commit(500);
        }
        putLong(file, 16, 700);
        try (MappedValues v = MappedValues.open(file, "grundy", 999, 1)) {
            assertThat(v.finished()).isEqualTo(700);
        }
    }

    @Test
    void aFileWhoseCrcCoversTheCountOpensAndIsRewrittenTheNewWay() throws IOException {
        Path file = dir.resolve("old.values");
        try (MappedValues v = MappedValues.open(file, "dawson", 999, 1)) {
            v.commit(300);
        }
        byte[] name = "dawson".getBytes(StandardCharsets.UTF_8);
        CRC32 old = new CRC32();
        ByteBuffer head = read(file);
        old.update(head.duplicate().position(0).limit(24));
        old.update(head.duplicate().position(32).limit(32 + name.length));
        putLong(file, 24, old.getValue());
        try (MappedValues v = MappedValues.open(file, "dawson", 999, 1)) {
            assertThat(v.finished()).isEqualTo(300);
            v.commit(400);
        }
        try (MappedValues v = MappedValues.open(file, "dawson", 999, 1)) {
            assertThat(v.finished()).isEqualTo(400);
        }
    }

    @Test
    void aDamagedNameOrWidthIsRefused() throws IOException {
        Path file = dir.resolve("kayles.values");
        try (MappedValues v = MappedValues.open(file, "kayles", 99, 1)) {
            v.commit(10);
        }
        putLong(file, 32, 0x4141414141414141L); // the name's bytes, under the CRC
        assertThatThrownBy(() -> MappedValues.open(file, "kayles", 99, 1)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("damaged header");
    }

    @Test
    void aCountPastTheFileIsRefused() throws IOException {
        Path file = dir.resolve("kayles.values");
        try (MappedValues v = MappedValues.open(file, "kayles", 99, 1)) {
            v.commit(10);
        }
        putLong(file, 16, 1L << 40);
        assertThatThrownBy(() -> MappedValues.open(file, "kayles", 99, 1)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("damaged header");
    }

    private static ByteBuffer read(Path file) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer b = ByteBuffer.allocate(MappedValues.HEADER).order(ByteOrder.LITTLE_ENDIAN);
            c.read(b, 0);
            return b.flip();
        }
    }

    private static void putLong(Path file, long at, long value) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(0, value);
            c.write(b, at);
        }
    }

    /**
     * The run's lock is held from open to close, through growing the file and widening it, as another process
     * sees it: a POSIX lock is the process's, and closing any other descriptor of the file (the RandomAccessFile
     * that grew it did) silently dropped it. The other process is a Java program of a few lines that tries the
     * lock each time it reads a line.
     */
    @Test
    void anotherProcessFindsTheFileLockedFromOpenToClose() throws Exception {
        Path file = dir.resolve("kayles.values");
        Path probe = dir.resolve("TryLock.java");
        Files.writeString(probe, """
                import java.io.BufferedReader;
                import java.io.InputStreamReader;
                import java.nio.channels.FileChannel;
                import java.nio.channels.FileLock;
                import java.nio.file.Path;
                import java.nio.file.StandardOpenOption;

                public class TryLock {
                    public static void main(String[] args) throws Exception {
                        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
                        while (in.readLine() != null) {
                            try (FileChannel c = FileChannel.open(Path.of(args[0]), StandardOpenOption.READ,
                                    StandardOpenOption.WRITE)) {
                                FileLock lock = c.tryLock();
                                System.out.println(lock == null ? "held" : "free");
                                if (lock != null) {
                                    lock.release();
                                }
                            }
                        }
                    }
                }
                """);
        Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                probe.toString(), file.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (PrintWriter ask = new PrintWriter(new OutputStreamWriter(other.getOutputStream(),
                StandardCharsets.UTF_8), true);
                BufferedReader answer = new BufferedReader(new InputStreamReader(other.getInputStream(),
                        StandardCharsets.UTF_8))) {
            MappedValues v = MappedValues.open(file, "kayles", 999, 1); // grown to 1,000 heaps after the lock
            ask.println();
            assertThat(answer.readLine()).as("after open").isEqualTo("held");
            for (int i = 0; i < 1000; i++) {
                v.set(i, i % 200);
            }
            v.commit(1000);
            v.widen(1000); // a new file renamed over this one: its lock is taken before the rename
            ask.println();
            assertThat(answer.readLine()).as("after widening").isEqualTo("held");
            assertThat(v.width()).isEqualTo(2);
            assertThat(v.get(999)).isEqualTo(999 % 200);
            v.close();
            ask.println();
            assertThat(answer.readLine()).as("after close").isEqualTo("free");
        } finally {
            other.destroy();
        }
    }

    @Test
    void aLinkOrANonRegularFileIsRefused() throws IOException {
        Path target = dir.resolve("target");
        Files.writeString(target, "not values");
        Path link = Files.createSymbolicLink(dir.resolve("link.values"), target);
        assertThatThrownBy(() -> MappedValues.open(link, "kayles", 9, 1)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("is a symbolic link");
        assertThat(Files.readString(target)).isEqualTo("not values");
        assertThatThrownBy(() -> MappedValues.open(dir, "kayles", 9, 1)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("is a directory");
    }

    /** A values file of Kayles-like values g(h) = h % 7 for heaps 0..999, 900 committed, in blocks of 64 bytes. */
    private Path committed(String name, int width) throws IOException {
        Path file = dir.resolve(name);
        try (MappedValues v = MappedValues.open(file, "kayles", 999, width, 64)) {
            for (int i = 0; i < 1000; i++) {
                v.set(i, i % 7);
            }
            v.commit(900);
        }
        return file;
    }

    private static void flipByte(Path file, long at) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ByteBuffer b = ByteBuffer.allocate(1);
            c.read(b, at);
            b.put(0, (byte) (b.get(0) ^ 0x10)).rewind();
            c.write(b, at);
        }
    }

    @Test
    void aValueChangedInAFinishedBlockOrInTheTailIsFoundOnOpening() throws IOException {
        Path file = committed("blocks.values", 1);
        flipByte(file, MappedValues.HEADER + 130); // heap 130, in the third block of 64
        assertThatThrownBy(() -> MappedValues.open(file, "kayles", 999, 1, 64)).isInstanceOf(BadInputException.class)
                .hasMessage("the values file " + file + " is damaged: heaps 128 to 191 do not match their checksum;"
                        + " delete it and blocks.values.sums beside it to start over");
        flipByte(file, MappedValues.HEADER + 130);
        flipByte(file, MappedValues.HEADER + 899); // the last finished heap, in the part-filled block 896..959
        assertThatThrownBy(() -> MappedValues.open(file, "kayles", 999, 1, 64)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("heaps 896 to 899 do not match their checksum");
        flipByte(file, MappedValues.HEADER + 899);
        flipByte(file, MappedValues.HEADER + 950); // not finished: a run may have written it, and will again
        try (MappedValues v = MappedValues.open(file, "kayles", 999, 1, 64)) {
            assertThat(v.finished()).isEqualTo(900);
            assertThat(v.get(899)).isEqualTo(899 % 7);
        }
    }

    @Test
    void aFileWithoutSumsGetsThemAndIsCheckedFromThenOn() throws IOException {
        Path file = committed("old.values", 1);
        Files.delete(ValueSums.of(file)); // as a file written before the sums were kept
        try (MappedValues v = MappedValues.open(file, "kayles", 999, 1, 64)) {
            assertThat(v.finished()).isEqualTo(900);
        }
        assertThat(ValueSums.of(file)).exists();
        flipByte(file, MappedValues.HEADER + 5);
        assertThatThrownBy(() -> MappedValues.open(file, "kayles", 999, 1, 64)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("heaps 0 to 63 do not match their checksum");
    }

    @Test
    void sumsAheadOfTheCountAreARunKilledBetweenTheTwoAndOpen() throws IOException {
        Path file = committed("ahead.values", 1);
        putLong(file, 16, 300); // the count as it was before the last commit's store
        try (MappedValues v = MappedValues.open(file, "kayles", 999, 1, 64)) {
            assertThat(v.finished()).isEqualTo(300);
            v.commit(700);
        }
        try (MappedValues v = MappedValues.open(file, "kayles", 999, 1, 64)) {
            assertThat(v.finished()).isEqualTo(700);
        }
        flipByte(file, MappedValues.HEADER + 650);
        assertThatThrownBy(() -> MappedValues.open(file, "kayles", 999, 1, 64)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("heaps 640 to 699 do not match their checksum");
    }

    @Test
    void aWidenedFileKeepsItsValuesChecked() throws IOException {
        Path file = dir.resolve("wide.values");
        try (MappedValues v = MappedValues.open(file, "kayles", 999, 1, 64)) {
            for (int i = 0; i < 500; i++) {
                v.set(i, i % 7);
            }
            v.commit(500);
            v.widen(500);
            v.set(500, 300);
            v.commit(501);
        }
        try (MappedValues v = MappedValues.open(file, "kayles", 999, 1, 64)) {
            assertThat(v.width()).isEqualTo(2);
            assertThat(v.get(499)).isEqualTo(499 % 7);
            assertThat(v.get(500)).isEqualTo(300);
        }
        flipByte(file, MappedValues.HEADER + 2 * 40);
        assertThatThrownBy(() -> MappedValues.open(file, "kayles", 999, 1, 64)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("heaps 32 to 63 do not match their checksum");
    }
}

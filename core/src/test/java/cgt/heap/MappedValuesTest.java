package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
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
}

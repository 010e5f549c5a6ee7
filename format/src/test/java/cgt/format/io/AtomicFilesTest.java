package cgt.format.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file or folder written through AtomicFiles is all there or not there, and no temporary is left behind. */
class AtomicFilesTest {

    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void replaceWritesTheWholeContentAndLeavesNoTemporary() throws IOException {
        Path file = dir.resolve("rows.tsv");
        AtomicFiles.replace(file, "a\tb\n");
        AtomicFiles.replace(file, "c\td\n");
        assertThat(file).hasContent("c\td\n");
        AtomicFiles.replace(file, out -> {
            out.write(ByteBuffer.wrap("é".getBytes(StandardCharsets.UTF_8)));
            out.write(ByteBuffer.wrap(new byte[] {'!'}));
        });
        assertThat(Files.readString(file)).isEqualTo("é!");
        assertThat(names()).containsExactly("rows.tsv");
    }

    @Test
    void aFailedWriteLeavesTheOldFileAsItWas() throws IOException {
        Path file = dir.resolve("checkpoint");
        AtomicFiles.replace(file, "old");
        assertThatThrownBy(() -> AtomicFiles.replace(file, out -> {
            out.write(ByteBuffer.wrap("half of the new".getBytes(StandardCharsets.UTF_8)));
            throw new IOException("disk full");
        })).isInstanceOf(IOException.class).hasMessage("disk full");
        assertThat(file).hasContent("old");
        assertThat(names()).containsExactly("checkpoint");
    }

    @Test
    void aPlantedLinkIsReplacedNotFollowed() throws IOException {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Path file = dir.resolve("out.txt");
        Files.createSymbolicLink(file, victim);
        AtomicFiles.replace(file, "mine");
        assertThat(Files.isSymbolicLink(file)).isFalse();
        assertThat(file).hasContent("mine");
        assertThat(victim).hasContent("precious");
    }

    @Test
    void leftoversOfKilledWritersAreDeletedAndNothingElse() throws IOException {
        Path file = dir.resolve("grundy.ckpt");
        Path left = Files.writeString(dir.resolve(".grundy.ckpt.0123456789abcdef.tmp"), "torn");
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Path link = Files.createSymbolicLink(dir.resolve(".grundy.ckpt.fedcba9876543210.tmp"), victim);
        Path other = Files.writeString(dir.resolve(".grundy.ckpt.mine.tmp"), "someone else's");
        Path otherTarget = Files.writeString(dir.resolve(".other.0123456789abcdef.tmp"), "another file's");
        AtomicFiles.removeLeftovers(file);
        assertThat(left).doesNotExist();
        assertThat(Files.exists(link, LinkOption.NOFOLLOW_LINKS)).isFalse();
        assertThat(victim).hasContent("precious");
        assertThat(other).hasContent("someone else's");
        assertThat(otherTarget).hasContent("another file's");
    }

    @Test
    void aFolderAppearsWholeAndIsNeverReplaced() throws IOException {
        Path cache = dir.resolve("cache").resolve("key");
        AtomicFiles.createFolder(cache, tmp -> {
            Files.writeString(tmp.resolve("A.class"), "a");
            Files.writeString(tmp.resolve("B.class"), "b");
        });
        try (Stream<Path> files = Files.list(cache)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("A.class", "B.class");
        }
        Files.writeString(cache.resolve("A.class"), "first");
        assertThatThrownBy(() -> AtomicFiles.createFolder(cache, tmp -> Files.writeString(tmp.resolve("A.class"),
                "second"))).isInstanceOf(FileAlreadyExistsException.class);
        assertThat(cache.resolve("A.class")).hasContent("first");
        try (Stream<Path> files = Files.list(cache.getParent())) {
            assertThat(files.map(p -> p.getFileName().toString()).toList()).as("no temporary folder left")
                    .containsExactly("key");
        }
    }

    @Test
    void aFolderWhoseFillingFailsLeavesNothing() throws IOException {
        Path cache = dir.resolve("key");
        assertThatThrownBy(() -> AtomicFiles.createFolder(cache, tmp -> {
            Files.writeString(tmp.resolve("A.class"), "a");
            throw new IOException("cannot write B");
        })).hasMessage("cannot write B");
        assertThat(names()).isEmpty();
    }
}

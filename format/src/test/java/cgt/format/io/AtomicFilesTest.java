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
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
        Path left = old(Files.writeString(dir.resolve(".grundy.ckpt.0123456789abcdef.tmp"), "torn"));
        Path fresh = Files.writeString(dir.resolve(".grundy.ckpt.00112233aabbccdd.tmp"), "just created");
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Path link = Files.createSymbolicLink(dir.resolve(".grundy.ckpt.fedcba9876543210.tmp"), victim);
        Path other = Files.writeString(dir.resolve(".grundy.ckpt.mine.tmp"), "someone else's");
        Path otherTarget = Files.writeString(dir.resolve(".other.0123456789abcdef.tmp"), "another file's");
        AtomicFiles.removeLeftovers(file);
        assertThat(left).doesNotExist();
        assertThat(fresh).as("changed within the last minute: maybe a writer about to lock it").exists();
        assertThat(Files.exists(link, LinkOption.NOFOLLOW_LINKS)).isFalse();
        assertThat(victim).hasContent("precious");
        assertThat(other).hasContent("someone else's");
        assertThat(otherTarget).hasContent("another file's");
    }

    @Test
    void aSecondRunOnTheSameTargetLeavesTheFirstRunsTemporaryFileAlone() throws Exception {
        Path file = dir.resolve("grundy.ckpt");
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch cleaned = new CountDownLatch(1);
        ExecutorService first = Executors.newSingleThreadExecutor();
        try {
            Future<?> write = first.submit(() -> {
                AtomicFiles.replace(file, out -> {
                    out.write(ByteBuffer.wrap("first run's values".getBytes(StandardCharsets.UTF_8)));
                    writing.countDown();
                    try {
                        cleaned.await();
                    } catch (InterruptedException e) {
                        throw new IOException(e);
                    }
                });
                return null;
            });
            writing.await();
            Path temp;
            try (Stream<Path> files = Files.list(dir)) {
                temp = files.filter(p -> p.getFileName().toString().endsWith(".tmp")).findFirst().orElseThrow();
            }
            old(temp); // as if the first run had been writing for minutes
            AtomicFiles.removeLeftovers(file); // the second run starts
            assertThat(temp).as("the first run's file, still being written").exists();
            cleaned.countDown();
            write.get();
            assertThat(file).hasContent("first run's values");
        } finally {
            cleaned.countDown();
            first.shutdownNow();
        }
    }

    /** Dates the file back past the age under which a temporary file is never taken for a leftover. */
    private static Path old(Path p) throws IOException {
        Files.setLastModifiedTime(p, FileTime.from(Instant.now().minusSeconds(AtomicFiles.LEFTOVER_AGE_SECONDS + 60)));
        return p;
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

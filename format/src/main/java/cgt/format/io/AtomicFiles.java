package cgt.format.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.HexFormat;
import java.util.stream.Stream;

/**
 * Files written whole or not at all: the content goes to a temporary file (or folder) beside the target, which is
 * then renamed into place, so that a reader, or a run killed at any moment (even by {@code kill -9}), sees either
 * what was there before or all of the new content, never a torn file. The checkpoint of a long Grundy run, the
 * survey's rows and table, and the cache of compiled rules files are written so.
 */
public final class AtomicFiles {

    private static final SecureRandom RANDOM = new SecureRandom();
    /** Hex digits of randomness in a temporary file's name. */
    private static final int RANDOM_DIGITS = 16;
    /** The longest part of the target's name a temporary name repeats (names stay within the system's limit). */
    private static final int NAME_KEPT = 100;
    /** A temporary file changed more recently than this may belong to a writer that has not locked it yet. */
    static final int LEFTOVER_AGE_SECONDS = 60;

    private AtomicFiles() {
    }

    /** What goes into the file: written to the channel of the temporary file, which is forced to disk after. */
    @FunctionalInterface
    public interface Content {
        void writeTo(FileChannel out) throws IOException;
    }

    /** What goes into the folder: files written into the temporary folder it is given. */
    @FunctionalInterface
    public interface FolderContent {
        void writeInto(Path folder) throws IOException;
    }

    /**
     * Replaces the target with the content, atomically where the file system can rename atomically (elsewhere by
     * a plain rename over it). The temporary file is created exclusively beside the target under a name no one can
     * guess ({@code .NAME.RANDOM.tmp}), never through a link another user may have planted, and is forced to disk
     * before the rename. When anything fails, the target is as it was and the temporary file is gone.
     */
    public static void replace(Path target, Content content) throws IOException {
        Path temp = target.resolveSibling(tempName(target));
        try {
            // CREATE_NEW fails rather than open a file or follow a link that is already there.
            try (FileChannel out = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS)) {
                // Held while the content is written, and the file is fresh until it is renamed: removeLeftovers of
                // another run on the same target (two runs given one checkpoint) sees a writer at work and leaves it.
                out.lock();
                content.writeTo(out);
                out.force(true);
            }
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Replaces the target with the text in UTF-8, as {@link #replace(Path, Content)} does. */
    public static void replace(Path target, String text) throws IOException {
        replace(target, out -> writeAll(out, ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8))));
    }

    /**
     * Deletes the temporary files that writers of this target killed while writing left beside it (each as big
     * as the target may be). Only names of exactly the form {@link #replace(Path, Content)} gives are touched,
     * and a link is deleted, not followed. A file that a live writer still holds (its lock, taken as it is created)
     * or that was changed in the last {@value #LEFTOVER_AGE_SECONDS} seconds (a writer between creating it and
     * locking it) is another run's work in progress and is left alone. Failures are ignored: the files only take
     * room.
     */
    public static void removeLeftovers(Path target) {
        Path dir = target.toAbsolutePath().getParent();
        String prefix = tempPrefix(target);
        try (DirectoryStream<Path> left = Files.newDirectoryStream(dir, entry -> {
            String n = entry.getFileName().toString();
            return n.length() == prefix.length() + RANDOM_DIGITS + 4 && n.startsWith(prefix) && n.endsWith(".tmp")
                    && n.substring(prefix.length(), prefix.length() + RANDOM_DIGITS).chars().allMatch(
                            c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
        })) {
            for (Path p : left) {
                removeIfAbandoned(p);
            }
        } catch (IOException | RuntimeException e) {
            // Nothing is lost but room on the disk.
        }
    }

    private static void removeIfAbandoned(Path p) throws IOException {
        BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (!a.isRegularFile()) {
            if (a.isSymbolicLink()) {
                Files.deleteIfExists(p); // a writer never makes a link: planted, and deleted without following it
            }
            return;
        }
        if (a.lastModifiedTime().toInstant().isAfter(Instant.now().minusSeconds(LEFTOVER_AGE_SECONDS))) {
            return;
        }
        try (FileChannel c = FileChannel.open(p, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            FileLock lock;
            try {
                lock = c.tryLock();
            } catch (OverlappingFileLockException e) {
                return; // a writer in this very process
            }
            if (lock != null) {
                Files.deleteIfExists(p); // deleted while locked: no writer can have taken it up in between
            }
        }
    }

    /**
     * Creates the target folder with the content: filled under a hidden temporary name beside it, then renamed
     * into place in one atomic step, so that no reader sees half of it. A folder already there is never replaced.
     * The temporary folder is deleted when anything fails.
     *
     * @throws FileAlreadyExistsException when the target exists (another writer was first)
     * @throws AtomicMoveNotSupportedException when the file system cannot rename the folder atomically
     */
    public static void createFolder(Path target, FolderContent content) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        Path temp = Files.createTempDirectory(parent, ".tmp-");
        try {
            content.writeInto(temp);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                throw e;
            } catch (IOException e) {
                // Another writer was first between the check above and here (the rename refuses a folder that is
                // not empty, saying so in the system's words): said the same way as when it was there before.
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    throw new FileAlreadyExistsException(target.toString());
                }
                throw e;
            }
            temp = null;
        } finally {
            if (temp != null) {
                deleteQuietly(temp);
            }
        }
    }

    /** Writes the whole buffer (from its position to its limit). */
    private static void writeAll(FileChannel out, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            out.write(buffer);
        }
    }

    /** A name beside the target that no one can guess: ".NAME.RANDOM.tmp", the name cut short if long. */
    private static String tempName(Path target) {
        byte[] random = new byte[RANDOM_DIGITS / 2];
        RANDOM.nextBytes(random);
        return tempPrefix(target) + HexFormat.of().formatHex(random) + ".tmp";
    }

    private static String tempPrefix(Path target) {
        String name = target.getFileName().toString();
        return "." + (name.length() > NAME_KEPT ? name.substring(0, NAME_KEPT) : name) + ".";
    }

    /** Deletes a temporary folder of files (no subfolders); what cannot be deleted is left, hidden. */
    private static void deleteQuietly(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Files.deleteIfExists(p);
            }
            Files.deleteIfExists(folder);
        } catch (IOException | RuntimeException e) {
            // left behind: a hidden temporary folder
        }
    }
}

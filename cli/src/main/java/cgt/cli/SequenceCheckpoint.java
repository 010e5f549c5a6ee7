package cgt.cli;

import cgt.format.io.AtomicFiles;
import cgt.heap.GrundySequence;
import cgt.input.BadInputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.CRC32C;

/**
 * The checkpoint file of a long Grundy sequence run: the game's name and the finished values g(0..k-1),
 * with checksums, so that a run resumes only from values that are exactly what an earlier run of the same
 * game computed.
 *
 * <p>Format (all integers big-endian):
 * <pre>
 *   the 24 bytes "cgt grundy checkpoint 2\n"
 *   u16  length of the game's name, then the name in UTF-8
 *   u8   width: bytes per value, 2 (every value below 65536) or 4
 *   i64  count k of values
 *   u32  CRC32C of the header so far (from the first byte), so that a damaged name is not taken for another
 *        game's
 *   k values g(0..k-1), each an unsigned integer of the width (below 2^31 if 4 bytes)
 *   u32  CRC32C of everything before it
 * </pre>
 * A file is trusted only if both checksums match and its length is exactly what the header implies (checked
 * before anything is allocated for the values); otherwise it is refused as damaged, and so is a file of an
 * earlier format, which had no checksum. Checksums say only that a file is as its writer left it; a run that
 * resumes also recomputes a sample of the values from the rule ({@link cgt.heap.SampleCheck}), so that a file
 * written with valid checksums by something else is not trusted.
 *
 * <p>A new checkpoint is written to a fresh file beside the old one, created exclusively under a random name
 * (never following a link another user may have planted), flushed to the disk and then renamed over the
 * old one ({@link AtomicFiles#replace(Path, AtomicFiles.Content)}): a run killed at any moment, even by
 * {@code kill -9}, leaves either the previous checkpoint or the new one, never a torn one. A write that fails (a
 * full disk, an unwritable directory) leaves the previous checkpoint as it was; the temporary files of runs killed
 * while writing are deleted by the next run.
 */
final class SequenceCheckpoint {

    private static final byte[] MAGIC = "cgt grundy checkpoint 2\n".getBytes(StandardCharsets.US_ASCII);
    private static final String OLD_MAGIC = "cgt grundy checkpoint 1\n";
    /** The longest game name a header can hold (its length is two bytes). */
    private static final int MAX_NAME = 0xFFFF;
    /** The most values a checkpoint is read back with: as many as an array holds. */
    static final long MAX_COUNT = Integer.MAX_VALUE - 8;
    private static final int BUFFER = 1 << 20;

    private final Path file;
    private final String game;

    SequenceCheckpoint(Path file, String game) {
        this.file = file;
        this.game = game;
    }

    Path file() {
        return file;
    }

    /**
     * The values saved for this game, if the file exists: g(0..min(k-1, upTo)), where the file holds k
     * values (all k are read, for the checksum). Refuses a file that is not an intact checkpoint of this game.
     */
    Optional<GrundySequence> load(int upTo) {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = in.size();
            CRC32C crc = new CRC32C();
            ByteBuffer head = ByteBuffer.allocate(MAGIC.length + 2 + MAX_NAME + 1 + 8 + 4);
            readFully(in, head, Math.min(head.capacity(), size));
            head.flip();
            byte[] magic = new byte[Math.min(MAGIC.length, head.remaining())];
            head.get(magic);
            String text = new String(magic, StandardCharsets.ISO_8859_1);
            if (text.equals(OLD_MAGIC)) {
                throw refused("was written by an earlier version of cgt, without a checksum; delete it to start"
                        + " again", "cli.checkpoint.oldVersion");
            }
            if (!text.equals(new String(MAGIC, StandardCharsets.ISO_8859_1))) {
                throw refused("is not a cgt grundy checkpoint; give a new file name, or the file an earlier 'cgt"
                        + " grundy ... --checkpoint' run wrote", "cli.checkpoint.notOne");
            }
            if (head.remaining() < 2) {
                throw damaged("cut short", "cutShort");
            }
            int nameLength = Short.toUnsignedInt(head.getShort());
            if (head.remaining() < nameLength + 1 + 8 + 4) {
                throw damaged("cut short", "cutShort");
            }
            byte[] name = new byte[nameLength];
            head.get(name);
            int width = Byte.toUnsignedInt(head.get());
            long count = head.getLong();
            int headerLength = head.position();
            crc.update(head.array(), 0, headerLength);
            if ((int) crc.getValue() != head.getInt()) {
                throw damaged("its header does not match its checksum", "headerChecksum");
            }
            if ((width != 2 && width != 4) || count < 1 || count > Long.MAX_VALUE / 8) {
                throw damaged("its header is garbled", "headerGarbled");
            }
            long expected = headerLength + 4 + count * width + 4;
            if (size != expected) {
                throw damaged(String.format(Locale.ROOT, "it is %d bytes long, and %d values of %d bytes make %d",
                        size, count, width, expected), "length", size, count, width, expected);
            }
            if (count > MAX_COUNT) {
                throw refused("holds " + count + " values, more than cgt can read back", "cli.checkpoint.tooMany", count);
            }
            String savedGame = new String(name, StandardCharsets.UTF_8);
            if (!game.equals(savedGame)) {
                throw refused("holds values of " + savedGame + ", not of " + game + "; give another file",
                        "cli.checkpoint.otherGame", savedGame, game);
            }
            crc.update(head.array(), headerLength, 4);
            int keep = (int) Math.min(count, (long) upTo + 1);
            char[] small = width == 2 ? new char[keep] : null;
            int[] large = width == 4 ? new int[keep] : null;
            ByteBuffer buffer = ByteBuffer.allocate(BUFFER);
            in.position(headerLength + 4);
            long i = 0;
            while (i < count) {
                buffer.clear();
                readFully(in, buffer, Math.min(BUFFER, (count - i) * width));
                buffer.flip();
                crc.update(buffer.array(), 0, buffer.limit());
                while (buffer.hasRemaining()) {
                    if (i < keep) {
                        if (width == 2) {
                            small[(int) i] = buffer.getChar();
                        } else {
                            int v = buffer.getInt();
                            if (v < 0) {
                                throw damaged("it holds a negative value", "negative");
                            }
                            large[(int) i] = v;
                        }
                    } else {
                        buffer.position(buffer.position() + width);
                    }
                    i++;
                }
            }
            ByteBuffer sum = ByteBuffer.allocate(4);
            readFully(in, sum, 4);
            if ((int) crc.getValue() != sum.getInt(0)) {
                throw damaged("its values do not match its checksum", "valuesChecksum");
            }
            return Optional.of(width == 2 ? GrundySequence.wrap(small) : GrundySequence.wrap(large));
        } catch (IOException e) {
            throw new BadInputException("cannot read --checkpoint " + file + ": " + e.getMessage(),
                    "cli.checkpoint.cannotRead", List.of(file, String.valueOf(e.getMessage())));
        }
    }

    /**
     * Replaces the file with the given values, atomically; on failure the file is left as it was and the
     * exception says why. The last checkpoint of an interrupted run is written after the interrupt, which
     * would close the file under it: the thread's interrupt status is set aside during the write (and the
     * write tried again if an interrupt comes in the middle), then restored.
     */
    void save(GrundySequence done) throws IOException {
        boolean interrupted = Thread.interrupted();
        try {
            write(done);
        } catch (ClosedByInterruptException e) {
            interrupted |= Thread.interrupted();
            write(done);
        } finally {
            boolean interruptedSince = Thread.interrupted(); // asked in any case: it clears the flag
            if (interrupted || interruptedSince) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void write(GrundySequence done) throws IOException {
        int count = done.lastHeap() + 1;
        int max = 0;
        for (int i = 0; i < count; i++) {
            max = Math.max(max, done.get(i));
        }
        int width = max <= Character.MAX_VALUE ? 2 : 4;
        byte[] name = game.getBytes(StandardCharsets.UTF_8);
        if (name.length > MAX_NAME) {
            throw new IOException("the game's name is longer than " + MAX_NAME + " bytes");
        }
        AtomicFiles.replace(file, out -> {
            CRC32C crc = new CRC32C();
            ByteBuffer header = ByteBuffer.allocate(MAGIC.length + 2 + name.length + 1 + 8 + 4);
            header.put(MAGIC).putShort((short) name.length).put(name).put((byte) width).putLong(count);
            crc.update(header.array(), 0, header.position());
            header.putInt((int) crc.getValue());
            crc.update(header.array(), header.capacity() - 4, 4);
            writeAll(out, header);
            ByteBuffer buffer = ByteBuffer.allocate(BUFFER);
            for (int i = 0; i < count; i++) {
                if (!buffer.hasRemaining()) {
                    crc.update(buffer.array(), 0, buffer.position());
                    writeAll(out, buffer);
                }
                if (width == 2) {
                    buffer.putChar((char) done.get(i));
                } else {
                    buffer.putInt(done.get(i));
                }
            }
            crc.update(buffer.array(), 0, buffer.position());
            writeAll(out, buffer);
            buffer.putInt((int) crc.getValue());
            writeAll(out, buffer);
        });
    }

    /**
     * Deletes the temporary files that runs killed while writing this checkpoint left beside it (each as big
     * as the checkpoint); see {@link AtomicFiles#removeLeftovers}.
     */
    void removeLeftovers() {
        AtomicFiles.removeLeftovers(file);
    }

    private static void writeAll(FileChannel out, ByteBuffer buffer) throws IOException {
        buffer.flip();
        while (buffer.hasRemaining()) {
            out.write(buffer);
        }
        buffer.clear();
    }

    /** Reads exactly {@code bytes} bytes into the buffer (the file's length was checked before). */
    private void readFully(FileChannel in, ByteBuffer buffer, long bytes) throws IOException {
        buffer.limit(buffer.position() + (int) bytes);
        while (buffer.hasRemaining()) {
            if (in.read(buffer) < 0) {
                throw damaged("cut short", "cutShort");
            }
        }
    }

    /** The file is damaged: {@code why} in English, the message cli.checkpoint.damaged.KIND in the run's language. */
    private BadInputException damaged(String why, String kind, Object... more) {
        return refused("is damaged (" + why + "); delete it to start again", "cli.checkpoint.damaged." + kind, more);
    }

    /** The file cannot be used: "--checkpoint FILE " and {@code why} in English, the message {@code key} (FILE first). */
    private BadInputException refused(String why, String key, Object... more) {
        List<Object> args = new ArrayList<>(List.of(file));
        args.addAll(Arrays.asList(more));
        return new BadInputException("--checkpoint " + file + " " + why, key, args);
    }
}

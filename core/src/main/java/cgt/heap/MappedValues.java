package cgt.heap;

import cgt.input.BadInputException;
import cgt.task.Cancellation;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;

/**
 * A table of Grundy values g(0..) in a memory-mapped file, for runs longer than the Java heap holds, and its
 * own checkpoint. The file is a header of {@value #HEADER} bytes, then one value a heap in 1 or 2 bytes
 * (little-endian), heap 0 first. The header holds the game and the width, with a CRC of both, and how many heaps
 * are finished; {@link #commit} forces the values first and then the count, so whatever kills the process, the
 * header never counts a heap whose value is not on disk. The count is left out of the CRC and written as one
 * aligned 8-byte store, so that a run killed while it commits leaves the old count or the new one, both true:
 * with the count under the CRC, a kill between the two stores left a header refused as damaged.
 *
 * <p>The values are checksummed in blocks in a file beside this one ({@link ValueSums}, {@code FILE.sums}), written
 * before the count at each commit and checked when the file is opened, so that a run never resumes from values that
 * changed on the disk after it wrote them.
 *
 * <p>A single {@link MappedByteBuffer} is indexed by {@code int}, so the values are mapped in chunks of
 * {@value #CHUNK_BYTES} bytes.
 *
 * <pre>
 * offset  0  8 bytes  "CGTGVAL1"
 *         8  4 bytes  width: bytes a value (1 or 2)
 *        12  4 bytes  length of the game's name in UTF-8
 *        16  8 bytes  finished heaps: g(0..finished-1) are final
 *        24  8 bytes  CRC-32 of bytes 0..15 and of the name (files written before 2026-11-26: of bytes 0..23
 *                     and the name; such a file's CRC is rewritten the new way when it is opened)
 *        32           the game's name
 * </pre>
 */
public final class MappedValues implements AutoCloseable {

    static final int HEADER = 4096;
    static final int CHUNK_BYTES = 1 << 30;
    private static final byte[] MAGIC = "CGTGVAL1".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_NAME = HEADER - 32;

    private final Path file;
    private final String game;
    private int width;
    private FileChannel channel;
    private MappedByteBuffer header;
    private MappedByteBuffer[] chunks;
    /** The CRCs of the values, by blocks, in the file beside this one. */
    private ValueSums sums;
    /** Heaps the file has room for. */
    private long capacity;
    /** Heaps counted as finished in the header on disk. */
    private long finished;

    private MappedValues(Path file, String game, int width, FileChannel channel, long finished) throws IOException {
        this.file = file;
        this.game = game;
        this.width = width;
        this.channel = channel;
        this.header = channel.map(FileChannel.MapMode.READ_WRITE, 0, HEADER);
        this.header.order(ByteOrder.LITTLE_ENDIAN);
        this.finished = finished;
        this.chunks = new MappedByteBuffer[0];
        this.capacity = 0;
    }

    /**
     * Opens the values file of {@code game}, made to hold heaps 0..last at least: a new one (values {@code width}
     * bytes wide) if the file is missing or empty, else the one there, whatever its width.
     *
     * @throws BadInputException if the file holds another game's values, its header is damaged, another run
     *     has it open (a lock on the file, released when the run ends however it ends), or it is not a regular file
     *     (a symbolic link is refused, as a checkpoint is never written through one: whoever planted it would
     *     choose what is overwritten; a directory, FIFO or device cannot be mapped)
     */
    public static MappedValues open(Path file, String game, long last, int width) throws IOException {
        return open(file, game, last, width, ValueSums.DEFAULT_BLOCK_BYTES);
    }

    /**
     * As {@link #open(Path, String, long, int)}, new checksums made of blocks of {@code sumBlockBytes} (a power of
     * two up to the mapped chunk, so that a block lies in one chunk; the tests make them small).
     */
    static MappedValues open(Path file, String game, long last, int width, int sumBlockBytes) throws IOException {
        if (width != 1 && width != 2) {
            throw new IllegalArgumentException("width " + width);
        }
        byte[] name = game.getBytes(StandardCharsets.UTF_8);
        if (name.length > MAX_NAME) {
            throw new IllegalArgumentException("game name too long");
        }
        requireRegularIfPresent(file);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        try {
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                throw new BadInputException("the values file " + file + " is in use by another run; wait for it to"
                        + " end, or name another file with --values-file");
            }
            long size = channel.size();
            MappedValues values;
            if (size == 0) {
                values = new MappedValues(file, game, width, channel, 0);
                values.writeHeader(0);
                values.header.force();
            } else {
                int[] stored = readHeader(channel, file, game);
                values = new MappedValues(file, game, stored[0], channel, readFinished(channel));
                values.writeHeader(values.finished); // the same header, its CRC the current way
                values.header.force();
            }
            values.ensureCapacity(Math.max(last + 1, values.finished));
            values.sums = ValueSums.open(file, values.width, sumBlockBytes);
            values.checkSums();
            return values;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * Checks every finished value against its block's checksum (the finished part of the last block too, unless a
     * run was killed between writing the sums and the count); for a file that had no sums, makes them.
     */
    private void checkSums() throws IOException {
        int block = sums.blockBytes();
        long bytes = finished * width;
        long whole = bytes / block;
        if (sums.fresh()) {
            for (long b = 0; b < whole; b++) {
                Cancellation.check();
                sums.append(crc(b * block, (b + 1) * block));
            }
            sums.tail(bytes, crc(whole * block, bytes));
            sums.force();
            return;
        }
        if (sums.blocks() < whole) {
            throw damaged("its checksums (" + ValueSums.of(file) + ") stop at heap " + sums.blocks() * block / width
                    + ", and its header counts " + finished + " heaps finished");
        }
        for (long b = 0; b < whole; b++) {
            Cancellation.check();
            if (crc(b * block, (b + 1) * block) != sums.block(b)) {
                throw damaged("heaps " + b * block / width + " to " + ((b + 1) * block / width - 1) + " do not match"
                        + " their checksum");
            }
        }
        sums.keep(whole);
        long[] tail = sums.tail();
        if (tail[0] == bytes && Integer.toUnsignedLong(crc(whole * block, bytes)) != tail[1]) {
            throw damaged("heaps " + whole * block / width + " to " + (finished - 1) + " do not match their checksum");
        }
    }

    private BadInputException damaged(String why) {
        return new BadInputException("the values file " + file + " is damaged: " + why + "; delete it and "
                + ValueSums.of(file).getFileName() + " beside it to start over");
    }

    /** The CRC-32C of the values' bytes [from, to), which lie in one mapped chunk. */
    private int crc(long from, long to) {
        CRC32C c = new CRC32C();
        if (to > from) {
            MappedByteBuffer chunk = chunks[(int) (from >>> 30)];
            int offset = (int) (from & (CHUNK_BYTES - 1));
            c.update(chunk.slice(offset, (int) (to - from)));
        }
        return (int) c.getValue();
    }

    private static void requireRegularIfPresent(Path file) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return;
        }
        if (!a.isRegularFile()) {
            String kind = a.isSymbolicLink() ? "a symbolic link" : a.isDirectory() ? "a directory"
                    : "a FIFO, device or socket";
            throw new BadInputException("the values file " + file + " is " + kind + ", not a regular file; name a"
                    + " regular file with --values-file");
        }
    }

    /** Checks the header: returns {width}; refuses a file that is not a values file of this game. */
    private static int[] readHeader(FileChannel channel, Path file, String game) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(HEADER).order(ByteOrder.LITTLE_ENDIAN);
        channel.read(b, 0);
        b.flip();
        String what = "the values file " + file;
        if (b.limit() < 32) {
            throw new BadInputException(what + " is too short to be one (" + b.limit() + " bytes); move it away or"
                    + " name another file with --values-file");
        }
        byte[] magic = new byte[MAGIC.length];
        b.get(0, magic);
        if (!Arrays.equals(magic, MAGIC)) {
            throw new BadInputException(what + " is not a cgt values file; move it away or name another file with"
                    + " --values-file");
        }
        int width = b.getInt(8);
        int nameLength = b.getInt(12);
        long finished = b.getLong(16);
        long crc = b.getLong(24);
        if (nameLength < 0 || nameLength > MAX_NAME || b.limit() < 32 + nameLength
                || (crc != crc(b, nameLength) && crc != countedCrc(b, nameLength))
                || (width != 1 && width != 2) || finished < 0
                || finished > (channel.size() - HEADER) / width) {
            throw new BadInputException(what + " has a damaged header (its check sum or fields do not match);"
                    + " delete it to start over");
        }
        byte[] name = new byte[nameLength];
        b.get(32, name);
        String stored = new String(name, StandardCharsets.UTF_8);
        if (!stored.equals(game)) {
            throw new BadInputException(what + " holds values of " + stored + ", not of " + game + "; name another"
                    + " file with --values-file");
        }
        return new int[] {width};
    }

    private static long readFinished(FileChannel channel) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        channel.read(b, 16);
        return b.getLong(0);
    }

    /** The CRC of the magic, the width, the name's length and the name: everything but the count. */
    private static long crc(ByteBuffer b, int nameLength) {
        CRC32 c = new CRC32();
        c.update(b.duplicate().position(0).limit(16));
        c.update(b.duplicate().position(32).limit(32 + nameLength));
        return c.getValue();
    }

    /** The CRC as files written before 2026-11-26 have it, the count included; read, never written. */
    private static long countedCrc(ByteBuffer b, int nameLength) {
        CRC32 c = new CRC32();
        c.update(b.duplicate().position(0).limit(24));
        c.update(b.duplicate().position(32).limit(32 + nameLength));
        return c.getValue();
    }

    private void writeHeader(long count) {
        byte[] name = game.getBytes(StandardCharsets.UTF_8);
        header.put(0, MAGIC);
        header.putInt(8, width);
        header.putInt(12, name.length);
        header.putLong(16, count);
        header.put(32, name);
        header.putLong(24, crc(header, name.length));
    }

    /** Makes room for {@code heaps} values (the file grows sparse; pages are written as values are). */
    private void ensureCapacity(long heaps) throws IOException {
        if (heaps <= capacity) {
            return;
        }
        long bytes = heaps * width;
        if (channel.size() < HEADER + bytes) {
            // One zero byte at the new end grows the file sparse, through the locked channel: a second descriptor
            // (a RandomAccessFile) would drop the POSIX lock of the whole process when it was closed.
            channel.write(ByteBuffer.allocate(1), HEADER + bytes - 1);
        }
        int count = (int) ((bytes + CHUNK_BYTES - 1) / CHUNK_BYTES);
        MappedByteBuffer[] mapped = new MappedByteBuffer[count];
        for (int c = 0; c < count; c++) {
            long offset = (long) c * CHUNK_BYTES;
            mapped[c] = channel.map(FileChannel.MapMode.READ_WRITE, HEADER + offset,
                    Math.min(CHUNK_BYTES, bytes - offset));
            mapped[c].order(ByteOrder.LITTLE_ENDIAN);
        }
        chunks = mapped;
        capacity = bytes / width;
    }

    /** The file. */
    public Path file() {
        return file;
    }

    /** The game whose values these are. */
    public String game() {
        return game;
    }

    /** Bytes a value: 1 or 2. */
    public int width() {
        return width;
    }

    /** The largest value this width holds. */
    public int maxValue() {
        return width == 1 ? 0xFF : 0xFFFF;
    }

    /** How many heaps the header counts as finished: g(0..finished()-1) are final. */
    public long finished() {
        return finished;
    }

    /** Heaps the file has room for. */
    public long capacity() {
        return capacity;
    }

    /** g(i). */
    public int get(long i) {
        long at = i * width;
        MappedByteBuffer chunk = chunks[(int) (at >>> 30)];
        int offset = (int) (at & (CHUNK_BYTES - 1));
        return width == 1 ? chunk.get(offset) & 0xFF : chunk.getChar(offset);
    }

    /** Sets g(i) to v, which must fit the width. */
    public void set(long i, int v) {
        long at = i * width;
        MappedByteBuffer chunk = chunks[(int) (at >>> 30)];
        int offset = (int) (at & (CHUNK_BYTES - 1));
        if (width == 1) {
            chunk.put(offset, (byte) v);
        } else {
            chunk.putChar(offset, (char) v);
        }
    }

    /** Copies g(from..from+length-1) into dst[0..length). */
    public void read(long from, char[] dst, int length) {
        int done = 0;
        while (done < length) {
            long at = (from + done) * width;
            int c = (int) (at >>> 30);
            int offset = (int) (at & (CHUNK_BYTES - 1));
            int n = Math.min(length - done, (chunks[c].limit() - offset) / width);
            MappedByteBuffer chunk = chunks[c];
            if (width == 2) {
                chunk.asCharBuffer().get(offset >>> 1, dst, done, n);
            } else {
                for (int k = 0; k < n; k++) {
                    dst[done + k] = (char) (chunk.get(offset + k) & 0xFF);
                }
            }
            done += n;
        }
    }

    /**
     * Makes g(0..count-1) the finished values on disk: forces the values written since the last commit, then
     * the header that counts them.
     */
    public void commit(long count) throws IOException {
        long from = Math.min(finished, count) * width;
        long to = count * width;
        while (from < to) {
            int c = (int) (from >>> 30);
            int offset = (int) (from & (CHUNK_BYTES - 1));
            int n = (int) Math.min(to - from, chunks[c].limit() - offset);
            chunks[c].force(offset, n);
            from += n;
        }
        // The last commit of an interrupted run comes with the interrupt still set, which would close the sums'
        // channel at its first write: it is cleared while the sums are written, and set again after.
        boolean interrupted = Thread.interrupted();
        try {
            int block = sums.blockBytes();
            long whole = to / block;
            sums.keep(whole);
            for (long b = sums.blocks(); b < whole; b++) {
                sums.append(crc(b * block, (b + 1) * block));
            }
            sums.tail(to, crc(whole * block, to));
            sums.force(); // before the count: every heap counted finished is covered by a sum on the disk
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        header.putLong(16, count); // one aligned store: a kill leaves the old count or this one
        header.force();
        finished = count;
    }

    /**
     * Makes the values two bytes wide, for a value that outgrew one: g(0..count-1) are copied into a new file
     * that then replaces this one (until the replacement, a killed run leaves this file as it was), committed. The
     * new file's locked channel becomes this one's, and the old channel is closed only after the rename, so that the
     * name always leads to a locked file: no other run can take it over in between.
     */
    public void widen(long count) throws IOException {
        if (width == 2) {
            throw new IllegalStateException("already two bytes wide");
        }
        Path wide = widening(file);
        Files.deleteIfExists(wide);
        Files.deleteIfExists(ValueSums.of(wide));
        char[] block = new char[1 << 16];
        MappedValues w = open(wide, game, capacity - 1, 2, sums.blockBytes());
        try {
            for (long i = 0; i < count; i += block.length) {
                int n = (int) Math.min(block.length, count - i);
                read(i, block, n);
                for (int k = 0; k < n; k++) {
                    w.set(i + k, block[k]);
                }
            }
            w.commit(count);
            // The sums first: a run killed between the two renames leaves narrow values beside wide sums, which are
            // taken for a widening's and made again from the values, never the other way round.
            Files.move(ValueSums.of(wide), ValueSums.of(file), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
            Files.move(wide, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            w.close();
            throw e;
        }
        close();
        width = w.width;
        channel = w.channel;
        header = w.header;
        chunks = w.chunks;
        capacity = w.capacity;
        finished = w.finished;
        sums = w.sums;
    }

    /** Deletes the wider copy (and its checksums) that a run killed while widening left beside the values file. */
    public static void removeWidening(Path file) throws IOException {
        Files.deleteIfExists(widening(file));
        Files.deleteIfExists(ValueSums.of(widening(file)));
    }

    /** Where {@link #widen} builds the wider file next to the values file. */
    public static Path widening(Path file) {
        return file.resolveSibling(file.getFileName() + ".widening");
    }

    @Override
    public void close() throws IOException {
        chunks = new MappedByteBuffer[0];
        try {
            if (sums != null) {
                sums.close();
            }
        } finally {
            channel.close();
        }
    }
}

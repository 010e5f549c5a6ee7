package cgt.heap;

import cgt.input.BadInputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * The checksums of a values file's data, block by block, in a file beside it ({@code FILE.sums}): the header's CRC
 * covers only the game and the width, so without these a run resumed from values that the disk, or a hand, had
 * changed (a run of zeros where a page was lost) and computed on from them, every later value wrong.
 *
 * <p>A block is {@link #blockBytes} bytes of values; each finished block's CRC-32C is stored once, in order, and the
 * finished part of the last block has its own CRC in the header. {@link MappedValues#commit} writes the sums and
 * forces them before the count in the values file's header, so that every heap the count calls finished is covered.
 * A run killed in between leaves sums ahead of the count: the blocks beyond the count are dropped when the file is
 * opened, and only then is the tail's sum unknown (it is not checked that once).
 *
 * <pre>
 * offset  0  8 bytes  "CGTSUMS1"
 *         8  4 bytes  width of the values (1 or 2): sums of another width are a widening's, killed half-way
 *        12  4 bytes  bytes a block
 *        16  8 bytes  bytes of values the tail's CRC covers (from the start of the data)
 *        24  4 bytes  CRC-32C of the finished part of the last block
 *        28  4 bytes  (zero)
 *        32           CRC-32C of each finished block, 4 bytes each
 * </pre>
 * All integers little-endian.
 */
final class ValueSums implements AutoCloseable {

    /** Bytes of values a sum covers: the check on opening reads every finished byte once, at the disk's speed. */
    static final int DEFAULT_BLOCK_BYTES = 1 << 20;
    private static final byte[] MAGIC = "CGTSUMS1".getBytes(StandardCharsets.US_ASCII);
    private static final int HEADER = 32;

    private final FileChannel channel;
    private final int blockBytes;
    /** Finished blocks whose sums are stored. */
    private long blocks;
    /** Whether the file was made now, for values already there: its sums are computed, not checked. */
    private final boolean fresh;

    private ValueSums(FileChannel channel, int blockBytes, long blocks, boolean fresh) {
        this.channel = channel;
        this.blockBytes = blockBytes;
        this.blocks = blocks;
        this.fresh = fresh;
    }

    /** Where the sums of a values file are kept. */
    static Path of(Path values) {
        return values.resolveSibling(values.getFileName() + ".sums");
    }

    /**
     * Opens the sums of the values file, of values {@code width} bytes wide; makes them anew (empty, {@link #fresh})
     * when there are none (a new file, or one written before sums were kept) or when they are of another width.
     */
    static ValueSums open(Path values, int width, int blockBytes) throws IOException {
        Path file = of(values);
        if (Files.isSymbolicLink(file) || (Files.exists(file) && !Files.isRegularFile(file))) {
            throw new BadInputException("the checksums of the values file, " + file + ", are not a regular file;"
                    + " move it away");
        }
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        try {
            ByteBuffer head = ByteBuffer.allocate(HEADER).order(ByteOrder.LITTLE_ENDIAN);
            channel.read(head, 0);
            byte[] magic = Arrays.copyOf(head.array(), MAGIC.length);
            if (channel.size() >= HEADER && Arrays.equals(magic, MAGIC) && head.getInt(8) == width
                    && head.getInt(12) > 0) {
                int stored = head.getInt(12);
                return new ValueSums(channel, stored, (channel.size() - HEADER) / 4, false);
            }
            channel.truncate(0);
            ByteBuffer h = ByteBuffer.allocate(HEADER).order(ByteOrder.LITTLE_ENDIAN);
            h.put(MAGIC).putInt(width).putInt(blockBytes).putLong(0).putInt(0).putInt(0).flip();
            writeFully(channel, h, 0);
            return new ValueSums(channel, blockBytes, 0, true);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** Bytes of values each sum covers. */
    int blockBytes() {
        return blockBytes;
    }

    /** Whether these sums were made on opening, for values that had none: they are computed, there is nothing to check. */
    boolean fresh() {
        return fresh;
    }

    /** Finished blocks with a stored sum. */
    long blocks() {
        return blocks;
    }

    /** The stored sum of block b, below {@link #blocks()}. */
    int block(long b) throws IOException {
        ByteBuffer one = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN);
        readFully(channel, one, HEADER + 4 * b);
        return one.getInt(0);
    }

    /** Bytes the tail's sum covers, and the sum, as {bytes, crc}. */
    long[] tail() throws IOException {
        ByteBuffer t = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
        readFully(channel, t, 16);
        return new long[] {t.getLong(0), Integer.toUnsignedLong(t.getInt(8))};
    }

    /** Keeps the sums of the first {@code count} blocks only (those beyond are of values not yet counted finished). */
    void keep(long count) throws IOException {
        if (count < blocks) {
            channel.truncate(HEADER + 4 * count);
            blocks = count;
        }
    }

    /** Appends the sum of the next block. */
    void append(int crc) throws IOException {
        ByteBuffer one = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(0, crc);
        writeFully(channel, one, HEADER + 4 * blocks);
        blocks++;
    }

    /** Sets the tail's sum: the CRC of the values' bytes from the last whole block to {@code bytes}. */
    void tail(long bytes, int crc) throws IOException {
        ByteBuffer t = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN).putLong(0, bytes).putInt(8, crc);
        writeFully(channel, t, 16);
    }

    /** Forces the sums to the disk: done before the count that relies on them. */
    void force() throws IOException {
        channel.force(false);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    private static void writeFully(FileChannel c, ByteBuffer b, long at) throws IOException {
        while (b.hasRemaining()) {
            at += c.write(b, at);
        }
    }

    private static void readFully(FileChannel c, ByteBuffer b, long at) throws IOException {
        while (b.hasRemaining()) {
            int n = c.read(b, at);
            if (n < 0) {
                throw new BadInputException("the checksums of the values file are cut short; delete the values file"
                        + " and its .sums to start over");
            }
            at += n;
        }
    }
}

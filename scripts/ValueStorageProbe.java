import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Random;

/**
 * How much a value table kept outside the Java heap would cost the engine's hottest loop (the full scan of
 * two-heap splits, {@code want[g(a) ^ g(m - a)]} for a = 1..m/2), against the char[] it uses today: the
 * same loop over a char[], over a char[] behind an interface, over one memory-mapped file, and over a file
 * mapped in segments of 1 GiB (what tables beyond 2 GiB would need). Prints each variant's time per pair
 * and its ratio to the char[], best of several rounds taken in one run (so a busy machine affects them
 * alike). Run: java scripts/ValueStorageProbe.java [log2 of the table size, default 24]
 */
public final class ValueStorageProbe {

    interface Table {
        int get(long i);
    }

    static final class ArrayTable implements Table {
        final char[] v;

        ArrayTable(char[] v) {
            this.v = v;
        }

        @Override
        public int get(long i) {
            return v[(int) i];
        }
    }

    static final class SegmentTable implements Table {
        static final int SHIFT = 29; // 2^29 values of 2 bytes: 1 GiB a segment
        final MappedByteBuffer[] segments;

        SegmentTable(MappedByteBuffer[] segments) {
            this.segments = segments;
        }

        @Override
        public int get(long i) {
            return segments[(int) (i >>> SHIFT)].getChar((int) (i & ((1 << SHIFT) - 1)) << 1);
        }
    }

    static int scanArray(char[] g, boolean[] want, int m) {
        int hits = 0;
        for (int a = 1; a <= m >>> 1; a++) {
            if (want[(g[a] ^ g[m - a]) & 0xFFFF]) {
                hits++;
            }
        }
        return hits;
    }

    static int scanTable(Table g, boolean[] want, int m) {
        int hits = 0;
        for (int a = 1; a <= m >>> 1; a++) {
            if (want[(g.get(a) ^ g.get(m - a)) & 0xFFFF]) {
                hits++;
            }
        }
        return hits;
    }

    static int scanSegments(SegmentTable g, boolean[] want, int m) {
        int hits = 0;
        for (int a = 1; a <= m >>> 1; a++) {
            if (want[(g.get(a) ^ g.get(m - a)) & 0xFFFF]) {
                hits++;
            }
        }
        return hits;
    }

    static int scanMapped(MappedByteBuffer g, boolean[] want, int m) {
        int hits = 0;
        for (int a = 1; a <= m >>> 1; a++) {
            if (want[(g.getChar(a << 1) ^ g.getChar((m - a) << 1)) & 0xFFFF]) {
                hits++;
            }
        }
        return hits;
    }

    public static void main(String[] args) throws IOException {
        int bits = args.length > 0 ? Integer.parseInt(args[0]) : 24;
        int n = 1 << bits;
        Random random = new Random(12);
        char[] g = new char[n];
        for (int i = 0; i < n; i++) {
            g[i] = (char) random.nextInt(256);
        }
        boolean[] want = new boolean[1 << 16];
        want[1000] = true; // never found: every pair is looked at, as in a full scan that fails
        Path file = Files.createTempFile("values", ".bin");
        file.toFile().deleteOnExit();
        MappedByteBuffer mapped;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            mapped = ch.map(FileChannel.MapMode.READ_WRITE, 0, 2L * n);
        }
        mapped.order(ByteOrder.nativeOrder());
        for (int i = 0; i < n; i++) {
            mapped.putChar(i << 1, g[i]);
        }
        Table array = new ArrayTable(g);
        SegmentTable segments = new SegmentTable(new MappedByteBuffer[] {mapped});
        String[] names = {"char[]", "char[] behind an interface", "one mapped file", "mapped segments"};
        double[] best = new double[4];
        java.util.Arrays.fill(best, Double.MAX_VALUE);
        int scans = 16;
        long pairs = 0;
        for (int round = 0; round < 7; round++) {
            for (int variant = 0; variant < 4; variant++) {
                long t0 = System.nanoTime();
                int hits = 0;
                pairs = 0;
                for (int s = 0; s < scans; s++) {
                    int m = n - 1 - s;
                    pairs += m >>> 1;
                    hits += switch (variant) {
                        case 0 -> scanArray(g, want, m);
                        case 1 -> scanTable(array, want, m);
                        case 2 -> scanMapped(mapped, want, m);
                        default -> scanSegments(segments, want, m);
                    };
                }
                double ns = (System.nanoTime() - t0) / (double) pairs;
                if (hits != 0) {
                    throw new AssertionError();
                }
                best[variant] = Math.min(best[variant], ns);
            }
        }
        System.out.printf("table of 2^%d values, %d pairs a round, best of 7 rounds%n", bits, pairs);
        for (int v = 0; v < 4; v++) {
            System.out.printf("%-28s %.3f ns a pair, %.2f x char[]%n", names[v], best[v], best[v] / best[0]);
        }
    }
}

package cgt.heap;

import java.util.Arrays;

/**
 * What a rare/common run records about its full scans so that a run going on from it can settle heaps from
 * the period at once: for every heap, how far into the splits its scans had to look (the smaller piece),
 * rounded up to one byte; and the mask the record holds under, with the first heap computed under it.
 * Opaque outside the engine; it holds a byte per heap, which the run that made it no longer changes.
 */
public final class ScanRecord {

    /** The byte for a heap whose scans are not known (it came from a checkpoint): never settles a later heap. */
    static final byte UNKNOWN = (byte) 255;

    private final byte[] covered;
    private final int mask;
    private final int maskSince;

    ScanRecord(byte[] covered, int mask, int maskSince) {
        this.covered = covered;
        this.mask = mask;
        this.maskSince = maskSince;
    }

    /** The mask of rare values the recorded scans worked with. */
    int mask() {
        return mask;
    }

    /** The first heap computed under {@link #mask()}. */
    int maskSince() {
        return maskSince;
    }

    /** The record's bytes in an array for heaps 0..length-1, those beyond {@code known} to be filled in. */
    static byte[] carry(ScanRecord record, int known, int length) {
        byte[] bytes = new byte[length];
        int kept = record == null ? 0 : Math.min(known, record.covered.length);
        if (kept > 0) {
            System.arraycopy(record.covered, 0, bytes, 0, kept);
        }
        Arrays.fill(bytes, kept, Math.min(known, length), UNKNOWN);
        return bytes;
    }

    /**
     * The byte for a scan that looked at smaller pieces up to {@code a}: exact below 32, then with four bits
     * of mantissa, rounded up (a recorded prefix may be longer than needed, never shorter).
     */
    static byte encode(int a) {
        if (a < 32) {
            return (byte) a;
        }
        int e = 27 - Integer.numberOfLeadingZeros(a); // a >> e is in [16, 32)
        int mantissa = (a + (1 << e) - 1) >>> e;
        if (mantissa == 32) {
            mantissa = 16;
            e++;
        }
        int code = 32 + (e - 1) * 16 + (mantissa - 16);
        return code >= 255 ? UNKNOWN : (byte) code;
    }

    /** The prefix a byte stands for; Integer.MAX_VALUE for {@link #UNKNOWN}. */
    static int decode(byte b) {
        int code = b & 0xFF;
        if (code < 32) {
            return code;
        }
        if (code == 255) {
            return Integer.MAX_VALUE;
        }
        int e = (code - 32) / 16 + 1;
        return (16 + (code - 32) % 16) << e;
    }
}

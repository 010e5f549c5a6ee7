package cgt.heap;

import java.util.Arrays;

/**
 * What a rare/common run leaves to a run that goes on from it, so that the next run starts where it stopped
 * rather than going over the whole table again: how often each value occurs (for choosing the mask), the
 * mask with its rare heaps and the first heap computed under it, and, for rules whose heaps can be settled
 * from the period, how far into the splits every heap's scans had to look (the smaller piece), rounded up to
 * one byte. Opaque outside the engine; the run that made it no longer changes it. Public only because
 * {@link GrundyEngine.Result} carries it to a run that continues: it has no public member.
 */
public final class ScanRecord {

    /** The byte for a heap whose scans are not known (it came from a checkpoint): never settles a later heap. */
    static final byte UNKNOWN = (byte) 255;

    private final int length;
    private final int[] valueCounts;
    private final int mask;
    private final int[] rareHeaps;
    private final int maskSince;
    private final byte[] covered;

    /**
     * A record of a run that computed g(0..length-1): {@code valueCounts[v]} heaps from 1 on have value v;
     * the rare heaps under {@code mask} are the first {@code rareCount} of {@code rareHeaps}, in ascending
     * order; {@code covered} is null for rules that are not settled from the period.
     */
    ScanRecord(int length, int[] valueCounts, int mask, int[] rareHeaps, int rareCount, int maskSince,
            byte[] covered) {
        this.length = length;
        this.valueCounts = valueCounts;
        this.mask = mask;
        this.rareHeaps = Arrays.copyOf(rareHeaps, rareCount);
        this.maskSince = maskSince;
        this.covered = covered;
    }

    /** How many heaps the record describes: g(0..length-1). */
    int length() {
        return length;
    }

    /** Writes into {@code counts} how many of heaps 1..length-1 have each value; returns the largest value. */
    int copyValueCounts(int[] counts) {
        System.arraycopy(valueCounts, 0, counts, 0, valueCounts.length);
        return valueCounts.length - 1;
    }

    /** How many heaps are rare under {@link #mask()}. */
    int rareCount() {
        return rareHeaps.length;
    }

    /** The rare heaps under {@link #mask()}, in ascending order, in a new array of the given length. */
    int[] copyRareHeaps(int length) {
        return Arrays.copyOf(rareHeaps, length);
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
        int kept = record == null || record.covered == null ? 0 : Math.min(known, record.covered.length);
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

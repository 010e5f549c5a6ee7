package cgt.misere.quotient;

import java.util.Arrays;

/**
 * The pairs (element, set of the elements of its options) of the words of a candidate quotient, in the order they
 * were first met, with a hash index. A word's pair is all that matters about it: the pair of a sum is computed from
 * the pairs of its parts, and whether the word is a misère P-position is decided by its pair's option set. Each
 * pair remembers the pair it was made from and the heap added, so that a failing word can be read back.
 */
final class PairStore {

    /** Longs per option set (one bit per element of the candidate). */
    final int words;
    int count;
    int[] elem = new int[64];
    /** Each pair's hash, kept so that growing the index or forgetting pairs need not read the sets again. */
    private int[] hashes = new int[64];
    long[] bits;
    int[] parent = new int[64];
    int[] heap = new int[64];
    private int[] slots = new int[128];

    PairStore(int size) {
        this.words = Math.max(1, (size + 63) >>> 6);
        this.bits = new long[64 * words];
    }

    /** How many longs the option sets hold: the store's memory, for the bounds. */
    long longs() {
        return (long) count * words;
    }

    /**
     * Adds the pair (e, b), made from pair {@code from} by adding heap {@code h}, unless the store has it already.
     *
     * @return the new pair's index, or -1 when the pair was there
     */
    int addIfNew(int e, long[] b, int from, int h) {
        int hash = hash(e, b, 0);
        int mask = slots.length - 1;
        int i = hash & mask;
        while (slots[i] != 0) {
            int idx = slots[i] - 1;
            if (hashes[idx] == hash && elem[idx] == e
                    && Arrays.equals(bits, idx * words, idx * words + words, b, 0, words)) {
                return -1;
            }
            i = (i + 1) & mask;
        }
        if (count == elem.length) {
            int n = count * 2;
            elem = Arrays.copyOf(elem, n);
            hashes = Arrays.copyOf(hashes, n);
            parent = Arrays.copyOf(parent, n);
            heap = Arrays.copyOf(heap, n);
            bits = Arrays.copyOf(bits, n * words);
        }
        int idx = count++;
        elem[idx] = e;
        hashes[idx] = hash;
        System.arraycopy(b, 0, bits, idx * words, words);
        parent[idx] = from;
        heap[idx] = h;
        if (2 * count > slots.length) {
            rehash(slots.length * 2);
        } else {
            slots[i] = idx + 1; // the free slot the search ended on
        }
        return idx;
    }

    /**
     * Forgets every pair from {@code keep} on, as if it had never been added (the pairs of an element that failed
     * its check). Removing the newest first leaves a valid table: with linear probing a pair's probe passed over only
     * slots taken before it, so clearing the slots of later pairs breaks no earlier pair's probe.
     */
    void truncate(int keep) {
        int mask = slots.length - 1;
        for (int idx = count - 1; idx >= keep; idx--) {
            int i = hashes[idx] & mask;
            while (slots[i] != idx + 1) {
                i = (i + 1) & mask;
            }
            slots[i] = 0;
        }
        count = Math.min(count, keep);
    }

    private void rehash(int size) {
        slots = new int[size];
        for (int i = 0; i < count; i++) {
            insert(i);
        }
    }

    private void insert(int idx) {
        int mask = slots.length - 1;
        int i = hashes[idx] & mask;
        while (slots[i] != 0) {
            i = (i + 1) & mask;
        }
        slots[i] = idx + 1;
    }

    private int hash(int e, long[] b, int from) {
        long h = e * 0x9E3779B97F4A7C15L;
        for (int i = 0; i < words; i++) {
            h = (h ^ b[from + i]) * 0xC2B2AE3D27D4EB4FL;
        }
        return (int) (h ^ (h >>> 31));
    }

    /** The word of pair idx, as how many of each heap (index = heap size). */
    int[] word(int idx, int maxHeap) {
        int[] counts = new int[maxHeap + 1];
        for (int i = idx; i >= 0 && parent[i] >= 0; i = parent[i]) {
            counts[heap[i]]++;
        }
        return counts;
    }
}

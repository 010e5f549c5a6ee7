package cgt.impartial;

import cgt.task.TooBigException;
import java.util.Arrays;

/**
 * The Grundy values of parts that their rules write as numbers ({@link cgt.rules.ImpartialRules#packedKey}): a
 * table from a non-negative {@code long} to an {@code int}, kept in two primitive arrays, so that remembering a
 * part costs twelve bytes or so and no object, and a look-up hashes a number instead of calling {@code equals} on a
 * position.
 *
 * <p>Open addressing with linear probing, at most half full (it doubles past that); a removal shifts the entries
 * after it back, so that no tombstone is left behind. The caller bounds the number of entries (the solver's limit of
 * positions); the table only holds them. Not thread-safe.
 */
final class PackedValues {

    /** What {@link #get} returns for a key that is not in the table. */
    static final int ABSENT = Integer.MIN_VALUE;

    /** Marks a free slot: every key is non-negative. */
    private static final long FREE = -1;

    private long[] keys;
    private int[] values;
    private int size;

    PackedValues() {
        keys = new long[1 << 10];
        values = new int[keys.length];
        Arrays.fill(keys, FREE);
    }

    /** How many keys the table holds. */
    int size() {
        return size;
    }

    /** The value stored under {@code key}, or {@link #ABSENT}. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == FREE) {
                return ABSENT;
            }
        }
    }

    /**
     * Stores {@code value} under {@code key}, replacing what was there.
     *
     * @throws IllegalArgumentException for a negative key (the rules broke {@code packedKey}'s contract)
     */
    void put(long key, int value) {
        if (key < 0) {
            throw new IllegalArgumentException("a packed key is never negative: " + key);
        }
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != FREE) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        size++;
        if (2 * size > keys.length) {
            grow();
        }
    }

    /** Forgets {@code key} and its value, if the table holds it. */
    void remove(long key) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != key) {
            if (keys[i] == FREE) {
                return;
            }
            i = (i + 1) & mask;
        }
        // Backward shift: move up every later entry of the run that would no longer be found past the hole.
        int hole = i;
        for (int j = (hole + 1) & mask; keys[j] != FREE; j = (j + 1) & mask) {
            int home = slot(keys[j], mask);
            // j's entry may fill the hole when its home is not strictly between the hole and j (cyclically).
            if (((j - home) & mask) >= ((j - hole) & mask)) {
                keys[hole] = keys[j];
                values[hole] = values[j];
                hole = j;
            }
        }
        keys[hole] = FREE;
        size--;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        if (oldKeys.length >= 1 << 30) {
            throw new TooBigException("the Sprague-Grundy solver's table of packed parts holds " + size
                    + " parts and cannot grow further; ask for fewer positions");
        }
        keys = new long[oldKeys.length * 2];
        values = new int[keys.length];
        Arrays.fill(keys, FREE);
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != FREE) {
                int i = slot(oldKeys[j], mask);
                while (keys[i] != FREE) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }

    /** The home slot of a key: the keys games make are often consecutive or sparse bit patterns, so mix them. */
    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }
}

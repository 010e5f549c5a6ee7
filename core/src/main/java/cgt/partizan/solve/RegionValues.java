package cgt.partizan.solve;

import cgt.partizan.CanonicalGame;
import cgt.task.Cancellation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * An endgame table of Domineering: the canonical value of every region ({@link Region}) of at most {@link #cells()}
 * squares, keyed by normal form, so that a search can look a small region's value up instead of searching it.
 * Immutable; safe to share between threads.
 *
 * <p>It is built level by level: the value of a region of n squares is {@code {L | R}}, where each of Left's
 * options is a vertical domino placed and the squares left fall into regions of fewer squares, whose values the
 * levels below give and whose sum is the option ({@link #valueFromSmaller}). The survey
 * {@code cgt survey domineering-regions:N} does this on Spark and writes the table; {@code cgt solve --regions}
 * reads it.
 */
public final class RegionValues {

    /** The table of no regions. */
    public static final RegionValues NONE = new RegionValues(0, Map.of());

    /** Keys of the open-addressing table: a normal region's drawing; its columns, 0 for an empty slot. */
    private final long[] drawings;
    private final byte[] columns;
    private final CanonicalGame[] values;
    private final int mask;
    private final int cells;
    private final int size;

    private RegionValues(int cells, Map<Region, CanonicalGame> entries) {
        this.cells = cells;
        this.size = entries.size();
        int capacity = Integer.highestOneBit(Math.max(16, entries.size() * 2 + 1)) * 2;
        this.drawings = new long[capacity];
        this.columns = new byte[capacity];
        this.values = new CanonicalGame[capacity];
        this.mask = capacity - 1;
        entries.forEach((region, value) -> {
            int slot = slot(region.cols(), region.cells());
            drawings[slot] = region.cells();
            columns[slot] = (byte) region.cols();
            values[slot] = value;
        });
    }

    /**
     * A table of the given regions' values.
     *
     * @param cells the most squares of a region in it: every region that small must be there (a search takes a
     *     region it lacks to be bigger)
     * @param entries normal regions (see {@link Region}) and their values
     * @throws IllegalArgumentException for a region not in normal form or with more than {@code cells} squares
     */
    public static RegionValues of(int cells, Map<Region, CanonicalGame> entries) {
        if (cells < 0 || cells > Region.MAX_CELLS) {
            throw new IllegalArgumentException("a table of regions of 0 to " + Region.MAX_CELLS + " squares, not " + cells);
        }
        for (Region r : entries.keySet()) {
            if (r.size() > cells || !r.isNormal()) {
                throw new IllegalArgumentException("region " + r + " is not a normal region of at most " + cells
                        + " squares");
            }
        }
        return new RegionValues(cells, entries);
    }

    /** The most squares of a region the table holds. */
    public int cells() {
        return cells;
    }

    /** How many regions the table holds. */
    public int size() {
        return size;
    }

    private int slot(int cols, long drawing) {
        long h = (drawing ^ (long) cols << 58) * 0x9E3779B97F4A7C15L;
        int slot = (int) (h >>> 40) & mask;
        while (columns[slot] != 0 && (columns[slot] != cols || drawings[slot] != drawing)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** The value of a normal region, or null when the table does not hold it. */
    private CanonicalGame normalValue(Region normal) {
        int slot = slot(normal.cols(), normal.cells());
        return columns[slot] == 0 ? null : values[slot];
    }

    /** The value of a region in any drawing (the normal form's, negated where it is transposed), or null if absent. */
    public CanonicalGame value(Region region) {
        if (region.size() > cells) {
            return null;
        }
        Region.Normal n = region.normal();
        CanonicalGame v = normalValue(n.region());
        return v == null || !n.negated() ? v : v.negate();
    }

    /** The value of the connected squares {@code squares} of a board {@code boardCols} wide, or null if absent. */
    public CanonicalGame valueOfSquares(long squares, int boardCols) {
        int n = Long.bitCount(squares);
        if (n > cells) {
            return null;
        }
        return n < 2 ? CanonicalGame.zero() : value(Region.cropped(squares, boardCols));
    }

    /** Every entry, normal regions in their order ({@link Region#compareTo}). */
    public void forEach(BiConsumer<Region, CanonicalGame> action) {
        TreeMap<Region, CanonicalGame> sorted = new TreeMap<>();
        for (int i = 0; i < columns.length; i++) {
            if (columns[i] != 0) {
                int cols = columns[i];
                long d = drawings[i];
                int rows = (63 - Long.numberOfLeadingZeros(d)) / cols + 1;
                sorted.put(new Region(rows, cols, d), values[i]);
            }
        }
        sorted.forEach(action);
    }

    /**
     * The value of a region from the values of smaller regions: {@code {L | R}}, each option the sum of the values
     * of the regions a domino placed leaves.
     *
     * @param region a region (any drawing)
     * @param smaller the values of regions of fewer squares (any drawing; {@link #value} of a table that holds them)
     */
    public static CanonicalGame valueFromSmaller(Region region, Function<Region, CanonicalGame> smaller) {
        return CanonicalGame.of(options(region, true, smaller), options(region, false, smaller));
    }

    private static Collection<CanonicalGame> options(Region region, boolean left,
            Function<Region, CanonicalGame> smaller) {
        Set<CanonicalGame> out = new LinkedHashSet<>();
        long domino = left ? 1L | 1L << region.cols() : 3L;
        long placements = left ? region.verticalPlacements() : region.horizontalPlacements();
        for (long m = placements; m != 0; m &= m - 1) {
            long rest = region.cells() & ~(domino << Long.numberOfTrailingZeros(m));
            CanonicalGame sum = CanonicalGame.zero();
            for (Region part : region.components(rest)) {
                if (part.size() >= 2) {
                    CanonicalGame v = smaller.apply(part);
                    if (v == null) {
                        throw new IllegalStateException("no value for region " + part + " of " + region);
                    }
                    sum = sum.plus(v);
                }
            }
            out.add(sum);
        }
        return out;
    }

    /** Every normal region of {@code n} squares (n at least 1), in their order, each of those of n - 1 grown. */
    public static List<Region> regionsOfSize(int n, List<Region> smaller) {
        if (n == 1) {
            return List.of(new Region(1, 1, 1));
        }
        Set<Region> found = new HashSet<>();
        for (Region r : smaller) {
            found.addAll(r.grown());
        }
        Region[] sorted = found.toArray(new Region[0]);
        Arrays.sort(sorted);
        return new ArrayList<>(Arrays.asList(sorted));
    }

    /**
     * The whole table up to {@code cells} squares, computed here level by level on one thread: for tests and small
     * tables (the survey distributes the same levels on Spark).
     */
    public static RegionValues computed(int cells) {
        Map<Region, CanonicalGame> entries = new HashMap<>();
        List<Region> level = List.of();
        for (int n = 1; n <= cells; n++) {
            level = regionsOfSize(n, level);
            RegionValues below = new RegionValues(n - 1, entries);
            for (Region r : level) {
                entries.put(r, n < 2 ? CanonicalGame.zero() : valueFromSmaller(r, below::value));
            }
            Cancellation.check();
        }
        return of(cells, entries);
    }
}

package cgt.heap;

import cgt.rules.ImpartialRules;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;

/**
 * The heap framework as impartial rules: a position is a row of heaps ({@link Heaps}), a move changes one heap by
 * the game's {@link HeapRule}, and the parts of a row are its single heaps. The rule stays the fast path: the
 * sequence engines call it directly, heap by heap, and these rules are what the general solvers, the analysis and
 * play walk (the options of a heap listed from it, each as the single heaps the move leaves, and a heap packed as
 * its size for the Sprague-Grundy solver's table).
 *
 * <p>Immutable, and as safe to share between threads as its rule.
 */
public final class HeapRowRules implements ImpartialRules<Heaps> {

    private final String name;
    private final HeapRule rule;

    /**
     * @param name the game's name, for messages
     * @param rule what one heap can become in one move
     */
    public HeapRowRules(String name, HeapRule rule) {
        this.name = name;
        this.rule = rule;
    }

    /** The rule of one heap. */
    public HeapRule rule() {
        return rule;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String syntax() {
        return "heap sizes, one per argument: 3 4 5";
    }

    /** Every row one move leads to: one heap replaced by what a move of the rule leaves of it (0 for nothing). */
    @Override
    public List<Heaps> moves(Heaps row) {
        List<Heaps> result = new ArrayList<>();
        for (int i = 0; i < row.count(); i++) {
            for (int[] move : HeapMoves.of(rule, heapIndex(row.size(i)))) {
                result.add(row.replace(i, widened(move)));
            }
        }
        return result;
    }

    /** The single heaps of the row. */
    @Override
    public List<Heaps> parts(Heaps row) {
        return row.singles();
    }

    /**
     * A single heap packed as its size (every size is a distinct non-negative number); a row of several heaps is
     * not a part, and is not packed.
     */
    @Override
    public long packedKey(Heaps part) {
        return part.isSingle() ? part.size(0) : NOT_PACKED;
    }

    /**
     * The moves of one heap, each as the single heaps it leaves (a move that leaves nothing as the heap 0), listed
     * from the rule without making a row per move; the same as the default from {@link #moves} and {@link #parts}.
     */
    @Override
    public List<List<Heaps>> options(Heaps part) {
        if (!part.isSingle()) {
            return ImpartialRules.super.options(part);
        }
        List<int[]> moves = HeapMoves.of(rule, heapIndex(part.size(0)));
        List<List<Heaps>> result = new ArrayList<>(moves.size());
        for (int[] move : moves) {
            if (move.length == 0) {
                result.add(List.of(Heaps.of(0)));
                continue;
            }
            List<Heaps> left = new ArrayList<>(move.length);
            for (int h : move) {
                left.add(Heaps.of(h));
            }
            result.add(left);
        }
        return result;
    }

    private int heapIndex(long heap) {
        if (heap > Integer.MAX_VALUE) {
            throw new TooBigException("a heap of " + heap + " in " + name + " is too large to list its moves (at most "
                    + Integer.MAX_VALUE + " tokens)");
        }
        return (int) heap;
    }

    private static long[] widened(int[] heaps) {
        long[] wide = new long[heaps.length];
        for (int i = 0; i < heaps.length; i++) {
            wide[i] = heaps[i];
        }
        return wide;
    }
}

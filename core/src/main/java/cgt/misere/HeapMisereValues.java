package cgt.misere;

import cgt.heap.HeapMoves;
import cgt.heap.HeapRule;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Misère canonical forms of the heaps 0..n of a heap game, heap by heap: a heap's form is the form of the game whose
 * options are the sums of the parts each move leaves. From the forms come each heap's genus and misère Grundy value.
 *
 * <p>Forms of wild games grow fast (Kayles' forms past heap 30 or so hold hundreds of thousands of positions), so the
 * run is bounded by a {@link MisereGame.Budget}: past it, the heap being computed is refused with a
 * {@link TooBigException} that names it, after every smaller heap has been handed over.
 */
public final class HeapMisereValues {

    private HeapMisereValues() {
    }

    /** Receives each heap's form as soon as it is known, heap 0 first. */
    @FunctionalInterface
    public interface Sink {
        void accept(int heap, MisereGame form);
    }

    /**
     * Computes the forms of heaps 0..n in order, handing each to {@code sink} as it is found.
     *
     * @throws TooBigException when a heap's form grows past the budget; the heaps before it have been handed over
     */
    public static void compute(HeapRule rule, String gameName, int n, MisereGame.Budget budget, Progress progress,
            Sink sink) {
        List<MisereGame> forms = new ArrayList<>(n + 1);
        for (int h = 0; h <= n; h++) {
            Cancellation.check();
            progress.report("misère canonical forms, heaps", h, n + 1L);
            MisereGame form;
            try {
                form = formOf(rule, h, forms, budget);
            } catch (TooBigException e) {
                throw new TooBigException(String.format(Locale.ROOT, "the misère canonical form of heap %d of %s is"
                        + " too big to compute: %s", h, gameName, e.getMessage()), "tooBig.misere.heap",
                        List.of(h, gameName, e));
            }
            forms.add(form);
            sink.accept(h, form);
        }
        progress.report("misère canonical forms, heaps", n + 1L, n + 1L);
    }

    /** The forms of heaps 0..n. */
    public static List<MisereGame> forms(HeapRule rule, String gameName, int n, MisereGame.Budget budget) {
        List<MisereGame> out = new ArrayList<>(n + 1);
        compute(rule, gameName, n, budget, Progress.NONE, (h, f) -> out.add(f));
        return out;
    }

    private static MisereGame formOf(HeapRule rule, int heap, List<MisereGame> smaller, MisereGame.Budget budget) {
        List<MisereGame> options = new ArrayList<>();
        for (int[] move : HeapMoves.of(rule, heap)) {
            MisereGame sum = MisereGame.ZERO;
            for (int part : move) {
                if (part >= heap) {
                    throw new IllegalArgumentException("a move from heap " + heap + " leaves a heap of " + part);
                }
                sum = sum.plus(smaller.get(part), budget);
            }
            options.add(sum);
        }
        return MisereGame.of(options, budget);
    }
}

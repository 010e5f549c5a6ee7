package cgt.misere;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.heap.HeapMoves;
import cgt.heap.TakeAndBreak;
import cgt.impartial.CyclicGameException;
import cgt.impartial.OptionRules;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Forms of a ruleset's components, the two ways to a heap's form, budgets, cycles and threads. */
class MisereFormsTest {

    static final TakeAndBreak KAYLES = TakeAndBreak.parse("0.77");

    /** Kayles as a ruleset over heap sizes, moves listed by cgt.heap. */
    static final OptionRules<Integer> KAYLES_RULES = heap -> {
        List<List<Integer>> options = new ArrayList<>();
        for (int[] move : HeapMoves.of(KAYLES, heap)) {
            List<Integer> parts = new ArrayList<>();
            for (int p : move) {
                parts.add(p);
            }
            options.add(parts);
        }
        return options;
    };

    @Test
    void componentFormsAgreeWithTheHeapByHeapRun() {
        List<MisereGame> heaps = HeapMisereValues.forms(KAYLES, "kayles", 20, MisereGame.Budget.standard());
        MisereForms<Integer> forms = new MisereForms<>(KAYLES_RULES, 1000, MisereGame.Budget.standard());
        for (int h = 0; h <= 20; h++) {
            assertThat(forms.formOf(h)).isSameAs(heaps.get(h));
        }
        assertThat(forms.formOf(List.of(5, 7))).isSameAs(heaps.get(5).plus(heaps.get(7)));
    }

    @Test
    void aHeapBeyondTheBudgetIsNamedAfterTheSmallerHeapsAreHandedOver() {
        List<Integer> done = new ArrayList<>();
        assertThatThrownBy(() -> HeapMisereValues.compute(KAYLES, "kayles", 40, new MisereGame.Budget(1_000_000, 2_000),
                Progress.NONE, (h, f) -> done.add(h)))
                .isInstanceOf(TooBigException.class)
                .hasMessageStartingWith("the misère canonical form of heap " + done.size() + " of kayles is too big")
                .hasMessageContaining("2,000 steps");
        assertThat(done).isNotEmpty().hasSizeLessThan(40);
    }

    @Test
    void aCycleIsReportedNotLoopedOn() {
        OptionRules<Integer> loop = n -> List.of(List.of((n + 1) % 3));
        assertThatThrownBy(() -> new MisereForms<>(loop, 100, MisereGame.Budget.standard()).formOf(0))
                .isInstanceOf(CyclicGameException.class);
    }

    @Test
    void threadsBuildingTheSameFormsGetTheSameObjects() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<List<MisereGame>>> runs = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                runs.add(pool.submit(() -> HeapMisereValues.forms(TakeAndBreak.parse("0.75"), "0.75", 24,
                        MisereGame.Budget.standard())));
            }
            List<MisereGame> a = runs.get(0).get();
            List<MisereGame> b = runs.get(1).get();
            for (int h = 0; h <= 24; h++) {
                assertThat(a.get(h)).isSameAs(b.get(h));
            }
        } finally {
            pool.shutdownNow();
        }
    }
}

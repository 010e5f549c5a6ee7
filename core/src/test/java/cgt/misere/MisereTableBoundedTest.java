package cgt.misere;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shared table of misère forms holds the forms in use, not every form ever made: a server that answers misère
 * questions for weeks must not fill it (it used to refuse every new form once three million had been made). Counted
 * in entries, not measured in heap.
 */
class MisereTableBoundedTest {

    /** {*2, *a, *b} for 3 <= a < b: canonical as they are (no option is 0 or *, so neither rule applies). */
    private static MisereGame form(int a, int b) {
        return MisereGame.of(List.of(MisereGame.nimber(2), MisereGame.nimber(a), MisereGame.nimber(b)));
    }

    @Test
    void formsNobodyUsesAreDroppedWhileTheFormsInUseKeepTheirIdentity() throws InterruptedException {
        MisereGame kept = form(3, 4);
        long keptId = kept.id();
        int made = 0;
        for (int a = 5; a < 205; a++) {
            for (int b = a + 1; b < 205; b++) {
                form(a, b); // dropped at once
                made++;
            }
        }
        assertThat(made).isEqualTo(19_900);
        // The reference handler thread queues the cleared entries a moment after each collection: give it that
        // moment before reading the count (as GameTableBoundedTest does).
        int count = MisereGame.formCount();
        for (int i = 0; i < 100 && count > made / 2; i++) {
            System.gc();
            Thread.sleep(20);
            count = MisereGame.formCount();
        }
        // The table holds fewer entries than the forms made since (nothing else keeps these), ...
        assertThat(count).isLessThan(made / 2);
        // ... and a form in use is still the one its options name: the same object, with the same id.
        assertThat(form(3, 4)).isSameAs(kept);
        assertThat(kept.id()).isEqualTo(keptId);
        assertThat(kept.hasOption(MisereGame.nimber(4))).isTrue();
    }

    @Test
    void aFormMadeAgainAfterItWasDroppedIsEqualByItsValuesAndNewByItsId() {
        List<Long> ids = new ArrayList<>();
        MisereGame first = form(301, 302);
        ids.add(first.id());
        int misere = first.misereValue();
        int normal = first.normalValue();
        first = null; // dropped: nothing refers to it now
        for (int i = 0; i < 20 && ids.size() < 2; i++) {
            System.gc();
            MisereGame again = form(301, 302);
            if (again.id() != ids.get(0)) {
                ids.add(again.id());
                // A collected form made again is a new object whose facts are those of the old one.
                assertThat(again.misereValue()).isEqualTo(misere);
                assertThat(again.normalValue()).isEqualTo(normal);
                assertThat(again.plus(MisereGame.ZERO)).isSameAs(again);
            }
        }
        assertThat(ids).hasSize(2);
        assertThat(ids.get(1)).isGreaterThan(ids.get(0)); // ids are never reused
    }
}

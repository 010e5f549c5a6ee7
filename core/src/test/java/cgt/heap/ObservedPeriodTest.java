package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.heap.Periodicity.Period;
import cgt.task.Progress;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a period no theorem covers is believed only once it has held well past the rule's reach (an all-but
 * set's largest excluded size), and it is never contradicted by the values checked.
 */
class ObservedPeriodTest {

    @Test
    void anAllButSetIsObservedPastItsLargestElement() {
        HeapGame game = Catalog.heap("allbut:1500").orElseThrow();
        PeriodSearch.Outcome o = PeriodSearch.run(PeriodProof.NONE, game.values()::sequence, 1 << 16,
                new PeriodSearch.Observation(PeriodSearch.OBSERVE_AT_LEAST, 1500), Progress.NONE);
        Period p = o.period().orElseThrow();
        assertThat(p.proved()).isFalse();
        assertThat((long) o.checkedTo() - p.preperiod() + 1).isGreaterThanOrEqualTo(PeriodSearch.STRETCHES * 1500L);
        GrundySequence g = game.values().sequence(o.checkedTo());
        for (int n = p.preperiod(); n + p.period() <= o.checkedTo(); n++) {
            assertThat(g.get(n + p.period())).as("g(%d)", n + p.period()).isEqualTo(g.get(n) + p.saltus());
        }
        // g(n) = n below 1500 and g(1500) = 0: the rule g(n+1) = g(n) + 1 from heap 0 is not what was found.
        assertThat(g.get(1500)).isZero();
        assertThat(p.preperiod() > 0 || p.period() > 1).isTrue();
    }
}

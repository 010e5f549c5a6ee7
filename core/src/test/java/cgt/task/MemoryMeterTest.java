package cgt.task;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The memory budget of one computation: what grows is charged where it grows, a computation over its allowance is
 * refused with one line naming what grew, and one within it answers exactly as without a meter.
 */
class MemoryMeterTest {

    /** ±a + ±(a+1) + ... + ±(a+n-1): its printed form doubles with each switch (118,279 characters for ±1..±16). */
    private static CanonicalGame switches(int first, int n) {
        CanonicalGame sum = CanonicalGame.integer(0);
        for (int i = first; i < first + n; i++) {
            sum = sum.plus(CanonicalGame.of(List.of(CanonicalGame.integer(i)), List.of(CanonicalGame.integer(-i))));
        }
        return sum;
    }

    @Test
    void theBigSumsPrintedFormIsRefusedWithinASmallAllowanceNamingWhatGrew() {
        CanonicalGame sum = switches(1, 16);
        MemoryMeter meter = MemoryMeter.of(1 << 20);
        assertThatThrownBy(() -> meter.within(() -> GamePrinter.print(sum)))
                .isInstanceOf(OverMemoryBudgetException.class)
                .hasMessageStartingWith("this computation grew past its memory budget of 1 MB: the printed form"
                        + " reached 1 MB");
        assertThat(meter.used()).isGreaterThan(1 << 20).isLessThan((1 << 20) + 4096); // stopped where it passed
    }

    @Test
    void anOrdinaryAnswerWithinTheAllowanceIsTheSameAsWithoutAMeter() {
        CanonicalGame sum = switches(1, 6);
        String plain = GamePrinter.print(sum);
        MemoryMeter meter = MemoryMeter.of(1 << 20);
        assertThat(meter.within(() -> GamePrinter.print(sum))).isEqualTo(plain);
        // Charged for its pieces: at least a byte a character, far below the allowance.
        assertThat(meter.used()).isBetween((long) plain.length(), 1L << 18);
    }

    @Test
    void newCanonicalGamesAreChargedAndAGrowingSumIsStopped() {
        // Switches no other test makes, so that every game of these sums is new here.
        MemoryMeter small = MemoryMeter.of(16 << 10);
        assertThatThrownBy(() -> small.within(() -> switches(7_340_001, 14)))
                .isInstanceOf(TooBigException.class)
                .hasMessageContaining("the canonical games it made reached");
        // A game made again is found interned, not made: nothing more is charged for it. (Made again from its
        // options, which it holds: the sums made on the way to it are weakly held, and a collection between two
        // runs of the whole sum, which other test classes running beside this one make likely, would drop them.)
        CanonicalGame kept = switches(7_350_001, 8);
        MemoryMeter again = MemoryMeter.of(1 << 20);
        assertThat(again.within(() -> CanonicalGame.of(kept.leftOptions(), kept.rightOptions()))).isSameAs(kept);
        assertThat(again.used()).isZero();
    }

    @Test
    void withoutAMeterNothingIsChargedAndAnInnerMeterLeavesTheOuterCounting() {
        MemoryMeter.charge(Long.MAX_VALUE / 2, "nothing metered"); // no meter set: no refusal
        assertThat(MemoryMeter.current()).isNull();
        MemoryMeter outer = MemoryMeter.of(1000);
        MemoryMeter inner = MemoryMeter.of(10);
        outer.within(() -> inner.within(() -> {
            MemoryMeter.charge(100, "a test's structure");
            return null;
        }));
        assertThat(outer.used()).isEqualTo(100);
        assertThat(inner.used()).isZero();
        assertThat(MemoryMeter.current()).isNull(); // the thread keeps no meter of a finished computation
    }

    @Test
    void aBigJobIsNoticedOnceWithWhatGrew() {
        List<String> lines = new ArrayList<>();
        MemoryMeter meter = MemoryMeter.of(1 << 30).noticing(3 << 10, lines::add);
        meter.within(() -> {
            for (int i = 0; i < 10; i++) {
                MemoryMeter.charge(1024, "the printed form");
            }
            return null;
        });
        assertThat(lines).containsExactly("the printed form has grown past 3 KB, of the 1 GB allowed");
    }

    @Test
    void theCommandLinesMeterIsHalfTheHeapAndAServersItsShare() {
        long half = Runtime.getRuntime().maxMemory() / 2;
        assertThat(Budget.DEFAULT.meter().allowance()).isEqualTo(half);
        assertThat(Budget.DEFAULT.withMemory(5_000).meter().allowance()).isEqualTo(5_000);
    }

    @Test
    void bytesAreWrittenAsPeopleReadThem() {
        assertThat(MemoryMeter.bytes(512)).isEqualTo("512 bytes");
        assertThat(MemoryMeter.bytes(1 << 20)).isEqualTo("1 MB");
        assertThat(MemoryMeter.bytes(3L << 29)).isEqualTo("1.5 GB");
        assertThat(MemoryMeter.bytes(Long.MAX_VALUE)).isEqualTo("8 EB");
    }
}

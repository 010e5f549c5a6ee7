package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The intern table of canonical games holds the games in use, not every game ever made, so that a server that runs
 * for weeks does not fill up: counted in entries ({@link CanonicalGame#internedCount()}), not measured in heap.
 */
class GameTableBoundedTest {

    /** ±n, a game of its own for each n. */
    private static CanonicalGame switchOf(int n) {
        return CanonicalGame.of(List.of(CanonicalGame.integer(n)), List.of(CanonicalGame.integer(-n)));
    }

    @Test
    void gamesNobodyUsesLeaveTheTableAndAGameInUseKeepsItsIdentity() throws InterruptedException {
        CanonicalGame kept = switchOf(8_100_000);
        long keptId = kept.id;
        int made = 60_000;
        int before = CanonicalGame.internedCount();
        for (int i = 1; i <= made; i++) {
            switchOf(8_100_000 + i); // dropped at once (with the integers it was made of, past the small ones)
        }
        // A collection clears the games' weak references at once, but the JVM's reference handler thread queues
        // them for the table a moment later: read the count only after giving it that moment (alone in a fresh JVM,
        // twenty collections back to back were over before it had queued any, and the test failed).
        int count = CanonicalGame.internedCount();
        for (int i = 0; i < 100 && count > before + made / 4; i++) {
            System.gc();
            Thread.sleep(20);
            count = CanonicalGame.internedCount();
        }
        assertThat(count).isLessThan(before + made / 4);
        // A game in use is still the one its options name, with its id: sums and comparisons keyed by ids hold.
        assertThat(switchOf(8_100_000)).isSameAs(kept);
        assertThat(kept.id).isEqualTo(keptId);
        assertThat(kept.plus(kept.negate())).isSameAs(CanonicalGame.integer(0));
    }
}

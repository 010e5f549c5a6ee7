package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Two threads building, adding and comparing the same games get the same objects and answers. Runs alone in the
 * JVM: the count of interned games falls after a collection only while no other test is making games.
 */
@Isolated
class ConcurrencyTest {

    private static List<CanonicalGame> work(long seed) {
        RandomGames random = new RandomGames(seed);
        List<CanonicalGame> out = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            CanonicalGame a = random.game(2);
            CanonicalGame b = random.game(1);
            CanonicalGame s = a.plus(b);
            out.add(s);
            out.add(a.leq(b) ? CanonicalGame.integer(1) : CanonicalGame.integer(0));
            out.add(s.minus(b));
        }
        return out;
    }

    @Test
    void twoThreadsAgreeObjectForObject() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 3; round++) {
                long seed = 1000L + round;
                Future<List<CanonicalGame>> first = pool.submit(() -> work(seed));
                Future<List<CanonicalGame>> second = pool.submit(() -> work(seed));
                List<CanonicalGame> a = first.get();
                List<CanonicalGame> b = second.get();
                assertThat(a).hasSameSizeAs(b);
                for (int i = 0; i < a.size(); i++) {
                    assertThat(a.get(i)).isSameAs(b.get(i));
                }
                // s - b gives back a, whichever thread made it.
                RandomGames random = new RandomGames(seed);
                for (int i = 0; i < 300; i++) {
                    CanonicalGame x = random.game(2);
                    random.game(1);
                    assertThat(a.get(3 * i + 2)).as(GamePrinter.print(x)).isSameAs(x);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void gamesNobodyHoldsAreCollected() {
        // Games no other test makes, held only weakly here: the table of interned games must not keep them alive.
        // (Counting the whole table instead failed whenever another test's leftover work was still interning.)
        List<WeakReference<CanonicalGame>> refs = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            CanonicalGame high = CanonicalGame.integer(9_876_000 + i);
            refs.add(new WeakReference<>(CanonicalGame.of(List.of(high), List.of(high.negate()))));
        }
        for (int i = 0; i < 20 && refs.stream().anyMatch(r -> r.get() != null); i++) {
            System.gc();
        }
        assertThat(refs.stream().filter(r -> r.get() != null).count()).isZero();
    }
}

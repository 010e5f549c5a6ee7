package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** A lane's queue takes clients in turns, and its shares and queue refuse the right client with the right status. */
class LaneTest {

    @Test
    void aClientWithManyWaitingDoesNotGoAheadOfAnotherClientsOne() throws Exception {
        List<String> order = new CopyOnWriteArrayList<>();
        try (Lane lane = new Lane("test", 1, 20, 20, line -> { })) {
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch started = new CountDownLatch(1);
            Lane.Task<Object> first = lane.submit("a", () -> {
                started.countDown();
                release.await();
                return null;
            });
            started.await();
            List<Lane.Task<Boolean>> tasks = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                String name = "a" + i;
                tasks.add(lane.submit("a", () -> order.add(name)));
            }
            tasks.add(lane.submit("b", () -> order.add("b")));
            release.countDown();
            first.get();
            for (Lane.Task<Boolean> t : tasks) {
                t.get();
            }
        }
        // b came last, behind five of a's, and is served second: a's turn, then b's, then a's again.
        assertThat(order).containsExactly("a0", "b", "a1", "a2", "a3", "a4");
    }

    @Test
    void aClientBeyondItsShareIs429AndAFullQueueIs503() throws Exception {
        try (Lane lane = new Lane("test", 1, 2, 2, line -> { })) {
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch started = new CountDownLatch(1);
            Lane.Task<Object> running = lane.submit("a", () -> {
                started.countDown();
                release.await();
                return null;
            });
            started.await();
            Lane.Task<Object> waiting = lane.submit("a", () -> null);
            assertThatThrownBy(() -> lane.submit("a", () -> null)).isInstanceOfSatisfying(ApiException.class,
                    e -> assertThat(e.status()).isEqualTo(429));
            Lane.Task<Object> second = lane.submit("b", () -> null); // the queue's second place
            assertThatThrownBy(() -> lane.submit("c", () -> null)).isInstanceOfSatisfying(ApiException.class,
                    e -> assertThat(e.status()).isEqualTo(503));
            assertThat(lane.busy()).isEqualTo(3);
            release.countDown();
            for (Lane.Task<Object> t : List.of(running, waiting, second)) {
                t.get();
            }
            long deadline = System.nanoTime() + 10_000_000_000L; // the places are given back just after the results
            while (lane.busy() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertThat(lane.busy()).isZero();
        }
    }
}

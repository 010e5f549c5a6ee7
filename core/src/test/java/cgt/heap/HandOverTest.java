package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** How the threads of a rare/common run hand heaps to each other: publishing, waiting, giving up, stopping. */
class HandOverTest {

    @Test
    void aWaiterSeesEveryHeapWrittenBeforeItWasPublished() throws InterruptedException {
        int n = 20_000;
        char[] g = new char[n];
        HandOver hand = new HandOver(0);
        Thread writer = new Thread(() -> {
            for (int h = 0; h < n; h++) {
                g[h] = (char) (h * 7 % 65_521);
                hand.publish(h);
            }
        });
        writer.start();
        for (int h = 0; h < n; h++) {
            assertThat(hand.await(h, h + 1, false)).isTrue();
            assertThat((int) g[h]).as("g(%d)", h).isEqualTo(h * 7 % 65_521);
        }
        writer.join();
        assertThat(hand.published()).isEqualTo(n - 1);
    }

    @Test
    void aRingOfWorkersHandsEachHeapToTheNextAndParkedOnesAreWoken() throws InterruptedException {
        // Worker w takes heaps w, w + 4, ...; each waits in its own slot for the heap before, which its predecessor
        // hands it. Some heaps take a while (up to 3 ms), so that the others wait long enough to park.
        int workers = 4;
        int n = 4_000;
        char[] g = new char[n];
        HandOver hand = new HandOver(0, workers);
        Thread[] threads = new Thread[workers];
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        for (int w = 0; w < workers; w++) {
            int index = w;
            threads[w] = new Thread(() -> {
                try {
                    for (int h = index; h < n; h += workers) {
                        assertThat(hand.await(h - 1, h, false, index)).isTrue();
                        if (h > 0) {
                            assertThat((int) g[h - 1]).as("g(%d)", h - 1).isEqualTo((h - 1) * 7 % 65_521);
                        }
                        if (h % 500 == 0) {
                            Thread.sleep(3);
                        }
                        g[h] = (char) (h * 7 % 65_521);
                        hand.publish(h, (index + 1) % workers);
                    }
                } catch (Throwable e) {
                    failures.add(e);
                    hand.fail(e);
                }
            });
        }
        hand.workers(threads);
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertThat(failures).isEmpty();
        assertThat(hand.published()).isEqualTo(n - 1);
    }

    @Test
    void aWorkerWaitingInItsSlotStopsWithTheRunOrWhenThePipelineIsLeft() {
        HandOver hand = new HandOver(10, 2);
        assertThat(hand.await(9, 10, false, 0)).as("published before the pipeline").isTrue();
        hand.leaveAt(11);
        assertThat(hand.await(10, 11, true, 1)).as("a heap the pipeline is left at").isFalse();
        hand.stop();
        assertThatThrownBy(() -> hand.await(10, 11, false, 1)).isInstanceOf(CancellationException.class);
    }

    @Test
    void heapsKnownFromTheStartNeedNoWaiting() {
        HandOver hand = new HandOver(100);
        assertThat(hand.published()).isEqualTo(99);
        assertThat(hand.await(99, 101, false)).isTrue();
        assertThat(new HandOver(0).published()).isEqualTo(-1);
        // With several workers too: no slot says more than is final (one that did let heap 1 finish before heap 0,
        // and heap 0's publication then took the count back, and two threads waited for each other).
        HandOver ring = new HandOver(0, 3);
        assertThat(ring.published()).isEqualTo(-1);
        ring.publish(0, 1);
        assertThat(ring.published()).isEqualTo(0);
        ring.startPipeline(5);
        assertThat(ring.published()).isEqualTo(4);
    }

    @Test
    void aHelperGivesUpHeapsFromWhereThePipelineIsLeft() {
        HandOver hand = new HandOver(10);
        assertThat(hand.givesUp(1_000_000)).as("no limit while in the pipeline").isFalse();
        hand.leaveAt(12);
        assertThat(hand.givesUp(11)).isFalse();
        assertThat(hand.givesUp(12)).isTrue();
        // Heap 12 waits for g(11), which will not come while the pipeline is being left: a helper returns at once.
        assertThat(hand.await(11, 12, true)).isFalse();
        // Heap 11 is below the limit: its wait for g(9), final already, succeeds.
        assertThat(hand.await(9, 11, true)).isTrue();
        hand.enterPipeline();
        assertThat(hand.givesUp(12)).isFalse();
    }

    @Test
    void aStoppedRunEndsEveryWaitWithAHelpersFailureIfThereIsOne() {
        HandOver stopped = new HandOver(5);
        stopped.stop();
        assertThat(stopped.stopped()).isTrue();
        assertThatThrownBy(() -> stopped.await(5, 6, false)).isInstanceOf(CancellationException.class)
                .hasMessage("stopped");
        assertThatThrownBy(() -> stopped.waitFor(() -> false)).isInstanceOf(CancellationException.class);
        stopped.waitFor(stopped::stopped); // the condition may be the stop itself

        HandOver failed = new HandOver(5);
        IllegalStateException boom = new IllegalStateException("a helper failed");
        failed.fail(boom);
        assertThatThrownBy(() -> failed.await(5, 6, false)).isSameAs(boom);
        assertThatThrownBy(failed::rethrowFailure).isSameAs(boom);
        new HandOver(5).rethrowFailure(); // nothing failed: nothing thrown
    }

    @Test
    void waitForEndsWhenAnotherThreadMakesTheConditionTrue() throws InterruptedException {
        HandOver hand = new HandOver(0);
        Thread publisher = new Thread(() -> {
            for (int h = 0; h <= 5_000; h++) {
                hand.publish(h);
            }
        });
        publisher.start();
        hand.waitFor(() -> hand.published() >= 5_000);
        assertThat(hand.published()).isEqualTo(5_000);
        publisher.join();
    }
}

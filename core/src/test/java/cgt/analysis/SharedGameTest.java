package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.games.Wythoff;
import cgt.heap.HeapRule;
import cgt.heap.HeapValues;
import cgt.task.Progress;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A game is an immutable value that requests share (the web server answers several at once): an analysis hands its
 * request's progress and threads to the computation that needs them, and leaves the game as it was. Kayles with a
 * heap of 10^12 needs the period search (which reports its progress every round) and a table.
 */
class SharedGameTest {

    private static final List<String> HUGE = List.of("1000000000000", "7");
    private static final List<String> TABLE = List.of("30000", "12345");

    /** What a user can see of a heap game, apart from its values. */
    private record Looks(String name, String rules, String syntax, HeapRule rule, boolean formula, boolean misere,
            Optional<HeapGame.KnownPeriod> known, String text) {
        static Looks of(HeapGame g) {
            return new Looks(g.name(), g.rules(), g.syntax(), g.rule(), g.values().hasFormula(),
                    g.misereRule().isPresent(), g.knownPeriod(), g.toString());
        }
    }

    /** A progress that counts its reports and remembers whether one came from a thread other than its request's. */
    private static final class Listener implements Progress {
        final AtomicInteger reports = new AtomicInteger();
        volatile Thread owner;
        volatile boolean foreign;

        @Override
        public void report(String stage, long done, long total) {
            reports.incrementAndGet();
            if (Thread.currentThread() != owner) {
                foreign = true;
            }
        }
    }

    @Test
    void twoAnalysesAtOnceWithDifferentRequestsGiveTheirOwnAnswersAndLeaveTheGameAsItWas() throws Exception {
        HeapGame kayles = Catalog.heap("kayles").orElseThrow();
        Looks before = Looks.of(kayles);
        Listener first = new Listener();
        Listener second = new Listener();
        Request explained = Request.normalPlay().explained().usingThreads(2).reportingTo(first);
        Request kept = Request.normalPlay().keepingMoves(3).reportingTo(second);
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<List<Analysis>> a = pool.submit(() -> {
                first.owner = Thread.currentThread();
                start.await();
                return List.of(Analysis.of(kayles, HUGE, explained), Analysis.of(kayles, TABLE, explained));
            });
            Future<List<Analysis>> b = pool.submit(() -> {
                second.owner = Thread.currentThread();
                start.await();
                return List.of(Analysis.of(kayles, TABLE, kept), Analysis.of(kayles, HUGE, kept));
            });
            start.countDown();
            // Each answer is the one a game of its own gives the same request.
            assertThat(a.get(5, TimeUnit.MINUTES)).containsExactly(alone(HUGE, Request.normalPlay().explained()),
                    alone(TABLE, Request.normalPlay().explained()));
            assertThat(b.get(5, TimeUnit.MINUTES)).containsExactly(alone(TABLE, Request.normalPlay().keepingMoves(3)),
                    alone(HUGE, Request.normalPlay().keepingMoves(3)));
        } finally {
            pool.shutdownNow();
        }
        // The period search ran once, for whichever request asked first, and reported to that request alone.
        assertThat(first.reports.get() + second.reports.get()).isPositive();
        assertThat(first.foreign).as("the first request's progress heard from another thread").isFalse();
        assertThat(second.foreign).as("the second request's progress heard from another thread").isFalse();
        assertThat(Looks.of(kayles)).isEqualTo(before);
    }

    @Test
    void anAnalysisLeavesNoProgressBehindInTheGame() {
        HeapGame kayles = Catalog.heap("kayles").orElseThrow();
        Listener listener = new Listener();
        listener.owner = Thread.currentThread();
        Analysis.of(kayles, List.of("20", "30"), Request.normalPlay().reportingTo(listener).usingThreads(2));
        int heard = listener.reports.get();
        // A question asked later without a request searches for the period: nobody is told, least of all the listener.
        assertThat(kayles.grundy(1_000_000_000_000L)).isEqualTo(kayles.grundy(76L));
        assertThat(listener.reports.get()).isEqualTo(heard);
    }

    @Test
    void gamesHoldNoSettingsOnlyFinalFieldsAndMemos() {
        for (Class<?> type : List.of(HeapGame.class, Wythoff.class, HeapValues.class)) {
            List<String> settable = new ArrayList<>();
            for (Field f : type.getDeclaredFields()) {
                int m = f.getModifiers();
                // A memo is volatile: written once computed, read without a lock, the same whoever asked.
                if (!Modifier.isStatic(m) && !Modifier.isFinal(m) && !Modifier.isVolatile(m)) {
                    settable.add(f.getName());
                }
            }
            assertThat(settable).as("%s's fields that are neither final nor a memo", type.getSimpleName()).isEmpty();
        }
    }

    private static Analysis alone(List<String> position, Request request) {
        return Analysis.of(Catalog.heap("kayles").orElseThrow(), position, request);
    }
}

package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The limits: the time budget (504), a full pool (503 with a retry hint), and jobs started, polled, cancelled. */
class LimitsApiTest {

    @Test
    void aComputationPastItsBudgetIsCancelledAndAnswered504AndItsWorkerFreed() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withPool(1, 0).withBudget(Duration.ofMillis(200)))) {
            // Amazons on an empty 5x5 board with one amazon each takes minutes: far past 0.2 s. (A Domineering board
            // that big is answered by the win/loss search instead; an Amazons board has no such search.)
            HttpResponse<String> r = api.get("/api/analyze?game=amazons&position=" + q("x....|.....|.....|.....|....o"));
            assertThat(r.statusCode()).as(r.body()).isEqualTo(504);
            assertThat(r.body()).startsWith("{\"error\":\"the computation took longer than the budget of 0.2 s");
            // The search noticed the interrupt and stopped: the one worker answers again.
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            int status;
            do {
                Thread.sleep(50);
                status = api.get("/api/analyze?game=nim&position=1").statusCode();
            } while (status == 503 && System.nanoTime() < deadline);
            assertThat(status).isEqualTo(200);
        }
    }

    @Test
    void aBoardSearchedForWantOfItsValueStopsSearchingItsMovesAtHalfTheBudget() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withBudget(Duration.ofSeconds(3)))) {
            // Domineering 8x7: who wins in about 0.25 s, all 49 of Left's moves in about 9 s: the moves searched in
            // the first 1.5 s are listed, the answer says not all were, and it comes within the budget.
            HttpResponse<String> r = api.get("/api/analyze?game=domineering&position=8x7");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            assertThat(r.body()).contains("\"bySearch\":true").endsWith("\"allMovesSearched\":false}");
        }
    }

    @Test
    void aFullPoolAnswers503WithRetryAfter() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withPool(1, 0))) {
            // Other clients hold every worker of the cheap lane, none waiting.
            int cheapWorkers = Limits.DEFAULT.withPool(1, 0).cheapWorkers();
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch started = new CountDownLatch(cheapWorkers);
            List<Future<Object>> busy = new ArrayList<>();
            for (int i = 0; i < cheapWorkers; i++) {
                busy.add(api.server.pool().submit(Cost.CHEAP, "127.0.0." + (2 + i), () -> {
                    started.countDown();
                    release.await();
                    return null;
                }));
            }
            started.await();
            HttpResponse<String> r = api.get("/api/analyze?game=nim&position=" + q("3 4 5"));
            assertThat(r.statusCode()).isEqualTo(503);
            assertThat(r.headers().firstValue("Retry-After")).contains("2");
            assertThat(r.body()).startsWith("{\"error\":\"the server is busy");
            release.countDown();
            for (Future<Object> f : busy) {
                f.get();
            }
            // Cheap answers need no worker.
            assertThat(api.get("/api/games").statusCode()).isEqualTo(200);
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            do {
                r = api.get("/api/analyze?game=nim&position=" + q("3 4 5"));
            } while (r.statusCode() == 503 && System.nanoTime() < deadline);
            assertThat(r.statusCode()).isEqualTo(200);
        }
    }

    @Test
    void aJobRunsPastItsRequestAndIsPolledToItsResult() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            HttpResponse<String> started = api.send("POST", "/api/jobs?kind=grundy&game=kayles&to=1000");
            assertThat(started.statusCode()).isEqualTo(202);
            String id = id(started.body());
            String body;
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            do {
                Thread.sleep(20);
                body = api.get("/api/jobs/" + id).body();
            } while (!body.contains("\"status\":\"done\"") && System.nanoTime() < deadline);
            assertThat(body).contains("\"status\":\"done\"").contains("\"kind\":\"grundy\"")
                    .contains("\"result\":{\"game\":\"kayles\",\"to\":1000,\"values\":[0,1,2,3,1,4,3,2,1,4,2,6,");
            assertThat(api.send("POST", "/api/jobs?kind=grundy&game=kayles").statusCode()).isEqualTo(400);
            assertThat(api.send("POST", "/api/jobs?kind=table&game=kayles").statusCode()).isEqualTo(400);
        }
    }

    @Test
    void aJobIsCancelledByDeleteOrByItsBudget() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withJobBudget(Duration.ofMillis(1)))) {
            String id = id(api.send("POST", "/api/jobs?kind=grundy&game=0.16&to=1000000").body());
            String body;
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            do {
                Thread.sleep(20);
                body = api.get("/api/jobs/" + id).body();
            } while ((body.contains("\"status\":\"running\"") || body.contains("\"status\":\"queued\""))
                    && System.nanoTime() < deadline);
            assertThat(body).contains("\"status\":\"cancelled\"").contains("longer than its budget of 0.001 s")
                    .contains("\"errorStatus\":504");
        }
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            String id = id(api.send("POST", "/api/jobs?kind=period&game=0.16&max=1000000").body());
            HttpResponse<String> deleted = api.send("DELETE", "/api/jobs/" + id);
            assertThat(deleted.statusCode()).isEqualTo(200);
            assertThat(api.get("/api/jobs/" + id).statusCode()).isEqualTo(404);
            assertThat(api.get("/api/jobs/nosuchjob").body()).startsWith("{\"error\":\"no job 'nosuchjob'");
        }
    }

    private static String id(String body) {
        Matcher m = Pattern.compile("\"id\":\"([0-9a-z]+)\"").matcher(body);
        assertThat(m.find()).as(body).isTrue();
        return m.group(1);
    }
}

package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.web.ApiTestSupport.Answer;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Fair admission over HTTP: cheap requests pass a costly lane that is full, a client over its share is refused
 * (429) while another client is served, and jobs belong to the client that started them.
 */
class AdmissionApiTest {

    /**
     * Occupies {@code count} places of the lane for {@code client} until {@code release} opens, and waits until the
     * first {@code running} of them run.
     */
    private static List<Future<Object>> hold(ApiTestSupport api, Cost cost, String client, int count, int running,
            CountDownLatch release) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(running);
        List<Future<Object>> held = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            held.add(api.server.pool().submit(cost, client, () -> {
                started.countDown();
                release.await();
                return null;
            }));
        }
        started.await();
        return held;
    }

    @Test
    void cheapRequestsAreAnsweredWhileEveryCostlyWorkerIsBusy() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            CountDownLatch release = new CountDownLatch(1);
            List<Future<Object>> held = new ArrayList<>();
            int workers = Limits.DEFAULT.workers();
            held.addAll(hold(api, Cost.COSTLY, "127.0.0.2", workers, workers, release)); // every costly worker
            // Nim 3 4 5: the one winning move takes the 3-heap... to 1 (1 xor 4 xor 5 = 0), from the cheap lane.
            HttpResponse<String> cheap = api.get("/api/analyze?game=nim&position=3%204%205");
            assertThat(cheap.statusCode()).isEqualTo(200);
            assertThat(cheap.body()).contains("\"winningMoves\":[\"1 4 5\"]");
            // A costly request waits for the costly lane, and is answered once it has room.
            CompletableFuture<HttpResponse<String>> costly = CompletableFuture.supplyAsync(() -> {
                try {
                    return api.get("/api/grundy?game=kayles&to=30000");
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Thread.sleep(100);
            assertThat(costly).isNotDone();
            release.countDown();
            for (Future<Object> f : held) {
                f.get();
            }
            assertThat(costly.get().statusCode()).isEqualTo(200);
            assertThat(costly.get().body()).startsWith("{\"game\":\"kayles\",\"to\":30000,\"values\":[0,1,2,3,1,4,");
        }
    }

    @Test
    void aClientOverItsShareIs429WithRetryAfterAndAnotherClientIsServed() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            CountDownLatch release = new CountDownLatch(1);
            List<Future<Object>> held = hold(api, Cost.COSTLY, "127.0.0.1", Limits.COSTLY_PER_CLIENT,
                    Math.min(Limits.COSTLY_PER_CLIENT, Limits.DEFAULT.workers()), release);
            HttpResponse<String> over = api.get("/api/grundy?game=kayles&to=30000");
            assertThat(over.statusCode()).isEqualTo(429);
            assertThat(over.headers().firstValue("Retry-After")).contains("2");
            assertThat(over.body()).startsWith("{\"error\":\"you already have 2 costly computations running or"
                    + " waiting");
            // The cheap lane is this client's still; another client's costly request waits its turn and is answered.
            assertThat(api.get("/api/analyze?game=kayles&position=5%207").statusCode()).isEqualTo(200);
            CompletableFuture<Answer> other = CompletableFuture.supplyAsync(() -> {
                try {
                    return api.sendFrom("127.0.0.2", "GET", "/api/grundy?game=kayles&to=30000");
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Thread.sleep(100);
            release.countDown();
            for (Future<Object> f : held) {
                f.get();
            }
            assertThat(other.get().status()).isEqualTo(200);
        }
    }

    @Test
    void aJobHasA128BitIdAndIsInvisibleToOtherClients() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            Set<String> ids = new HashSet<>();
            for (int i = 0; i < 3; i++) {
                String id = id(api.send("POST", "/api/jobs?kind=grundy&game=kayles&to=100").body());
                assertThat(id).matches("[0-9a-f]{32}");
                ids.add(id);
            }
            assertThat(ids).hasSize(3);
            String id = ids.iterator().next();
            Answer stranger = api.sendFrom("127.0.0.2", "GET", "/api/jobs/" + id);
            assertThat(stranger.status()).isEqualTo(404);
            assertThat(api.sendFrom("127.0.0.2", "DELETE", "/api/jobs/" + id,
                    "Content-Type: application/json").status()).isEqualTo(404);
            assertThat(api.get("/api/jobs/" + id).statusCode()).isEqualTo(200); // still there for its owner
        }
    }

    @Test
    void aClientFloodingJobsIsRefusedAloneAndKeepsNoOneElsesResultsFromThem() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            // Another client's finished job, which the flood must not push out.
            String theirs = id(api.sendFrom("127.0.0.2", "POST", "/api/jobs?kind=grundy&game=kayles&to=100",
                    "Content-Type: application/json").body());
            int accepted = 0;
            int refused = 0;
            for (int i = 0; i < 12; i++) {
                HttpResponse<String> r = api.send("POST", "/api/jobs?kind=grundy&game="
                        + "0.777777777777777777777777777777&to=1000000");
                if (r.statusCode() == 202) {
                    accepted++;
                } else {
                    assertThat(r.statusCode()).as(r.body()).isEqualTo(429);
                    assertThat(r.headers().firstValue("Retry-After")).isPresent();
                    refused++;
                }
            }
            assertThat(accepted).isLessThanOrEqualTo(Limits.JOBS_PER_CLIENT);
            assertThat(refused).isGreaterThanOrEqualTo(12 - Limits.JOBS_PER_CLIENT);
            Answer kept = api.sendFrom("127.0.0.2", "GET", "/api/jobs/" + theirs);
            assertThat(kept.status()).isEqualTo(200);
            assertThat(kept.body()).contains("\"result\":{\"game\":\"kayles\",\"to\":100,");
        }
    }

    private static String id(String body) {
        Matcher m = Pattern.compile("\"id\":\"([0-9a-z]+)\"").matcher(body);
        assertThat(m.find()).as(body).isTrue();
        return m.group(1);
    }
}

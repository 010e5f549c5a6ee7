package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.format.rules.RulesCompiler;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The operator's rules code, contained: a rules method that loops and ignores interrupts costs a worker for its
 * budget and grace, never the pool (a new worker replaces it), and the text of an exception thrown in rules code stays
 * on the server's console, the client told only that the rules file failed.
 */
class UsersCodeApiTest {

    /** Set when the test is over: the wedged rules then return, and their abandoned threads end. */
    private static final String UNWEDGE = "cgt.web.test.unwedge";

    @Test
    void wedgedRulesCostTheirWorkersForTheirBudgetAndAreReplaced(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("Wedged.java");
        Files.writeString(file, """
                import cgt.rules.ImpartialRules;
                import java.util.List;

                public class Wedged implements ImpartialRules<Integer> {
                    public List<Integer> moves(Integer n) {
                        while (n == 7 && !Boolean.getBoolean("%s")) {
                            try {
                                Thread.sleep(5);
                            } catch (InterruptedException e) {
                                // ignores it: the bug this test is about
                            }
                        }
                        return n > 0 ? List.of(n - 1) : List.of();
                    }
                }
                """.formatted(UNWEDGE));
        String name = RulesCompiler.register(file.toString(), Map.of("XDG_CACHE_HOME", dir.resolve("c").toString()));
        // No cheap request waiting: as many wedged requests as cheap workers hold every one of them.
        Limits limits = Limits.DEFAULT.withPool(1, 0).withBudget(Duration.ofMillis(300))
                .withGrace(Duration.ofMillis(200));
        int workers = limits.cheapWorkers();
        try (ApiTestSupport api = new ApiTestSupport(new WebServer(limits, List.of(name)))) {
            for (int i = 0; i < workers; i++) {
                HttpResponse<String> r = api.get("/api/analyze?game=" + name + "&position=7");
                assertThat(r.statusCode()).as(r.body()).isEqualTo(504);
            }
            // Once the grace is over, new workers answer; without them every cheap request would be 503 for good.
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            HttpResponse<String> r;
            do {
                Thread.sleep(50);
                r = api.get("/api/analyze?game=nim&position=3%204%205");
            } while (r.statusCode() == 503 && System.nanoTime() < deadline);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body()).contains("\"winningMoves\":[\"1 4 5\"]");
            assertThat(api.get("/api/analyze?game=" + name + "&position=6").body()).contains("\"value\":0");
            // Every wedged worker is abandoned, each once its grace is over.
            int abandoned;
            do {
                Thread.sleep(20);
                abandoned = number(api.get("/api/limits").body(), "abandonedWorkers");
            } while (abandoned < workers && System.nanoTime() < deadline);
            assertThat(abandoned).isEqualTo(workers);
        } finally {
            System.setProperty(UNWEDGE, "true");
        }
    }

    @Test
    void anExceptionInRulesCodeIsLoggedAndTheClientToldOnlyThatTheRulesFailed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("Faulty.java");
        Files.writeString(file, """
                import cgt.rules.HeapGameRules;

                public class Faulty implements HeapGameRules {
                    public void moves(int n, Moves to) {
                        int[] none = new int[0];
                        if (n > 5) {
                            to.heaps(none[n]);
                        }
                        if (n > 0) {
                            to.heaps(n - 1);
                        }
                    }
                }
                """);
        String name = RulesCompiler.register(file.toString(), Map.of("XDG_CACHE_HOME", dir.resolve("c").toString()));
        try (ApiTestSupport api = new ApiTestSupport(new WebServer(Limits.DEFAULT, List.of(name)))) {
            HttpResponse<String> r = api.get("/api/analyze?game=" + name + "&position=9");
            assertThat(r.statusCode()).isEqualTo(400);
            assertThat(r.body()).isEqualTo("{\"error\":\"" + WebServer.RULES_FAILED + "\"}");
            // The same rules below the fault: heaps of one move each, alternately 1 and 0.
            assertThat(api.get("/api/analyze?game=" + name + "&position=5").body()).contains("\"value\":1");
            String id = api.send("POST", "/api/jobs?kind=grundy&game=" + name + "&to=20").body()
                    .replaceAll(".*\"id\":\"([0-9a-f]+)\".*", "$1");
            String job;
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            do {
                Thread.sleep(20);
                job = api.get("/api/jobs/" + id).body();
            } while (!job.contains("\"status\":\"failed\"") && System.nanoTime() < deadline);
            assertThat(job).contains("\"error\":\"" + WebServer.RULES_FAILED + "\"").doesNotContain("Faulty.java")
                    .doesNotContain("ArrayIndexOutOfBounds");
        }
    }

    private static int number(String body, String key) {
        Matcher m = Pattern.compile("\"" + key + "\":(-?[0-9]+)").matcher(body);
        assertThat(m.find()).as(body).isTrue();
        return Integer.parseInt(m.group(1));
    }
}

package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Each computation of the server has its own memory allowance (core's MemoryMeter, {@code memoryBytes} of
 * /api/limits): a request whose structures grow past it ends in its own clear error while the others are answered.
 */
class MemoryBudgetApiTest {

    /** {1|-1}+{2|-2}+...+{n|-n}: its canonical form and printed form double with each switch. */
    private static String switches(int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            s.append(i > 1 ? "+" : "").append('{').append(i).append("|-").append(i).append('}');
        }
        return s.toString();
    }

    @Test
    void aSumOverItsMemoryEndsInItsOwnErrorWhileACheapRequestIsAnsweredBesideIt() throws Exception {
        Limits small = Limits.DEFAULT.withWork(Limits.WORK.withMemory(4L << 20));
        try (ApiTestSupport api = new ApiTestSupport(small)) {
            CompletableFuture<HttpResponse<String>> big = CompletableFuture.supplyAsync(() -> {
                try {
                    return api.get("/api/value?expr=" + q(switches(26)));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            HttpResponse<String> cheap = api.get("/api/value?expr=" + q("{2|1}+*"));
            assertThat(cheap.statusCode()).as(cheap.body()).isEqualTo(200);
            assertThat(cheap.body()).contains("\"canonical\":\"{2*|1*}\"");
            HttpResponse<String> limits = api.get("/api/limits");
            assertThat(limits.body()).contains("\"memoryBytes\":4194304");

            HttpResponse<String> refused = big.get(60, TimeUnit.SECONDS);
            assertThat(refused.statusCode()).as(refused.body()).isEqualTo(413); // well formed; what it built was too big
            assertThat(refused.body()).startsWith("{\"error\":\"this computation grew past its memory budget of 4 MB:")
                    .contains("(estimated) and it was stopped");
            // The server goes on answering, the refused computation's structures left to be collected.
            HttpResponse<String> after = api.get("/api/value?expr=" + q(switches(3)));
            assertThat(after.statusCode()).as(after.body()).isEqualTo(200);
        }
    }

    @Test
    void ordinaryRequestsStayWellWithinTheDefaultAllowance() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            for (String path : new String[] {"/api/value?expr=" + q(switches(10)),
                "/api/analyze?game=domineering&position=4x4", "/api/analyze?game=kayles&position=" + q("5 7 9"),
                "/api/analyze?game=kayles&position=" + q("4 6") + "&misere=true"}) {
                HttpResponse<String> r = api.get(path);
                assertThat(r.statusCode()).as(path + ": " + r.body()).isEqualTo(200);
            }
        }
    }
}

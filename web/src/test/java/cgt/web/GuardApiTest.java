package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.input.BadInputException;
import cgt.web.ApiTestSupport.Answer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the server accepts from where: its own host names and origin only (403 otherwise, unless allowed), JSON for a
 * request that changes something (415), the security headers on every answer, 405 for a wrong method, HEAD as GET.
 */
class GuardApiTest {

    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT);

    private static final String GAMES = "/api/games";

    private static void assertSecurityHeaders(Answer a) {
        assertThat(a.headers()).containsEntry("Content-Security-Policy", RequestGuard.CONTENT_SECURITY_POLICY)
                .containsEntry("X-Content-Type-Options", "nosniff").containsEntry("Referrer-Policy", "no-referrer");
    }

    @Test
    void aForeignHostNameIsRefusedAndTheMachinesOwnNamesAreServed() throws Exception {
        int port = api.server.port();
        Answer rebound = api.sendFrom("127.0.0.1", "GET", GAMES, "Host: attacker.example:" + port);
        assertThat(rebound.status()).isEqualTo(403);
        assertThat(rebound.body()).startsWith("{\"error\":\"this server answers requests for its own address");
        assertSecurityHeaders(rebound);
        for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port, "127.0.0.1")) {
            assertThat(api.sendFrom("127.0.0.1", "GET", GAMES, "Host: " + host).status()).as(host).isEqualTo(200);
        }
    }

    @Test
    void aForeignOriginOrACrossSiteFetchIsRefusedAndTheServersOwnOriginIsServed() throws Exception {
        Answer foreign = api.sendFrom("127.0.0.1", "GET", "/api/analyze?game=nim&position=3", "Origin: http://evil.example");
        assertThat(foreign.status()).isEqualTo(403);
        assertThat(foreign.body()).contains("requests from pages of another site (http://evil.example) are refused");
        assertThat(api.sendFrom("127.0.0.1", "GET", GAMES, "Origin: null").status()).isEqualTo(403);
        assertThat(api.sendFrom("127.0.0.1", "GET", GAMES, "Sec-Fetch-Site: cross-site").status()).isEqualTo(403);
        assertThat(api.sendFrom("127.0.0.1", "GET", GAMES, "Origin: http://127.0.0.1:" + api.server.port(),
                "Sec-Fetch-Site: same-origin").status()).isEqualTo(200);
        // A foreign page's bodiless POST (no preflight) starts no job.
        Answer post = api.sendFrom("127.0.0.1", "POST", "/api/jobs?kind=grundy&game=kayles&to=100",
                "Origin: http://evil.example", "Content-Type: application/json");
        assertThat(post.status()).isEqualTo(403);
    }

    @Test
    void aRequestThatChangesSomethingMustBeJson() throws Exception {
        String start = "/api/jobs?kind=grundy&game=kayles&to=100";
        Answer plain = api.sendFrom("127.0.0.1", "POST", start);
        assertThat(plain.status()).isEqualTo(415);
        assertThat(plain.body()).contains("must be sent with 'Content-Type: application/json'");
        assertThat(api.sendFrom("127.0.0.1", "POST", start, "Content-Type: text/plain").status()).isEqualTo(415);
        assertThat(api.sendFrom("127.0.0.1", "POST", start, "Content-Type: application/json; charset=utf-8")
                .status()).isEqualTo(202);
        assertThat(api.sendFrom("127.0.0.1", "DELETE", "/api/jobs/0123").status()).isEqualTo(415);
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws Exception {
        for (String path : List.of(GAMES, "/", "/index.html", "/js/app.js", "/api/nosuch", "/api/value?expr=%7B0%7C",
                "/webjars/uplot/1.6.30/dist/uPlot.iife.min.js")) {
            Answer a = api.sendFrom("127.0.0.1", "GET", path);
            assertSecurityHeaders(a);
        }
    }

    @Test
    void aWrongMethodIs405AndHeadIsGetWithoutTheBody() throws Exception {
        Answer put = api.sendFrom("127.0.0.1", "PUT", "/api/analyze?game=nim&position=3",
                "Content-Type: application/json");
        assertThat(put.status()).isEqualTo(405);
        assertThat(put.body()).isEqualTo("{\"error\":\"the method PUT is not allowed for /api/analyze; use GET or"
                + " HEAD\"}");
        assertThat(api.sendFrom("127.0.0.1", "POST", GAMES, "Content-Type: application/json").status())
                .isEqualTo(405);
        Answer get = api.sendFrom("127.0.0.1", "GET", GAMES);
        Answer head = api.sendFrom("127.0.0.1", "HEAD", GAMES);
        assertThat(head.status()).isEqualTo(200);
        assertThat(head.body()).isEmpty();
        assertThat(head.headers().get("Content-Type")).isEqualTo(get.headers().get("Content-Type"));
        assertThat(api.sendFrom("127.0.0.1", "HEAD", "/").status()).isEqualTo(200);
        assertThat(api.sendFrom("127.0.0.1", "HEAD", "/api/analyze?game=nim&position=3").status()).isEqualTo(200);
    }

    @Test
    void anAllowedOriginIsServedWithCorsHeadersAndABadOneIsOneLine() throws Exception {
        RequestGuard guard = new RequestGuard(List.of("http://example.org:3000"));
        try (ApiTestSupport allowing = new ApiTestSupport(new WebServer(Limits.DEFAULT, List.of(), guard))) {
            Answer a = allowing.sendFrom("127.0.0.1", "GET", GAMES, "Origin: http://example.org:3000",
                    "Sec-Fetch-Site: cross-site");
            assertThat(a.status()).isEqualTo(200);
            assertThat(a.headers()).containsEntry("Access-Control-Allow-Origin", "http://example.org:3000");
            Answer preflight = allowing.sendFrom("127.0.0.1", "OPTIONS", "/api/jobs?kind=grundy",
                    "Origin: http://example.org:3000", "Access-Control-Request-Method: POST");
            assertThat(preflight.status()).isEqualTo(204);
            assertThat(preflight.headers()).containsEntry("Access-Control-Allow-Headers", "Content-Type");
            assertThat(allowing.sendFrom("127.0.0.1", "GET", GAMES, "Host: example.org:3000").status()).isEqualTo(200);
            assertThat(allowing.sendFrom("127.0.0.1", "GET", GAMES, "Origin: http://other.example").status())
                    .isEqualTo(403);
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new RequestGuard(List.of("example.org/path")))
                .isInstanceOf(BadInputException.class).hasMessage("--allow-origin 'example.org/path': expected an"
                        + " origin such as http://example.org:3000 (a scheme, a host and maybe a port, no path)");
    }
}

package cgt.web;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Starts a server on a free port of the loopback address and asks it over HTTP, as a browser would. Registered as a
 * test class's extension ({@code @RegisterExtension static final ApiTestSupport api = ...}), it stops the server
 * after the class's last test.
 */
final class ApiTestSupport implements AutoCloseable, AfterAllCallback {

    final WebServer server;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    ApiTestSupport(Limits limits) {
        this.server = new WebServer(limits).start("127.0.0.1", 0);
    }

    /** The answer to GET path (query parameters already encoded with {@link #q}). */
    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send("GET", path);
    }

    HttpResponse<String> send(String method, String path) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(60)).build();
        return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** A query parameter's value, URL-encoded. */
    static String q(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    @Override
    public void close() {
        server.close();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }
}

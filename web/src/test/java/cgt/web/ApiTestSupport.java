package cgt.web;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
        this(new WebServer(limits));
    }

    ApiTestSupport(WebServer server) {
        this.server = server.start("127.0.0.1", 0);
    }

    /** The answer to GET path (query parameters already encoded with {@link #q}). */
    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send("GET", path);
    }

    HttpResponse<String> send(String method, String path) throws IOException, InterruptedException {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(60));
        if (!method.equals("GET")) {
            builder.header("Content-Type", "application/json"); // as the page sends a request that changes something
        }
        HttpRequest request = builder.build();
        return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /**
     * The answer to {@code method path} sent from another client: a connection from the loopback address
     * {@code from} (127.0.0.2, ...), which the server counts as another address, with these extra header lines
     * ({@code Host: 127.0.0.1:PORT} unless one of them is a Host).
     */
    Answer sendFrom(String from, String method, String path, String... headers) throws IOException {
        try (Socket socket = new Socket()) {
            socket.setSoTimeout(60_000);
            socket.bind(new InetSocketAddress(InetAddress.getByAddress(from, address(from)), 0));
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.port()), 10_000);
            StringBuilder request = new StringBuilder(method + " " + path + " HTTP/1.0\r\n");
            if (Arrays.stream(headers).noneMatch(h -> h.regionMatches(true, 0, "Host:", 0, 5))) {
                request.append("Host: 127.0.0.1:").append(server.port()).append("\r\n");
            }
            for (String h : headers) {
                request.append(h).append("\r\n");
            }
            if (!method.equals("GET") && !method.equals("HEAD")) {
                request.append("Content-Length: 0\r\n");
            }
            request.append("\r\n");
            socket.getOutputStream().write(request.toString().getBytes(StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int end = answer.indexOf("\r\n\r\n");
            String head = end < 0 ? answer : answer.substring(0, end);
            List<String> lines = head.lines().toList();
            int status = Integer.parseInt(lines.get(0).substring(9, 12));
            Map<String, String> fields = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            for (String line : lines.subList(1, lines.size())) {
                int colon = line.indexOf(':');
                fields.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
            return new Answer(status, fields, end < 0 ? "" : answer.substring(end + 4));
        }
    }

    /**
     * Starts a job ({@code POST /api/jobs?QUERY}) and asks after it every 20 ms until it says it is done or
     * {@code seconds} have passed: its last answer, the job's JSON.
     */
    String finishedJob(String query, int seconds) throws IOException, InterruptedException {
        String started = send("POST", "/api/jobs?" + query).body();
        String id = started.replaceAll(".*\"id\":\"([0-9a-z]+)\".*", "$1");
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        String job;
        do {
            Thread.sleep(20);
            job = get("/api/jobs/" + id).body();
        } while (!job.contains("\"status\":\"done\"") && System.nanoTime() < deadline);
        return job;
    }

    /** The four bytes of a loopback address 127.0.0.N. */
    private static byte[] address(String dotted) {
        if (!dotted.startsWith("127.0.0.")) {
            throw new IllegalArgumentException("expected 127.0.0.N: " + dotted);
        }
        return new byte[] {127, 0, 0, (byte) Integer.parseInt(dotted.substring("127.0.0.".length()))};
    }

    /** An answer read off the socket: its status, its header fields (names in any case) and its body. */
    record Answer(int status, Map<String, String> headers, String body) {
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

package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code cgt serve} through the command line: the address printed, the warning, a port in use, the stop. */
class ServeCommandTest {

    @Test
    void aPortInUseIsOneLineAndExitCode2() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "serve", "--port",
                    Integer.toString(taken.getLocalPort()));
            assertThat(code).isEqualTo(2);
            assertThat(err.toString()).isEqualTo("cgt: cannot listen on 127.0.0.1:" + taken.getLocalPort()
                    + ": the port is in use (or not allowed); choose another with --port N" + System.lineSeparator());
        }
    }

    @Test
    void limitsOutOfRangeAreOneLineAndExitCode2() {
        String[][] cases = {{"--workers", "0", "--workers 0 is out of range: expected 1 to 256"},
            {"--queue", "-1", "--queue -1 is out of range: expected 0 to 100000"},
            {"--timeout", "0", "--timeout 0.0 is out of range: expected 0.01 to 3600 seconds"},
            {"--max-heap-share", "1.5", "--max-heap-share 1.5 is out of range: expected a share above 0 and at most"
                    + " 1, such as 0.2"}};
        for (String[] c : cases) {
            StringWriter err = new StringWriter();
            int code = Main.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "serve",
                    "--port", "0", c[0], c[1]);
            assertThat(code).isEqualTo(2);
            assertThat(err.toString()).isEqualTo("cgt: " + c[2] + System.lineSeparator());
        }
    }

    @Test
    void serveWarnsBeyondLoopbackPrintsTheAddressAndStopsOnAnInterrupt() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        AtomicInteger code = new AtomicInteger(-1);
        Thread serving = new Thread(() -> code.set(Main.run(new PrintWriter(out, true), new PrintWriter(err, true),
                "serve", "--port", "0", "--host", "0.0.0.0")));
        serving.start();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!out.toString().contains("explorer is at") && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(err.toString()).startsWith("cgt: warning: listening on 0.0.0.0, not only on this machine");
        Matcher m = Pattern.compile("cgt: the explorer is at http://0\\.0\\.0\\.0:(\\d+)/").matcher(out.toString());
        assertThat(m.find()).as(out.toString()).isTrue();
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + m.group(1) + "/api/analyze?game=nim&position=3%204%205")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.body()).contains("\"winningMoves\":[\"1 4 5\"]");
        serving.interrupt(); // what Ctrl-C does (cgt's signal guard interrupts the command's thread)
        serving.join(30_000);
        assertThat(serving.isAlive()).isFalse();
        assertThat(code.get()).isZero();
        assertThat(err.toString()).endsWith("cgt: the explorer stopped" + System.lineSeparator());
    }
}

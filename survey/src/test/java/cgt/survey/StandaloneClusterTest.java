package cgt.survey;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A survey on a real Spark standalone cluster: a master and a worker started here on 127.0.0.1 as child JVMs from
 * the Spark jars on the test's class path (no download, no Spark installation), the survey sent to the master, and
 * its rows the same as local mode's. The worker starts its executor from SPARK_HOME, here an empty folder of jars:
 * the executor's class path is the test's, given as {@code spark.executor.extraClassPath}.
 */
@Tag("slow")
class StandaloneClusterTest {

    private final List<Process> started = new ArrayList<>();

    @AfterEach
    void stopCluster() throws InterruptedException {
        for (int i = started.size() - 1; i >= 0; i--) {
            Process p = started.get(i);
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
    }

    @Test
    @Timeout(900)
    void aSurveyOnAStandaloneClusterHasTheRowsOfLocalMode(@TempDir Path dir) throws Exception {
        long t0 = System.nanoTime();
        Family family = Family.parse("0.?6"); // 0.06 ... 0.76: quick, and 0.06 and 0.16 stay unresolved
        int to = 3000;
        int masterPort = freePort();
        Path sparkHome = Files.createDirectories(dir.resolve("spark-home"));
        Files.createDirectories(sparkHome.resolve("jars"));
        Path logs = Files.createDirectories(dir.resolve("logs"));
        int masterUi = freePort();
        start(sparkHome, logs.resolve("master.log"), "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                "--port", Integer.toString(masterPort), "--webui-port", Integer.toString(masterUi));
        awaitPort(masterPort, logs.resolve("master.log"));
        String url = "spark://127.0.0.1:" + masterPort;
        System.out.printf("master up: %.1f s%n", (System.nanoTime() - t0) / 1e9);
        start(sparkHome, logs.resolve("worker.log"), "org.apache.spark.deploy.worker.Worker", url, "--host",
                "127.0.0.1", "--cores", "2", "--memory", "1g", "--webui-port", Integer.toString(freePort()),
                "--work-dir", Files.createDirectories(dir.resolve("work")).toString());
        // Local mode's survey runs while the cluster starts.
        List<SurveyRow> local = Survey.run(new Survey.Settings(family, to, 0, dir.resolve("local"),
                Survey.localMaster(2), Survey.Faults.NONE), new PrintWriter(new StringWriter())).rows();
        System.out.printf("local mode: %.1f s%n", (System.nanoTime() - t0) / 1e9);
        // The survey is sent once the master counts the worker alive: an application that connects while the
        // master is still starting has its first registration lost and tries again only after 20 s.
        awaitAliveWorker(masterUi, logs.resolve("worker.log"));
        System.out.printf("worker registered: %.1f s%n", (System.nanoTime() - t0) / 1e9);

        // The executor lives a few seconds: the quick compiler and the serial collector start it sooner.
        Map<String, String> spark = Map.of("spark.executor.extraClassPath", System.getProperty("java.class.path"),
                "spark.driver.host", "127.0.0.1", "spark.executor.memory", "512m",
                "spark.executor.extraJavaOptions", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
        StringWriter progress = new StringWriter();
        Survey.Result onCluster = Survey.run(new Survey.Settings(family, to, 0, dir.resolve("cluster"), url,
                Survey.Faults.NONE, spark), new PrintWriter(progress));

        System.out.printf("cluster: %.1f s in all%n", (System.nanoTime() - t0) / 1e9);
        assertThat(onCluster.rows()).hasSize(8);
        assertThat(withoutTimes(onCluster.rows())).isEqualTo(withoutTimes(local));
        assertThat(progress.toString()).contains("8 of 8 computations done");
        // The executor really was the worker's: it left its logs in the worker's folder.
        try (var apps = Files.list(dir.resolve("work"))) {
            assertThat(apps.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("app-"));
        }
    }

    private static List<SurveyRow> withoutTimes(List<SurveyRow> rows) {
        return rows.stream().map(r -> new SurveyRow(r.code(), r.status(), r.preperiod(), r.period(), r.saltus(),
                r.largest(), r.rareMask(), r.lastRare(), r.heaps(), 0, r.computedAs(), r.note())).toList();
    }

    private void start(Path sparkHome, Path log, String mainClass, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx256m");
        cmd.add("-XX:TieredStopAtLevel=1"); // the master and the worker mostly start up
        cmd.add("-XX:+UseSerialGC");
        // The same --add-opens this JVM was given (surefire's argLine): Spark needs them on Java 17.
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("--add-opens") || a.startsWith("-Djdk.reflect") || a.startsWith("-Dio.netty")) {
                cmd.add(a);
            }
        }
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(mainClass);
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("SPARK_HOME", sparkHome.toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        started.add(pb.start());
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Waits until the master's status page (its JSON) counts one worker alive. */
    private static void awaitAliveWorker(int uiPort, Path log) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest status = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + uiPort + "/json/"))
                .timeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline) {
            try {
                String body = http.send(status, HttpResponse.BodyHandlers.ofString()).body();
                if (body.replaceAll("\\s", "").contains("\"aliveworkers\":1")) {
                    return;
                }
            } catch (IOException e) {
                // the status page is not up yet
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no worker registered with the master:" + File.separator + Files.readString(log));
    }

    private static void awaitPort(int port, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 500);
                return;
            } catch (IOException e) {
                Thread.sleep(300);
            }
        }
        throw new AssertionError("the master did not open port " + port + ":" + File.separator + Files.readString(log));
    }
}

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The explorer's load benchmark (run by bench/web-load.sh against a running 'cgt serve'): N requests of mixed work
 * sent at once, twice. First as a burst, each sent once: how many were answered, how many refused as busy (503, the
 * designed answer of a full pool), and any other failure, which must be none. Then as N clients that honour the
 * 503's Retry-After and try again until answered: all must succeed; throughput and the 99th percentile of the
 * latency from the first try. Uses only the JDK: java bench/WebLoad.java http://127.0.0.1:PORT [N].
 */
public class WebLoad {

    /** Mixed work: cheap lookups, analyses with explanations, sequences, partizan values, a search, a diagram. */
    static final List<String> PATHS = List.of(
            "/api/analyze?game=nim&position=3%204%205",
            "/api/analyze?game=kayles&position=5%207&explain=true",
            "/api/grundy?game=kayles&to=500",
            "/api/value?expr=%7B0,*%7C*%7D",
            "/api/thermograph?expr=%7B2%7C-1%7D",
            "/api/born?day=2",
            "/api/period?game=kayles",
            "/api/analyze?game=domineering&position=3x4",
            "/api/compare?g=%7B1%7C-1%7D&h=*",
            "/api/grundy?game=0.16&to=100000",
            "/api/games",
            "/api/moves?game=nim&position=1%202%203");

    record Result(int status, long nanos, int tries) {
    }

    public static void main(String[] args) throws Exception {
        String base = args[0];
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
        // Warm up (class loading and the JIT), one request of each kind, one at a time.
        for (String p : PATHS) {
            client.send(request(base + p), HttpResponse.BodyHandlers.discarding());
        }
        report("burst, each request sent once", run(client, base, n, false));
        report("clients retrying after 503 (Retry-After)", run(client, base, n, true));
    }

    static List<Result> run(HttpClient client, String base, int n, boolean retry) throws Exception {
        ConcurrentLinkedQueue<Result> results = new ConcurrentLinkedQueue<>();
        List<CompletableFuture<Void>> all = new ArrayList<>();
        java.util.concurrent.ExecutorService clients = java.util.concurrent.Executors.newFixedThreadPool(n);
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
            String url = base + PATHS.get(i % PATHS.size());
            all.add(CompletableFuture.runAsync(() -> {
                long t0 = System.nanoTime();
                int tries = 0;
                while (true) {
                    tries++;
                    int status;
                    long retryAfter = 1;
                    try {
                        HttpResponse<Void> r = client.send(request(url), HttpResponse.BodyHandlers.discarding());
                        status = r.statusCode();
                        retryAfter = r.headers().firstValueAsLong("Retry-After").orElse(1);
                    } catch (Exception e) {
                        status = -1; // a connection failure counts as a failure
                    }
                    if (status == 503 && retry && System.nanoTime() - t0 < 120e9) {
                        sleep((long) (retryAfter * 1000 * (0.5 + Math.random())));
                        continue;
                    }
                    results.add(new Result(status, System.nanoTime() - t0, tries));
                    return;
                }
            }, clients));
        }
        CompletableFuture.allOf(all.toArray(new CompletableFuture[0])).join();
        long wall = System.nanoTime() - start;
        clients.shutdown();
        List<Result> list = new ArrayList<>(results);
        list.add(new Result(0, wall, 0)); // the last entry: the wall time
        return list;
    }

    static void report(String title, List<Result> list) {
        Result wallEntry = list.remove(list.size() - 1);
        double wall = wallEntry.nanos() / 1e9;
        int ok = 0;
        int busy = 0;
        int failed = 0;
        int retries = 0;
        List<Long> latencies = new ArrayList<>();
        for (Result r : list) {
            retries += r.tries() - 1;
            if (r.status() == 200) {
                ok++;
                latencies.add(r.nanos());
            } else if (r.status() == 503) {
                busy++;
            } else {
                failed++;
            }
        }
        Collections.sort(latencies);
        System.out.printf(Locale.ROOT, "%s: %d requests in %.2f s%n", title, list.size(), wall);
        System.out.printf(Locale.ROOT, "  answered 200: %d, refused 503: %d (retries: %d), failed otherwise: %d%n",
                ok, busy, retries, failed);
        System.out.printf(Locale.ROOT, "  throughput: %.1f answers/s; latency of answered requests: median %.0f ms,"
                + " p99 %.0f ms, max %.0f ms%n", ok / wall, pct(latencies, 0.5), pct(latencies, 0.99),
                pct(latencies, 1.0));
    }

    static double pct(List<Long> sorted, double p) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1e6;
    }

    static HttpRequest request(String url) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(120)).build();
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

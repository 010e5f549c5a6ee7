import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The explorer's load benchmark (run by bench/web-load.sh against a running 'cgt serve'): a class of 30 people
 * using the explorer at once, each from an address of its own (127.0.0.10 and up: the server gives each address its
 * share), each making an ordinary request (an analysis, a move of Play, a small sequence, a partizan value) and
 * pausing a second or so, as a person does. Three phases of the same length, side by side:
 *
 * <ol>
 *   <li>the class alone;
 *   <li>the class while 4 other people run the most expensive requests the limits allow, again and again (a large
 *       Domineering board searched to the positions limit, a Grundy job of a long octal code to a million heaps, a
 *       misère quotient, a long sum of hot games);
 *   <li>the same, and one client flooding the server: 40 requests at a time, costly ones and jobs, never waiting.
 * </ol>
 *
 * For the class it prints the answers, the refusals (503/429: the goal is none), other failures, and the median and
 * 99th percentile of the latency; for the others, what they got. The ratios of the class's p99 between phases show
 * what the expensive clients and the flood cost the class (the goal: no more than 2x).
 * Uses only the JDK: java bench/WebLoad.java http://127.0.0.1:PORT [SECONDS] [CLASS SIZE].
 */
public class WebLoad {

    /** A class's requests: analyses (with explanations), Play's one request a turn, small sequences, values. */
    static final List<String> CLASS = List.of(
            "/api/analyze?game=kayles&position=5%207&explain=true",
            "/api/analyze?game=nim&position=3%204%205",
            "/api/analyze?game=domineering&position=3x4",
            "/api/analyze?game=0.07&position=10%2012&explain=true",
            "/api/turn?game=nim&position=1%202%206",
            "/api/turn?game=domineering&position=3x3&player=left",
            "/api/turn?game=kayles&position=4%209",
            "/api/moves?game=kayles&position=3%205",
            "/api/grundy?game=kayles&to=500",
            "/api/grundy?game=0.16&to=2000",
            "/api/value?expr=%7B0,*%7C*%7D",
            "/api/value?expr=%7B2%7C-1%7D%2B%7B1%7C0%7D",
            "/api/thermograph?expr=%7B2%7C-1%7D",
            "/api/compare?g=%7B1%7C-1%7D&h=*",
            "/api/born?day=2");

    /** The most expensive requests the default limits let through, each run to its limit or its budget. */
    static final List<String> EXPENSIVE = List.of(
            "/api/analyze?game=domineering&position=8x8",
            "POST /api/jobs?kind=grundy&game=0.777777777777777777777777777777&to=1000000",
            "/api/quotient?game=0.07",
            "/api/value?expr=" + hotSum(10),
            "/api/analyze?game=domineering&position=6x6",
            // Issue 27's sum of 26 switches, whose printed form took the heap to 6 GB: now refused (400, "other")
            // at its memory budget, on its own thread.
            "/api/value?expr=" + hotSum(26));

    record Result(String who, String path, int status, long nanos) {
    }

    static volatile boolean running;

    public static void main(String[] args) throws Exception {
        Matcher m = Pattern.compile("http://([^:/]+):(\\d+)").matcher(args[0]);
        if (!m.find()) {
            throw new IllegalArgumentException("expected http://HOST:PORT, not " + args[0]);
        }
        String host = m.group(1);
        int port = Integer.parseInt(m.group(2));
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int size = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        // Warm up (class loading and the JIT), each request of the class once, one at a time.
        for (String p : CLASS) {
            send(host, port, "127.0.0.9", "GET", p);
        }
        List<Double> p99 = new ArrayList<>();
        String[] titles = {"the class alone", "the class and 4 clients asking for the most expensive requests",
            "the class, the 4, and one client flooding (40 requests at a time, never waiting)"};
        for (int phase = 0; phase < 3; phase++) {
            List<Result> results = phase(host, port, seconds, size, phase >= 1 ? 4 : 0, phase == 2);
            p99.add(report(titles[phase], results, seconds));
            Thread.sleep(3000); // the expensive requests of the phase end (or are cancelled) before the next
        }
        System.out.printf(Locale.ROOT, "class p99 with the 4 expensive clients / alone: %.2fx; with the flood too /"
                + " without it: %.2fx%n", p99.get(1) / p99.get(0), p99.get(2) / p99.get(1));
    }

    /** One phase: the class (and the expensive clients, and the flooder) for {@code seconds}. */
    static List<Result> phase(String host, int port, int seconds, int size, int expensive, boolean flood)
            throws InterruptedException {
        ConcurrentLinkedQueue<Result> results = new ConcurrentLinkedQueue<>();
        List<Thread> threads = new ArrayList<>();
        running = true;
        for (int i = 0; i < size; i++) {
            String from = "127.0.0." + (10 + i);
            Random random = new Random(i);
            threads.add(started(() -> {
                sleep(random.nextInt(1000)); // people do not all click at once
                while (running) {
                    String path = CLASS.get(random.nextInt(CLASS.size()));
                    results.add(timed(host, port, "class", from, path));
                    sleep(500 + random.nextInt(1000));
                }
            }));
        }
        for (int i = 0; i < expensive; i++) {
            String from = "127.0.0." + (50 + i);
            int first = i;
            threads.add(started(() -> {
                for (int k = first; running; k++) {
                    results.add(expensive(host, port, from, EXPENSIVE.get(k % EXPENSIVE.size())));
                }
            }));
        }
        if (flood) {
            for (int i = 0; i < 40; i++) {
                int first = i;
                threads.add(started(() -> {
                    for (int k = first; running; k++) {
                        String request = EXPENSIVE.get(k % EXPENSIVE.size());
                        results.add(timed(host, port, "flood", "127.0.0.60", request));
                    }
                }));
            }
        }
        Thread.sleep(seconds * 1000L);
        running = false;
        for (Thread t : threads) {
            t.join();
        }
        return new ArrayList<>(results);
    }

    /**
     * An expensive request, sent again after Retry-After while it is refused (as the page does); a job is polled
     * (once a second) until it ends, and timed to its end.
     */
    static Result expensive(String host, int port, String from, String request) {
        long t0 = System.nanoTime();
        Answer a = send(host, port, from, request);
        while ((a.status() == 503 || a.status() == 429) && running) {
            sleep(2000);
            a = send(host, port, from, request);
        }
        if (a.status() == 202) {
            Matcher id = Pattern.compile("\"id\":\"([0-9a-f]+)\"").matcher(a.body());
            if (id.find()) {
                while (running) {
                    sleep(1000);
                    Answer state = send(host, port, from, "GET /api/jobs/" + id.group(1));
                    if (!state.body().contains("\"status\":\"queued\"") && !state.body().contains("\"status\":"
                            + "\"running\"")) {
                        break;
                    }
                }
                send(host, port, from, "DELETE /api/jobs/" + id.group(1));
            }
        }
        return new Result("expensive", request, a.status(), System.nanoTime() - t0);
    }

    static Result timed(String host, int port, String who, String from, String request) {
        long t0 = System.nanoTime();
        Answer a = send(host, port, from, request);
        return new Result(who, request, a.status(), System.nanoTime() - t0);
    }

    /** Prints the phase's figures; returns the class's p99 in milliseconds. */
    static double report(String title, List<Result> all, int seconds) {
        System.out.printf(Locale.ROOT, "%s (%d s):%n", title, seconds);
        double classP99 = Double.NaN;
        for (String who : List.of("class", "expensive", "flood")) {
            List<Long> latencies = new ArrayList<>();
            int ok = 0;
            int busy = 0;
            int share = 0;
            int timedOut = 0;
            int other = 0;
            for (Result r : all) {
                if (!r.who().equals(who)) {
                    continue;
                }
                switch (r.status()) {
                    case 200, 202 -> {
                        ok++;
                        latencies.add(r.nanos());
                    }
                    case 503 -> busy++;
                    case 429 -> share++;
                    case 504 -> timedOut++;
                    default -> other++; // 400 (a request past a limit, refused at once), 413, connection failures
                }
            }
            int total = ok + busy + share + timedOut + other;
            if (total == 0) {
                continue;
            }
            Collections.sort(latencies);
            System.out.printf(Locale.ROOT, "  %-9s %5d requests: answered %d, refused 503 %d, refused 429 %d, 504 %d,"
                    + " other %d; latency median %.0f ms, p99 %.0f ms, max %.0f ms%n", who, total, ok, busy, share,
                    timedOut, other, pct(latencies, 0.5), pct(latencies, 0.99), pct(latencies, 1.0));
            if (who.equals("class")) {
                classP99 = pct(latencies, 0.99);
            }
        }
        return classP99;
    }

    static double pct(List<Long> sorted, double p) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1e6;
    }

    record Answer(int status, String body) {
    }

    /** "METHOD PATH" or a path to GET. */
    static Answer send(String host, int port, String from, String request) {
        int space = request.indexOf(' ');
        return space < 0 ? send(host, port, from, "GET", request)
                : send(host, port, from, request.substring(0, space), request.substring(space + 1));
    }

    /**
     * One request over a connection of its own from the loopback address {@code from} (HTTP/1.0: the answer ends
     * with the connection); a state-changing one says it is JSON, as the page does. Status -1: no answer.
     */
    static Answer send(String host, int port, String from, String method, String path) {
        try (Socket socket = new Socket()) {
            socket.setSoTimeout(120_000);
            socket.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
            socket.connect(new InetSocketAddress(host, port), 30_000);
            String request = method + " " + path + " HTTP/1.0\r\nHost: " + host + ":" + port + "\r\n"
                    + (method.equals("GET") ? "" : "Content-Type: application/json\r\nContent-Length: 0\r\n") + "\r\n";
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (answer.length() < 12) {
                return new Answer(-1, "");
            }
            int end = answer.indexOf("\r\n\r\n");
            return new Answer(Integer.parseInt(answer.substring(9, 12)), end < 0 ? "" : answer.substring(end + 4));
        } catch (IOException | RuntimeException e) {
            return new Answer(-1, "");
        }
    }

    /** {1|-1}+{2|-2}+...+{n|-n}, URL-encoded: a sum of hot games whose canonical form grows fast. */
    static String hotSum(int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            s.append(i > 1 ? "%2B" : "").append("%7B").append(i).append("%7C-").append(i).append("%7D");
        }
        return s.toString();
    }

    static Thread started(Runnable r) {
        Thread t = new Thread(r);
        t.start();
        return t;
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

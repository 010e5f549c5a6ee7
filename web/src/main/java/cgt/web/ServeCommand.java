package cgt.web;

import cgt.format.ModuleCommand;
import cgt.format.rules.RulesCompiler;
import cgt.format.rules.UserGameName;
import cgt.input.BadInputException;
import java.io.PrintWriter;
import java.net.BindException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cgt serve [--port N] [--host H] [--rules FILE.java]... [--workers N] [--queue N] [--timeout S]
 * [--max-heap-share F] [--allow-origin ORIGIN]...}: the web explorer, until Ctrl-C. It listens on the
 * loopback address unless told otherwise, and warns when told otherwise: the explorer has no accounts, and every
 * visitor shares the machine's workers.
 */
@Command(name = "serve", description = {"The web explorer: analyze, plot, play and calculate in the browser.",
    "Listens on 127.0.0.1:8080 by default; Ctrl-C stops it."})
public final class ServeCommand implements Callable<Integer>, ModuleCommand {

    /** The service the command line finds (META-INF/services): {@code cgt serve}, when this module is present. */
    @Override
    public String name() {
        return "serve";
    }

    @Override
    public Object newCommand() {
        return new ServeCommand();
    }

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080", description = "The port (default 8080).")
    int port;

    @Option(names = "--host", paramLabel = "H", defaultValue = "127.0.0.1", description = "The address to listen"
            + " on (default 127.0.0.1, this machine only; 0.0.0.0 for every network, with a warning).")
    String host;

    @Option(names = "--rules", paramLabel = "FILE.java", description = "A game you wrote in one Java file, offered"
            + " by the explorer next to the built-in games (may be given several times; read at start-up only).")
    List<String> rules = new ArrayList<>();

    @Option(names = "--allow-origin", paramLabel = "ORIGIN", description = "A site whose pages may use the"
            + " explorer's API, such as http://example.org:3000 (may be given several times; by default only the"
            + " explorer's own page may).")
    List<String> allowOrigins = new ArrayList<>();

    @Option(names = "--workers", paramLabel = "N", defaultValue = "1", description = "Costly computations that run"
            + " at once (default 1: on two cores the other stays for cheap ones, which have 2 x N workers of their own,"
            + " at least 4).")
    int workers;

    @Option(names = "--queue", paramLabel = "N", defaultValue = "60", description = "Cheap computations that may"
            + " wait for a worker (default 60: two for each of a class of 30); costly ones wait for 2 x N, at least 4.")
    int queue;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "10", description = "How long one request's"
            + " computation may run before it is cancelled and answered 504 (default 10).")
    double timeout;

    @Option(names = "--max-heap-share", paramLabel = "F", defaultValue = "0.2", description = "The share of the"
            + " heap that one computation's tables may take, above 0 and at most 1 (default 0.2).")
    double maxHeapShare;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (port < 0 || port > 65535) {
            throw new BadInputException("--port " + port + " is out of range: expected 0 to 65535");
        }
        Limits limits = limits();
        RequestGuard guard = new RequestGuard(allowOrigins);
        List<String> names = new ArrayList<>();
        for (String file : rules) {
            String name = RulesCompiler.register(file);
            UserGameName.shadowing(name).ifPresent(note -> err.println("cgt: " + note));
            names.add(name);
        }
        if (!isLoopback(host)) {
            err.println("cgt: warning: listening on " + host + ", not only on this machine: anyone who can reach it"
                    + " can use the explorer (and its workers); the default, 127.0.0.1, is this machine only");
            err.flush();
        }
        WebServer server = new WebServer(limits, names, guard);
        try {
            server.start(host, port);
        } catch (RuntimeException e) {
            server.close();
            if (causedByBind(e)) {
                throw new BadInputException("cannot listen on " + host + ":" + port + ": the port is in use (or not"
                        + " allowed); choose another with --port N");
            }
            throw new BadInputException("cannot listen on " + host + ":" + port + ": " + e.getMessage());
        }
        String shown = host.contains(":") ? "[" + host + "]" : host;
        out.println("cgt: the explorer is at http://" + shown + ":" + server.port() + "/"
                + (names.isEmpty() ? "" : " (with your game" + (names.size() == 1 ? " " : "s ")
                + String.join(", ", names) + ")"));
        out.println("cgt: Ctrl-C stops it");
        out.flush();
        try {
            new CountDownLatch(1).await(); // until Ctrl-C, which interrupts this thread
        } catch (InterruptedException e) {
            // The interrupt is the request to stop, handled here: Jetty stops cleanly only on a thread that is
            // not interrupted (its selector stayed up, and the JVM waited for it).
        } finally {
            server.close();
        }
        err.println("cgt: the explorer stopped");
        err.flush();
        return 0;
    }

    /** The limits the options ask for, each checked with a line naming what is accepted. */
    private Limits limits() {
        if (workers < 1 || workers > 256) {
            throw new BadInputException("--workers " + workers + " is out of range: expected 1 to 256");
        }
        if (queue < 0 || queue > 100_000) {
            throw new BadInputException("--queue " + queue + " is out of range: expected 0 to 100000");
        }
        if (!(timeout >= 0.01 && timeout <= 3600)) {
            throw new BadInputException("--timeout " + timeout + " is out of range: expected 0.01 to 3600 seconds");
        }
        if (!(maxHeapShare > 0 && maxHeapShare <= 1)) {
            throw new BadInputException("--max-heap-share " + maxHeapShare + " is out of range: expected a share"
                    + " above 0 and at most 1, such as 0.2");
        }
        return Limits.DEFAULT.withPool(workers, queue).withBudget(Duration.ofMillis(Math.round(timeout * 1000)))
                .withHeapShare(maxHeapShare);
    }

    static boolean isLoopback(String host) {
        return host.equals("127.0.0.1") || host.equals("localhost") || host.equals("::1") || host.startsWith("127.");
    }

    private static boolean causedByBind(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BindException || String.valueOf(t.getMessage()).contains("already in use")) {
                return true;
            }
        }
        return false;
    }
}

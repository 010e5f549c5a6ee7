package cgt.web;

import cgt.format.Messages;
import cgt.format.json.Json;
import cgt.impartial.CyclicGameException;
import cgt.input.BadInputException;
import cgt.task.Progress;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Function;

/**
 * The web explorer's server: the single-page front end (the classpath folder {@code /public}) and the WebJars it
 * loads, and the JSON API under {@code /api} (see web/API.md). Every computation runs in one {@link WorkerPool}
 * within the {@link Limits}; errors are {@code {"error": "..."}} with the status that says what went wrong.
 */
public final class WebServer implements AutoCloseable {

    private final Limits limits;
    private final List<String> yourGames;
    private final WorkerPool pool;
    private final Jobs jobs;
    private final Javalin app;

    WebServer(Limits limits) {
        this(limits, List.of());
    }

    /** A server that offers, besides the built-in games, the users' games registered under these names. */
    @SuppressWarnings("StaticAssignmentInConstructor") // Api sizes its tables once per JVM, by the largest pool
    WebServer(Limits limits, List<String> yourGames) {
        this.limits = limits;
        this.yourGames = List.copyOf(yourGames);
        this.pool = new WorkerPool(limits.workers(), limits.queue());
        this.jobs = new Jobs(pool, limits);
        Api.workers = Math.max(Api.workers, limits.workers()); // (servers in one JVM: tests) the largest pool
        this.app = Javalin.create(this::configure);
    }

    /** A server with the default limits. */
    public static WebServer withDefaults(List<String> yourGames) {
        return new WebServer(Limits.DEFAULT, yourGames);
    }

    private void configure(JavalinConfig config) {
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        if (WebServer.class.getResource("/public") != null) {
            config.staticFiles.add("/public", Location.CLASSPATH);
        }
        config.staticFiles.enableWebjars();
        // Cheap answers run on the request's thread; computations go to the pool, within the budget.
        config.routes.get("/api/games", ctx -> answer(ctx, p -> Api.games(p, yourGames)));
        config.routes.get("/api/analyze", ctx -> compute(ctx, p -> Api.analyze(p, limits.work())));
        config.routes.get("/api/grundy", ctx -> compute(ctx, p -> Api.grundy(p, limits, Progress.NONE)));
        config.routes.get("/api/period", ctx -> compute(ctx, p -> Api.period(p, limits, Progress.NONE)));
        config.routes.get("/api/value", ctx -> compute(ctx, p -> Api.value(p, limits.work())));
        config.routes.get("/api/quotient", ctx -> compute(ctx, p -> Api.quotient(p, limits.work(), Progress.NONE)));
        config.routes.get("/api/compare", ctx -> compute(ctx, Api::compare));
        config.routes.get("/api/thermograph", ctx -> compute(ctx, Api::thermograph));
        config.routes.get("/api/tree", ctx -> compute(ctx, Api::tree));
        config.routes.get("/api/born", ctx -> compute(ctx, Api::born));
        config.routes.get("/api/reply", ctx -> compute(ctx, p -> Api.reply(p, limits.work())));
        config.routes.get("/api/moves", ctx -> compute(ctx, p -> Api.moves(p, limits.work())));
        // Long sequences: a job per computation, polled and cancelled by the page.
        config.routes.post("/api/jobs", this::startJob);
        config.routes.get("/api/jobs/{id}", ctx -> jsonText(ctx, 200, jobs.get(ctx.pathParam("id")).toJsonText()));
        config.routes.delete("/api/jobs/{id}", ctx -> jsonText(ctx, 200,
                jobs.cancel(ctx.pathParam("id")).toJsonText()));
        config.routes.get("/api/limits", ctx -> json(ctx, 200, limitsJson()));
        config.routes.error(404, ctx -> {
            String answered = ctx.result(); // an endpoint's own 404 (an unknown job) is already JSON
            if (ctx.path().startsWith("/api/") && (answered == null || !answered.startsWith("{"))) {
                error(ctx, 404, "no endpoint " + ctx.method() + " " + brief(ctx.path()) + "; see web/API.md for the"
                        + " endpoints");
            }
        });
        config.routes.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        config.routes.exception(BadInputException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        config.routes.exception(CyclicGameException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        config.routes.exception(CancellationException.class, (e, ctx) -> error(ctx, 504, e.getMessage()));
        config.routes.exception(Exception.class, (e, ctx) -> error(ctx, 500, "internal error: " + e
                + " (this is a bug)"));
    }

    private void answer(Context ctx, Function<Params, Object> handler) {
        json(ctx, 200, handler.apply(Params.of(ctx, limits.maxParameterLength())));
    }

    private void compute(Context ctx, Function<Params, Object> handler) {
        Params params = Params.of(ctx, limits.maxParameterLength());
        json(ctx, 200, pool.run(() -> handler.apply(params), limits.budget()));
    }

    /** {@code POST /api/jobs?kind=grundy|period|solve&...}: the endpoint's parameters; 202 with the job's state. */
    private void startJob(Context ctx) {
        Params params = Params.of(ctx, limits.maxParameterLength());
        String kind = params.required("kind", "grundy");
        Function<Progress, Object> work = switch (kind) {
            case "grundy" -> progress -> Api.grundy(params, limits, progress);
            case "period" -> progress -> Api.period(params, limits, progress);
            case "solve" -> progress -> Api.solve(params, progress);
            default -> throw ApiException.badInput("kind '" + kind + "': expected grundy, period or solve");
        };
        params.required("game", kind.equals("grundy") ? "kayles" : kind.equals("solve") ? "domineering" : "0.16");
        if (kind.equals("grundy")) {
            params.required("to", "100000");
        }
        jsonText(ctx, 202, jobs.start(kind, work).toJsonText());
    }

    private Map<String, Object> limitsJson() {
        Map<String, Object> o = Json.object();
        o.put("workers", limits.workers());
        o.put("queue", limits.queue());
        o.put("budgetMillis", limits.budget().toMillis());
        o.put("jobBudgetMillis", limits.jobBudget().toMillis());
        o.put("maxParameterLength", limits.maxParameterLength());
        o.put("maxGrundyTo", limits.maxGrundyTo());
        o.put("maxPeriodMax", limits.maxPeriodMax());
        o.put("maxJobs", limits.maxJobs());
        o.put("maxTreeNodes", GameTree.MAX_NODES);
        return o;
    }

    private static void json(Context ctx, int status, Object body) {
        jsonText(ctx, status, Json.write(body));
    }

    private static void jsonText(Context ctx, int status, String text) {
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.status(status).contentType("application/json; charset=utf-8").result(text);
    }

    private static String brief(String path) {
        return path.length() <= 60 ? path : path.substring(0, 60) + "...";
    }

    private static void error(Context ctx, int status, String message) {
        if (status == 503) {
            ctx.header("Retry-After", Integer.toString(WorkerPool.RETRY_AFTER_SECONDS));
        }
        json(ctx, status, Map.of("error", Messages.brief(message)));
    }

    /** The pool, for tests that occupy it. */
    WorkerPool pool() {
        return pool;
    }

    /** Starts listening; port 0 picks a free port (see {@link #port()}). */
    public WebServer start(String host, int port) {
        app.start(host, port);
        return this;
    }

    /** The port the server listens on. */
    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
        jobs.close();
        pool.close();
    }
}

package cgt.web;

import cgt.catalog.RulesFailedException;
import cgt.format.Messages;
import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.format.json.Json;
import cgt.impartial.CyclicGameException;
import cgt.input.BadInputException;
import cgt.task.OverMemoryBudgetException;
import cgt.task.Progress;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.staticfiles.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Function;

/**
 * The web explorer's server: the single-page front end (the classpath folder {@code /public}) and the WebJars it
 * loads, and the JSON API under {@code /api} (see web/API.md). Every computation runs in the {@link WorkerPool}, in the
 * lane of its {@link Cost} and within the {@link Limits}, each client (address) with its share; errors are {@code {"error": "..."}} with the status that says what went wrong.
 */
public final class WebServer implements AutoCloseable {

    private final Limits limits;
    private final List<String> yourGames;
    private final RequestGuard guard;
    private final WorkerPool pool;
    private final Jobs jobs;
    private final Javalin app;
    /** The API's routes ("GET /api/games"), as registered: the API index must list exactly these. */
    private final List<String> routes = new ArrayList<>();

    WebServer(Limits limits) {
        this(limits, List.of());
    }

    /** A server that offers, besides the built-in games, the users' games registered under these names. */
    WebServer(Limits limits, List<String> yourGames) {
        this(limits, yourGames, RequestGuard.sameOriginOnly());
    }

    /** A server that offers the users' games and lets the guard decide which requests come from where. */
    WebServer(Limits limits, List<String> yourGames, RequestGuard guard) {
        this.limits = limits;
        this.yourGames = List.copyOf(yourGames);
        this.guard = guard;
        this.pool = new WorkerPool(limits, WebServer::log);
        this.jobs = new Jobs(pool, limits);
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
        config.http.prefer405over404 = true; // a known path asked with the wrong method says so
        config.routes.before(ctx -> {
            guard.headers(ctx);
            guard.check(ctx);
        });
        // Cheap answers run on the request's thread; computations go to the pool, within the budget.
        getOrHead(config, "/api", ctx -> json(ctx, 200, ApiIndex.json())); // also /api/: trailing slashes are ignored
        getOrHead(config, "/api/games", ctx -> answer(ctx, p -> Api.games(p, yourGames)));
        compute(config, "analyze", p -> Api.analyze(p, limits.engines(), limits.budget()));
        compute(config, "grundy", p -> Api.grundy(p, limits, Progress.NONE));
        compute(config, "period", p -> Api.period(p, limits, Progress.NONE));
        compute(config, "value", p -> Api.value(p, limits.engines()));
        compute(config, "quotient", p -> Api.quotient(p, limits.engines(), Progress.NONE));
        compute(config, "compare", Api::compare);
        compute(config, "thermograph", Api::thermograph);
        compute(config, "tree", p -> Api.tree(p, limits.engines()));
        compute(config, "born", Api::born);
        compute(config, "exercises", p -> ExerciseSheet.answer(p, limits.engines())); // the exercises page's sheets
        compute(config, "reply", p -> Api.reply(p, limits.engines(), limits.budget()));
        compute(config, "moves", p -> Api.moves(p, limits.engines(), limits.budget()));
        compute(config, "turn", p -> Api.turn(p, limits.engines(), limits.budget()));
        // Long sequences: a job per computation, polled and cancelled by the page.
        config.routes.post("/api/jobs", this::startJob);
        routes.add("POST /api/jobs");
        config.routes.options("/api/jobs", ctx -> ctx.status(204));
        getOrHead(config, "/api/jobs/{id}", ctx -> jsonText(ctx, 200, jobs.get(client(ctx), ctx.pathParam("id"))
                .toJsonText()));
        config.routes.delete("/api/jobs/{id}", ctx -> jsonText(ctx, 200,
                jobs.cancel(client(ctx), ctx.pathParam("id")).toJsonText()));
        routes.add("DELETE /api/jobs/{id}");
        getOrHead(config, "/api/limits", ctx -> json(ctx, 200, limitsJson()));
        ApiIndex.requireSame(routes);
        config.routes.error(404, ctx -> {
            String answered = ctx.result(); // an endpoint's own 404 (an unknown job) is already JSON
            if (ctx.path().startsWith("/api/") && (answered == null || !answered.startsWith("{"))) {
                error(ctx, 404, "no endpoint " + ctx.method() + " " + brief(ctx.path()) + "; GET /api/ lists the"
                        + " endpoints");
            }
        });
        config.routes.error(405, ctx -> {
            if (ctx.path().startsWith("/api/")) {
                String allowed = ctx.path().startsWith("/api/jobs") ? "GET, HEAD, POST (to /api/jobs) or DELETE (to"
                        + " /api/jobs/ID)" : "GET or HEAD";
                error(ctx, 405, "the method " + ctx.method() + " is not allowed for " + brief(ctx.path())
                        + "; use " + allowed);
            }
        });
        config.routes.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        config.routes.exception(BadInputException.class, (e, ctx) -> error(ctx, 400, forClient(e, ctx)));
        // A computation over its memory budget: the request was well formed, what it built was too big.
        config.routes.exception(OverMemoryBudgetException.class, (e, ctx) -> error(ctx, 413, forClient(e, ctx)));
        config.routes.exception(CyclicGameException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        config.routes.exception(CancellationException.class, (e, ctx) -> error(ctx, 504, e.getMessage()));
        config.routes.exception(Exception.class, (e, ctx) -> error(ctx, 500, "internal error: " + e
                + " (this is a bug)"));
    }

    private void answer(Context ctx, Function<Params, Object> handler) {
        json(ctx, 200, handler.apply(Params.of(ctx, limits.maxParameterLength())));
    }

    /** Routes {@code GET /api/<endpoint>} to a computation in the lane of its {@link Cost}, within the budget. */
    private void compute(JavalinConfig config, String endpoint, Function<Params, Object> handler) {
        getOrHead(config, "/api/" + endpoint, ctx -> {
            Params params = Params.of(ctx, limits.maxParameterLength());
            // Each computation is charged its own memory (core's MemoryMeter): one over it ends on its own thread.
            json(ctx, 200, pool.run(Cost.of(endpoint, params), client(ctx),
                    () -> limits.engines().meter().within(() -> handler.apply(params)), limits.budget()));
        });
    }

    /**
     * Routes GET and HEAD to the handler (HEAD answers as GET does, without the body: the HTTP server drops it), and
     * OPTIONS to an empty answer: the preflight of an origin the guard allows (it refuses the others).
     */
    private void getOrHead(JavalinConfig config, String path, Handler handler) {
        routes.add("GET " + path);
        config.routes.get(path, handler);
        config.routes.head(path, handler);
        config.routes.options(path, ctx -> ctx.status(204));
    }

    /** Who asks: the address the request came from, each address with its own share of the server. */
    static String client(Context ctx) {
        return ctx.req().getRemoteAddr();
    }

    /**
     * What a client is told of bad input: its message, unless the users' rules code failed, whose exception (file,
     * line, text) is for the operator: logged on the console, and the client told only that the rules failed.
     */
    static String forClient(BadInputException e) {
        if (e instanceof RulesFailedException) {
            log("cgt: " + e.getMessage());
            return RULES_FAILED;
        }
        return e.getMessage();
    }

    /** {@link #forClient(BadInputException)} in the language the request asks for (lang, else Accept-Language). */
    static String forClient(BadInputException e, Context ctx) {
        String message = forClient(e);
        if (e instanceof RulesFailedException) {
            return message;
        }
        String lang = ctx.queryParam("lang");
        return Texts.of(lang == null || lang.isBlank() ? Language.fromAcceptLanguage(ctx.header("Accept-Language"))
                : Language.find(lang).orElse(Language.EN)).message(e);
    }

    /** What a client is told when the rules file's code threw on its request. */
    static final String RULES_FAILED = "the rules file failed on this position (the server's console says why)";

    /** A line on the server's standard error (the operator's console). */
    static void log(String line) {
        System.err.println(line);
        System.err.flush();
    }

    /** {@code POST /api/jobs?kind=grundy|period|solve&...}: the endpoint's parameters; 202 with the job's state. */
    private void startJob(Context ctx) {
        Params params = Params.of(ctx, limits.maxParameterLength());
        String kind = params.required("kind", "grundy");
        Function<Progress, Object> work = switch (kind) {
            case "grundy" -> progress -> Api.grundy(params, limits, progress);
            case "period" -> progress -> Api.period(params, limits, progress);
            case "solve" -> progress -> Api.solve(params, limits, progress);
            default -> throw ApiException.badInput("kind '" + kind + "': expected grundy, period or solve");
        };
        params.required("game", kind.equals("grundy") ? "kayles" : kind.equals("solve") ? "domineering" : "0.16");
        if (kind.equals("grundy")) {
            params.required("to", "100000");
        }
        jsonText(ctx, 202, jobs.start(client(ctx), kind, work).toJsonText());
    }

    private Map<String, Object> limitsJson() {
        Map<String, Object> o = Json.object();
        o.put("workers", limits.workers());
        o.put("cheapWorkers", limits.cheapWorkers());
        o.put("queue", limits.queue());
        o.put("costlyQueue", limits.costlyQueue());
        o.put("cheapPerClient", limits.cheapPerClient());
        o.put("costlyPerClient", Limits.COSTLY_PER_CLIENT);
        o.put("jobsPerClient", Limits.JOBS_PER_CLIENT);
        o.put("heapShare", limits.heapShare());
        o.put("memoryBytes", limits.engines().meter().allowance());
        o.put("budgetMillis", limits.budget().toMillis());
        o.put("jobBudgetMillis", limits.jobBudget().toMillis());
        o.put("maxParameterLength", limits.maxParameterLength());
        o.put("maxGrundyTo", limits.maxGrundyTo());
        o.put("maxPeriodMax", limits.maxPeriodMax());
        o.put("maxJobs", limits.maxJobs());
        o.put("busy", pool.busy());
        o.put("abandonedWorkers", pool.abandoned());
        o.put("maxTreeNodes", GameTree.MAX_NODES);
        return o;
    }

    private static void json(Context ctx, int status, Object body) {
        jsonText(ctx, status, Json.write(body));
    }

    private static void jsonText(Context ctx, int status, String text) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(text);
    }

    private static String brief(String path) {
        return path.length() <= 60 ? path : path.substring(0, 60) + "...";
    }

    private static void error(Context ctx, int status, String message) {
        if (status == 503 || status == 429) {
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

package cgt.web;

import cgt.cli.Json;
import cgt.cli.Messages;
import cgt.impartial.CyclicGameException;
import cgt.input.BadInputException;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
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
    private final WorkerPool pool;
    private final Javalin app;

    WebServer(Limits limits) {
        this.limits = limits;
        this.pool = new WorkerPool(limits.workers(), limits.queue());
        this.app = Javalin.create(this::configure);
    }

    /** A server with the default limits. */
    public static WebServer withDefaults() {
        return new WebServer(Limits.DEFAULT);
    }

    private void configure(JavalinConfig config) {
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        if (WebServer.class.getResource("/public") != null) {
            config.staticFiles.add("/public", Location.CLASSPATH);
        }
        config.staticFiles.enableWebjars();
        // Cheap answers run on the request's thread; computations go to the pool.
        config.routes.get("/api/games", ctx -> answer(ctx, Api::games, false));
        config.routes.get("/api/analyze", ctx -> answer(ctx, Api::analyze, true));
        config.routes.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        config.routes.exception(BadInputException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        config.routes.exception(CyclicGameException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        config.routes.exception(CancellationException.class, (e, ctx) -> error(ctx, 504, e.getMessage()));
        config.routes.exception(Exception.class, (e, ctx) -> error(ctx, 500, "internal error: " + e
                + " (this is a bug)"));
    }

    private void answer(Context ctx, Function<Params, Object> handler, boolean compute) {
        Params params = new Params(ctx, limits.maxParameterLength());
        Object result;
        if (compute) {
            result = pool.run(() -> handler.apply(params), limits.budget());
        } else {
            result = handler.apply(params);
        }
        ctx.contentType("application/json; charset=utf-8").result(Json.write(result));
    }

    private static void error(Context ctx, int status, String message) {
        if (status == 503) {
            ctx.header("Retry-After", Integer.toString(WorkerPool.RETRY_AFTER_SECONDS));
        }
        ctx.status(status).contentType("application/json; charset=utf-8")
                .result(Json.write(Map.of("error", Messages.brief(message))));
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
        pool.close();
    }
}

/**
 * {@code cgt serve}: the web explorer (Javalin). {@link cgt.web.ServeCommand} is the subcommand and
 * {@link cgt.web.WebServer} the server: the single-page front end from the class path folder {@code /public}, and the
 * JSON API under {@code /api} (see {@code web/API.md}), whose answers {@code Api} builds from core's results
 * with the same JSON views as {@code cgt ... --json}. Every computation runs in one {@code WorkerPool} within
 * the server's {@code Limits} (workers, queue, time budget), and long ones as {@code Jobs} a page
 * polls and may cancel. Errors are {@code {"error": "..."}} with the status that says what went wrong.
 */
package cgt.web;

package cgt.web;

import cgt.format.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The API's own index, served at {@code /api/} (the explorer's footer links to it): every endpoint with its one-line
 * purpose and its parameters, so that a newcomer who follows the link finds the API instead of a 404. The server
 * checks when it starts that this list and the routes it registers are the same (see {@link #requireSame}), so that
 * the index cannot fall behind the routes; web/API.md holds the full description of each answer.
 */
final class ApiIndex {

    /** One parameter: its name, whether it must be given, and what it means. */
    record Parameter(String name, boolean required, String meaning) {
    }

    /** One route: the HTTP method, the path, what it is for, and its parameters. */
    record Endpoint(String method, String path, String purpose, List<Parameter> parameters) {

        Endpoint {
            parameters = List.copyOf(parameters);
        }

        /** "GET /api/games": the route as the server registers it. */
        String route() {
            return method + " " + path;
        }
    }

    private static Parameter must(String name, String meaning) {
        return new Parameter(name, true, meaning);
    }

    private static Parameter may(String name, String meaning) {
        return new Parameter(name, false, meaning);
    }

    private static final Parameter GAME = must("game", "a game's name or code, as cgt games lists them");
    private static final Parameter POSITION = must("position", "a position in the game's syntax");
    private static final Parameter MISERE = may("misere", "true for misère play (impartial games)");
    private static final Parameter PLAYER = may("player", "left or right: who moves now (partizan games)");
    private static final Parameter EXPR = must("expr", "a game written as {L|R} in CGSuite's notation");

    /** Every endpoint, in the order web/API.md describes them. */
    static final List<Endpoint> ENDPOINTS = List.of(
            new Endpoint("GET", "/api", "this index: every endpoint with its purpose and parameters", List.of()),
            new Endpoint("GET", "/api/games", "the built-in games and families of games, as cgt games --json",
                    List.of(may("name", "one game's name: that game alone"))),
            new Endpoint("GET", "/api/analyze", "a position's outcome, value and winning moves, as cgt analyze --json",
                    List.of(GAME, POSITION, MISERE, may("explain", "true for the explanation's steps"))),
            new Endpoint("GET", "/api/grundy", "a heap game's Grundy values g(0..to), as cgt grundy --json",
                    List.of(GAME, must("to", "the last heap, at most the server's maxGrundyTo"))),
            new Endpoint("GET", "/api/period", "a heap game's period and preperiod, as cgt period --json",
                    List.of(GAME, may("max", "the largest heap the search reaches (default the server's limit)"))),
            new Endpoint("GET", "/api/value", "a game's canonical form, outcome, stops, mean and temperature, as cgt"
                    + " value --json", List.of(may("expr", "a game written as {L|R}, or game and position instead"),
                    may("game", "a partizan ruleset (with position, instead of expr)"),
                    may("position", "a position of that ruleset"), may("cool", "a temperature to cool by"))),
            new Endpoint("GET", "/api/quotient", "a take-and-break game's misère quotient, as cgt quotient --json",
                    List.of(GAME, may("to", "the last heap (default the command's bound)"))),
            new Endpoint("GET", "/api/compare", "how two games compare (=, <, > or ||), as cgt compare --json",
                    List.of(must("g", "the first game, {L|R}"), must("h", "the second game, {L|R}"))),
            new Endpoint("GET", "/api/thermograph", "a game's thermograph: its walls, mean and temperature",
                    List.of(EXPR)),
            new Endpoint("GET", "/api/tree", "the game tree of a {L|R} form, or of an impartial position",
                    List.of(may("expr", "a game written as {L|R}"), may("game", "an impartial game (with position)"),
                            may("position", "a position of that game"))),
            new Endpoint("GET", "/api/born", "the games born by day 0, 1 or 2, with their partial order",
                    List.of(must("day", "0, 1 or 2"))),
            new Endpoint("GET", "/api/exercises", "a seeded sheet of exercises of the lecture notes' kinds",
                    List.of(may("seed", "0 to 999999999: the same seed gives the same sheet"),
                            may("kind", "a comma-separated list of nim, subtraction, lasker, value, wythoff, kayles,"
                                    + " chomp"), may("count", "1 to 30 exercises"), may("level", "small or medium"))),
            new Endpoint("GET", "/api/reply", "the computer's move from a position, as a perfect player makes it",
                    List.of(GAME, POSITION, MISERE, PLAYER)),
            new Endpoint("GET", "/api/moves", "every move from a position with its value and whether it wins",
                    List.of(GAME, POSITION, MISERE, PLAYER)),
            new Endpoint("GET", "/api/turn", "one turn of the Play page: analyze, moves and reply in one answer",
                    List.of(GAME, POSITION, MISERE, PLAYER, may("explain", "true for the analysis' steps"))),
            new Endpoint("POST", "/api/jobs", "starts a long computation as a job to poll (202 with its state)",
                    List.of(must("kind", "grundy, period or solve"), GAME,
                            may("to", "for grundy: the last heap"), may("max", "for period: the search's limit"),
                            may("position", "for solve: a partizan position"), may("line", "for solve: true for the"
                                    + " line of play"))),
            new Endpoint("GET", "/api/jobs/{id}", "a job's state: status, progress and, when done, its result",
                    List.of()),
            new Endpoint("DELETE", "/api/jobs/{id}", "cancels a job and forgets it", List.of()),
            new Endpoint("GET", "/api/limits", "the server's limits and how busy it is now", List.of()));

    private ApiIndex() {
    }

    /** The index as JSON: {"about", "documentation", "endpoints": [{method, path, purpose, parameters}...]}. */
    static Map<String, Object> json() {
        Map<String, Object> o = Json.object();
        o.put("about", "cgt's JSON API: the explorer's answers, as the command line's --json gives them; every GET"
                + " also answers HEAD, and every answer is JSON ({\"error\": \"...\"} when it is not a success)");
        o.put("documentation", "web/API.md in cgt's repository");
        List<Object> endpoints = new ArrayList<>();
        for (Endpoint e : ENDPOINTS) {
            Map<String, Object> one = Json.object();
            one.put("method", e.method());
            one.put("path", e.path());
            one.put("purpose", e.purpose());
            List<Object> parameters = new ArrayList<>();
            for (Parameter p : e.parameters()) {
                Map<String, Object> q = Json.object();
                q.put("name", p.name());
                q.put("required", p.required());
                q.put("meaning", p.meaning());
                parameters.add(q);
            }
            one.put("parameters", parameters);
            endpoints.add(one);
        }
        o.put("endpoints", endpoints);
        return o;
    }

    /**
     * Fails (the server does not start) when the routes registered are not exactly the ones listed here: a route
     * added without its line in the index, or a line left behind for a route taken away.
     */
    static void requireSame(List<String> registered) {
        Set<String> listed = new LinkedHashSet<>();
        ENDPOINTS.forEach(e -> listed.add(e.route()));
        Set<String> routes = new LinkedHashSet<>(registered);
        if (!listed.equals(routes)) {
            Set<String> unlisted = new LinkedHashSet<>(routes);
            unlisted.removeAll(listed);
            Set<String> gone = new LinkedHashSet<>(listed);
            gone.removeAll(routes);
            throw new IllegalStateException("the API index (ApiIndex) and the server's routes differ: not in the"
                    + " index " + unlisted + ", not registered " + gone);
        }
    }
}

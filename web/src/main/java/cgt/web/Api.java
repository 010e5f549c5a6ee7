package cgt.web;

import cgt.analysis.Analysis;
import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.PartizanAnalysis;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.cli.json.AnalysisJson;
import cgt.cli.json.GamesJson;
import cgt.games.Game;
import java.util.List;
import java.util.Map;

/**
 * The JSON API's answers, each built from core's results by the command line's JSON views ({@code cgt.cli.json}),
 * so that a key means the same as in {@code cgt ... --json}. Nothing here computes what core does not: it parses
 * the parameters, asks core, and adds only what a page needs to draw (explanation steps as objects).
 */
final class Api {

    /** The game that reads a FILE on the command line: not offered here (no file access from requests). */
    private static final String GRAPH = "graph";

    private Api() {
    }

    /** {@code /api/games}: as {@code cgt games --json}; {@code ?name=} one game as {@code cgt games NAME --json}. */
    static Object games(Params p) {
        String name = p.optional("name");
        if (name != null && !name.isBlank()) {
            return GamesJson.describe(game(name));
        }
        return GamesJson.catalog();
    }

    /**
     * {@code /api/analyze?game=&position=[&misere=][&explain=]}: as {@code cgt analyze GAME POSITION... --json},
     * and with {@code explain} the steps as objects ({@code steps}) next to the text lines ({@code explanation}).
     */
    static Object analyze(Params p) {
        Game game = game(p.required("game", "nim"));
        List<String> position = p.words("position", "3%204%205");
        boolean misere = p.flag("misere");
        boolean explain = p.flag("explain");
        Request request = Request.of(Play.misereIf(misere)).usingThreads(1);
        if (explain) {
            request = request.explained();
        }
        Analysis a = Analysis.of(game, position, request);
        Map<String, Object> o = a instanceof ImpartialAnalysis<?> i ? AnalysisJson.impartial(i, explain)
                : AnalysisJson.partizan((PartizanAnalysis<?>) a, explain);
        if (explain) {
            o.put("steps", StepJson.steps(a.explanation()));
        }
        return o;
    }

    /** The game of that name, as the command line finds it; the file-reading "graph" is refused. */
    static Game game(String name) {
        if (name.strip().equalsIgnoreCase(GRAPH)) {
            throw ApiException.badInput("the game 'graph' reads a FILE, and the explorer reads no files; use 'cgt"
                    + " analyze graph FILE' on the command line");
        }
        return Catalog.find(name);
    }
}

package cgt.format.json;

import cgt.catalog.Catalog;
import cgt.catalog.GameProvider;
import cgt.format.GameNotes;
import cgt.games.Game;
import cgt.games.ImpartialGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The JSON of {@code cgt games --json} (every game and family) and {@code cgt games NAME --json} (one game):
 * shared by the command line and the web explorer's {@code /api/games}.
 */
public final class GamesJson {

    private GamesJson() {
    }

    /** Every built-in game, then the families of games written as codes: {"games": [...], "families": [...]}. */
    public static Map<String, Object> catalog() {
        List<Object> list = new ArrayList<>();
        Catalog.builtIns().forEach(g -> list.add(describe(g)));
        List<Object> families = new ArrayList<>();
        for (GameProvider.Family f : Catalog.families()) {
            Map<String, Object> o = Json.object();
            o.put("pattern", f.pattern());
            o.put("rules", f.rules());
            o.put("example", f.example());
            families.add(o);
        }
        Map<String, Object> o = Json.object();
        o.put("games", list);
        o.put("families", families);
        return o;
    }

    /** One game: name, kind, rules, position (its syntax), and notes and source when there are notes. */
    public static Map<String, Object> describe(Game g) {
        Map<String, Object> o = Json.object();
        o.put("name", g.name());
        o.put("kind", kind(g));
        o.put("rules", g.rules());
        o.put("position", g.syntax());
        GameNotes.of(g).ifPresent(n -> {
            o.put("notes", n.text());
            o.put("source", n.source());
        });
        return o;
    }

    /** "impartial" or "partizan". */
    public static String kind(Game g) {
        return g instanceof ImpartialGame<?> ? "impartial" : "partizan";
    }
}

package cgt.format.json;

import cgt.catalog.Catalog;
import cgt.catalog.GameProvider;
import cgt.format.GameNotes;
import cgt.format.i18n.Texts;
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
        return catalog(Texts.english());
    }

    /**
     * {@link #catalog()} with the prose (rules, position syntax, notes) in the language of {@code texts}, for the web
     * explorer; the keys and every other value are the same in every language.
     */
    public static Map<String, Object> catalog(Texts texts) {
        List<Object> list = new ArrayList<>();
        Catalog.builtIns().forEach(g -> list.add(describe(g, texts)));
        List<Object> families = new ArrayList<>();
        for (GameProvider.Family f : Catalog.families()) {
            Map<String, Object> o = Json.object();
            o.put("pattern", f.pattern());
            o.put("rules", rules(f, texts));
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
        return describe(g, Texts.english());
    }

    /** {@link #describe(Game)} with the prose in the language of {@code texts}. */
    public static Map<String, Object> describe(Game g, Texts texts) {
        Map<String, Object> o = Json.object();
        o.put("name", g.name());
        o.put("kind", kind(g));
        o.put("rules", texts.game(g.rules(), "game." + g.name() + ".rules"));
        o.put("position", texts.game(g.syntax(), "game." + g.name() + ".position"));
        GameNotes.of(g, texts.language()).ifPresent(n -> {
            o.put("notes", n.text());
            o.put("source", n.source());
        });
        return o;
    }

    /**
     * A family's one-line rules in the language of {@code texts} (the catalogue's {@code family.PATTERN.rules}), or
     * core's English where the catalogue has none that matches it.
     */
    public static String rules(GameProvider.Family f, Texts texts) {
        return texts.game(f.rules(), "family." + f.pattern() + ".rules");
    }

    /** "impartial" or "partizan". */
    public static String kind(Game g) {
        return g instanceof ImpartialGame<?> ? "impartial" : "partizan";
    }
}

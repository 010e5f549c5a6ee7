package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.catalog.GameProvider;
import cgt.format.json.GamesJson;
import cgt.format.json.Json;
import cgt.games.Game;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The explorer's game picker reads every game's rules and position syntax, and every family's rules, from
 * {@code /api/games?lang=}: in Romanian each one is the Romanian catalogue's line (read here from the file itself),
 * none is core's English, and the names, kinds, patterns and examples are the same as in English.
 */
class GamesInEveryLanguageApiTest {

    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT);

    @Test
    void everyGameAndFamilyInRomanian() throws Exception {
        Properties ro = catalogue("games_ro.properties");
        HttpResponse<String> r = api.get("/api/games?lang=ro");
        assertThat(r.statusCode()).isEqualTo(200);
        String body = r.body();
        for (Game g : Catalog.builtIns()) {
            String rules = ro.getProperty("game." + g.name() + ".rules");
            String position = ro.getProperty("game." + g.name() + ".position");
            assertThat(rules).as(g.name()).isNotNull().isNotEqualTo(g.rules());
            assertThat(body).contains("{\"name\":" + Json.write(g.name()) + ",\"kind\":" + Json.write(GamesJson.kind(g))
                    + ",\"rules\":" + Json.write(rules) + ",\"position\":" + Json.write(position));
            assertThat(body).doesNotContain("\"rules\":" + Json.write(g.rules()));
        }
        for (GameProvider.Family f : Catalog.families()) {
            String rules = ro.getProperty("family." + f.pattern() + ".rules");
            assertThat(rules).as(f.pattern()).isNotNull().isNotEqualTo(f.rules());
            assertThat(body).contains("{\"pattern\":" + Json.write(f.pattern()) + ",\"rules\":" + Json.write(rules)
                    + ",\"example\":" + Json.write(f.example()) + "}");
        }
        String lasker = api.get("/api/games?name=lasker-unequal&lang=ro").body();
        assertThat(lasker).startsWith("{\"name\":\"lasker-unequal\",\"kind\":\"impartial\",\"rules\":\"luați oricâte"
                + " obiecte dintr-un morman sau împărțiți un morman în două mormane nevide inegale\"");
    }

    private static Properties catalogue(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = GamesJson.class.getResourceAsStream("/cgt/format/i18n/" + name)) {
            assertThat(in).as(name).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}

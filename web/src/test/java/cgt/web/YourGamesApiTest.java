package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.format.rules.RulesCompiler;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A game a user wrote, registered at start-up ('cgt serve --rules FILE.java'), listed and analysed like any other. */
class YourGamesApiTest {

    @Tag("slow")
    @Test
    void cramFromTheExamplesIsListedAndAnalysed() throws Exception {
        String name = RulesCompiler.register("../examples/Cram.java");
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            assertThat(api.get("/api/games").body()).doesNotContain("\"yours\"");
        }
        WebServer server = new WebServer(Limits.DEFAULT, List.of(name)).start("127.0.0.1", 0);
        try {
            java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient();
            String games = client.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:"
                    + server.port() + "/api/games")).build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body();
            assertThat(games).contains("\"yours\":[{\"name\":\"" + name + "\"");
            // Cram on a 2x2 board: the second player wins (mirror strategy on an even board), value 0.
            String analysis = client.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:"
                    + server.port() + "/api/analyze?game=" + name + "&position=2x2")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString()).body();
            assertThat(analysis).contains("\"outcome\":\"P\"");
        } finally {
            server.close();
        }
    }
}

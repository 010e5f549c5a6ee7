package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** /api/analyze and /api/games over HTTP: the command line's --json keys and values, and its messages. */
class AnalyzeApiTest {

    /** The answers, not the budget, are tested here: a minute, so that a loaded machine cannot fail them. */
    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withBudget(Duration.ofMinutes(1)));

    @Test
    void nim345IsAnNPositionWhoseOnlyWinningMoveTakesTwoFromTheThree() throws Exception {
        HttpResponse<String> r = api.get("/api/analyze?game=nim&position=" + q("3 4 5"));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("content-type").orElse("")).startsWith("application/json");
        // The same object, key for key, as 'cgt analyze nim 3 4 5 --json'.
        assertThat(r.body()).isEqualTo("{\"game\":\"nim\",\"position\":\"3 4 5\",\"misere\":false,\"outcome\":\"N\","
                + "\"value\":2,\"winningMoves\":[\"1 4 5\"],\"winningMoveCount\":1}");
    }

    @Test
    void explainGivesTheTextLinesAndTheStepsAsObjects() throws Exception {
        String body = api.get("/api/analyze?game=nim&position=" + q("3 4 5") + "&explain=true").body();
        assertThat(body).contains("\"explanation\":[").contains("\"steps\":[")
                .contains("{\"type\":\"NimSum\"")
                // 3 xor 4 xor 5 = 2, in three binary columns
                .contains("\"sum\":2").contains("\"bits\":3").contains("\"binary\":[\"011\",\"100\",\"101\"]")
                .contains("\"sumBinary\":\"010\"");
    }

    @Test
    void kaylesStepsAreMexSteps() throws Exception {
        String body = api.get("/api/analyze?game=kayles&position=" + q("5 7") + "&explain=true").body();
        assertThat(body).contains("\"outcome\":\"N\"").contains("\"value\":6").contains("{\"type\":\"Mex\"");
    }

    @Test
    void misereNimOfOnesIsDecidedByParity() throws Exception {
        String body = api.get("/api/analyze?game=nim&position=" + q("1 1 1") + "&misere=true").body();
        // Misère Nim, all heaps of one: the player to move loses with an odd number of heaps.
        assertThat(body).contains("\"misere\":true").contains("\"outcome\":\"P\"");
    }

    @Test
    void aPartizanGameWhosePlayRepeatsIsSolvedWholeWithDraws() throws Exception {
        // CGSuite's value of ttt..fff, {on||0|-1/2} & {1/2|0||off}, is a draw whoever starts: the same object as
        // 'cgt analyze backsliding-toads-frogs ttt..fff --json'.
        String body = api.get("/api/analyze?game=backsliding-toads-frogs&position=" + q("ttt..fff")).body();
        assertThat(body).contains("\"outcome\":\"D\"", "\"drawingMoves\":[\"tt.t.fff\"]", "\"positions\":560");
        // The fox moving first gets past the geese; the geese moving first trap it: each side's move and reply.
        String moves = api.get("/api/moves?game=fox-geese&position=" + q("4;(3,1),(3,3);(1,1)") + "&player=right")
                .body();
        assertThat(moves).contains("{\"position\":\"4;(3,1),(3,3);(2,2)\",\"outcome\":\"P\",\"value\":null,"
                + "\"winning\":true,\"drawing\":false}");
        String reply = api.get("/api/reply?game=fox-geese&position=" + q("4;(3,1),(3,3);(1,1)") + "&player=left")
                .body();
        assertThat(reply).contains("\"winning\":true").containsPattern("\"move\":\"4;\\(3,[13]\\),\\(2,2\\);\\(1,1\\)\"");
    }

    @Test
    void partizanRulesetsGiveTheirKeys() throws Exception {
        String body = api.get("/api/analyze?game=domineering&position=" + q("2x2")).body();
        // The 2x2 Domineering board is ±1: whoever moves first wins.
        assertThat(body).contains("\"outcome\":\"N\"").contains("\"value\":\"+-1\"")
                .contains("\"leftWinningMoves\":").contains("\"rightWinningMoveCount\":");
        String explained = api.get("/api/analyze?game=domineering&position=" + q("2x2 1x2") + "&explain=true").body();
        // +-1 plus a vertical domino's single move for Left (1): the parts and their sum as a step.
        assertThat(explained).contains("\"parts\":[").contains("{\"type\":\"PartValues\",\"parts\":[{\"text\":");
    }

    @Test
    void badInputIs400WithTheCommandLinesMessage() throws Exception {
        HttpResponse<String> r = api.get("/api/analyze?game=nim&position=" + q("3 x 5"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).startsWith("{\"error\":\"").doesNotContain("\\n");
        HttpResponse<String> unknown = api.get("/api/analyze?game=nimm&position=3");
        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(unknown.body()).contains("unknown game 'nimm'");
        HttpResponse<String> missing = api.get("/api/analyze?game=nim");
        assertThat(missing.statusCode()).isEqualTo(400);
        assertThat(missing.body()).contains("missing parameter 'position'");
        assertThat(api.get("/api/analyze?game=graph&position=x").statusCode()).isEqualTo(400);
        assertThat(api.get("/api/analyze?game=nim&position=3&misere=maybe").statusCode()).isEqualTo(400);
    }

    @Test
    void anUnknownEndpointIsAJson404() throws Exception {
        HttpResponse<String> r = api.get("/api/nothing");
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(r.body()).isEqualTo("{\"error\":\"no endpoint GET /api/nothing; GET /api/ lists the endpoints\"}");
    }

    @Test
    void overLongParametersAreRefused() throws Exception {
        HttpResponse<String> r = api.get("/api/analyze?game=nim&position=" + "1".repeat(4100));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).contains("the most this server accepts is 4000");
    }

    @Test
    void gamesListsTheCatalogAsCgtGamesJson() throws Exception {
        HttpResponse<String> r = api.get("/api/games");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).startsWith("{\"games\":[{\"name\":").contains("\"name\":\"kayles\"")
                .contains("\"kind\":\"partizan\"").contains("\"families\":[");
        assertThat(api.get("/api/games?name=kayles").body()).startsWith("{\"name\":\"kayles\",\"kind\":\"impartial\"");
    }
}

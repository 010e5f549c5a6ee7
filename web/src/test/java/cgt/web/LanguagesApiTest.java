package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The API's prose in the page's language: {@code lang=} (else the browser's Accept-Language) says the explanation,
 * the steps' sentences, the games' rules and notes and the error messages in it; every key, and every value that
 * is not prose, is the same in every language.
 */
class LanguagesApiTest {

    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT);

    @Test
    void theExplanationAndItsStepsComeInTheLanguageAsked() throws Exception {
        String body = api.get("/api/analyze?game=nim&position=" + q("3 4 5") + "&explain=true&lang=hr").body();
        assertThat(body).contains("\"explanation\":[").contains("nim-suma = 2 = 010")
                .contains("\"text\":\"Nim-suma je 2 ≠ 0, pa je ovo N-pozicija.")
                .contains("\"key\":\"explain.nimSumNonZero\",\"args\":[2]")
                .contains("\"outcome\":\"N\",\"value\":2,\"winningMoves\":[\"1 4 5\"]");
        String english = api.get("/api/analyze?game=nim&position=" + q("3 4 5") + "&explain=true").body();
        assertThat(english).contains("\"text\":\"The nim-sum is 2 ≠ 0, so this is an N-position.");
    }

    @Test
    void withoutLangTheBrowsersLanguageDecides() throws Exception {
        ApiTestSupport.Answer a = api.sendFrom("127.0.0.2", "GET", "/api/analyze?game=nim&position="
                + q("1 2 3") + "&explain=true", "Accept-Language: uk-UA,uk;q=0.9,en;q=0.8");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body()).contains("Нім-сума дорівнює 0, отже це P-стан");
    }

    @Test
    void gamesAndTheirNotesInTheLanguage() throws Exception {
        String kayles = api.get("/api/games?name=kayles&lang=cs").body();
        assertThat(kayles).contains("\"name\":\"kayles\",\"kind\":\"impartial\",\"rules\":\"Kayles (kuželky): srazte")
                .contains("Perioda 12 od hromádky 71");
        assertThat(api.get("/api/games?lang=et").body()).contains("\"rules\":\"võtke ühest kuhjast");
    }

    @Test
    void errorsInTheLanguageAndAnUnknownLanguageIsBadInput() throws Exception {
        HttpResponse<String> r = api.get("/api/analyze?game=nimm&position=3&lang=ro");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).startsWith("{\"error\":\"joc necunoscut 'nimm': se așteaptă unul dintre nim, ");
        HttpResponse<String> xx = api.get("/api/games?lang=xx");
        assertThat(xx.statusCode()).isEqualTo(400);
        assertThat(xx.body()).contains("unknown language 'xx': the languages are en, hr, cs, ro, et, uk");
    }
}

package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Whatever a visitor types, every endpoint answers with a result or a one-line error of a known kind: never an
 * internal error (500). Seeded random parameters, short, from the characters games and expressions are made of.
 */
class RandomInputApiTest {

    private static final List<String> GAMES = List.of("nim", "kayles", "0.16", "subtraction:1,3", "domineering",
            "clobber", "wythoff", "chomp", "toads", "hackenbush", "graph", "x", "");
    private static final String CHARS = "0123456789 x.|#{}*^v,-/:LRBG";

    @Tag("slow")
    @Test
    void noInputMakesAnInternalError() throws Exception {
        Random random = new Random(1124);
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withBudget(Duration.ofMillis(300)))) {
            for (int i = 0; i < 120; i++) {
                String game = q(GAMES.get(random.nextInt(GAMES.size())));
                String text = q(junk(random));
                String path = switch (i % 8) {
                    case 0 -> "/api/analyze?game=" + game + "&position=" + text + "&explain=" + random.nextBoolean();
                    case 1 -> "/api/grundy?game=" + game + "&to=" + text;
                    case 2 -> "/api/period?game=" + game + "&max=" + text;
                    case 3 -> "/api/value?expr=" + text;
                    case 4 -> "/api/compare?g=" + text + "&h=" + q(junk(random));
                    case 5 -> "/api/tree?expr=" + text;
                    case 6 -> "/api/moves?game=" + game + "&position=" + text;
                    default -> "/api/reply?game=" + game + "&position=" + text + "&misere=" + random.nextBoolean();
                };
                HttpResponse<String> r = api.get(path);
                assertThat(r.statusCode()).as(path + " -> " + r.body()).isIn(200, 400, 503, 504);
                assertThat(r.body()).as(path).startsWith("{").doesNotContain("internal error");
            }
        }
    }

    private static String junk(Random random) {
        StringBuilder b = new StringBuilder();
        int n = random.nextInt(8);
        for (int i = 0; i < n; i++) {
            b.append(CHARS.charAt(random.nextInt(CHARS.length())));
        }
        return b.toString();
    }
}

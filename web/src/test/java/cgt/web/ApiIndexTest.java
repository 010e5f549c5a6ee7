package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The API's index at {@code /api/} (issue 28: the footer's link was a 404): served with and without the slash, it
 * lists every route the server answers, each of which answers (not 404), and a route missing from it stops the
 * server from starting.
 */
class ApiIndexTest {

    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT);

    @Test
    void theIndexIsServedAtApiWithAndWithoutTheSlash() throws Exception {
        HttpResponse<String> slash = api.get("/api/");
        HttpResponse<String> bare = api.get("/api");
        assertThat(slash.statusCode()).as(slash.body()).isEqualTo(200);
        assertThat(slash.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        assertThat(bare.statusCode()).isEqualTo(200);
        assertThat(bare.body()).isEqualTo(slash.body());
        assertThat(slash.body()).startsWith("{\"about\":\"cgt's JSON API")
                .contains("{\"method\":\"GET\",\"path\":\"/api/period\",\"purpose\":\"a heap game's period and"
                        + " preperiod, as cgt period --json\",\"parameters\":[{\"name\":\"game\",\"required\":true,");
    }

    @Test
    void theIndexListsEachRouteOnceAndEveryListedRouteAnswers() throws Exception {
        String body = api.get("/api/").body();
        List<String> listed = new ArrayList<>();
        Matcher m = Pattern.compile("\\{\"method\":\"([A-Z]+)\",\"path\":\"([^\"]+)\",\"purpose\":\"[^\"]+\"")
                .matcher(body);
        while (m.find()) {
            listed.add(m.group(1) + " " + m.group(2));
        }
        assertThat(listed).doesNotHaveDuplicates().contains("GET /api", "GET /api/games", "GET /api/analyze",
                "GET /api/grundy", "GET /api/limits", "POST /api/jobs", "DELETE /api/jobs/{id}")
                .hasSize(ApiIndex.ENDPOINTS.size());
        // Independently of the index's own check: each listed GET answers, not 404 nor 405 (400 for a missing
        // parameter is an answer), where a path not listed is a 404.
        for (String route : listed) {
            if (route.startsWith("GET ") && !route.contains("{")) {
                String path = route.substring(4);
                HttpResponse<String> r = api.get(path);
                assertThat(r.statusCode()).as(path + ": " + r.body()).isIn(200, 400);
            }
        }
        assertThat(api.get("/api/jobs/0123456789abcdef0123456789abcdef").statusCode()).isEqualTo(404); // no such job
        assertThat(api.get("/api/nothing").statusCode()).isEqualTo(404);
    }

    @Test
    void aRouteMissingFromTheIndexOrOneLeftInItIsNamed() {
        List<String> routes = new ArrayList<>(ApiIndex.ENDPOINTS.stream().map(ApiIndex.Endpoint::route).toList());
        ApiIndex.requireSame(routes); // the index as it is: the same
        routes.add("GET /api/new");
        routes.remove("GET /api/born");
        assertThatThrownBy(() -> ApiIndex.requireSame(routes)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the API index (ApiIndex) and the server's routes differ: not in the index [GET /api/new],"
                        + " not registered [GET /api/born]");
    }
}

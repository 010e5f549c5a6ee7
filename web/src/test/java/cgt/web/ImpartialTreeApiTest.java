package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.ImpartialGame;
import cgt.task.Budget;
import cgt.testing.Reference;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The impartial game tree ({@code /api/tree?game=&position=}) checked against the Sprague-Grundy theory: every
 * expanded node's value is the mex of its options' values, every node's value is the nim-sum of its parts' values
 * by a brute force written here, and the root values are the published ones.
 */
class ImpartialTreeApiTest {

    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withBudget(Duration.ofMinutes(1)));

    private static Map<String, Object> tree(String game, String position) {
        return ImpartialTree.of((ImpartialGame<?>) Catalog.find(game), List.of(position.split(" ")), Budget.DEFAULT);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> options(Map<String, Object> node) {
        return (List<Map<String, Object>>) node.get("options");
    }

    private static long value(Map<String, Object> node) {
        return ((Number) node.get("value")).longValue();
    }

    @SuppressWarnings("unchecked")
    private static void everyNode(Map<String, Object> answer, Consumer<Map<String, Object>> check) {
        List<Map<String, Object>> pending = new ArrayList<>(List.of((Map<String, Object>) answer.get("tree")));
        while (!pending.isEmpty()) {
            Map<String, Object> n = pending.remove(pending.size() - 1);
            check.accept(n);
            if (options(n) != null) {
                pending.addAll(options(n));
            }
        }
    }

    private static long mex(List<Map<String, Object>> options) {
        long m = 0;
        while (true) {
            final long candidate = m;
            if (options.stream().noneMatch(o -> value(o) == candidate)) {
                return m;
            }
            m++;
        }
    }

    /** Kayles by brute force: knock down one pin or two adjacent ones, the rest of the row left as two rows. */
    private static long[] kaylesByHand(int upTo) {
        long[] g = new long[upTo + 1];
        for (int n = 1; n <= upTo; n++) {
            boolean[] seen = new boolean[2 * n + 2];
            for (int taken = 1; taken <= 2 && taken <= n; taken++) {
                for (int left = 0; left + taken <= n; left++) {
                    seen[(int) (g[left] ^ g[n - taken - left])] = true;
                }
            }
            int m = 0;
            while (seen[m]) {
                m++;
            }
            g[n] = m;
        }
        return g;
    }

    @Test
    void everyKaylesNodeIsTheMexOfItsOptionsAndTheNimSumOfItsRows() {
        long[] byHand = kaylesByHand(12);
        Map<String, Object> answer = tree("kayles", "3 4"); // cut at the bound: the cut nodes have no options
        int[] expanded = {0};
        everyNode(answer, n -> {
            long sum = Arrays.stream(((String) n.get("position")).split(" ")).mapToLong(h -> byHand[Integer.parseInt(h)])
                    .reduce(0, (a, b) -> a ^ b);
            assertThat(value(n)).as("G(%s)", n.get("position")).isEqualTo(sum);
            assertThat(n.get("outcome")).isEqualTo(sum == 0 ? "P" : "N");
            if (options(n) != null) {
                assertThat(value(n)).as("mex at %s", n.get("position")).isEqualTo(mex(options(n)));
            }
            expanded[0]++;
        });
        assertThat(expanded[0]).isEqualTo(((Number) answer.get("nodes")).intValue());
        assertThat(value(tree("kayles", "3 4"))).isEqualTo(3 ^ 1); // Winning Ways: G(3) = 3, G(4) = 1
    }

    @Test
    void theRootsAreThePublishedKaylesValues() {
        List<Long> published = Arrays.stream(Reference.sequence("kayles-0.77.txt")).mapToObj(Long::valueOf).toList();
        for (int n = 0; n <= 12; n++) {
            Map<String, Object> answer = tree("kayles", String.valueOf(n));
            assertThat(answer.get("value")).as("kayles %d", n).isEqualTo(published.get(n));
        }
    }

    @Test
    void aSmallTreeIsShownWhole() {
        // Kayles 3: options 2, 1 1, 1, 0 1 (as rows 0 and 1): 1 + 4 nodes, and below them 2 + 2 + 1 + 1 more, and so on.
        Map<String, Object> answer = tree("kayles", "3");
        assertThat(answer.get("truncated")).isEqualTo(false);
        int[] leaves = {0};
        everyNode(answer, n -> {
            assertThat(options(n)).as("a node of a whole tree has its options").isNotNull();
            if (options(n).isEmpty()) {
                leaves[0]++;
                assertThat(value(n)).isZero(); // no move: mex of nothing
            }
        });
        assertThat(leaves[0]).isPositive();
    }

    @Test
    void randomNimPositionsObeyTheMexRuleAndStayWithinTheBound() {
        Random random = new Random(2028);
        for (int trial = 0; trial < 25; trial++) {
            int[] heaps = random.ints(1 + random.nextInt(3), 0, 6).toArray();
            String position = String.join(" ", Arrays.stream(heaps).mapToObj(String::valueOf).toList());
            Map<String, Object> answer = tree("nim", position);
            assertThat(answer.get("value")).isEqualTo((long) Arrays.stream(heaps).reduce(0, (a, b) -> a ^ b));
            assertThat(((Number) answer.get("nodes")).intValue()).isLessThanOrEqualTo(ImpartialTree.MAX_NODES);
            everyNode(answer, n -> {
                if (options(n) != null) {
                    assertThat(value(n)).as("mex at %s", n.get("position")).isEqualTo(mex(options(n)));
                } else {
                    assertThat(n.get("truncated")).isEqualTo(true); // a node shown without options is a cut one
                    assertThat(((Number) n.get("optionCount")).intValue()).isPositive();
                }
            });
        }
    }

    @Test
    void aLargePositionIsCutAndSaysSo() {
        Map<String, Object> answer = tree("nim", "7 8 9");
        assertThat(answer.get("truncated")).isEqualTo(true);
        assertThat(((Number) answer.get("nodes")).intValue()).isLessThanOrEqualTo(ImpartialTree.MAX_NODES);
        assertThat(options(castTree(answer))).hasSize(24); // the root's 7 + 8 + 9 options are still shown
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> castTree(Map<String, Object> answer) {
        return (Map<String, Object>) answer.get("tree");
    }

    @Test
    void theEndpointAnswersOverHttpAndRefusesPartizanGames() throws Exception {
        HttpResponse<String> r = api.get("/api/tree?game=nim&position=" + q("1 2"));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(r.body()).startsWith("{\"game\":\"nim\",\"position\":\"1 2\",\"value\":3,")
                .contains("\"truncated\":false")
                .contains("{\"position\":\"0 2\",\"value\":2,\"outcome\":\"N\",")
                .contains("{\"position\":\"1 1\",\"value\":0,\"outcome\":\"P\",");
        HttpResponse<String> partizan = api.get("/api/tree?game=domineering&position=" + q("2x2"));
        assertThat(partizan.statusCode()).isEqualTo(400);
        assertThat(partizan.body()).contains("domineering is partizan");
        // The form calculator's tree is unchanged.
        assertThat(api.get("/api/tree?expr=" + q("{1|0}")).body()).contains("\"canonical\":\"{1|0}\"");
    }
}

package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.testing.Reference;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every computing endpoint over HTTP, with published values and the laws they obey. */
@Order(1) // the longest class, first in the list (junit-platform.properties)
class ComputeApiTest {

    /**
     * The answers are what this class checks, not the budget (LimitsApiTest checks that): a minute a request, so
     * that a quotient of a few seconds on a loaded machine is answered rather than cancelled with a 504.
     */
    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withBudget(Duration.ofMinutes(1)));

    private static String ok(String path) throws Exception {
        HttpResponse<String> r = api.get(path);
        assertThat(r.statusCode()).as(path + " -> " + r.body()).isEqualTo(200);
        return r.body();
    }

    private static List<Long> values(String body) {
        Matcher m = Pattern.compile("\"values\":\\[([0-9,]*)]").matcher(body);
        assertThat(m.find()).isTrue();
        return Arrays.stream(m.group(1).split(",")).map(Long::parseLong).toList();
    }

    /** Published values from core's reference files (core's test-jar). */
    private static List<Long> reference(String file) {
        return Arrays.stream(Reference.sequence(file)).mapToObj(Long::valueOf).toList();
    }

    @Test
    void kaylesToFiveHundredIsTheWinningWaysSequenceAndPeriodicWithPeriod12From71() throws Exception {
        String body = ok("/api/grundy?game=kayles&to=500");
        assertThat(body).startsWith("{\"game\":\"kayles\",\"to\":500,\"values\":[");
        List<Long> v = values(body);
        assertThat(v).hasSize(501);
        List<Long> published = reference("kayles-0.77.txt");
        assertThat(v.subList(0, published.size())).isEqualTo(published);
        for (int n = 71; n + 12 <= 500; n++) {
            assertThat(v.get(n + 12)).as("g(%d)", n + 12).isEqualTo(v.get(n));
        }
        assertThat(v.get(70)).isNotEqualTo(v.get(82)); // heap 70 is the last exception
    }

    @Test
    void kaylesPeriodIs12WithPreperiod71AndProved() throws Exception {
        String body = ok("/api/period?game=kayles");
        assertThat(body).startsWith("{\"game\":\"kayles\",\"period\":12,\"preperiod\":71,\"saltus\":0,\"proved\":true");
        assertThat(ok("/api/period?game=0.16&max=1000")).contains("\"period\":null").contains("\"proved\":false");
        // As a job, the progress counts heaps out of the limit.
        String job = api.finishedJob("kind=period&game=kayles&max=5000", 30);
        assertThat(job).contains("\"stage\":\"period search (limit 5000), values computed\"")
                .contains("\"total\":5000").contains("\"result\":{\"game\":\"kayles\",\"period\":12");
    }

    @Test
    void aSolveJobAnswersAsCgtSolveDoes() throws Exception {
        String job = api.finishedJob("kind=solve&game=domineering&position=5x5", 60);
        // 5x5 Domineering is 0 (its canonical value): whoever moves first loses, with no winning move to name.
        assertThat(job).contains("\"kind\":\"solve\"").contains("\"result\":{\"game\":\"domineering\","
                + "\"position\":\"5x5\",\"outcome\":\"P\",\"leftStarts\":\"R\",\"rightStarts\":\"L\","
                + "\"leftMove\":null,\"rightMove\":null,\"nodes\":");
        String nim = api.send("POST", "/api/jobs?kind=solve&game=nim&position=3").body();
        String failed;
        String nimId = nim.replaceAll(".*\"id\":\"([0-9a-z]+)\".*", "$1");
        do {
            Thread.sleep(20);
            failed = api.get("/api/jobs/" + nimId).body();
        } while (failed.contains("\"status\":\"queued\"") || failed.contains("\"status\":\"running\""));
        assertThat(failed).contains("\"status\":\"failed\"").contains("nim is impartial");
    }

    @Test
    void zeroStarOverStarIsUp() throws Exception {
        String body = ok("/api/value?expr=" + q("{0,*|*}"));
        assertThat(body).startsWith("{\"canonical\":\"^\",\"explicit\":").contains("\"outcome\":\"L\"")
                .contains("\"birthday\":2").contains("\"temperature\":");
        assertThat(ok("/api/value?expr=" + q("{2|-1}") + "&cool=1")).contains("\"canonical\":\"{1|0}\""); // cooled by 1
        // A ruleset's position: Domineering 2x2 is +-1, with stops 1 and -1.
        assertThat(ok("/api/value?game=domineering&position=2x2")).startsWith("{\"canonical\":\"+-1\"")
                .contains("\"leftStop\":\"1\",\"rightStop\":\"-1\"");
        assertThat(api.get("/api/value?game=nim&position=3").statusCode()).isEqualTo(400);
    }

    @Test
    void compareGivesTheRelation() throws Exception {
        // +-1 + * is a first player's win: the two are confused.
        assertThat(ok("/api/compare?g=" + q("{1|-1}") + "&h=" + q("*")))
                .isEqualTo("{\"first\":\"+-1\",\"second\":\"*\",\"relation\":\"||\"}");
        assertThat(ok("/api/compare?g=" + q("{1|0}") + "&h=" + q("*"))).contains("\"relation\":\">\"");
        assertThat(ok("/api/compare?g=" + q("^") + "&h=0")).contains("\"relation\":\">\"");
        assertThat(ok("/api/compare?g=" + q("{0|*}") + "&h=" + q("{0,*|*}"))).contains("\"relation\":\"=\"");
    }

    @Test
    void thermographOfTwoOverMinusOneHasMeanOneHalfAndTemperatureThreeHalves() throws Exception {
        String body = ok("/api/thermograph?expr=" + q("{2|-1}"));
        // {2|-1}: walls 2 and -1 at t = -1... meeting at the mean 1/2 at t = 3/2, vertical above.
        assertThat(body).startsWith("{\"canonical\":\"{2|-1}\",\"mean\":\"1/2\",\"temperature\":\"3/2\"")
                .contains("\"leftWall\":[").contains("\"rightWall\":[");
    }

    @Test
    void bornByDayTwoHas22GamesAndADiagramOfTheirOrder() throws Exception {
        String body = ok("/api/born?day=2");
        assertThat(body).startsWith("{\"day\":2,\"count\":22,\"games\":[");
        assertThat(body).contains("\"covers\":[");
        // Day 1: -1 < 0 < 1 and -1 < * < 1 (0 and * are confused): four covering pairs.
        String day1 = ok("/api/born?day=1");
        assertThat(day1).contains("\"count\":4");
        Matcher covers = Pattern.compile("\"covers\":\\[(.*)]}").matcher(day1);
        assertThat(covers.find()).isTrue();
        assertThat(covers.group(1).split("],\\[")).hasSize(4);
        assertThat(api.get("/api/born?day=3").statusCode()).isEqualTo(400);
    }

    @Test
    void treeMarksTheDominatedAndReversibleOptionsAsWritten() throws Exception {
        String body = ok("/api/tree?expr=" + q("{0,*,-1|*}"));
        assertThat(body).contains("\"canonical\":\"^\"")
                .contains("{\"written\":\"0\",\"value\":\"0\",\"mark\":\"kept\"")
                .contains("{\"written\":\"*\",\"value\":\"*\",\"mark\":\"reversible\"")
                .contains("\"reversibleThrough\":\"0\"")
                .contains("{\"written\":\"-1\",\"value\":\"-1\",\"mark\":\"dominated\",\"dominatedBy\":\"0\"")
                .contains("\"tree\":{\"value\":\"^\"").contains("\"truncated\":false");
        assertThat(ok("/api/tree?expr=3")).contains("\"written\":null");
    }

    @Test
    void theComputerRepliesWithTheWinningMoveAndTheMovesCarryTheirValues() throws Exception {
        // Nim 1 2: the only winning move is to 1 1.
        assertThat(ok("/api/reply?game=nim&position=" + q("1 2"))).contains("\"over\":false")
                .contains("\"winning\":true").contains("\"move\":\"1 1\"");
        assertThat(ok("/api/reply?game=nim&position=" + q("0 0"))).contains("\"over\":true")
                .contains("\"move\":null");
        String moves = ok("/api/moves?game=nim&position=" + q("1 2"));
        assertThat(moves).contains("\"moveCount\":3")
                .contains("{\"position\":\"1 1\",\"outcome\":\"P\",\"value\":0,\"winning\":true}")
                .contains("{\"position\":\"0 2\",\"outcome\":\"N\",\"value\":2,\"winning\":false}");
        assertThat(ok("/api/reply?game=domineering&position=" + q("2x2") + "&player=right"))
                .contains("\"player\":\"right\"").contains("\"winning\":true");
    }

    @Test
    void aTurnIsTheAnalysisTheMovesAndTheReplyInOneAnswer() throws Exception {
        for (String query : List.of("game=nim&position=" + q("1 2"), "game=kayles&position=" + q("4 9") + "&misere=true",
                "game=domineering&position=" + q("3x3") + "&player=right")) {
            String analysis = ok("/api/analyze?" + query);
            String moves = ok("/api/moves?" + query);
            String reply = ok("/api/reply?" + query);
            assertThat(ok("/api/turn?" + query)).isEqualTo("{\"analysis\":" + analysis + ",\"moves\":" + moves
                    + ",\"reply\":" + reply + "}");
        }
        // Nim 1 2: the computer takes the 2-heap down to 1 (1 xor 1 = 0), the one winning move.
        assertThat(ok("/api/turn?game=nim&position=" + q("1 2"))).contains("\"move\":\"1 1\"");
    }

    @Test
    void aBoardTooBigForItsValueIsPlayedByTheWinLossSearch() throws Exception {
        // Domineering 6x6: its value takes the command line 40 s (it was refused at the time budget); a first-player
        // win, 18 of Left's 30 placements winning (cgt solve, each move's position solved with Right to move).
        String query = "game=domineering&position=6x6&player=left";
        String turn = ok("/api/turn?" + query);
        assertThat(turn).startsWith("{\"analysis\":{\"game\":\"domineering\",\"position\":\"......|......|"
                + "......|......|......|......\",\"bySearch\":true,\"outcome\":\"N\",\"value\":null,");
        assertThat(number(turn, "moveCount")).isEqualTo(30);
        assertThat(count(turn, "\"winning\":true")).as("18 winning moves, and the reply's own verdict").isEqualTo(19);
        assertThat(count(turn, "\"winning\":false")).isEqualTo(12);
        assertThat(turn).doesNotContain("\"winning\":null");
        // The turn is the three answers in one, as for a board valued as usual.
        String moves = ok("/api/moves?" + query);
        String reply = ok("/api/reply?" + query);
        assertThat(turn).endsWith(",\"moves\":" + moves + ",\"reply\":" + reply + "}");
        Matcher move = Pattern.compile("\"move\":\"([^\"]+)\"").matcher(reply);
        assertThat(move.find()).as(reply).isTrue();
        assertThat(moves).as("the computer's move is one the moves mark winning")
                .contains("{\"position\":\"" + move.group(1) + "\",\"outcome\":null,\"value\":null,\"winning\":true}");
        // A winning move leaves Right, moving first, lost.
        assertThat(ok("/api/reply?game=domineering&player=right&position=" + q(move.group(1))))
                .contains("\"winning\":false");
        // A board whose value is in reach keeps its values; the line is drawn lower than the command line's, as each
        // request values its position afresh: 27 empty squares are valued, 30 (5x6, Right wins whoever starts)
        // searched, and Clobber's 16 stones valued, 18 searched.
        assertThat(ok("/api/turn?game=domineering&position=4x4&player=left")).doesNotContain("bySearch");
        assertThat(ok("/api/analyze?game=domineering&position=3x9")).doesNotContain("bySearch");
        assertThat(ok("/api/analyze?game=domineering&position=5x6")).contains("\"bySearch\":true")
                .contains("\"outcome\":\"R\"");
        assertThat(ok("/api/analyze?game=clobber&position=2x8")).doesNotContain("bySearch");
        assertThat(ok("/api/analyze?game=clobber&position=3x6")).contains("\"bySearch\":true");
        // The analysis by search lists every winning move of each player: Left's are the moves the turn marks
        // winning, and the board's transpose exchanges the players, so Right has as many.
        String analysis = ok("/api/analyze?game=domineering&position=6x6");
        assertThat(analysis).startsWith("{\"game\":\"domineering\",\"position\":\"......|......|......|......|"
                + "......|......\",\"bySearch\":true,\"outcome\":\"N\",\"value\":null,");
        assertThat(number(analysis, "leftWinningMoveCount")).isEqualTo(18);
        assertThat(number(analysis, "rightWinningMoveCount")).isEqualTo(18);
        assertThat(analysis).endsWith("\"allMovesSearched\":true}");
        Matcher winner = Pattern.compile("\\{\"position\":\"([^\"]+)\",\"outcome\":null,\"value\":null,"
                + "\"winning\":true}").matcher(moves);
        int marked = 0;
        while (winner.find()) {
            assertThat(analysis).contains("\"" + winner.group(1) + "\"");
            marked++;
        }
        assertThat(marked).isEqualTo(18);
    }

    private static int count(String body, String text) {
        int n = 0;
        for (int i = body.indexOf(text); i >= 0; i = body.indexOf(text, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void badExpressionsAndNumbersAre400WithTheCommandLinesMessages() throws Exception {
        HttpResponse<String> r = api.get("/api/value?expr=" + q("{0|"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).startsWith("{\"error\":\"");
        HttpResponse<String> tooFar = api.get("/api/grundy?game=kayles&to=2000000");
        assertThat(tooFar.statusCode()).isEqualTo(400);
        assertThat(tooFar.body()).contains("to").contains("1000000");
        HttpResponse<String> notHeap = api.get("/api/grundy?game=domineering&to=5");
        assertThat(notHeap.statusCode()).isEqualTo(400);
        assertThat(notHeap.body()).contains("grundy needs a heap game");
        assertThat(api.get("/api/compare?g=1").body()).contains("missing parameter 'h'");
        assertThat(api.get("/api/reply?game=domineering&position=2x2&player=up").statusCode()).isEqualTo(400);
    }

    /** The number in {@code "key":N} of a flat JSON answer, or -1 when the key is null or absent. */
    private static int number(String body, String key) {
        Matcher m = Pattern.compile("\"" + key + "\":(-?[0-9]+)").matcher(body);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** The entries of the answer's {@code heaps} list (element names, which hold no commas or quotes). */
    private static List<String> heaps(String body) {
        Matcher m = Pattern.compile("\"heaps\":\\[([^\\]]*)]").matcher(body);
        assertThat(m.find()).as(body).isTrue();
        return Arrays.stream(m.group(1).split(",")).map(e -> e.replace("\"", "")).toList();
    }

    @Tag("slow")
    @Test
    void kaylesQuotientIsProvedOfOrder40AndDawsonsKaylesStopsWithTheHeapsItReached() throws Exception {
        // Kayles: order 40 (Plambeck and Siegel), proved stable, so the heaps stop once it is proved, long before 1000.
        String kayles = ok("/api/quotient?game=kayles");
        assertThat(kayles).startsWith("{\"game\":\"kayles\",\"order\":40,").contains("\"proved\":true")
                .endsWith(",\"stoppedBecause\":null}");
        int computedTo = number(kayles, "computedTo");
        assertThat(computedTo).isBetween(71, 999);
        assertThat(heaps(kayles)).hasSize(computedTo + 1);
        // Dawson's Kayles: no proved quotient; the bounded trials give up in seconds with the quotient of the heaps
        // reached (heaps 1..29, order 176), exact for their sums, and say why.
        String dawson = ok("/api/quotient?game=0.07");
        assertThat(dawson).contains("\"proved\":false").doesNotContain("\"stoppedBecause\":null");
        assertThat(number(dawson, "computedTo")).isGreaterThanOrEqualTo(24);
        assertThat(heaps(dawson)).hasSize(number(dawson, "computedTo") + 1);
        assertThat(dawson).containsPattern("\"stoppedBecause\":\"[^\"]+\"").doesNotContain("--to");
    }
}

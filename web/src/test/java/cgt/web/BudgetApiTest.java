package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.misere.quotient.QuotientSolver;
import cgt.task.Budget;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** The server hands core a budget smaller than the command line's, and its requests keep to it. */
class BudgetApiTest {

    @Test
    void theServersBudgetIsSmallerThanTheCommandLines() {
        Budget web = Limits.DEFAULT.work();
        Budget cli = Budget.DEFAULT;
        assertThat(web.positions().grundy()).isLessThan(cli.positions().grundy());
        assertThat(web.positions().misere()).isLessThan(cli.positions().misere());
        assertThat(web.positions().loopy()).isLessThan(cli.positions().loopy());
        assertThat(web.quotient().heaps()).isEqualTo(QuotientSolver.DEFAULT_TO).isLessThan(cli.quotient().heaps());
        assertThat(web.quotient().candidates()).isEqualTo(QuotientSolver.QUICK_TRIALS)
                .isLessThan(cli.quotient().candidates());
    }

    @Test
    void anAnalysisBeyondTheServersBudgetIsRefusedWithTheLimitNamed() throws Exception {
        Limits tiny = Limits.DEFAULT.withWork(Limits.WORK.withPositions(Limits.WORK.positions().withMisere(10)
                .withGrundy(100)));
        try (ApiTestSupport api = new ApiTestSupport(tiny)) {
            HttpResponse<String> misere = api.get("/api/analyze?game=one-from-each&position=" + q("3 3 3")
                    + "&misere=true");
            assertThat(misere.statusCode()).as(misere.body()).isEqualTo(400);
            assertThat(misere.body()).contains("this position has more than 10 positions to search");
            // The value is beyond the budget's hundred positions; the outcome is still known from the closed form.
            HttpResponse<String> normal = api.get("/api/analyze?game=one-from-each&position=" + q("4 4 4 4 3"));
            assertThat(normal.statusCode()).as(normal.body()).isEqualTo(200);
            assertThat(normal.body()).contains("\"outcome\":\"N\"").contains("\"value\":null");
        }
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            HttpResponse<String> normal = api.get("/api/analyze?game=one-from-each&position=" + q("4 4 4 4 3"));
            assertThat(normal.statusCode()).as(normal.body()).isEqualTo(200);
            assertThat(normal.body()).contains("\"outcome\":\"N\"").doesNotContain("\"value\":null");
        }
    }

    @Test
    void aQuotientIsComputedToTheServersBoundAtMost() throws Exception {
        try (ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT)) {
            HttpResponse<String> r = api.get("/api/quotient?game=kayles&to=301");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
            assertThat(r.body()).contains("300");
            HttpResponse<String> within = api.get("/api/quotient?game=0.75&to=20");
            assertThat(within.statusCode()).as(within.body()).isEqualTo(200);
            assertThat(within.body()).contains("\"computedTo\":20");
        }
    }
}

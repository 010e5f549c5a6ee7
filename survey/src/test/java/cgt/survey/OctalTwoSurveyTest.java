package cgt.survey;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.PeriodAnalysis;
import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.heap.Periodicity.Period;
import cgt.heap.SequenceStatistics;
import cgt.task.Effort;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The survey of every octal code with up to two digits (64 games) in Spark's local mode: the published periods,
 * and every row against the single-game period analysis ({@code cgt period GAME --max N}) and against an
 * independent plain mex loop written here from the definition of an octal code.
 */
@Tag("slow")
class OctalTwoSurveyTest {

    static final int TO = 10_000;

    @TempDir
    static Path dir;
    static Map<String, SurveyRow> rows;

    @BeforeAll
    static void survey() throws Exception {
        Survey.Result r = Survey.run(new Survey.Settings(Family.parse("octal:2"), TO, 0, dir.resolve("out"),
                Survey.localMaster(2), Survey.Faults.NONE), new PrintWriter(new StringWriter()));
        rows = r.rows().stream().collect(Collectors.toMap(SurveyRow::code, Function.identity()));
    }

    @Test
    void publishedPeriodsAreFound() {
        // Winning Ways and the published octal tables (../shared/reference/octal-periods.tsv).
        assertThat(rows).hasSize(64);
        assertRow("0.77", 71, 12); // Kayles
        assertRow("0.07", 53, 34); // Dawson's Kayles
        assertRow("0.45", 498, 20);
        // 0.7 takes one token and leaves any number of heaps: every option of n has the parity of n - 1, so g(n) = n mod 2.
        assertRow("0.7", 0, 2);
        // Nim restricted to one token (0.3) and to one or two (0.33): n mod 2 and n mod 3.
        assertRow("0.3", 0, 2);
        assertRow("0.33", 0, 3);
        // 0.6 and 0.16 are famously unsolved far beyond heap 10,000.
        assertThat(rows.get("0.6").status()).isEqualTo(SurveyRow.UNRESOLVED);
        assertThat(rows.get("0.16").status()).isEqualTo(SurveyRow.UNRESOLVED);
    }

    private static void assertRow(String code, int preperiod, int period) {
        SurveyRow r = rows.get(code);
        assertThat(r.status()).as(code).isEqualTo(SurveyRow.PROVED);
        assertThat(r.preperiod()).as(code + " preperiod").isEqualTo(preperiod);
        assertThat(r.period()).as(code + " period").isEqualTo(period);
        assertThat(r.saltus()).isZero();
    }

    /** The Parquet table, read back by Spark, holds the same rows as the TSV, typed, with nulls for "no period". */
    @Test
    void theParquetTableReadsBackAsTheRows() throws Exception {
        try (org.apache.spark.sql.SparkSession spark = org.apache.spark.sql.SparkSession.builder()
                .master("local[1]").appName("read back").config("spark.ui.enabled", "false").getOrCreate()) {
            var table = spark.read().parquet(dir.resolve("out").resolve("survey.parquet").toString());
            assertThat(table.columns()).containsExactly(SurveyRow.COLUMNS.toArray(String[]::new));
            assertThat(table.count()).isEqualTo(64);
            var kayles = table.filter("code = '0.77'").collectAsList().get(0);
            assertThat(kayles.<String>getAs("status")).isEqualTo(SurveyRow.PROVED);
            assertThat(kayles.<Integer>getAs("preperiod")).isEqualTo(71);
            assertThat(kayles.<Integer>getAs("period")).isEqualTo(12);
            var open = table.filter("code = '0.6'").collectAsList().get(0);
            assertThat(open.<String>getAs("status")).isEqualTo(SurveyRow.UNRESOLVED);
            assertThat(open.isNullAt(open.fieldIndex("period"))).isTrue();
            assertThat(open.<Integer>getAs("heaps")).isEqualTo(rows.get("0.6").heaps());
            assertThat(table.filter("status = 'periodic-proved'").count())
                    .isEqualTo(rows.values().stream().filter(r -> r.status().equals(SurveyRow.PROVED)).count());
        }
    }

    @Test
    void everyRowIsWhatTheSingleGamePeriodAnalysisSays() {
        SoftAssertions soft = new SoftAssertions();
        for (SurveyRow r : rows.values()) {
            HeapGame game = Catalog.heap(r.code()).orElseThrow();
            PeriodAnalysis single = PeriodAnalysis.of(game, Optional.of(TO), Effort.QUIET);
            soft.assertThat(r.heaps()).as(r.code() + " heaps").isEqualTo(single.checkedTo());
            if (single.proved()) {
                Period p = single.period().get();
                soft.assertThat(r.status()).as(r.code()).isEqualTo(SurveyRow.PROVED);
                soft.assertThat(r.preperiod()).as(r.code()).isEqualTo(p.preperiod());
                soft.assertThat(r.period()).as(r.code()).isEqualTo(p.period());
            } else {
                soft.assertThat(r.status()).as(r.code()).isEqualTo(SurveyRow.UNRESOLVED);
                soft.assertThat(r.hasPeriod()).as(r.code()).isFalse();
            }
        }
        soft.assertAll();
    }

    @Test
    void everyRowAgreesWithAPlainMexLoop() {
        SoftAssertions soft = new SoftAssertions();
        for (SurveyRow r : rows.values()) {
            int[] g = plainMex(r.code(), r.heaps());
            int largest = 0;
            int lastRare = -1;
            int mask = r.rareMask().isEmpty() ? 0 : Integer.parseInt(r.rareMask(), 16);
            for (int h = 0; h < g.length; h++) {
                largest = Math.max(largest, g[h]);
                if (h > 0 && mask != 0 && SequenceStatistics.isRare(g[h], mask)) {
                    lastRare = h;
                }
            }
            soft.assertThat(r.largest()).as(r.code() + " largest").isEqualTo(largest);
            soft.assertThat(r.lastRare()).as(r.code() + " last rare").isEqualTo(lastRare);
            if (r.hasPeriod()) {
                int n0 = r.preperiod();
                int p = r.period();
                boolean holds = true;
                for (int n = n0; n + p < g.length; n++) {
                    holds &= g[n + p] == g[n];
                }
                soft.assertThat(holds).as(r.code() + ": g(n+%d) = g(n) from %d", p, n0).isTrue();
                if (n0 > 0) {
                    soft.assertThat(g[n0 - 1 + p]).as(r.code() + ": heap %d is an exception", n0 - 1)
                            .isNotEqualTo(g[n0 - 1]);
                }
                // No shorter period holds on the second half of the values (which lies in the periodic part).
                for (int q = 1; q < p; q++) {
                    boolean shorter = true;
                    for (int n = Math.max(n0, g.length / 2); n + q < g.length; n++) {
                        shorter &= g[n + q] == g[n];
                    }
                    soft.assertThat(shorter).as(r.code() + ": period %d is not the least (%d holds)", p, q).isFalse();
                }
            }
        }
        soft.assertAll();
    }

    /**
     * g(0..n) of an octal code by the definition: digit d_k's bit 1 lets a heap of exactly k tokens be removed,
     * bit 2 leaves one non-empty heap of n - k, bit 4 leaves two non-empty heaps summing to n - k.
     */
    static int[] plainMex(String code, int n) {
        String digits = code.substring(code.indexOf('.') + 1);
        int[] g = new int[n + 1];
        boolean[] seen = new boolean[n + 2];
        for (int h = 1; h <= n; h++) {
            java.util.Arrays.fill(seen, false);
            for (int k = 1; k <= digits.length() && k <= h; k++) {
                int d = digits.charAt(k - 1) - '0';
                int rest = h - k;
                if (rest == 0 && (d & 1) != 0) {
                    seen[0] = true;
                }
                if (rest > 0 && (d & 2) != 0) {
                    seen[g[rest]] = true;
                }
                if ((d & 4) != 0) {
                    for (int a = 1; a <= rest - a; a++) {
                        int v = g[a] ^ g[rest - a];
                        if (v <= n) {
                            seen[v] = true;
                        }
                    }
                }
            }
            int m = 0;
            while (seen[m]) {
                m++;
            }
            g[h] = m;
        }
        return g;
    }
}

package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Issues 12 and 16: what `cgt period` claims for rules no theorem covers, and progress that never goes back. */
class PeriodAndProgressTest {

    /** allbut:5000 has g(n) = n below 5000 and g(5000) = 0: a check that stops at 4095 sees g(n+1) = g(n) + 1. */
    @Test
    void anObservedRuleIsCheckedToMaxAndWordedAsObserved() {
        CliTest.Run r = cgt("period", "allbut:5000", "--max", "12000");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("checked to: 12000", "preperiod: 5000",
                "rule: observed: g(n+1) = g(n) + 1 for 5000 <= n <= 11999; not proved").doesNotContain("for every n");
        CliTest.Run json = cgt("period", "allbut:5000", "--max", "12000", "--json");
        assertThat(json.out()).contains("\"proved\":false", "\"checkedTo\":12000");
    }

    @Test
    void aProvedPeriodStillSaysForEveryN() {
        CliTest.Run r = cgt("period", "kayles");
        assertThat(r.out()).contains("rule: g(n+12) = g(n) for every n >= 71", "proved: yes");
    }

    /**
     * A computation of less than a second prints its answer alone: the first line comes after a second (the child
     * JVMs of InterruptTest are given a shorter quiet time, by a system property this JVM does not set).
     */
    @Test
    void nothingIsShownInTheFirstSecond() {
        StringWriter text = new StringWriter();
        long start = 3_600_000_000_000L; // System.nanoTime()'s origin is arbitrary: an hour in, say
        AtomicLong now = new AtomicLong(start);
        StderrProgress p = new StderrProgress(new PrintWriter(text, true), false, now::get);
        now.set(start + 999_999_999L);
        p.report("grundy values", 500, 2000);
        assertThat(text.toString()).isEmpty();
        now.set(start + 1_000_000_000L);
        p.report("grundy values", 600, 2000);
        assertThat(text.toString().strip()).isEqualTo("grundy values: 600 of 2000 (30.0%)");
    }

    @Test
    void progressNeverShowsACountGoingBackOrARateOfZero() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(0);
        StderrProgress p = new StderrProgress(new PrintWriter(text, true), false, now::get);
        long[][] reports = {{0, 100}, {50_000, 131_072}, {122_900, 131_072}, {0, 131_072}, {0, 131_072},
            {86_000, 131_072}, {120_000, 131_072}};
        for (long[] r : reports) {
            now.addAndGet(6_000_000_000L);
            p.report("grundy values", r[0], r[1]);
        }
        String out = text.toString();
        assertThat(out).doesNotContain(" 0/s").doesNotContain("-");
        assertThat(out).contains("grundy values: 122.9k of 131.1k (93.8%), 10.2k/s, about 1 s left");
        assertThat(out).contains("grundy values (attempt 2, started over): 86.0k of 131.1k");
        // The count of each attempt never goes down.
        long last = -1;
        String attempt = "";
        for (String line : out.lines().toList()) {
            String label = line.substring(0, line.indexOf(':'));
            long count = (long) Double.parseDouble(line.substring(line.indexOf(':') + 2).split("[ k]", -1)[0]);
            if (label.equals(attempt)) {
                assertThat(count).isGreaterThanOrEqualTo(last);
            }
            attempt = label;
            last = count;
        }
    }

    @Test
    void timeLeftIsWrittenInUnitsAPersonReads() {
        assertThat(StderrProgress.duration(12.4)).isEqualTo("12 s");
        assertThat(StderrProgress.duration(600)).isEqualTo("10 min");
        assertThat(StderrProgress.duration(4 * 3600)).isEqualTo("4.0 h");
    }
}

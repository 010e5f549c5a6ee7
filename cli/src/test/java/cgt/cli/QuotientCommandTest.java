package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code cgt quotient}: text, JSON keys and refusals. */
class QuotientCommandTest {

    @Test
    void kaylesQuotientAsText() {
        CliTest.Run r = CliTest.cgt("quotient", "kayles");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("order: 40", "presentation: <a, b, c, d, e, f, g | a^2 = 1",
                "P-portion: a d e ac b^2 ac^2 ad^2 ade adf", "stable from: heap 71", "proved: yes", " 5:c ");
    }

    @Test
    void jsonHasTheContractKeys() {
        CliTest.Run r = CliTest.cgt("quotient", "0.75", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("\"order\":8", "\"relations\":[\"a^2 = 1\",\"bc = ab\",\"c^2 = b^2\","
                + "\"b^3 = b\"]", "\"pPortion\":[\"a\",\"b^2\"]", "\"stableFrom\":8", "\"proved\":true",
                "\"heaps\":[\"1\",\"a\",\"b\",");
        assertThat(r.out().strip()).endsWith(",\"stoppedBecause\":null}"); // proved: nothing stopped it early
    }

    @Test
    void explicitBoundComputesThatFar() {
        CliTest.Run r = CliTest.cgt("quotient", "nim", "--to", "3", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("\"order\":6", "\"proved\":false", "\"stableFrom\":null", "\"computedTo\":3");
    }

    @Test
    void hasHelp() {
        CliTest.Run r = CliTest.cgt("quotient", "--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("Usage: cgt quotient");
    }

    @Test
    void notAHeapGameIsBadInput() {
        CliTest.Run r = CliTest.cgt("quotient", "chomp");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).startsWith("cgt: quotient needs a heap game").doesNotContain("\n");
        CliTest.Run bad = CliTest.cgt("quotient", "0.7x");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("cgt: malformed take-and-break code");
        CliTest.Run big = CliTest.cgt("quotient", "kayles", "--to", "999999");
        assertThat(big.code()).isEqualTo(2);
    }
}

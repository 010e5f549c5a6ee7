package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import org.junit.jupiter.api.Test;

/** Jobs that once ran without bound or misreported their size, as a user meets them on the command line. */
class SizeBoundsCommandsTest {

    @Test
    void explicitFormTooLongToPrintGivesItsExactLength() {
        Run r = cgt("value", "--explicit", "*16");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("86,093,441 characters").doesNotContain("43,046,737");
    }

    @Test
    void cutcakePiecesAreValuedAtOnce() {
        Run r = cgt("analyze", "cutcake", "1,20000", "4x2", "--json");
        assertThat(r.code()).isZero();
        // 1x20000 is 19999 for Left; 4x2 (Right cuts the 4) is -(4/2 - 1) = -1.
        assertThat(r.out()).contains("\"value\":\"19998\"");
    }

    @Test
    void hugeChompBoardIsRefusedWithItsSizeInFigures() {
        Run r = cgt("analyze", "chomp", "1000x1000");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("2.04e+600 sub-boards").doesNotContain("Infinity");
    }

    @Test
    void misereWythoffQueenOfAnySizeIsAnsweredByItsRule() {
        Run r = cgt("analyze", "--misere", "wythoff", "10000000000,10000000000", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("\"outcome\":\"N\"").contains("\"2,2\"").contains("\"normalValue\":null");
        Run small = cgt("analyze", "--misere", "wythoff", "2,2");
        assertThat(small.out()).contains("outcome: P");
    }

    /** Core refuses a long job with a typed remedy; the command line says it as the command that does the job. */
    @Test
    void longRunIsRefusedWithTheCommandThatDoesIt() {
        Run r = cgt("analyze", "grundy", "200000000");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("cgt: the value of heap 200000000 in grundy needs g(0..200000000)")
                .contains("; run it as 'cgt grundy grundy --to 200000000 --checkpoint FILE', which shows its progress")
                .hasLineCount(1);
    }
}

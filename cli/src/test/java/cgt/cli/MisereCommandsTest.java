package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The misère forms of grundy, analyze and play: values, genus, JSON keys, and the refusals (exit 2, one line). */
class MisereCommandsTest {

    @Test
    void grundyMisereValuesOfNimAreBoutonsRule() {
        CliTest.Run r = cgt("grundy", "nim", "--to", "6", "--misere");
        assertThat(r.code()).isZero();
        assertThat(r.out().split("\\R")).containsExactly("1", "0", "2", "3", "4", "5", "6");
    }

    @Test
    void grundyMisereOfKaylesAndItsGenus() {
        assertThat(cgt("grundy", "kayles", "--to", "8", "--misere").out().split("\\R"))
                .containsExactly("1", "0", "2", "3", "0", "1", "3", "2", "1");
        assertThat(cgt("grundy", "kayles", "--to", "8", "--misere", "--genus").out().split("\\R"))
                .containsExactly("0", "1", "2", "3", "1", "4^146", "3", "2^20", "1^13");
    }

    @Test
    void grundyMisereJsonHasValuesAndGenus() {
        CliTest.Run r = cgt("grundy", "0.07", "--to", "6", "--misere", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out().strip()).isEqualTo("{\"game\":\"0.07\",\"to\":6,\"misere\":true,"
                + "\"values\":[1,1,0,0,2,1,3],\"genus\":[\"0\",\"0\",\"1\",\"1\",\"2\",\"0\",\"3\"]}");
    }

    @Test
    void genusWithoutMisereAndTableOptionsAreRefused() {
        CliTest.Run genus = cgt("grundy", "kayles", "--to", "5", "--genus");
        assertThat(genus.code()).isEqualTo(2);
        assertThat(genus.err().strip()).isEqualTo("cgt: --genus needs --misere: the genus is a misère value");
        CliTest.Run stats = cgt("grundy", "kayles", "--to", "5", "--misere", "--stats");
        assertThat(stats.code()).isEqualTo(2);
        assertThat(stats.err()).contains("--stats").doesNotContain("Exception");
    }

    @Test
    void analyzeMisereGivesGenusAndNormalValueUnderItsOwnName() {
        CliTest.Run r = cgt("analyze", "kayles", "5", "7", "--misere", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("\"outcome\":\"N\"").contains("\"genus\":\"6^46\"").contains("\"misereValue\":4")
                .contains("\"normalValue\":6").doesNotContain("\"value\"");
        CliTest.Run text = cgt("analyze", "kayles", "5", "7", "--misere");
        assertThat(text.out()).contains("genus: 6^46 (misère Grundy value 4; wild)").doesNotContain("value: 6");
    }

    /** A sum decided by the misère quotient says its element there, in the text and under "quotient" in JSON. */
    @Test
    void analyzeMisereByTheQuotientGivesTheElement() {
        CliTest.Run text = cgt("analyze", "kayles", "100", "200", "300", "1000", "--misere");
        assertThat(text.code()).isZero();
        assertThat(text.out()).contains("quotient element: cf, not in the P-portion (kayles' misère quotient, order 40)");
        CliTest.Run json = cgt("analyze", "kayles", "1000", "--misere", "--json");
        assertThat(json.out()).contains("\"quotient\":{\"element\":\"ab^2\",\"inPPortion\":false,\"order\":40,"
                + "\"proved\":true,\"heapsUpTo\":167}");
        assertThat(cgt("analyze", "kayles", "5", "7", "--misere", "--json").out()).doesNotContain("quotient");
    }

    @Test
    void normalPlayAnalysisKeepsValue() {
        assertThat(cgt("analyze", "kayles", "5", "7", "--json").out()).contains("\"value\":6")
                .doesNotContain("genus");
    }

    @Test
    void playMisereIsRefusedForPartizanGames() {
        CliTest.Run r = cgt("play", "domineering", "..", "--misere");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("cgt: --misere applies to impartial games; domineering is played in"
                + " normal play (whoever cannot move loses)");
    }
}

package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The API answers with the command line's JSON, byte for byte: both are written by cgt.format.json, and this checks
 * that no endpoint drifts from its command (the web's extra keys come after the command's).
 */
class CliParityTest {

    /** The answers, not the budget, are tested here: a minute, so that a loaded machine cannot fail them. */
    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withBudget(Duration.ofMinutes(1)));

    private static String cli(String... args) {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), args);
        assertThat(code).as(String.join(" ", args)).isZero();
        return out.toString().strip();
    }

    private static String web(String path) throws Exception {
        return api.get(path).body();
    }

    @Tag("slow")
    @Test
    void everyEndpointWritesItsCommandsJson() throws Exception {
        assertThat(web("/api/analyze?game=nim&position=" + q("3 4 5") + "&explain=true"))
                .startsWith(withoutClose(cli("analyze", "nim", "3", "4", "5", "--explain", "--json")));
        assertThat(web("/api/analyze?game=kayles&position=" + q("4 9")))
                .isEqualTo(cli("analyze", "kayles", "4", "9", "--json"));
        assertThat(web("/api/analyze?game=domineering&position=" + q("2x3")))
                .isEqualTo(cli("analyze", "domineering", "2x3", "--json"));
        assertThat(web("/api/grundy?game=kayles&to=100")).isEqualTo(cli("grundy", "kayles", "--to", "100", "--json"));
        assertThat(web("/api/grundy?game=nim&to=20")).isEqualTo(cli("grundy", "nim", "--to", "20", "--json"));
        assertThat(web("/api/period?game=0.07&max=100000")).isEqualTo(cli("period", "0.07", "--max", "100000",
                "--json"));
        assertThat(web("/api/value?expr=" + q("{0,*|*}"))).isEqualTo(cli("value", "{0,*|*}", "--json"));
        assertThat(web("/api/value?expr=" + q("{3||2|1}") + "&cool=1/2"))
                .isEqualTo(cli("value", "{3||2|1}", "--cool", "1/2", "--json"));
        for (String withMethods : new String[] {"{2|-1}.Cool(1)", "{3||2*|1*}.Thermograph", "^.RightOptions",
            "{1|0}.Mean", "^.IsNumber", "(^+*).OutcomeClass"}) {
            assertThat(web("/api/value?expr=" + q(withMethods))).as(withMethods)
                    .isEqualTo(cli("value", withMethods, "--json"));
        }
        assertThat(web("/api/compare?g=" + q("^*") + "&h=" + q("*")))
                .isEqualTo(cli("compare", "^*", "*", "--json"));
        assertThat(web("/api/thermograph?expr=" + q("{2|-1}"))).isEqualTo(cli("thermograph", "{2|-1}", "--json"));
        assertThat(web("/api/games")).isEqualTo(cli("games", "--json"));
        assertThat(web("/api/games?name=kayles")).isEqualTo(cli("games", "kayles", "--json"));
        assertThat(web("/api/born?day=2")).startsWith(withoutClose(cli("born", "2", "--json")));
        assertThat(web("/api/analyze?game=kayles&position=" + q("30 40") + "&misere=true"))
                .isEqualTo(cli("analyze", "kayles", "30", "40", "--misere", "--json"));
        assertThat(web("/api/quotient?game=0.75")).isEqualTo(cli("quotient", "0.75", "--json"))
                .endsWith(",\"stoppedBecause\":null}");
        assertThat(web("/api/quotient?game=kayles&to=30")).isEqualTo(cli("quotient", "kayles", "--to", "30", "--json"));
    }

    @Test
    void badInputReadsAsOnTheCommandLine() throws Exception {
        StringWriter err = new StringWriter();
        Main.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "analyze", "nim", "3", "x");
        String message = err.toString().strip().substring("cgt: ".length());
        assertThat(web("/api/analyze?game=nim&position=" + q("3 x"))).isEqualTo("{\"error\":\""
                + message.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}");
    }

    /** The object without its closing brace, for answers that add keys after the command's. */
    private static String withoutClose(String json) {
        return json.substring(0, json.length() - 1);
    }
}

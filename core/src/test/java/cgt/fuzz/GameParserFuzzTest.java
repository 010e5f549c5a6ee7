package cgt.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.expression.Value;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import cgt.partizan.notation.GameParser;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Fuzzes the partizan expression parser ({@code cgt value}, {@code cgt compare}), methods included: any text either
 * evaluates or is rejected with a {@link BadInputException}; anything else (another exception, a hang, running out
 * of memory) is a finding. A game it gives prints back to text that parses to the same game; any other value
 * prints.
 *
 * <p>In the normal build this runs the inputs under {@code GameParserFuzzTestInputs/} and a few seconds of
 * new ones; {@code scripts/fuzz-long.sh} runs it longer.
 */
class GameParserFuzzTest {

    /**
     * Heating, overheating, Norton products and the compound sums can make answers of millions of characters from
     * a few (*14.Heat(1) is 2.4 million): bounded by core, but minutes long near the bound, which the fuzzer would
     * report as a hang. Such texts are fuzzed short, with small numbers, and with one such operation.
     */
    private static boolean growsPastFuzzing(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        int growing = 0;
        for (String name : new String[] {"heat", "norton", "conjunctive", "selective", ":"}) {
            growing += lower.split(Pattern.quote(name), -1).length - 1;
        }
        return growing > 1 || (growing == 1 && (text.length() > 40 || LARGE_NUMBER.matcher(text).find()));
    }

    private static final Pattern LARGE_NUMBER = Pattern.compile("\\d{2,}|[5-9]");

    @FuzzTest
    void parse(byte[] data) {
        String text = FuzzInput.text(data);
        if (FuzzInput.hasLargeCount(text) || growsPastFuzzing(text)) {
            return;
        }
        Value v;
        try {
            v = GameParser.evaluate(text);
        } catch (BadInputException expected) {
            assertThat(expected.getMessage()).isNotBlank();
            return;
        }
        if (v.asGame().isEmpty()) {
            assertThat(v.toString()).isNotBlank();
            return;
        }
        CanonicalGame g = v.asGame().get();
        String printed = GamePrinter.print(g);
        if (printed.length() <= 10 * FuzzInput.MAX_CHARS) {
            assertThat(GameParser.parse(printed)).as("%s printed as %s", text, printed).isEqualTo(g);
        }
    }
}

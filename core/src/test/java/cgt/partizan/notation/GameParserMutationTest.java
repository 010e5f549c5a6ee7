package cgt.partizan.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Malformed expressions are refused as bad input, never with another exception: valid expressions are
 * mutated at random (characters of the grammar's alphabet inserted, deleted or replaced) and each result
 * either parses or raises a {@link BadInputException} whose index lies inside the text.
 */
class GameParserMutationTest {

    private static final List<String> VALID = List.of(
            "3", "-5", "6/8", "-9/8", "*", "*2", "{0,*|0,*}", "^", "v", "^+^", "v4", "↑", "↓↓", "⇑",
            "{0|v*}", "^<2>", "v<3>", "^[2]", "v[3]", "1 + *", "-3/2 + *3", "1/2^*", "-4^<2>*", "^*3", "vv*3",
            "{1|-1}", "±1", "+-(1*)", "+-{*,^}", "+-{2|1}", "+-^", "Tiny(2)", "3Tiny(2)", "-1Miny(1/2)",
            "{2||1|0}", "{1|0||-1}", "{1|0,*}", "{4||2|0} - 1", "{3|||2||1|0}", "(1 + *) - ^", "-(^*)", "3+-1",
            "{1|-1}+*", "{0,7^|v}", "+-*6±", "{|}", "{0|}", "{|0}", "-{1|*}", "1 - 1/2^");

    /** The characters the grammar gives a meaning to, and a few it does not. */
    private static final String ALPHABET = "0123456789/*^v<>[]{}|,()+-± ↑↓⇑⇓−TinyMx@.";

    @Test
    void theReportedTrailingSwitchesAreBadInputWithAPosition() {
        for (String text : List.of("+-*6±", "{0,7^|v} +-", "{0,||^|v|+-", "+-", "1 ±", "±  ")) {
            assertThatThrownBy(() -> GameParser.parse(text))
                    .as(text)
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("at character")
                    .satisfies(e -> assertThat(((BadInputException) e).index()).isBetween(0, text.length()));
        }
    }

    @Test
    void longChainsOfSignsAreRefusedNotOverflowed() {
        for (String sign : List.of("-", "+", "+-", "--")) {
            String text = sign.repeat(100_000) + "1";
            assertThatThrownBy(() -> GameParser.parse(text)).isInstanceOf(BadInputException.class)
                    .hasMessageContaining("levels deep");
        }
        assertThat(GameParser.parse("-".repeat(100) + "1")).isSameAs(CanonicalGame.integer(1));
    }

    @Test
    void mutatedExpressionsParseOrAreBadInput() {
        Random random = new Random(20261124L);
        int parsed = 0;
        int refused = 0;
        for (int i = 0; i < 10_000; i++) {
            String text = mutate(VALID.get(random.nextInt(VALID.size())), random);
            try {
                assertThat(GameParser.parse(text)).isNotNull();
                parsed++;
            } catch (BadInputException e) {
                assertThat(e.index()).as(text).isBetween(-1, text.length());
                assertThat(e.getMessage()).as(text).doesNotContain("\n");
                refused++;
            } catch (RuntimeException | StackOverflowError e) {
                fail("'" + text + "' raised " + e, e);
            }
        }
        // Both outcomes occur often, so the mutations exercise the grammar rather than only its first character.
        assertThat(parsed).isGreaterThan(500);
        assertThat(refused).isGreaterThan(500);
    }

    private static String mutate(String text, Random random) {
        StringBuilder b = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = random.nextInt(b.length() + 1);
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(3)) {
                case 0 -> b.insert(at, c);
                case 1 -> {
                    if (at < b.length()) {
                        b.deleteCharAt(at);
                    }
                }
                default -> {
                    if (at < b.length()) {
                        b.setCharAt(at, c);
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}

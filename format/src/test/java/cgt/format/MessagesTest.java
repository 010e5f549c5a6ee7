package cgt.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A message never echoes a huge input back in full: the user learns what was wrong and how long the input was (the
 * command line's one-line message for a huge argument: cgt.cli.InputSafetyTest).
 */
class MessagesTest {

    @Test
    void shortMessagesAreKeptWhole() {
        assertThat(Messages.brief("heap '-4' is negative\nsecond line")).isEqualTo("heap '-4' is negative");
        assertThat(Messages.brief(null)).isEqualTo("unknown error");
    }

    @Test
    void longMessagesKeepTheirStartAndEnd() {
        String line = "bad '" + "x".repeat(100_000) + "': expected a number";
        String brief = Messages.brief(line);
        assertThat(brief).hasSizeLessThan(Messages.MAX_LENGTH + 60)
                .startsWith("bad 'xxx").endsWith("': expected a number")
                .contains("characters left out");
    }
}

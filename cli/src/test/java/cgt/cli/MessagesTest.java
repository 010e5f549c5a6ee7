package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A message never echoes a huge input back in full: the user learns what was wrong and how long the input was. */
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

    @Test
    void aHugeArgumentIsNotEchoedInFull() {
        String huge = "{" + "1".repeat(200_000) + "|";
        CliTest.Run run = CliTest.cgt("value", huge);
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err().lines().count()).isEqualTo(1);
        assertThat(run.err().length()).isLessThan(1_000);
    }
}

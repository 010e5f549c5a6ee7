package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * What a user types is read as what it is: options as options wherever they stand, arguments never as
 * file names, malformed input as a one-line error with exit code 2, and input lines of bounded length.
 */
@Order(1) // a long class, first in the list (junit-platform.properties)
class InputSafetyTest {

    record Run(int code, String out, String err) {
    }

    /** {@link CliTest#cgt}, with its output stripped of the final newline. */
    static Run cgt(String... args) {
        CliTest.Run r = CliTest.cgt(args);
        return new Run(r.code(), r.out().strip(), r.err().strip());
    }

    /** Runs cgt play with the given input in place of the terminal. */
    static Run play(Reader input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] all = new String[args.length + 1];
        all[0] = "play";
        System.arraycopy(args, 0, all, 1, args.length);
        CommandLine cmd = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true), all);
        ((PlayCommand) cmd.getSubcommands().get("play").getCommand()).in = input;
        int code = cmd.execute(all);
        return new Run(code, out.toString(), err.toString());
    }

    private static void assertBadInput(Run r, String... fragments) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).startsWith("cgt: ").doesNotContain("\n").doesNotContain("Exception").contains(fragments);
    }

    @Test
    void anUnknownOptionAfterAnExpressionIsAnUnknownOption() {
        assertBadInput(cgt("value", "{1|-1}+*", "--explain"), "unknown option '--explain'", "--explicit", "--json");
        assertBadInput(cgt("value", "--explain", "{1|-1}"), "unknown option '--explain'");
        assertBadInput(cgt("compare", "0", "--foo"), "unknown option '--foo'", "--json");
        assertBadInput(cgt("compare", "0", "1", "--foo"), "unknown option '--foo'");
        assertBadInput(cgt("value", "1", "-j"), "unknown option '-j'");
        assertBadInput(cgt("thermograph", "{1|-1}", "--foo"), "unknown option '--foo'", "--svg");
        for (List<String> args : List.of(List.of("analyze", "nim", "3", "--explian"), List.of("grundy", "nim", "--to",
                "3", "--foo"), List.of("period", "nim", "--foo"), List.of("table", "nim-sum", "--foo"),
                List.of("born", "1", "--foo"), List.of("games", "nim", "--foo"), List.of("analyze", "nim", "--foo", "3"),
                List.of("play", "nim", "3", "--foo"))) {
            assertBadInput(cgt(args.toArray(String[]::new)), "unknown option '--", "the options of 'cgt " + args.get(0));
        }
    }

    @Test
    void expressionsStartingWithMinusStillWork() {
        assertThat(cgt("value", "-1/2")).isEqualTo(new Run(0, "-1/2", ""));
        assertThat(cgt("compare", "-1", "{|}")).isEqualTo(new Run(0, "<", ""));
        assertThat(cgt("value", "-{1|*}")).isEqualTo(new Run(0, "{*|-1}", ""));
        assertThat(cgt("value", "-v", "--json").out()).contains("\"canonical\":\"^\"");
        assertThat(cgt("value", "-Tiny(2)").out()).isEqualTo("Miny(2)");
        assertThat(cgt("value", "-", "1").out()).isEqualTo("-1");
        assertThat(cgt("value", "--1").out()).isEqualTo("1");
        assertThat(cgt("value", "{3|1}", "--cool=1").out()).isEqualTo("2*");
        assertThat(cgt("value", "--", "-1").out()).isEqualTo("-1");
        assertThat(cgt("value", "{3|1}", "--cool", "-j").err()).doesNotContain("unknown option");
    }

    /** Found by OptionsFuzzTest: a file name the system cannot use (a NUL in it) was an internal error. */
    @Test
    void aFileNameTheSystemCannotUseIsBadInput() {
        assertBadInput(cgt("analyze", "--rules=bad\0name.java", "3"), "--rules", "not a file name this system accepts");
        assertBadInput(cgt("analyze", "graph", "bad\0name"), "graph file", "not a file name this system accepts");
    }

    @Test
    void anArgumentIsNeverReadAsAFileName() {
        for (String at : List.of("@/proc/self/environ", "@/etc/passwd", "@/tmp", "@/dev/urandom", "@/dev/zero")) {
            assertBadInput(cgt("value", at), "bad expression at character 1 of '" + at + "'");
            assertBadInput(cgt("compare", "0", at), "H: bad expression");
            assertThat(cgt("analyze", "nim", at).code()).isEqualTo(2);
        }
    }

    @Test
    void aTrailingSwitchIsBadInputWithItsPosition() {
        assertBadInput(cgt("value", "+-*6±"), "at character 6");
        assertBadInput(cgt("value", "{0,7^|v} +-"), "at character 12");
        assertBadInput(cgt("compare", "{0,||^|v|+-", "{1*-1|1}-1|1}"), "G: bad expression");
    }

    @Test
    void positionsOfTheReadmeAreAccepted() {
        assertThat(cgt("analyze", "domineering", "2x2").out()).contains("value: +-1");
        assertThat(cgt("analyze", "domineering", "4x4").code()).isZero();
        assertThat(cgt("analyze", "clobber", "1x2").out()).contains("value: *");
        assertThat(cgt("analyze", "cutcake", "1x4").out()).contains("value: 3");
        assertBadInput(cgt("analyze", "staircase", "", "15"), "missing");
        assertBadInput(cgt("analyze", "staircase", ",15"), "missing");
        assertThat(cgt("analyze", "staircase", "0", "15").out()).contains("outcome: N");
    }

    @Test
    void theLastMoveOfHackenbushCanBeTyped() {
        Run r = play(new StringReader("0\n"), "hackenbush", "l");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Right cannot move from 0: you win.");
    }

    @Test
    void aLongInputLineIsDiscardedNotEchoed() {
        Run r = play(new LongLine(5_000_000), "nim", "3");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("longer than " + PlayCommand.MAX_LINE + " characters and was ignored")
                .contains("Stopped at '3'.");
        assertThat(r.out().length()).isLessThan(2_000);
        // A line of exactly the limit is still read.
        Run atLimit = play(new StringReader("x".repeat(PlayCommand.MAX_LINE) + "\nquit\n"), "nim", "3");
        assertThat(atLimit.out()).doesNotContain("was ignored").contains("malformed heap");
    }

    /** A message never echoes a huge argument back in full (the shortening itself: cgt.format.MessagesTest). */
    @Test
    void aHugeArgumentIsNotEchoedInFull() {
        // Twenty times what a message may hold: the 200,000 digits this once had cost two seconds more (of the
        // command's own CPU) and checked the same.
        String huge = "{" + "1".repeat(20_000) + "|";
        CliTest.Run run = CliTest.cgt("value", huge);
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err().lines().count()).isEqualTo(1);
        assertThat(run.err().length()).isLessThan(1_000);
    }

    /** A line of n 'x' characters, then "quit", generated as it is read (the test holds no copy of it). */
    private static final class LongLine extends Reader {
        private final long length;
        private long at;
        private final String tail = "\nquit\n";

        LongLine(long length) {
            this.length = length;
        }

        @Override
        public int read(char[] buffer, int offset, int count) {
            long total = length + tail.length();
            if (at >= total) {
                return -1;
            }
            int n = 0;
            while (n < count && at < total) {
                buffer[offset + n++] = at < length ? 'x' : tail.charAt((int) (at - length));
                at++;
            }
            return n;
        }

        @Override
        public void close() {
        }
    }
}

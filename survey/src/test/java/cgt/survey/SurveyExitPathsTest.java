package cgt.survey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The survey's inputs that used to end in a stack trace, a hang or an exhausted heap (issue 27's list): each is now
 * refused in one line, before Spark starts.
 */
class SurveyExitPathsTest {

    @Test
    void aCodeOfTenThousandDigitsIsRefusedAndALongOneKeepsItsRow(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> Family.parse("0." + "7".repeat(10_000))).isInstanceOf(BadInputException.class)
                .hasMessage("FAMILY is a code or pattern of 10002 characters; a survey takes at most 260 (0.137,"
                        + " 0.?6?, 4.07)");
        Path codes = Files.writeString(dir.resolve("codes.txt"), "0." + "7".repeat(300) + "\n");
        assertThatThrownBy(() -> Family.parse("file:" + codes)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 1: a code of 302 characters; a survey takes codes of at most 260");
        // The longest code taken: its row's file name is cut to what a file system holds, and read back whole.
        String longest = Family.normal("0." + "7".repeat(250) + "1");
        SurveyRow row = SurveyRow.failed(longest, "a test row");
        Survey.writeRow(dir.resolve("rows"), row);
        Map<String, SurveyRow> back = Survey.readRows(dir.resolve("rows"), new PrintWriter(new StringWriter()));
        assertThat(back).containsOnlyKeys(longest);
    }

    @Test
    void aCodesFileThatIsADeviceOrAFifoIsRefused(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> Family.parse("file:/dev/zero")).isInstanceOf(BadInputException.class)
                .hasMessage("the codes file /dev/zero is a FIFO, device or socket, not a regular file; give a file's"
                        + " name");
        Path fifo = dir.resolve("fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor()).isZero();
        assertThatThrownBy(() -> Family.parse("file:" + fifo)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("is a FIFO, device or socket");
    }

    @Test
    void localMastersNeedThreadsAndAttempts() {
        assertThatThrownBy(() -> Masters.check("local[0]")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("--master local[0] asks for 0 threads; local[N] takes 1 to");
        assertThatThrownBy(() -> Masters.check("local[2,0]")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("gives a task 0 attempts");
        assertThatThrownBy(() -> Masters.check("local[x]")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("local, local[N], local[*] or local[N,F]");
        Masters.check("local");
        Masters.check("local[*]");
        Masters.check("local[1,2]");
    }

    @Test
    void aStandaloneMasterThatDoesNotAnswerIsNamedAtOnce() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String master = "spark://127.0.0.1:" + port;
        assertThatThrownBy(() -> Masters.check(master)).isInstanceOf(BadInputException.class)
                .hasMessage("--master " + master + " does not answer (127.0.0.1:" + port + ": connection refused);"
                        + " start the master there (sbin/start-master.sh), or check the address");
        assertThatThrownBy(() -> Masters.check("spark://127.0.0.1:99999")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("is not host:port");
        try (ServerSocket listening = new ServerSocket(0)) {
            Masters.check("spark://127.0.0.1:" + port + ",127.0.0.1:" + listening.getLocalPort());
        }
    }

    @Test
    void anOutputFolderThatCannotBeWrittenIsRefusedBeforeTheSurvey(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> SurveyCommand.requireWritable(Path.of("/proc"))).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("cannot write the survey into --out /proc (").hasMessageEndingWith(
                        "); name a folder you can write");
        Path file = Files.writeString(dir.resolve("file"), "x");
        assertThatThrownBy(() -> SurveyCommand.requireWritable(file.resolve("out")))
                .isInstanceOf(BadInputException.class).hasMessageContaining("cannot write the survey into --out");
        SurveyCommand.requireWritable(dir.resolve("new"));
        assertThat(dir.resolve("new").resolve(Survey.ROWS)).isEmptyDirectory();
    }
}

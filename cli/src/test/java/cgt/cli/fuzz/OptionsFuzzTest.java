package cgt.cli.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fuzzes the command line's options and arguments: {@code cgt} runs with fuzzed arguments and must exit with
 * 0 or 2, and never show an internal error or a stack trace. The first byte picks one of the cheap commands
 * (so that the fuzzer does not spend its time on long computations a user may legitimately ask for); the rest,
 * as UTF-8 text, is the arguments, one per line. Regression inputs are text files in that form.
 */
class OptionsFuzzTest {

    /** Commands whose work is bounded by the argument length alone, or by the size cap below. */
    private static final String[] COMMANDS = {"value", "compare", "table", "games", "help", "--help", "--version",
        ""};

    /** Short enough that a sum of switches stays quick to canonicalise. */
    private static final int MAX_CHARS = 80;

    /** The largest table size tried: the command accepts 1024, which is just slow, not a parsing question. */
    private static final int MAX_TABLE_SIZE = 64;

    private static final Pattern NUMBER = Pattern.compile("\\d+");

    /**
     * A nimber, up multiple or count as in *244, ^3, v<5>, ^[7]. Expressions with a nimber above
     * {@link #MAX_NIMBER} or another count above {@link #MAX_COUNT} are left out: a switch plus ^[256] takes
     * seconds, which is not a question about the options (a switch plus *n was cubic in n until the sum met
     * dominating options first; sums past a measured size are refused).
     */
    private static final Pattern COUNT = Pattern.compile("[*^v↑↓⇑⇓<\\[]\\s*(\\d+)");

    private static final int MAX_COUNT = 32;
    private static final int MAX_NIMBER = 256;

    @FuzzTest
    void run(byte[] data) {
        if (data.length == 0) {
            return;
        }
        String command = COMMANDS[(data[0] & 0xff) % COMMANDS.length];
        String text = new String(data, 1, data.length - 1, StandardCharsets.UTF_8);
        if (text.length() > MAX_CHARS || (command.equals("table") && hasNumberAbove(NUMBER, 0, text, MAX_TABLE_SIZE))
                || hasNumberAbove(COUNT, 1, text, MAX_COUNT)) {
            return;
        }
        List<String> args = new ArrayList<>();
        if (!command.isEmpty()) {
            args.add(command);
        }
        if (!text.isEmpty()) {
            args.addAll(List.of(text.split("\n", -1)));
        }
        CliRun.of(args.toArray(String[]::new)).succeededOrRejectedCleanly();
    }

    private static boolean hasNumberAbove(Pattern number, int group, String text, int max) {
        Matcher m = number.matcher(text);
        while (m.find()) {
            String digits = m.group(group);
            int limit = m.group().charAt(0) == '*' ? Math.max(max, MAX_NIMBER) : max;
            if (digits.length() > 6 || Integer.parseInt(digits) > limit) {
                return true;
            }
        }
        return false;
    }
}

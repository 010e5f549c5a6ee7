package cgt.cli;

import cgt.impartial.CyclicGameException;
import cgt.input.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.CancellationException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code cgt} command: combinatorial game theory from the command line. Each subcommand is a class of
 * its own; this class wires them together and turns failures into exit codes: 0 success, 2 bad usage or
 * bad input (a one-line message, never a stack trace), 1 an internal failure, 130 interrupted.
 */
@Command(name = "cgt", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
        versionProvider = Main.Version.class,
        description = "Combinatorial game theory: values, outcomes and winning moves of impartial and partizan"
                + " games.",
        subcommands = {GamesCommand.class, AnalyzeCommand.class, GrundyCommand.class, PeriodCommand.class, TableCommand.class,
                PlayCommand.class,
                ValueCommand.class, CompareCommand.class, BornCommand.class, ThermographCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    /** Exit code for bad usage or bad input. */
    public static final int BAD_INPUT = 2;
    /** Exit code for an internal failure. */
    public static final int INTERNAL = 1;
    /** Exit code after an interrupt (128 + SIGINT), as shells report it. */
    public static final int INTERRUPTED = 130;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "no command given: try 'cgt analyze nim 3 4 5', or 'cgt --help' for every command");
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = run(out, err, args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs cgt with the given arguments and streams, and returns the exit code (for tests and embedding). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cmd = commandLine(out, err);
        try {
            return cmd.execute(args);
        } catch (OutOfMemoryError e) {
            err.println("cgt: out of memory (" + e.getMessage() + "); ask for less, or give Java more memory with"
                    + " JAVA_OPTS=-Xmx...");
            return INTERNAL;
        }
    }

    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cmd = new CommandLine(new Main());
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setParameterExceptionHandler((ex, args) -> {
            PrintWriter e = ex.getCommandLine().getErr();
            String name = ex.getCommandLine().getCommandName();
            String sub = name.equals("cgt") ? "cgt --help" : "cgt " + name + " --help";
            e.println("cgt: " + firstLine(ex.getMessage()) + " (see '" + sub + "')");
            return BAD_INPUT;
        });
        cmd.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter e = commandLine.getErr();
            if (ex instanceof BadInputException || ex instanceof CyclicGameException) {
                e.println("cgt: " + firstLine(ex.getMessage()));
                return BAD_INPUT;
            }
            if (ex instanceof CancellationException) {
                e.println("cgt: " + (ex.getMessage() == null ? "interrupted" : firstLine(ex.getMessage())));
                return INTERRUPTED;
            }
            e.println("cgt: internal error: " + ex + " (this is a bug; run with CGT_DEBUG=1 for details)");
            if (System.getenv("CGT_DEBUG") != null) {
                ex.printStackTrace(e);
            }
            return INTERNAL;
        });
        return cmd;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unknown error";
        }
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }

    /** Reads the version Maven wrote into the jar. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties p = new Properties();
            try (InputStream in = Main.class.getResourceAsStream("/cgt-version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            }
            return new String[] {"cgt " + p.getProperty("version", "(development build)"),
                    "Java " + System.getProperty("java.version") + " on " + System.getProperty("os.name")};
        }
    }
}

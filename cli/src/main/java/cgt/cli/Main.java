package cgt.cli;

import cgt.format.CgtVersion;
import cgt.format.Messages;
import cgt.format.ModuleCommand;
import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.impartial.CyclicGameException;
import cgt.input.BadInputException;
import cgt.task.Remedy;
import cgt.task.RunFailedException;
import cgt.task.TooBigException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The {@code cgt} command: combinatorial game theory from the command line. Each subcommand is a class of
 * its own; this class wires them together and turns failures into exit codes: 0 success, 2 bad usage or
 * bad input (a one-line message, never a stack trace), 1 a failure (a run that could not finish, said on one line,
 * or an internal error), 130 interrupted.
 */
@Command(name = "cgt", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
        versionProvider = Main.Version.class,
        description = "Combinatorial game theory: values, outcomes and winning moves of impartial and partizan"
                + " games.")
public final class Main implements Runnable {

    /**
     * The subcommands, in the order {@code cgt --help} lists them. They are registered on demand: picocli
     * reads a command's annotations by reflection, and reading all of them took 0.17 s of every run, longer
     * than many whole computations; a run builds only the command it was asked for.
     */
    private static final Map<String, Supplier<Object>> SUBCOMMANDS = new LinkedHashMap<>();

    static {
        SUBCOMMANDS.put("games", GamesCommand::new);
        SUBCOMMANDS.put("analyze", AnalyzeCommand::new);
        SUBCOMMANDS.put("grundy", GrundyCommand::new);
        SUBCOMMANDS.put("period", PeriodCommand::new);
        SUBCOMMANDS.put("table", TableCommand::new);
        SUBCOMMANDS.put("play", PlayCommand::new);
        SUBCOMMANDS.put("solve", SolveCommand::new);
        SUBCOMMANDS.put("value", ValueCommand::new);
        SUBCOMMANDS.put("compare", CompareCommand::new);
        SUBCOMMANDS.put("born", BornCommand::new);
        SUBCOMMANDS.put("thermograph", ThermographCommand::new);
        SUBCOMMANDS.put("quotient", QuotientCommand::new);
        SUBCOMMANDS.put("shell", ShellCommand::new);
        SUBCOMMANDS.put("help", CommandLine.HelpCommand::new);
    }

    /**
     * The subcommands that live in modules of their own (see {@link ModuleCommand}), with the module each needs:
     * named here so that a class path without the module gets a message that says how to run it, not "unknown
     * command".
     */
    private static final Map<String, String> MODULE_COMMANDS = Map.of("serve", "web", "survey", "survey");

    /**
     * What each module command does and how to run it, for {@code cgt --help} and {@code cgt help NAME} on a class
     * path without its module: a newcomer reads the command list first, and a command missing from it is one they
     * never find.
     */
    private static final Map<String, String> MODULE_DESCRIPTIONS = Map.of(
            "serve", "The web explorer in a browser: analyze, play and explore games. It lives in the web module,"
                    + " which the cgt script in the project's folder builds: run cgt serve there (cgt serve --help"
                    + " for its options).",
            "survey", "Whole families of games (octal codes, subtraction sets) surveyed on Apache Spark. It lives in"
                    + " the survey module, which the cgt script in the project's folder builds: run cgt survey there"
                    + " (cgt survey --help for its options).");

    /** Exit code for bad usage or bad input. */
    public static final int BAD_INPUT = 2;
    /** Exit code for an internal failure. */
    public static final int INTERNAL = 1;
    /** Exit code after an interrupt (128 + SIGINT), as shells report it. */
    public static final int INTERRUPTED = 130;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * The language of prose: read from the arguments before parsing ({@link LanguageOption}), so that this field
     * only makes picocli accept the option anywhere (it is inherited by every subcommand) and list it in --help.
     */
    @CommandLine.Option(names = LanguageOption.NAME, paramLabel = "CODE", scope = CommandLine.ScopeType.INHERIT,
            description = "Explanations, notes and"
            + " messages in this language: en, hr, cs, ro, et, uk (default: the locale, LC_ALL, LC_MESSAGES or LANG;"
            + " JSON output is the same in every language).")
    String lang;

    /** The messages of the language this run speaks. */
    private final Texts texts;

    Main(Texts texts) {
        this.texts = texts;
    }

    /** The messages of the language the run of this command speaks (English for a command run on its own). */
    static Texts texts(CommandLine.Model.CommandSpec spec) {
        return spec.root().userObject() instanceof Main m ? m.texts : Texts.english();
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), texts.text("cli.noCommand"));
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = SignalGuard.run(() -> run(out, err, args));
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs cgt with the given arguments and streams, and returns the exit code (for tests and embedding). */
    public static int run(PrintWriter out, PrintWriter err, String... given) {
        return run(null, System.getenv(), out, err, given);
    }

    /**
     * Runs cgt as {@link #run(PrintWriter, PrintWriter, String...)} does, but reading a player's moves from
     * {@code in} (null: standard input) and the environment variables it consults (XDG_CACHE_HOME, where compiled
     * rules are cached) from {@code env}: tests give each run its own, so that runs side by side share neither.
     */
    static int run(Reader in, Map<String, String> env, PrintWriter out, PrintWriter err, String... given) {
        Texts texts;
        try {
            texts = Texts.of(LanguageOption.choose(given, env));
        } catch (BadInputException e) { // --lang xx: said in the locale's language
            err.println("cgt: " + firstLine(Texts.of(Language.fromEnvironment(env)).message(e)));
            return BAD_INPUT;
        }
        String[] args;
        try {
            args = RulesOption.apply(given, env, err); // --rules FILE.java: the user's game, compiled and named
        } catch (BadInputException e) {
            err.println("cgt: " + firstLine(texts.message(e)));
            return BAD_INPUT;
        }
        CommandLine cmd = commandLine(texts, out, err, args);
        CommandLine play = cmd.getSubcommands().get("play");
        if (in != null && play != null) {
            ((PlayCommand) play.getCommand()).in = in;
        }
        try {
            CommandLine.ParameterException unknown = ExpressionArgs.unknownOptionAmongExpressions(cmd, args);
            if (unknown != null) {
                return badUsage(unknown, texts);
            }
            return cmd.execute(args);
        } catch (OutOfMemoryError e) {
            err.println("cgt: " + texts.text("cli.outOfMemory", e.getMessage()));
            return INTERNAL;
        }
    }

    /**
     * The command line for these arguments: the root command with the one subcommand they name, or with all of
     * them when they name none (help, a mistake, or nothing at all), so that messages and help are complete.
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, String... args) {
        return commandLine(Texts.english(), out, err, args);
    }

    /** {@link #commandLine(PrintWriter, PrintWriter, String...)}, speaking the language of {@code texts}. */
    static CommandLine commandLine(Texts texts, PrintWriter out, PrintWriter err, String... args) {
        CommandLine cmd = new CommandLine(new Main(texts));
        int at = LanguageOption.commandIndex(args);
        String first = args.length > at ? args[at] : "";
        if (SUBCOMMANDS.containsKey(first) && !first.equals("help")) {
            register(cmd, first);
        } else if (MODULE_COMMANDS.containsKey(first)) {
            registerModuleCommands(cmd, first);
        } else {
            SUBCOMMANDS.keySet().stream().filter(name -> !name.equals("help")).forEach(name -> register(cmd, name));
            registerModuleCommands(cmd, null);
            register(cmd, "help"); // last in the list, after the module commands
        }
        // An argument is what it says, never the name of a file to read arguments from: picocli's @file expansion
        // read whatever file an expression such as @/etc/passwd named, and hung on @/dev/zero.
        cmd.setExpandAtFiles(false);
        cmd.setOut(out);
        cmd.setErr(err);
        HelpTexts.apply(cmd, texts);
        cmd.setParameterExceptionHandler((ex, arguments) -> badUsage(ex, texts));
        cmd.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter e = commandLine.getErr();
            if (ex instanceof BadInputException || ex instanceof CyclicGameException) {
                e.println("cgt: " + firstLine(ex instanceof BadInputException b ? texts.message(b) : ex.getMessage())
                        + (ex instanceof TooBigException big ? big.remedy().map(r -> remedy(r, texts)).orElse("") : ""));
                return BAD_INPUT;
            }
            if (ex instanceof CancellationException) {
                e.println("cgt: " + (ex.getMessage() == null ? texts.text("cli.interrupted")
                        : firstLine(ex.getMessage())));
                return INTERRUPTED;
            }
            if (ex instanceof RunFailedException) {
                e.println("cgt: " + firstLine(ex.getMessage()));
                return INTERNAL;
            }
            e.println("cgt: " + texts.text("cli.internalError", ex.toString()));
            if (System.getenv("CGT_DEBUG") != null) {
                ex.printStackTrace(e);
            }
            return INTERNAL;
        });
        return cmd;
    }

    /**
     * Adds a subcommand. Adding copies the parent's parser settings over the subcommand's, so the subcommand's
     * own model transformer (expressions that start with a minus sign) is applied again afterwards.
     */
    private static void register(CommandLine root, String name) {
        root.addSubcommand(name, SUBCOMMANDS.get(name).get());
        CommandLine.Model.CommandSpec spec = root.getSubcommands().get(name).getCommandSpec();
        if (spec.modelTransformer() != null) {
            spec.modelTransformer().transform(spec);
        }
    }

    /**
     * Adds the module commands on the class path: the one named (null: all of them). One absent gets a stand-in
     * that says how to run it, listed by {@code cgt --help} and described by {@code cgt help NAME}.
     */
    private static void registerModuleCommands(CommandLine root, String wanted) {
        for (ModuleCommand c : ServiceLoader.load(ModuleCommand.class)) {
            if (wanted == null || wanted.equals(c.name())) {
                root.addSubcommand(c.name(), c.newCommand());
            }
        }
        for (String name : List.of("serve", "survey")) {
            if ((wanted == null || wanted.equals(name)) && !root.getSubcommands().containsKey(name)) {
                root.addSubcommand(name, new MissingModule(name, MODULE_COMMANDS.get(name)));
                root.getSubcommands().get(name).getCommandSpec().usageMessage()
                        .description(MODULE_DESCRIPTIONS.get(name));
            }
        }
    }

    /** Stands in for a module command whose module is not on the class path. */
    @Command
    static final class MissingModule implements Runnable {
        private final String name;
        private final String module;
        @CommandLine.Unmatched
        List<String> ignored;

        MissingModule(String name, String module) {
            this.name = name;
            this.module = module;
        }

        @Override
        public void run() {
            throw new BadInputException("'cgt " + name + "' needs the " + module + " module, which this class path"
                    + " lacks; run it as './cgt " + name + " ...' from the project's folder, which builds and adds it",
                    "cli.missingModule", List.of(name, module));
        }
    }

    /** What the user can do instead of a job refused as too big, as the command that does it, in the language. */
    static String remedy(Remedy remedy, Texts texts) {
        if (remedy instanceof Remedy.LongRun r) {
            return texts.text("cli.remedy.longRun", r.game(), r.heap());
        }
        Remedy.LongerPeriodSearch r = (Remedy.LongerPeriodSearch) remedy; // the interface is sealed: the only other
        return texts.text("cli.remedy.period", r.game());
    }

    /** Reports a mistake in the command line on one line and returns the exit code for bad usage. */
    private static int badUsage(CommandLine.ParameterException ex, Texts texts) {
        PrintWriter e = ex.getCommandLine().getErr();
        String name = ex.getCommandLine().getCommandName();
        String sub = name.equals("cgt") ? "cgt --help" : "cgt " + name + " --help";
        String message = ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                && (u.isUnknownOption() || ExpressionArgs.looksLikeOption(u.getUnmatched().get(0)))
                ? unknownOption(ex.getCommandLine(), u.getUnmatched().get(0), texts)
                : UsageComplaints.say(firstLine(ex.getMessage()), texts);
        e.println("cgt: " + message + " " + texts.text("cli.seeHelp", sub));
        return BAD_INPUT;
    }

    /** "unknown option '--explain': the options of 'cgt value' are --explicit, --cool T, ...", in the language. */
    static String unknownOption(CommandLine command, String word, Texts texts) {
        String name = command.getCommandName();
        String where = name.equals("cgt") ? "'cgt'" : "'cgt " + name + "'";
        List<String> options = new ArrayList<>();
        for (CommandLine.Model.OptionSpec o : command.getCommandSpec().options()) {
            if (!o.hidden()) {
                options.add(o.longestName() + (o.arity().max() > 0 ? " " + o.paramLabel() : ""));
            }
        }
        return texts.text("cli.unknownOption", word, where, String.join(", ", options));
    }

    private static String firstLine(String message) {
        return Messages.brief(message);
    }

    /** Reads the version Maven wrote into the jar. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return CgtVersion.lines().toArray(new String[0]);
        }
    }
}

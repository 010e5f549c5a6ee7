package cgt.cli;

import cgt.expression.GameValue;
import cgt.expression.Methods;
import cgt.expression.Value;
import cgt.format.PartizanArgs;
import cgt.format.i18n.Texts;
import cgt.format.json.Json;
import cgt.format.json.PartizanJson;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Cooling;
import cgt.partizan.Dyadic;
import cgt.partizan.GamePrinter;
import cgt.partizan.Thermograph;
import cgt.partizan.notation.GameParser;
import cgt.task.MemoryMeter;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cgt value EXPR}: the value of a partizan expression, printed as CGSuite prints it: a game's canonical form
 * and its invariants, or what the methods written in it answer ({@code '{1|0}.Temperature'}).
 */
@Command(name = "value", modelTransformer = ExpressionArgs.ExpressionsMayStartWithMinus.class,
        description = {"The canonical form of a partizan game, printed as CGSuite prints it; in a terminal (or with"
                + " --facts) then its outcome, stops, mean and temperature, one line each.",
            "EXPR is a number (3, -5/8), *n, ^, v, ^<n>, {L|R} with several options a side, +-x, Tiny(x), Miny(x),"
                    + " or a sum or difference of these with parentheses, e.g. '{0,*|*}', '1/2^*', '{2||1|0} - 1'.",
            "Methods are written after a term as in CGSuite, e.g. '{2|-1}.Cool(1)', '(^+*).OutcomeClass',"
                    + " '{3||2|1}.Thermograph'; 'cgt value --methods' lists them.",
            "Quote it in the shell: | { } * ^ are special there."})
final class ValueCommand implements Callable<Integer> {

    /** The longest text printed unless --full asks for more: a longer answer is described in one line. */
    static final int PRINTED_CHARS = 100_000;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "EXPR", description = "The expression (several words are joined).")
    List<String> expression;

    @Option(names = "--facts", negatable = true, description = "After the form, its outcome, stops, mean and"
            + " temperature, one line each (default: in a terminal only, so that a script reading the form gets the"
            + " form alone, as it always has).")
    Boolean facts;

    @Option(names = "--explicit", description = "Print the game as nested braces whose only leaves are numbers.")
    boolean explicit;

    @Option(names = "--cool", paramLabel = "T", description = "Cool the game by T (a number above -1) first.")
    String cool;

    @Option(names = "--json", description = "Print one JSON object: for a game canonical, explicit, outcome,"
            + " birthday, leftStop, rightStop, mean, temperature, and atomicWeight for all-small games; for another"
            + " value expression, kind and value.")
    boolean json;

    @Option(names = "--full", description = "Print an answer longer than " + PRINTED_CHARS + " characters whole.")
    boolean full;

    @Option(names = "--methods", help = true, description = "List the methods an expression may use, and stop.")
    boolean methods;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (methods) {
            out.print(Methods.help());
            out.flush();
            return 0;
        }
        MemoryMeter meter = CommandMeter.of(spec.commandLine().getErr(), Main.texts(spec));
        String text = PartizanArgs.onDeepStack(() -> meter.within(this::answer));
        out.println(text);
        return 0;
    }

    private String answer() {
        // Heating and its kin can run long: their work shows on stderr after a second (nothing before, so quick
        // answers print as they always have).
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), Main.texts(spec));
        Value v;
        try {
            v = GameParser.evaluate(String.join(" ", expression), progress);
        } finally {
            progress.done();
        }
        if (cool != null) {
            Dyadic t = PartizanArgs.number("--cool", cool);
            v = new GameValue(Cooling.cool(game(v, "--cool cools a game"), t));
        }
        if (json) {
            return Json.write(PartizanJson.expression(String.join(" ", expression), v));
        }
        String form = explicit ? GamePrinter.explicit(game(v, "--explicit prints a game")) : v.toString();
        return bounded(form, v) + invariants(v);
    }

    /** A method call in an expression: a dot and a method's name, as in {@code {1|0}.Cool(1)}. */
    private static final Pattern METHOD_CALL = Pattern.compile("\\.\\s*[A-Za-z]");

    /**
     * The lines that follow a game's form, as {@code cgt analyze} prints them: its outcome, its stops, its mean
     * and its temperature; {@code --json} carries the same. Only for a person at a terminal unless asked
     * ({@code --facts}): the plain output is the command line's contract, the form alone. None after a method's
     * answer, which is what was asked for, nor after a value that is not a game.
     */
    private String invariants(Value v) {
        boolean wanted = facts != null ? facts : StderrProgress.onTerminal();
        if (!wanted || !(v instanceof GameValue) || METHOD_CALL.matcher(String.join(" ", expression)).find()) {
            return "";
        }
        CanonicalGame g = v.asGame().orElseThrow();
        // One thermograph for both, as the JSON output does (a number-up-star's are read off its parts).
        Thermograph th = g.isNumberUpStar() ? null : g.thermograph();
        Texts t = Main.texts(spec);
        return "\n" + t.text("out.outcome") + ": " + g.outcome() + " (" + t.sentence(g.outcome().meaning(),
                "outcome." + g.outcome().name(), List.of()) + ")"
                + "\n" + t.text("out.stops", g.leftStop(), g.rightStop())
                + "\n" + t.text("out.mean") + ": " + (th == null ? g.mean() : th.mean())
                + "\n" + t.text("out.temperature") + ": " + (th == null ? g.temperature() : th.temperature());
    }

    private static CanonicalGame game(Value v, String what) {
        return v.asGame().orElseThrow(() -> new BadInputException(what + ", and the expression gives "
                + v.describe()));
    }

    /** The text, or when it is longer than PRINTED_CHARS and --full is not given, one line saying how long. */
    private String bounded(String text, Value v) {
        if (full || text.length() <= PRINTED_CHARS) {
            return text;
        }
        String size = String.format(Locale.ROOT, "%,d characters", text.length());
        String what = v.asGame().map(g -> tooLong(g, size)).orElse("a " + v.kind() + " of " + size);
        return "the answer is " + what + ", not printed; add --full to print it whole";
    }

    /** A game too long to print, by its printed size and what a reader can take in at a glance. */
    static String tooLong(CanonicalGame g, String size) {
        return String.format(Locale.ROOT, "a game of %s (birthday %s, %d Left and %d Right options)", size,
                g.birthday(), g.leftOptionCount(), g.rightOptionCount());
    }

    /** Every invariant the JSON output carries, in a fixed order. */
    static Map<String, Object> describe(CanonicalGame g) {
        return PartizanJson.value(g);
    }
}

package cgt.cli;

import cgt.catalog.Catalog;
import cgt.format.rules.RulesCompiler;
import cgt.format.rules.UserGameName;
import cgt.input.BadInputException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Option;

/**
 * {@code --rules FILE.java}: a game the user wrote in one Java file, in place of GAME. {@link Main} handles it
 * before the command runs: it compiles the file and registers the game in the {@link Catalog} under its name like
 * any built-in ({@link RulesCompiler#register}), and puts the name where GAME goes, so that
 * {@code cgt analyze --rules Cram.java 3x3} is {@code cgt analyze cram 3x3}. The commands carry this class as
 * a mixin only so that their help shows the option.
 */
public final class RulesOption {

    /** The commands whose first parameter is GAME. */
    static final Set<String> COMMANDS = Set.of("analyze", "grundy", "period", "play", "games");

    @Option(names = "--rules", paramLabel = "FILE.java", description = "A game you wrote in one Java file, used in"
            + " place of GAME: compiled in memory against cgt and cached (see examples/, e.g. 'cgt analyze --rules"
            + " examples/Cram.java 3x3').")
    String file;

    /**
     * The arguments with {@code --rules FILE} taken out and the name of the game in FILE put in GAME's place
     * (right after the command); the arguments themselves when there is no {@code --rules}.
     *
     * @throws BadInputException when the file is missing, cannot be read, does not compile, or holds no game
     */
    static String[] apply(String[] args, Map<String, String> env, PrintWriter err) {
        if (args.length == 0 || !COMMANDS.contains(args[0])) {
            return args;
        }
        List<String> rest = new ArrayList<>();
        String file = null;
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            boolean option = a.equals("--rules") || a.startsWith("--rules=");
            if (a.equals("--")) {
                rest.addAll(List.of(args).subList(i, args.length));
                break;
            }
            if (!option) {
                rest.add(a);
                continue;
            }
            if (file != null) {
                throw new BadInputException("--rules is given twice: one game per command");
            }
            if (a.equals("--rules")) {
                if (i + 1 >= args.length || args[i + 1].startsWith("-")) {
                    throw new BadInputException("--rules needs a file: --rules FILE.java (see examples/)");
                }
                file = args[++i];
            } else {
                file = a.substring("--rules=".length());
            }
        }
        if (file == null) {
            return args;
        }
        String name = RulesCompiler.register(file, env);
        UserGameName.shadowing(name).ifPresent(note -> {
            err.println("cgt: " + note);
            err.flush();
        });
        List<String> result = new ArrayList<>();
        result.add(args[0]);
        result.add(name);
        result.addAll(rest);
        return result.toArray(new String[0]);
    }
}

package cgt.cli;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * How the partizan commands read their arguments with picocli: expressions that may start with '-'
 * ({@code cgt value -1/2}, {@code cgt compare -1 v}) are taken as expressions rather than unknown options, while a
 * word that is written as an option and names none is still reported as an unknown option. Reading the
 * expressions themselves is {@link cgt.format.PartizanArgs}'s, which the web shares.
 */
final class ExpressionArgs {

    private ExpressionArgs() {
    }

    /** A picocli model transformer: arguments that look like unknown options are positional parameters. */
    static final class ExpressionsMayStartWithMinus implements CommandLine.IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            spec.parser().unmatchedOptionsArePositionalParams(true);
            return spec;
        }
    }

    /**
     * The first word after the subcommand that is written as an option (see looksLikeOption) but names none of
     * the subcommand's options, as an unknown-option error; null if there is none, or if the subcommand reads
     * unknown options as usual. The commands that take expressions accept words starting with '-' as
     * positional parameters, so without this check {@code cgt value '{1|-1}' --explain} was read as part of the
     * expression. Words after "--" (picocli's end of options) are expressions, whatever they look like.
     */
    static CommandLine.ParameterException unknownOptionAmongExpressions(CommandLine root, String... args) {
        if (args.length == 0 || !root.getSubcommands().containsKey(args[0])) {
            return null;
        }
        CommandLine sub = root.getSubcommands().get(args[0]);
        CommandSpec spec = sub.getCommandSpec();
        if (!spec.parser().unmatchedOptionsArePositionalParams()) {
            return null;
        }
        for (int i = 1; i < args.length; i++) {
            String word = args[i];
            if (word.equals("--")) {
                return null;
            }
            CommandLine.Model.OptionSpec known = spec.optionsMap().get(word);
            if (known != null && known.arity().min() > 0) {
                i += known.arity().min(); // its value, such as the file of --svg, may look like anything
                continue;
            }
            if (looksLikeOption(word)) {
                int eq = word.indexOf('=');
                String name = eq < 0 ? word : word.substring(0, eq);
                if (!spec.optionsMap().containsKey(name) && !spec.negatedOptionsMap().containsKey(name)) {
                    return new CommandLine.UnmatchedArgumentException(sub, List.of(word));
                }
            }
        }
        return null;
    }

    /**
     * Whether a word is written as an option: '--' and a letter, or '-' and a letter that cannot start a
     * negated expression (only v for down, and Tiny or Miny, can): {@code --explain}, {@code -j}, but not
     * {@code -v}, {@code -Tiny(2)}, {@code -1/2} or {@code --1}.
     */
    static boolean looksLikeOption(String word) {
        if (word.length() > 2 && word.startsWith("--")) {
            return Character.isLetter(word.charAt(2));
        }
        return word.length() > 1 && word.charAt(0) == '-' && Character.isLetter(word.charAt(1))
                && "vVtTmM".indexOf(word.charAt(1)) < 0;
    }
}

package cgt.cli;

import cgt.format.i18n.Language;
import java.util.Map;

/**
 * {@code --lang CODE}: the language of the command's prose (explanations, notes, messages), read before picocli
 * parses the command line, so that picocli's own complaints and the help are already in it. {@code Main} declares
 * the option too, inherited by every subcommand, so that it is accepted before or after the command's name and
 * listed in every --help; without it the locale decides (LC_ALL, LC_MESSAGES, LANG), English otherwise. JSON
 * output never changes with the language.
 */
final class LanguageOption {

    static final String NAME = "--lang";

    private LanguageOption() {
    }

    /**
     * The language these arguments ask for, or the environment's locale's when they name none.
     *
     * @throws cgt.input.BadInputException for a code cgt does not speak, naming the accepted ones
     */
    static Language choose(String[] args, Map<String, String> env) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--")) {
                break; // what follows is an argument, never an option
            }
            if (a.equals(NAME) && i + 1 < args.length) {
                return Language.of(args[i + 1]);
            }
            if (a.startsWith(NAME + "=")) {
                return Language.of(a.substring(NAME.length() + 1));
            }
        }
        return Language.fromEnvironment(env);
    }

    /**
     * The index of the command's name: the first argument, or the one after a leading {@code --lang CODE}, so that
     * {@code cgt --lang hr analyze ...} builds only the analyze command, as {@code cgt analyze ...} does.
     */
    static int commandIndex(String[] args) {
        if (args.length > 0 && args[0].startsWith(NAME + "=")) {
            return 1;
        }
        return args.length > 1 && args[0].equals(NAME) ? 2 : 0;
    }
}

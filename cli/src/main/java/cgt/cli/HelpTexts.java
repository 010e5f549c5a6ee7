package cgt.cli;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import picocli.CommandLine;

/**
 * The descriptions {@code cgt --help} and {@code cgt COMMAND --help} print, in the run's language: the catalogue's
 * {@code help.cgt} for the top command and {@code help.NAME} for each subcommand say the first paragraph of its description
 * (the one the list of commands shows), {@code help.NAME.2}, {@code help.NAME.3}, ... the further ones, and the
 * catalogue is picocli's resource bundle, whose keys name the options' descriptions (the option's name, or
 * {@code cgt.COMMAND.NAME}) and the usage headings. English keeps the annotations untouched. A paragraph is said in the
 * language only while the English catalogue's is the annotation's own, word for word: a command reworded (or a module
 * command whose real description replaces its stand-in's) stays right, in English, until the catalogues follow.
 */
final class HelpTexts {

    private HelpTexts() {
    }

    /** Replaces the descriptions of the command and its subcommands by those of the language. */
    static void apply(CommandLine root, Texts texts) {
        if (texts.language() == Language.EN) {
            return;
        }
        root.setResourceBundle(texts.catalogue()); // the whole hierarchy of commands registered by now
        describe(root, "cgt", texts);
        root.getSubcommands().forEach((name, sub) -> describe(sub, name, texts));
    }

    private static void describe(CommandLine command, String name, Texts texts) {
        String[] said = command.getCommandSpec().usageMessage().description().clone();
        for (int i = 0; i < said.length; i++) {
            String key = i == 0 ? "help." + name : "help." + name + "." + (i + 1);
            if (texts.has(key) && Texts.english().has(key) && Texts.english().text(key).equals(said[i])) {
                said[i] = texts.text(key);
            }
        }
        command.getCommandSpec().usageMessage().description(said);
    }
}

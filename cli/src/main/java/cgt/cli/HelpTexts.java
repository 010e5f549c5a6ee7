package cgt.cli;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import picocli.CommandLine;

/**
 * The descriptions {@code cgt --help} and {@code cgt COMMAND --help} print, in the run's language: the catalogue's
 * {@code help.cgt} for the top command and {@code help.NAME} for each subcommand say the first paragraph of its description
 * (the English catalogue holds the annotations' own first paragraphs, word for word, which LanguagesCliTest keeps
 * so), and the catalogue is picocli's resource bundle, whose keys name the options' descriptions (the option's name,
 * or {@code cgt.COMMAND.NAME}) and the usage headings. English keeps the annotations untouched; further paragraphs,
 * and the options the catalogue does not name yet, stay English.
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
        String key = "help." + name;
        String[] description = command.getCommandSpec().usageMessage().description();
        if (texts.has(key) && description.length > 0) {
            String[] said = description.clone(); // the first paragraph, which the list of commands shows too
            said[0] = texts.text(key);
            command.getCommandSpec().usageMessage().description(said);
        }
    }
}

package cgt.cli;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Picocli's own complaints about a command line (a missing parameter, a value that is not a number, an argument too
 * many) in the run's language. Picocli writes them in English only, so each of its sentences is recognized by its
 * form and said by the catalogue's {@code usage.*} message with the same parts; English is picocli's sentence as it
 * was, and a sentence not recognized, or no longer the English catalogue's word for word, stays English.
 */
final class UsageComplaints {

    /** One form of picocli's sentences and the message that says it. */
    private record Form(Pattern pattern, String key) {
    }

    private static final List<Form> FORMS = List.of(
            form("Missing required parameter: '([^']+)'", "usage.missingParameter"),
            form("Missing required parameters: (.+)", "usage.missingParameters"),
            form("Missing required option: '([^']+)'", "usage.missingOption"),
            form("Missing required options: (.+)", "usage.missingOptions"),
            form("Missing required parameter for option '([^']+)' \\((.+)\\)", "usage.missingOptionValue"),
            form("Invalid value for option '([^']+)': '(.*)' is not an? (int|long)", "usage.notAWholeNumber"),
            form("Invalid value for option '([^']+)': '(.*)' is not a boolean", "usage.notABoolean"),
            form("Invalid value for option '([^']+)': '(.*)' is not a (double|float)", "usage.notANumber"),
            form("Unmatched argument at index (\\d+): '(.*)'", "usage.unmatchedArgument"),
            form("Unmatched arguments from index (\\d+): (.+)", "usage.unmatchedArguments"),
            form("option '([^']+)' \\((.+)\\) should be specified only once", "usage.once"),
            form("Expected parameter for option '([^']+)' but found '(.*)'", "usage.expectedValue"));

    private UsageComplaints() {
    }

    private static Form form(String regex, String key) {
        return new Form(Pattern.compile(regex), key);
    }

    /** Picocli's complaint (its first line) in the language of {@code texts}: unchanged in English or unrecognized. */
    static String say(String complaint, Texts texts) {
        if (texts.language() == Language.EN) {
            return complaint;
        }
        for (Form f : FORMS) {
            Matcher m = f.pattern().matcher(complaint);
            if (m.matches()) {
                List<Object> parts = new ArrayList<>();
                for (int i = 1; i <= m.groupCount(); i++) {
                    parts.add(m.group(i));
                }
                // Said only where the English catalogue's message is picocli's sentence, as core's keyed sentences are.
                return texts.sentence(complaint, f.key(), parts);
            }
        }
        return complaint;
    }
}

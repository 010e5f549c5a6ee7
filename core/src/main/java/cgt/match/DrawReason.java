package cgt.match;

import java.util.List;

/**
 * Why a match with cycles ended in a draw, as a sentence in English and, for the faces that speak other languages, a
 * message key with its arguments (positions as text, counts, a side's title): core holds no language but English.
 *
 * @param text the reason in English ("the position 3 4 occurred 3 times")
 * @param key the reason's message key in format's catalogues ("play.drawReason.repeated", ...)
 * @param args the arguments the key's message takes, in order
 */
public record DrawReason(String text, String key, List<Object> args) {
    public DrawReason {
        args = List.copyOf(args);
    }
}

package cgt.task;

import java.util.List;
import java.util.Objects;

/**
 * Where a long computation says how far it has come. Implementations decide what to show and how
 * often; computations call it at a modest rate (a few times a second at most matters to them not).
 */
@FunctionalInterface
public interface Progress {

    /** A listener that ignores every report. */
    Progress NONE = (stage, done, total) -> { };

    /**
     * Says how far the computation has come.
     *
     * @param stage a short label for the current step ("grundy values", "day 3")
     * @param done units finished so far
     * @param total units in all, or -1 when unknown
     */
    void report(String stage, long done, long total);

    /**
     * Says how far the computation has come in a stage that carries its own numbers or names ("day 3"), which a
     * face can say in another language by its key. A listener that does not override this gets the English words.
     */
    default void report(Stage stage, long done, long total) {
        report(stage.english(), done, total);
    }

    /**
     * A stage that carries its own numbers or names: its English words, as core has always reported them, and
     * the message key and arguments a face says it by in another language ({@code stage.day} with 3).
     *
     * @param english the stage in English, the words a plain {@link #report(String, long, long)} gets
     * @param key the message key of the stage's words
     * @param args the numbers and names the words carry, in the key's order
     */
    record Stage(String english, String key, List<Object> args) {

        public Stage {
            Objects.requireNonNull(english, "english");
            Objects.requireNonNull(key, "key");
            args = List.copyOf(args);
        }

        /** A stage with its arguments listed. */
        public static Stage of(String english, String key, Object... args) {
            return new Stage(english, key, List.of(args));
        }
    }
}

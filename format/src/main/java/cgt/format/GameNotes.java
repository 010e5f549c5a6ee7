package cgt.format;

import cgt.games.Game;
import cgt.heap.TakeAndBreak;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import cgt.format.i18n.Language;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The notes on each game's theory that {@code cgt games NAME} shows: history, known values or period, where it
 * was solved, and a source. They are prose for readers, so they live here with the presentation (the command line
 * and the web's list of games show them) and not in the game model; the text is the resource
 * {@code game-notes.txt} next to this class, and beside it {@code game-notes_CODE.txt} in another language: a note
 * that file lacks is shown in English, so a language's notes can grow note by note.
 */
public final class GameNotes {

    /** The key of the take-and-break family's note, as {@code cgt games} lists the family. */
    public static final String TAKE_AND_BREAK = "0.d1d2d3...";

    /** One game's note: lines already wrapped for the terminal, and where the claims come from. */
    public record Note(String key, List<String> lines, String source) {
        public Note {
            lines = List.copyOf(lines);
        }

        /** The note as one paragraph, for JSON. */
        public String text() {
            return String.join(" ", lines);
        }
    }

    private static final Map<String, Note> NOTES = load("game-notes.txt", true);

    /** The notes in each other language, under the English notes' keys (read once: the files are read-only). */
    private static final Map<Language, Map<String, Note>> TRANSLATED = loadTranslations();

    private GameNotes() {
    }

    /** The note of a game: its own, that of the built-in game it is the code of, or its family's. */
    public static Optional<Note> of(Game game) {
        String name = game.name().toLowerCase(Locale.ROOT);
        Note own = NOTES.get(name);
        if (own != null) {
            return Optional.of(own);
        }
        if (name.startsWith("subtraction:")) {
            return Optional.ofNullable(NOTES.get("subtraction:S"));
        }
        if (name.startsWith("allbut:")) {
            return Optional.ofNullable(NOTES.get("allbut:S"));
        }
        if (name.startsWith("turning:")) {
            return Optional.ofNullable(NOTES.get("turning:CODE"));
        }
        if (TakeAndBreak.looksLikeCode(name)) {
            return Optional.ofNullable(NOTES.get(TAKE_AND_BREAK));
        }
        return Optional.empty();
    }

    /**
     * The note of a game in a language: the translation of its note where that language's file has one, with the
     * English note's source when the translation names none; otherwise the English note.
     */
    public static Optional<Note> of(Game game, Language language) {
        return of(game).map(n -> {
            Note t = TRANSLATED.get(language).get(n.key());
            return t == null ? n : new Note(n.key(), t.lines(), t.source() == null ? n.source() : t.source());
        });
    }

    /** The notes a language's file translates, under their keys, in file order (empty for English). */
    public static Map<String, Note> translated(Language language) {
        return TRANSLATED.get(language);
    }

    /** Every note under its key (aliases left out), in file order. */
    public static Map<String, Note> all() {
        Map<String, Note> byKey = new LinkedHashMap<>();
        NOTES.values().forEach(n -> byKey.putIfAbsent(n.key(), n));
        return byKey;
    }

    private static Map<Language, Map<String, Note>> loadTranslations() {
        Map<Language, Map<String, Note>> all = new EnumMap<>(Language.class);
        for (Language l : Language.values()) {
            all.put(l, l == Language.EN ? Map.of()
                    : Collections.unmodifiableMap(load("game-notes_" + l.code() + ".txt", false)));
        }
        return Collections.unmodifiableMap(all);
    }

    private static Map<String, Note> load(String file, boolean required) {
        String text;
        try (InputStream in = GameNotes.class.getResourceAsStream(file)) {
            if (in == null) {
                if (!required) {
                    return Map.of();
                }
                throw new IllegalStateException(file + " is missing from the cgt jar");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return parse(text);
    }

    /** Parses the notes file: {@code == KEY ALIAS...} starts a note, {@code #} lines are comments. */
    static Map<String, Note> parse(String text) {
        Map<String, Note> notes = new LinkedHashMap<>();
        List<String> names = null;
        List<String> lines = new ArrayList<>();
        String source = null;
        for (String raw : (text + "\n== end").split("\n", -1)) {
            String line = raw.stripTrailing();
            if (line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("== ")) {
                if (names != null) {
                    Note note = new Note(names.get(0), lines, source);
                    for (String n : names) {
                        if (notes.put(n, note) != null) {
                            throw new IllegalStateException("two notes for '" + n + "' in game-notes.txt");
                        }
                    }
                }
                names = List.of(line.substring(3).strip().split("\\s+"));
                lines = new ArrayList<>();
                source = null;
            } else if (line.startsWith("source:")) {
                source = line.substring("source:".length()).strip();
            } else if (!line.isBlank() && names != null) {
                lines.add(line);
            }
        }
        return notes;
    }
}

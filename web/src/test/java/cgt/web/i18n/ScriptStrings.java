package cgt.web.i18n;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The string literals of a page script, read with enough of JavaScript's grammar to skip comments and regular
 * expressions (a quote inside either is not a string), and the heuristic that calls a literal prose: text a user
 * reads that should have come from a catalogue through t(). Template literals count with their ${...} parts removed.
 *
 * <p>A literal is prose when it has three or more words of two letters or more ("the player to move"), or starts
 * with a capital and has two words ("Left wins"), or is one capitalized word ("Outcome", "None."). Notation, CSS
 * classes, URLs, catalogue keys and JavaScript's own names (event keys, header names) have no such shape, or are
 * listed in {@link #NOT_PROSE}. A lower-case single word ("explain") escapes it: the heuristic is a net for
 * sentences, not a proof.
 */
final class ScriptStrings {

    /** Literals that look like prose but are names the code must spell so: the browser's and the server's words. */
    static final Set<String> NOT_PROSE = Set.of(
            "Accept", "Enter", "Escape", "Left", "Right", // a header, key names, and the API's sides
            "Left wins", "Right wins", "a draw", // the API's loopy results, compared as data before they are shown
            "Domineering", "Clobber", "Cram", "Fission", "Toads & Frogs", "Backsliding Toads & Frogs", // games' names,
            "Elephants (T) & Rhinos (F)", "Toppling Dominoes", "Ski Jumps", // which are not prose (issue 28), in the drawings' labels
            "English", "Hrvatski", "\u010ce\u0161tina", "Rom\u00e2n\u0103", "Eesti", // the switcher's languages, each
            "\u0423\u043a\u0440\u0430\u0457\u043d\u0441\u044c\u043a\u0430"); // in its own words

    private static final Pattern SPACES = Pattern.compile("\\s+");
    /** A word: two letters or more (with inner hyphens and apostrophes), between brackets and punctuation. */
    private static final Pattern WORD = Pattern.compile(
            "[(\\[{\"'\u201c\u2018\u00ab\u201e]*\\p{L}[\\p{L}'\u2019-]*\\p{L}[)\\]}\"'\u201d\u2019\u00bb.,;:!?\u2026]*");
    private static final Pattern CAPITALIZED = Pattern.compile("\\p{Lu}\\p{Ll}+[.:!?\u2026]?");
    private static final Pattern STARTS_CAPITALIZED = Pattern.compile("^\\p{Lu}\\p{Ll}.*\\s.*\\p{L}.*", Pattern.DOTALL);

    private ScriptStrings() {
    }

    /** One literal: its text and the line it starts on. */
    record Literal(int line, String text) {
        @Override
        public String toString() {
            return "line " + line + ": '" + text + "'";
        }
    }

    /** The string and template literals of a script, in order. */
    static List<Literal> literals(String js) {
        List<Literal> out = new ArrayList<>();
        int line = 1;
        char lastSignificant = '(';
        for (int i = 0; i < js.length(); i++) {
            char c = js.charAt(i);
            char next = i + 1 < js.length() ? js.charAt(i + 1) : '\0';
            if (c == '\n') {
                line++;
                continue;
            }
            if (Character.isWhitespace(c)) {
                continue;
            }
            if (c == '/' && next == '/') {
                while (i < js.length() && js.charAt(i) != '\n') {
                    i++;
                }
                i--;
                continue;
            }
            if (c == '/' && next == '*') {
                int end = js.indexOf("*/", i + 2);
                end = end < 0 ? js.length() : end + 2;
                line += count(js.substring(i, end), '\n');
                i = end - 1;
                continue;
            }
            if (c == '/' && "(,=:[!&|?{};+-*%<>~^".indexOf(lastSignificant) >= 0) {
                i = skipRegex(js, i);
                lastSignificant = 'x';
                continue;
            }
            if (c == '\'' || c == '"' || c == '`') {
                StringBuilder text = new StringBuilder();
                int end = readString(js, i, text);
                out.add(new Literal(line, text.toString()));
                line += count(js.substring(i, Math.min(end + 1, js.length())), '\n');
                i = end;
                lastSignificant = 'x';
                continue;
            }
            lastSignificant = Character.isJavaIdentifierPart(c) ? keywordOrName(js, i) : c;
        }
        return out;
    }

    /** Whether a literal's text reads as prose (see the class comment). */
    static boolean isProse(String text) {
        String t = text.strip();
        if (NOT_PROSE.contains(t) || t.isEmpty()) {
            return false;
        }
        List<String> tokens = SPACES.splitAsStream(t).toList();
        long words = 0;
        for (String token : tokens) {
            if (WORD.matcher(token).matches()) {
                words++;
            }
        }
        if (words >= 3) {
            return true;
        }
        if (words >= 2 && STARTS_CAPITALIZED.matcher(t).matches()) {
            return true;
        }
        return tokens.size() == 1 && t.length() >= 3 && CAPITALIZED.matcher(t).matches();
    }

    /** The literals of a script that read as prose. */
    static List<Literal> prose(String js) {
        return literals(js).stream().filter(l -> isProse(l.text())).toList();
    }

    /** A word before a slash: after return or typeof a slash starts a regular expression, after a name it divides. */
    private static char keywordOrName(String js, int i) {
        int start = i;
        while (start > 0 && Character.isJavaIdentifierPart(js.charAt(start - 1))) {
            start--;
        }
        int end = i;
        while (end < js.length() && Character.isJavaIdentifierPart(js.charAt(end))) {
            end++;
        }
        String word = js.substring(start, end);
        return word.equals("return") || word.equals("typeof") ? '(' : 'x';
    }

    private static int skipRegex(String js, int i) {
        boolean inClass = false;
        for (int j = i + 1; j < js.length(); j++) {
            char c = js.charAt(j);
            if (c == '\\') {
                j++;
            } else if (c == '[') {
                inClass = true;
            } else if (c == ']') {
                inClass = false;
            } else if (c == '/' && !inClass) {
                return j;
            } else if (c == '\n') {
                return j - 1; // not a regular expression after all: a division at the end of a line
            }
        }
        return js.length();
    }

    /** Reads a literal starting at the quote at i into text (a template's ${...} parts left out); the closing index. */
    private static int readString(String js, int i, StringBuilder text) {
        char quote = js.charAt(i);
        for (int j = i + 1; j < js.length(); j++) {
            char c = js.charAt(j);
            if (c == '\\' && j + 1 < js.length()) {
                char e = js.charAt(++j);
                if (e == 'u' && j + 4 < js.length() && js.substring(j + 1, j + 5).matches("[0-9a-fA-F]{4}")) {
                    text.append((char) Integer.parseInt(js.substring(j + 1, j + 5), 16));
                    j += 4;
                } else {
                    text.append("nrtbfv0".indexOf(e) >= 0 ? ' ' : e);
                }
            } else if (c == quote) {
                return j;
            } else if (quote == '`' && c == '$' && j + 1 < js.length() && js.charAt(j + 1) == '{') {
                int depth = 0;
                for (j = j + 1; j < js.length(); j++) {
                    if (js.charAt(j) == '{') {
                        depth++;
                    } else if (js.charAt(j) == '}' && --depth == 0) {
                        break;
                    }
                }
                text.append(' ');
            } else {
                text.append(c);
            }
        }
        return js.length();
    }

    private static int count(String s, char c) {
        return (int) s.chars().filter(x -> x == c).count();
    }
}

package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * An audit of the command line's prose (issue 28): representative commands of every kind, run in Ukrainian and in
 * Croatian, print no English word. A line is cut into words (runs of letters). In Ukrainian a word is English when it
 * is written in Latin letters and the Ukrainian texts (catalogues and game notes) never write it so themselves (they
 * keep a few on purpose: a person's name beside its Cyrillic form, take-and-break, RxC); in Croatian, when the English
 * texts use it and the Croatian ones do not. Not prose either way: a game's name, the position typed, a command as
 * typed (cgt analyze), an option (--max), and notation (mex, a rare value's mask). A game's source is a citation and
 * stays as published.
 * A finding names the command, the line and the word.
 */
class NoEnglishLeftTest {

    /** The commands audited, one of each kind of output. */
    private static final List<List<String>> COMMANDS = List.of(
            List.of("period", "kayles"),
            List.of("period", "kayles", "--max", "150"),
            List.of("period", "lasker", "--max", "300"),
            List.of("period", "allbut:1,2", "--max", "300"),
            List.of("period", "subtraction:1,2,3"),
            List.of("grundy", "kayles", "--to", "300", "--stats"),
            List.of("grundy", "kayles", "--to", "300", "--stats", "--time"),
            List.of("grundy", "grundy", "--to", "20000", "--stats", "--threads", "2"),
            List.of("solve", "domineering", "3x3", "--line"),
            List.of("solve", "clobber", "xo", "ox"),
            List.of("solve", "nim", "3"),
            List.of("analyze", "nim", "3", "4", "5"),
            List.of("analyze", "nim", "3", "4", "5", "--explain"),
            List.of("analyze", "kayles", "5", "7", "--explain"),
            List.of("analyze", "nim", "1", "1", "2", "--misere", "--explain"),
            List.of("analyze", "subtraction:1,2,3", "10", "--explain"),
            List.of("analyze", "wythoff", "3,5"),
            List.of("analyze", "chomp", "3x4"),
            List.of("analyze", "domineering", "2x3", "--explain"),
            List.of("analyze", "kayles", "5", "7", "--misere", "--explain"),
            List.of("analyze", "chomp", "3x4", "--explain"),
            List.of("analyze", "hackenbush", "lrr", "--explain"),
            List.of("analyze", "backsliding-toads-frogs", "t.f", "--explain"),
            List.of("value", "3/4", "--facts"),
            List.of("value", "{1|{0|-1}}", "--facts"),
            List.of("compare", "{1|0}", "*"),
            List.of("born", "1"),
            List.of("thermograph", "{3|-1}"),
            List.of("table", "nim-sum", "--size", "4"),
            List.of("games"),
            List.of("games", "kayles"),
            List.of("games", "domineering"),
            List.of("analyze", "turning-turtles", "htHh"),
            List.of("analyze", "ruler", "h".repeat(2001)),
            List.of("quotient", "0.75"),
            List.of("quotient", "kayles", "--to", "12"));

    /*
     * Not audited, said in English still: the explanation of a row of coins (analyze turning-turtles htth --explain: "a row is the
     * nim-sum of its heads, ...", core's English without a key: a rule whose words depend on the position, as a
     * staircase's, is said in English in every language).
     */

    /** Notation and names that are not prose: the program, the mex, the Online Encyclopedia of Integer Sequences. */
    private static final Set<String> ALLOWED = Set.of("cgt", "mex", "oeis");

    private static final Pattern WORD = Pattern.compile("\\p{L}+");
    private static final Pattern LATIN = Pattern.compile("[A-Za-z]+");

    private static CliTest.Run in(Language l, List<String> args) {
        List<String> withLang = new ArrayList<>(List.of("--lang", l.code()));
        withLang.addAll(args);
        return CliTest.cgtWith("", Map.of(), withLang.toArray(String[]::new));
    }

    /**
     * The words a language's own texts use, in lower case: its catalogues' messages and its game notes (not their
     * comments, nor a note's source, a citation as published).
     */
    private static Set<String> words(Language l) throws IOException {
        String suffix = l == Language.EN ? "" : "_" + l.code();
        Set<String> words = new HashSet<>();
        for (String name : List.of("i18n/messages" + suffix + ".properties", "i18n/games" + suffix + ".properties")) {
            Properties p = new Properties();
            try (InputStream in = Texts.class.getResourceAsStream("/cgt/format/" + name)) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            for (String key : p.stringPropertyNames()) {
                addWords(p.getProperty(key), words);
            }
        }
        try (InputStream in = Texts.class.getResourceAsStream("/cgt/format/game-notes" + suffix + ".txt")) {
            new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.startsWith("#") && !line.startsWith("source:"))
                    .forEach(line -> addWords(line, words));
        }
        return words;
    }

    private static void addWords(String text, Set<String> words) {
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            words.add(m.group().toLowerCase(Locale.ROOT));
        }
    }

    /** Whether a word (not on the allow-list) is English in this language's output. */
    private interface English {
        boolean test(String word);
    }

    @Test
    void ukrainianOutputHasNoWordInLatinLettersOfItsOwn() throws IOException {
        Set<String> own = words(Language.UK);
        assertThat(findings(Language.UK, word -> LATIN.matcher(word).matches()
                && !own.contains(word.toLowerCase(Locale.ROOT)))).isEmpty();
    }

    @Test
    void croatianOutputHasNoWordOnlyEnglishUses() throws IOException {
        Set<String> english = words(Language.EN);
        english.removeAll(words(Language.HR));
        assertThat(findings(Language.HR, word -> english.contains(word.toLowerCase(Locale.ROOT)))).isEmpty();
    }

    @Test
    void theTokenizerFindsEveryEnglishWordAndSaysWhere() throws IOException {
        // The audit itself, on lines known to be English: cgt period's, with the game's name typed (not prose).
        List<String> lines = CliTest.cgt("period", "kayles").out().lines().toList();
        List<String> found = findingsIn("cgt period kayles", lines, Set.of("kayles"),
                word -> LATIN.matcher(word).matches());
        assertThat(found).contains("cgt period kayles, line 2: 'period' in: period: 12",
                "cgt period kayles, line 6: 'checked' in: checked to: 1023",
                "cgt period kayles, line 6: 'to' in: checked to: 1023");
        assertThat(found).noneMatch(f -> f.contains("'kayles'") || f.contains("'n'") || f.contains("'g'"));
        // A command's name is a word of prose unless it is typed as a command (value: here, not cgt value).
        assertThat(findingsIn("cgt value", List.of("value: 5 (see 'cgt value --facts')"), Set.of(),
                word -> LATIN.matcher(word).matches())).containsExactly("cgt value, line 1: 'value' in: value: 5 (see"
                        + " 'cgt value --facts')", "cgt value, line 1: 'see' in: value: 5 (see 'cgt value --facts')");
        // Croatian's rule finds the words English uses and Croatian does not, not those both use (period, n).
        Set<String> english = words(Language.EN);
        english.removeAll(words(Language.HR));
        List<String> inCroatian = findingsIn("cgt period kayles", lines, Set.of("kayles"),
                word -> english.contains(word.toLowerCase(Locale.ROOT)));
        assertThat(inCroatian).contains("cgt period kayles, line 6: 'checked' in: checked to: 1023",
                "cgt period kayles, line 3: 'exception' in: preperiod: 71 (the last exception is heap 70)");
        assertThat(inCroatian).noneMatch(f -> f.contains("'period'"));
    }

    private static List<String> findings(Language l, English english) {
        Set<String> notProse = new HashSet<>(ALLOWED);
        for (String name : Catalog.builtInNames()) {
            notProse.add(name.toLowerCase(Locale.ROOT));
        }
        String source = "  " + Texts.of(l).text("games.source") + ":";
        List<String> found = new ArrayList<>();
        for (List<String> args : COMMANDS) {
            Set<String> typed = new HashSet<>(notProse);
            // The position: what follows the command, not an option (nor an option's value: numbers).
            for (String a : args.subList(1, args.size())) {
                if (!a.startsWith("--")) {
                    addWords(a, typed);
                }
            }
            CliTest.Run run = in(l, args);
            List<String> lines = new ArrayList<>(run.out().lines().toList());
            lines.addAll(run.err().lines().toList());
            // A game's source is a citation, as published.
            lines.replaceAll(line -> line.startsWith(source) ? "" : line);
            if (args.get(0).equals("quotient")) {
                // A quotient's elements and relations are words in its generators (ab^2, bc = ab): notation.
                Pattern monoidWord = monoidWords(args);
                lines.replaceAll(line -> monoidWord.matcher(line).replaceAll(""));
            }
            found.addAll(findingsIn("cgt --lang " + l.code() + " " + String.join(" ", args), lines, typed, english));
        }
        return found;
    }

    /** Words in the generators of the quotient a command prints (its JSON names them): a, ab^2, bcd. */
    private static Pattern monoidWords(List<String> args) {
        List<String> withJson = new ArrayList<>(args);
        withJson.add("--json");
        Matcher list = Pattern.compile("\"generators\":\\[([^\\]]*)]")
                .matcher(CliTest.cgt(withJson.toArray(String[]::new)).out());
        assertThat(list.find()).as("the generators of %s", args).isTrue();
        String generators = list.group(1).replaceAll("[\",]", "");
        return Pattern.compile("\\b(?:[" + generators + "](?:\\^\\d+)?)+\\b");
    }

    /** The English words of some lines, each named with its command, line number and line. */
    private static List<String> findingsIn(String command, List<String> lines, Set<String> notProse, English english) {
        List<String> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            // Not words of prose: a rare value's mask (v & ffff, a number in hexadecimal), a command as typed (cgt
            // analyze), an option (--small).
            Matcher m = WORD.matcher(lines.get(i).replaceAll("v & [0-9a-f]+", "v").replaceAll("cgt [a-z]+", "")
                    .replaceAll("--[a-z-]+", ""));
            while (m.find()) {
                String w = m.group();
                if (w.length() > 1 && !notProse.contains(w.toLowerCase(Locale.ROOT)) && english.test(w)) {
                    found.add(command + ", line " + (i + 1) + ": '" + w + "' in: " + lines.get(i));
                }
            }
        }
        return found;
    }
}

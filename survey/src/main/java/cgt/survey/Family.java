package cgt.survey;

import cgt.format.io.RegularFiles;
import cgt.heap.HeapRule;
import cgt.heap.Subtraction;
import cgt.heap.TakeAndBreak;
import cgt.input.BadInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A family of heap games to survey, from the FAMILY argument of {@code cgt survey}: its games in their normal
 * spellings, each listed once, in the family's order.
 *
 * <p>Equivalent games are computed once: {@link #key} maps a game to the code whose sequence it shares by a proved
 * rule. The rules: (1) a code's spelling is normal (trailing zeros dropped: 0.120 is 0.12, since no digit after the
 * last non-zero one allows a move; leading zeros before the point dropped); in a take-and-break code every bit of
 * every digit is a move some heap can make, so no two normal codes have the same moves; (2) the subtraction game S
 * is the octal code whose digit k is 3 for k in S and 0 otherwise (take k tokens, leaving nothing or one heap), so
 * {@code subtraction:1,2} and {@code 0.33} are one computation.
 *
 * @param spec the FAMILY as given
 * @param codes the games, normal spellings, no repeats
 */
public record Family(String spec, List<String> codes) {

    /** The most games a survey may list: beyond it, the family is refused before anything is computed. */
    public static final int MAX_GAMES = 1 << 18;
    /** The largest subtraction set element whose octal spelling is used as its key. */
    private static final int MAX_OCTAL_SPELLING = 64;
    /** The longest code a survey takes: a digit for each removal of up to 256 tokens, more than any table lists. */
    static final int MAX_CODE_LENGTH = 260;
    /** A codes file's largest size: MAX_GAMES lines of a long code each. */
    static final long MAX_FILE_BYTES = 64L << 20;
    private static final String HEX = "0123456789abcdef";
    private static final String FORMS = "families are octal:K (every code 0.d1..dK, digits 0-7), hex:K (digits 0-f),"
            + " a pattern such as 0.?6? (each ? any octal digit; hex:0.?6? for 0-f), subtraction:K (every non-empty"
            + " subset of {1..K}), or file:PATH (one code or subtraction:S a line)";

    public Family {
        codes = List.copyOf(codes);
    }

    /**
     * Parses a FAMILY.
     *
     * @throws BadInputException naming what was wrong and what is accepted
     */
    public static Family parse(String spec) {
        String s = spec.strip().toLowerCase(Locale.ROOT);
        if (s.isEmpty()) {
            throw new BadInputException("empty FAMILY; " + FORMS);
        }
        if (s.startsWith("octal:")) {
            int k = digitsCount(spec, s.substring(6), 6, 8);
            return new Family(spec, expand("0." + "?".repeat(k), 8, spec));
        }
        if (s.startsWith("hex:")) {
            String rest = s.substring(4);
            if (!rest.isEmpty() && rest.chars().allMatch(Character::isDigit)) {
                int k = digitsCount(spec, rest, 4, 16);
                return new Family(spec, expand("0." + "?".repeat(k), 16, spec));
            }
            return new Family(spec, expand(rest, 16, spec));
        }
        if (s.startsWith("subtraction:")) {
            return new Family(spec, subtractionSets(spec, s.substring(12)));
        }
        if (s.startsWith("file:")) {
            return fromFile(spec, Path.of(spec.strip().substring(5)));
        }
        if (s.contains("?") || TakeAndBreak.looksLikeCode(s)) {
            if (s.length() > MAX_CODE_LENGTH) {
                throw new BadInputException("FAMILY is a code or pattern of " + s.length() + " characters; a survey"
                        + " takes at most " + MAX_CODE_LENGTH + " (0.137, 0.?6?, 4.07)");
            }
            return new Family(spec, expand(s, 8, spec));
        }
        throw new BadInputException("unknown FAMILY '" + spec + "'; " + FORMS);
    }

    private static int digitsCount(String spec, String k, int max, int base) {
        if (k.isEmpty() || k.length() > 2 || !k.chars().allMatch(Character::isDigit)) {
            throw new BadInputException("malformed FAMILY '" + spec + "': expected a number of digits after ':', 1 to "
                    + max + "; " + FORMS);
        }
        int n = Integer.parseInt(k);
        if (n < 1 || n > max) {
            throw new BadInputException("FAMILY '" + spec + "' asks for codes of " + n + " digits; the survey takes 1 to "
                    + max + " (" + (long) Math.pow(base, max) + " codes at most)");
        }
        return n;
    }

    /** Every code the pattern stands for, each ? any digit below {@code base}, in normal spelling, no repeats. */
    private static List<String> expand(String pattern, int base, String spec) {
        long count = 1;
        for (int i = 0; i < pattern.length(); i++) {
            if (pattern.charAt(i) == '?') {
                count *= base;
                if (count > MAX_GAMES) {
                    throw new BadInputException("FAMILY '" + spec + "' stands for more than " + MAX_GAMES
                            + " games; use fewer wildcards");
                }
            }
        }
        // Checks the pattern's shape (and reports a malformed code) once, with every wildcard a 0.
        TakeAndBreak.parse(pattern.replace('?', '0'));
        Set<String> codes = new LinkedHashSet<>();
        char[] text = pattern.toCharArray();
        int[] holes = new String(text).chars().map(c -> c == '?' ? 1 : 0).toArray();
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < holes.length; i++) {
            if (holes[i] == 1) {
                at.add(i);
            }
        }
        for (long i = 0; i < count; i++) {
            long rest = i;
            for (int h = at.size() - 1; h >= 0; h--) {
                text[at.get(h)] = HEX.charAt((int) (rest % base));
                rest /= base;
            }
            codes.add(normal(new String(text)));
        }
        return new ArrayList<>(codes);
    }

    private static List<String> subtractionSets(String spec, String k) {
        if (k.contains(",")) {
            throw new BadInputException("FAMILY '" + spec + "' is one subtraction game; the family subtraction:K is every"
                    + " non-empty subset of {1..K} (e.g. subtraction:8); one set goes in a file:PATH");
        }
        int n = digitsCount(spec, k, 18, 2);
        List<String> codes = new ArrayList<>();
        for (int mask = 1; mask < 1 << n; mask++) {
            StringBuilder b = new StringBuilder("subtraction:");
            for (int e = 1; e <= n; e++) {
                if ((mask & (1 << (e - 1))) != 0) {
                    b.append(b.length() == 12 ? "" : ",").append(e);
                }
            }
            codes.add(b.toString());
        }
        return codes;
    }

    private static Family fromFile(String spec, Path file) {
        List<String> lines;
        try {
            // A FIFO would block the read and /dev/zero never end: only a regular file, of a size a list can have.
            RegularFiles.requireRegularIfPresent(file, "the codes file");
            if (Files.isRegularFile(file) && Files.size(file) > MAX_FILE_BYTES) {
                throw new BadInputException("the codes file " + file + " is " + Files.size(file) + " bytes long; a"
                        + " list of at most " + MAX_GAMES + " games, one a line, fits in " + MAX_FILE_BYTES);
            }
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (BadInputException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot read the codes of FAMILY '" + spec + "': " + reason(e));
        }
        Set<String> codes = new LinkedHashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String first = line.split("\\s+", -1)[0]; // the line is stripped: the first word
            try {
                codes.add(normal(first));
            } catch (BadInputException e) {
                throw new BadInputException(file + " line " + (i + 1) + ": " + e.getMessage());
            }
            if (codes.size() > MAX_GAMES) {
                throw new BadInputException(file + " lists more than " + MAX_GAMES + " games");
            }
        }
        if (codes.isEmpty()) {
            throw new BadInputException(file + " lists no games (one code or subtraction:S a line; # starts a comment)");
        }
        return new Family(spec, new ArrayList<>(codes));
    }

    private static String reason(Exception e) {
        return e instanceof NoSuchFileException ? "no such file " + e.getMessage()
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * A game's normal spelling: a take-and-break code as {@link TakeAndBreak#code()} writes it, or
     * {@code subtraction:S} with S ascending.
     *
     * @throws BadInputException if it is neither
     */
    public static String normal(String game) {
        String g = game.strip().toLowerCase(Locale.ROOT);
        if (g.length() > MAX_CODE_LENGTH) {
            throw new BadInputException("a code of " + g.length() + " characters; a survey takes codes of at most "
                    + MAX_CODE_LENGTH + " (0.137, 4.07, 0.[3], subtraction:1,2,5)");
        }
        if (g.startsWith("subtraction:")) {
            return Subtraction.parse(g.substring(12), false).toString();
        }
        if (!TakeAndBreak.looksLikeCode(g)) {
            throw new BadInputException("'" + game + "' is not a take-and-break code (0.137, 4.07, 0.[3]) nor"
                    + " subtraction:S");
        }
        return TakeAndBreak.parse(g).code();
    }

    /** The rule of a game in normal spelling. */
    public static HeapRule rule(String code) {
        return code.startsWith("subtraction:") ? Subtraction.parse(code.substring(12), false) : TakeAndBreak.parse(code);
    }

    /**
     * The code a game is computed as: itself, or for a subtraction set of small elements the octal code of the same
     * moves (see the class comment).
     */
    public static String key(String code) {
        if (!code.startsWith("subtraction:")) {
            return code;
        }
        int[] set = Subtraction.parse(code.substring(12), false).elements();
        if (set[set.length - 1] > MAX_OCTAL_SPELLING) {
            return code;
        }
        char[] digits = "0".repeat(set[set.length - 1]).toCharArray();
        for (int s : set) {
            digits[s - 1] = '3';
        }
        return "0." + new String(digits);
    }
}

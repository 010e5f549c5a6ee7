package cgt.format.io;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import cgt.partizan.solve.Region;
import cgt.partizan.solve.RegionValues;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file of a Domineering endgame table ({@link RegionValues}), as {@code cgt survey domineering-regions:N} writes
 * it and {@code cgt solve --regions FILE} reads it. Text, one region a line, so that it can be read and checked by
 * eye or by another program:
 *
 * <pre>
 * cgt domineering-regions 1 cells=12 regions=87836
 * .	0
 * ..	-1
 * ...
 * .#|..	*
 * ..|..	+-1
 * sha256 HEX
 * </pre>
 *
 * <p>The first line names the format, its version, the most squares of a region and how many regions follow. Each
 * region is its normal form ({@link Region}: at most as many rows as columns; a region drawn otherwise has the
 * value of its normal form, negated when it is transposed) in Domineering's syntax, a tab, and its canonical value
 * as cgt (and CGSuite) print it; the regions come in {@link Region}'s order. The last line is the SHA-256 of every
 * byte before it, so that a damaged or truncated file is refused rather than believed.
 */
public final class RegionTableFile {

    /** The first word of the first line, and the format's version after it. */
    static final String MAGIC = "cgt domineering-regions";
    static final int VERSION = 1;
    private static final Pattern HEADER = Pattern.compile(Pattern.quote(MAGIC) + " (\\d+) cells=(\\d+) regions=(\\d+)");
    private static final String REMEDY = "compute it with cgt survey domineering-regions:N";

    private RegionTableFile() {
    }

    /** Writes the table whole or not at all ({@link AtomicFiles}). */
    public static void write(Path file, RegionValues table) throws IOException {
        AtomicFiles.replace(file, channel -> {
            MessageDigest sha = sha256();
            Writer out = new BufferedWriter(new OutputStreamWriter(Channels.newOutputStream(channel),
                    StandardCharsets.UTF_8), 1 << 16);
            StringBuilder line = new StringBuilder(128);
            line.append(MAGIC).append(' ').append(VERSION).append(" cells=").append(table.cells()).append(" regions=")
                    .append(table.size()).append('\n');
            emit(out, sha, line);
            IOException[] failed = new IOException[1];
            table.forEach((region, value) -> {
                if (failed[0] == null) {
                    line.append(region).append('\t').append(value).append('\n');
                    try {
                        emit(out, sha, line);
                    } catch (IOException e) {
                        failed[0] = e;
                    }
                }
            });
            if (failed[0] != null) {
                throw failed[0];
            }
            out.write("sha256 " + HexFormat.of().formatHex(sha.digest()) + "\n");
            out.flush();
        });
    }

    private static void emit(Writer out, MessageDigest sha, StringBuilder line) throws IOException {
        String text = line.toString();
        sha.update(text.getBytes(StandardCharsets.UTF_8));
        out.write(text);
        line.setLength(0);
    }

    /**
     * Reads a table.
     *
     * @param what how messages name the file, such as {@code --regions}
     * @throws BadInputException naming what is wrong when the file is missing, not a region table, of another
     *     version, damaged (its checksum does not match), or holds a line that is not a normal region and a value
     */
    public static RegionValues read(Path file, String what) throws IOException {
        String named = what + " " + file;
        RegularFiles.requireRegularIfPresent(file, what);
        MessageDigest sha = sha256();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String first = in.readLine();
            Matcher header = HEADER.matcher(first == null ? "" : first);
            if (!header.matches()) {
                throw new BadInputException(named + " is not a Domineering region table (its first line should be '"
                        + MAGIC + " " + VERSION + " cells=N regions=COUNT'); " + REMEDY);
            }
            if (!header.group(1).equals(Integer.toString(VERSION))) {
                throw new BadInputException(named + " is a region table of format " + header.group(1) + "; this cgt"
                        + " reads format " + VERSION + ": " + REMEDY);
            }
            int cells = number(header.group(2), named);
            long count = number(header.group(3), named);
            if (cells > Region.MAX_CELLS) {
                throw new BadInputException(named + " is a table of regions of " + cells + " squares; cgt reads tables"
                        + " of at most " + Region.MAX_CELLS);
            }
            sha.update((first + "\n").getBytes(StandardCharsets.UTF_8));
            Map<Region, CanonicalGame> entries = new HashMap<>();
            Map<String, CanonicalGame> parsed = new HashMap<>();
            // A line that is not a region and a value is reported only once the checksum holds: a damaged file
            // is called damaged, whatever its damage looks like.
            String problem = null;
            String line;
            long lineNumber = 1;
            while ((line = in.readLine()) != null) {
                lineNumber++;
                if (line.startsWith("sha256 ")) {
                    String expected = line.substring("sha256 ".length()).strip();
                    if (in.readLine() != null || !expected.equals(HexFormat.of().formatHex(sha.digest()))) {
                        throw damaged(named);
                    }
                    if (problem != null) {
                        throw new BadInputException(named + " " + problem + "; " + REMEDY);
                    }
                    if (entries.size() != count) {
                        throw new BadInputException(String.format(Locale.ROOT, "%s holds %d regions where its first"
                                + " line says %d; %s", named, entries.size(), count, REMEDY));
                    }
                    return RegionValues.of(cells, entries);
                }
                sha.update((line + "\n").getBytes(StandardCharsets.UTF_8));
                if (problem == null) {
                    problem = entry(line, lineNumber, cells, entries, parsed);
                }
            }
            throw damaged(named);
        } catch (NoSuchFileException e) {
            throw new BadInputException(named + ": no such file; " + REMEDY);
        }
    }

    /** Adds the line's region and value; what is wrong with the line instead, or null. */
    private static String entry(String line, long lineNumber, int cells, Map<Region, CanonicalGame> entries,
            Map<String, CanonicalGame> parsed) {
        int tab = line.indexOf('\t');
        Region region;
        CanonicalGame value;
        try {
            region = Region.parse(tab < 0 ? line : line.substring(0, tab));
            String valueText = tab < 0 ? "" : line.substring(tab + 1);
            value = parsed.get(valueText);
            if (value == null) {
                value = GameParser.parse(valueText);
                parsed.put(valueText, value);
            }
        } catch (IllegalArgumentException e) { // a BadInputException too
            return "line " + lineNumber + " is not a region and its value (" + e.getMessage() + ")";
        }
        if (!region.isNormal() || region.size() > cells || entries.put(region, value) != null) {
            return "line " + lineNumber + ": region " + region + " is not in normal form, has more than " + cells
                    + " squares, or is there twice";
        }
        return null;
    }

    private static BadInputException damaged(String named) {
        return new BadInputException(named + " is damaged: its contents do not match the checksum on its last line; "
                + REMEDY);
    }

    private static int number(String digits, String named) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw new BadInputException(named + " has a count too large in its first line: " + digits);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}

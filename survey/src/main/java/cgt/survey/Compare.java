package cgt.survey;

import cgt.heap.GrundyEngine;
import cgt.heap.GrundySequence;
import cgt.input.BadInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Checks a survey against a published table of periods. For every disagreement it finds the first heap where the
 * sequences differ: the Grundy values the survey computed (again, by core's engine) against the sequence the
 * published law predicts, g(n + p) = g(n) from the published preperiod n0 on; that is, the least n &ge; n0 with
 * g(n + p) &ne; g(n), within the heaps the survey computed.
 *
 * <p>The table: one game a line, tab- or space-separated, {@code #} starting a comment; the first field is the
 * code, and the first two whole numbers after it are the preperiod and the period (so both "code preperiod period"
 * and the reference's "code name preperiod period source" are read). A line with no such numbers says the game is
 * published as unsolved.
 */
public final class Compare {

    /** The finding for a published game the survey does not hold. */
    public static final String NOT_SURVEYED = "not in the survey";

    private Compare() {
    }

    /** A published line: the period law, or none when the game is published as unsolved. */
    record Published(String code, int preperiod, int period, int line) {
        boolean solved() {
            return period > 0;
        }
    }

    /**
     * One game's comparison.
     *
     * @param code the game
     * @param agrees whether the survey and the table say the same
     * @param text what each says and, for a disagreement, the first heap where the sequences differ
     */
    public record Finding(String code, boolean agrees, String text) {
    }

    /** Reads a published table. */
    static List<Published> read(Path table) {
        List<String> lines;
        try {
            lines = Files.readAllLines(table, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot read --compare " + table + ": " + (e instanceof java.nio.file
                    .NoSuchFileException ? "no such file" : e.getMessage()));
        }
        List<Published> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t|\\s{2,}| ", -1); // empty fields are skipped below
            String code;
            try {
                code = Family.normal(f[0]);
            } catch (BadInputException e) {
                throw new BadInputException("--compare " + table + " line " + (i + 1) + ": " + e.getMessage());
            }
            List<Integer> numbers = new ArrayList<>();
            for (int k = 1; k < f.length && numbers.size() < 2; k++) {
                if (!f[k].isEmpty() && f[k].length() < 10 && f[k].chars().allMatch(Character::isDigit)) {
                    numbers.add(Integer.parseInt(f[k]));
                }
            }
            rows.add(numbers.size() == 2 && numbers.get(1) > 0
                    ? new Published(code, numbers.get(0), numbers.get(1), i + 1)
                    : new Published(code, -1, -1, i + 1));
        }
        if (rows.isEmpty()) {
            throw new BadInputException("--compare " + table + " lists no games (code, preperiod, period a line)");
        }
        return rows;
    }

    /** Compares the survey's rows (by code) with the table. */
    public static List<Finding> compare(Path table, Map<String, SurveyRow> survey) {
        List<Finding> findings = new ArrayList<>();
        for (Published p : read(table)) {
            SurveyRow row = survey.get(p.code());
            if (row == null) {
                findings.add(new Finding(p.code(), false, NOT_SURVEYED));
                continue;
            }
            findings.add(compare(p, row));
        }
        return findings;
    }

    private static Finding compare(Published p, SurveyRow row) {
        String published = p.solved() ? "published preperiod " + p.preperiod() + ", period " + p.period()
                : "published as unsolved";
        String surveyed = row.hasPeriod() ? "survey " + row.status() + " preperiod " + row.preperiod() + ", period "
                + row.period() + (row.saltus() > 0 ? ", saltus " + row.saltus() : "")
                : "survey " + row.status() + " to heap " + row.heaps() + (row.note().isEmpty() ? "" : " (" + row.note()
                        + ")");
        if (!p.solved()) {
            return new Finding(p.code(), !row.hasPeriod(), published + "; " + surveyed);
        }
        if (row.hasPeriod() && row.saltus() == 0 && row.preperiod() == p.preperiod() && row.period() == p.period()) {
            return new Finding(p.code(), true, surveyed);
        }
        return new Finding(p.code(), false, published + "; " + surveyed + "; " + firstDifference(p, row));
    }

    /** Where the computed values first depart from the published law, within the heaps the survey computed. */
    private static String firstDifference(Published p, SurveyRow row) {
        int last = row.heaps();
        if (last < 0 || row.status().equals(SurveyRow.FAILED)) {
            return "no values to check the published law against";
        }
        GrundySequence g = GrundyEngine.of(Family.rule(row.code())).compute(last);
        OptionalInt n = firstBreak(g, p.preperiod(), p.period());
        if (n.isPresent()) {
            int h = n.getAsInt();
            return "the sequences first differ at heap " + (h + p.period()) + ": g(" + (h + p.period()) + ") = "
                    + g.get(h + p.period()) + " but the published law gives g(" + h + ") = " + g.get(h);
        }
        return "the published law holds in g(0.." + last + ") (no heap differs)"
                + (row.hasPeriod() ? ", but the survey's period is the least one from the earliest heap" : "");
    }

    /** The least n &ge; n0 with g(n + p) &ne; g(n) in the sequence, if any. */
    static OptionalInt firstBreak(GrundySequence g, int n0, int p) {
        for (int n = n0; n + p <= g.lastHeap(); n++) {
            if (g.get(n + p) != g.get(n)) {
                return OptionalInt.of(n);
            }
        }
        return OptionalInt.empty();
    }
}

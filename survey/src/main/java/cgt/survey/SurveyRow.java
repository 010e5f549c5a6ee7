package cgt.survey;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;

/**
 * One game's line in a survey's table: what its Grundy sequence was found to do, as written to the TSV part files,
 * the merged TSV and the Parquet table. Numbers that do not apply are -1 (no period: preperiod, period and saltus;
 * no rare heap: lastRare); the TSV writes them as empty fields.
 *
 * @param code the game, in its normal spelling (a take-and-break code, or subtraction:S)
 * @param status {@link #PROVED}, {@link #ARITHMETIC}, {@link #OBSERVED}, {@link #UNRESOLVED} or {@link #FAILED}
 * @param preperiod the first heap of the periodic part (the last exception is one less), or -1
 * @param period the period, or -1
 * @param saltus g(n + period) - g(n) in the periodic part (0 for an ordinary period), or -1
 * @param largest the largest value in the heaps computed
 * @param rareMask the rare/common engine's last mask, in hexadecimal ("" when it chose none)
 * @param lastRare the last heap above 0 with a rare value under that mask, or -1
 * @param heaps the last heap computed (the values g(0..heaps) were examined)
 * @param seconds the time spent on the computation (0 for a game computed as another)
 * @param computedAs the code whose computation this row shares (itself when computed for it)
 * @param note why a game is unresolved or failed, or what a candidate period needs; "" when nothing to add
 */
public record SurveyRow(String code, String status, int preperiod, int period, int saltus, int largest,
        String rareMask, int lastRare, int heaps, double seconds, String computedAs, String note)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    /** A period proved by a theorem (Guy-Smith for finite codes, a repeated window for subtraction sets). */
    public static final String PROVED = "periodic-proved";
    /** g(n + p) = g(n) + s with s &gt; 0, observed in the heaps computed (no theorem proves these). */
    public static final String ARITHMETIC = "arithmetic-periodic";
    /** An ordinary period observed to the last heap, for a rule no theorem covers (three-heap splits). */
    public static final String OBSERVED = "periodic-observed";
    /** No period proved within --to N or the budget; the row says how far the values went. */
    public static final String UNRESOLVED = "unresolved";
    /** The game's task failed twice (the note says how): reported rather than lost. */
    public static final String FAILED = "failed";

    /** The statuses, in the order the summary lists them. */
    public static final List<String> STATUSES = List.of(PROVED, ARITHMETIC, OBSERVED, UNRESOLVED, FAILED);

    /** The TSV header, also the Parquet table's column names. */
    public static final List<String> COLUMNS = List.of("code", "status", "preperiod", "period", "saltus", "largest",
            "rare_mask", "last_rare", "heaps", "seconds", "computed_as", "note");

    public SurveyRow {
        note = note.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    /** The same row for another code with the same sequence (computed once for the group). */
    public SurveyRow forMember(String member) {
        return member.equals(code) ? this
                : new SurveyRow(member, status, preperiod, period, saltus, largest, rareMask, lastRare, heaps, 0,
                        code, note);
    }

    /** A failed row: the task failed twice, for the reason given. */
    public static SurveyRow failed(String code, String why) {
        return new SurveyRow(code, FAILED, -1, -1, -1, -1, "", -1, -1, 0, code, why);
    }

    /** Whether a period was found (proved, arithmetic or observed). */
    public boolean hasPeriod() {
        return period > 0;
    }

    /** The row as one TSV line (no newline). */
    public String toTsv() {
        return String.join("\t", code, status, opt(preperiod), opt(period), opt(saltus), opt(largest), rareMask,
                opt(lastRare), opt(heaps), String.format(Locale.ROOT, "%.3f", seconds), computedAs, note);
    }

    /**
     * Reads a line written by {@link #toTsv}.
     *
     * @throws IllegalArgumentException if it is not one
     */
    public static SurveyRow fromTsv(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != COLUMNS.size()) {
            throw new IllegalArgumentException("expected " + COLUMNS.size() + " tab-separated fields, found "
                    + f.length);
        }
        if (!STATUSES.contains(f[1])) {
            throw new IllegalArgumentException("unknown status '" + f[1] + "'");
        }
        return new SurveyRow(f[0], f[1], num(f[2]), num(f[3]), num(f[4]), num(f[5]), f[6], num(f[7]), num(f[8]),
                Double.parseDouble(f[9]), f[10], f[11]);
    }

    private static String opt(int v) {
        return v < 0 ? "" : Integer.toString(v);
    }

    private static int num(String s) {
        return s.isEmpty() ? -1 : Integer.parseInt(s);
    }
}

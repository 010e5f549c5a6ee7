package cgt.survey;

import cgt.heap.GrundyEngine;
import cgt.heap.TakeAndBreak;
import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.partizan.solve.Region;
import cgt.task.Budget;
import cgt.task.TooBigException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt survey FAMILY --to N}: the periods of a whole family of heap games, on Apache Spark. */
@Command(name = "survey", description = {
    "Surveys a family of heap games: for each, the Grundy values to heap N by the rare/common engine and a period"
            + " proved by the Guy-Smith theorem (finite codes) or a repeated window (subtraction sets) where one"
            + " exists; otherwise the largest value, the rare mask and the last rare heap reached.",
    "FAMILY: octal:K (every code 0.d1..dK, 8^K codes; 0.120 is 0.12: trailing zeros allow no move), hex:K"
            + " (digits 0-f), a pattern such as 0.?6? (? any octal digit; hex:0.?6? for 0-f), subtraction:K (every"
            + " non-empty subset of {1..K}; computed as the octal code with 3 at its elements, as is the same"
            + " code elsewhere in the family), or file:PATH (one code or subtraction:S a line; or --codes PATH).",
    "Runs on Spark: local mode by default (--cores of this machine), a cluster by --master. Each finished game's"
            + " row is written at once under OUT/rows, so a killed survey resumes when run again; a game whose"
            + " task fails twice gets a 'failed' row. The table goes to OUT/survey.tsv and OUT/survey.parquet,"
            + " the summary to stdout.",
    "With --compare TABLE: the survey (run now, or the one in --out) against a published table of code, preperiod,"
            + " period, every disagreement with the first heap where the sequences differ.",
    "FAMILY domineering-regions:N (N up to 15): the canonical value of every Domineering region of at most N"
            + " squares, up to the square's symmetries, level by level, resumable; written to OUT/regions.tsv for"
            + " cgt solve domineering --regions FILE."})
public final class SurveyCommand implements Callable<Integer> {

    /** How many games the summary lists as the longest preperiods and periods. */
    private static final int LONGEST = 5;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FAMILY", description = "The games: octal:K, hex:K, a"
            + " pattern such as 0.?6?, subtraction:K or file:PATH.")
    String family;

    @Option(names = "--codes", paramLabel = "PATH", description = "A file of codes, one a line (as FAMILY file:PATH).")
    String codes;

    @Option(names = "--to", paramLabel = "N", description = "The last heap to compute for each game (required"
            + " with FAMILY).")
    String to;

    @Option(names = "--budget", paramLabel = "SECONDS", description = "The most seconds per game (default: no"
            + " limit); a game that needs more is left unresolved with what it reached, never tried again.")
    String budget;

    @Option(names = "--out", paramLabel = "DIR", description = "The survey's folder (default survey-FAMILY): its"
            + " rows, table and summary; a survey found there is resumed. On a cluster, a folder every machine sees.")
    Path out;

    @Option(names = "--master", paramLabel = "URL", description = "Spark's master, e.g. spark://host:7077 (default:"
            + " local mode in this process).")
    String master;

    @Option(names = "--cores", paramLabel = "N", description = "Games computed at once in local mode (default: half"
            + " the processors, at least 1: the machine may be shared).")
    String cores;

    @Option(names = "--compare", paramLabel = "TABLE", description = "Check the survey against a published table"
            + " (code, preperiod, period a line) and list every disagreement.")
    Path compare;

    @Override
    public Integer call() throws IOException {
        PrintWriter outText = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (family != null && codes != null) {
            throw new BadInputException("give the games once: FAMILY or --codes PATH, not both");
        }
        String spec = family != null ? family : codes != null ? "file:" + codes : null;
        if (spec == null) {
            if (compare == null || out == null) {
                throw new BadInputException("survey needs a FAMILY (octal:3, hex:2, 0.?6?, subtraction:8, file:PATH)"
                        + " and --to N; or --compare TABLE --out DIR to check a finished survey");
            }
            Map<String, SurveyRow> rows = readTable(out.resolve("survey.tsv"));
            printComparison(Compare.compare(compare, rows), outText);
            return 0;
        }
        if (spec.equals(RegionSurvey.FAMILY) || spec.startsWith(RegionSurvey.FAMILY + ":")) {
            return regions(spec, outText, err);
        }
        Family games = Family.parse(spec);
        if (to == null) {
            throw new BadInputException("survey needs --to N, the last heap to compute for each game");
        }
        int n = (int) Inputs.inRange("--to", to, 1, Budget.DEFAULT.tables().heap());
        double seconds = budget == null ? 0 : Inputs.positiveSeconds("--budget", budget);
        String url = master();
        if (url.startsWith("local")) {
            requireMemory(n, localCores());
        }
        Path dir = outputFolder(spec);
        if (compare != null) {
            Compare.read(compare); // a bad table is reported before the survey, not after it
        }
        Survey.Result result = Survey.run(new Survey.Settings(games, n, seconds, dir, url, Survey.Faults.NONE), err);
        String summary = summary(spec, n, result);
        Files.writeString(dir.resolve("summary.txt"), summary);
        outText.print(summary);
        outText.println("table: " + dir.resolve("survey.tsv") + " and " + dir.resolve("survey.parquet"));
        if (compare != null) {
            Map<String, SurveyRow> rows = new LinkedHashMap<>();
            result.rows().forEach(r -> rows.put(r.code(), r));
            printComparison(Compare.compare(compare, rows), outText);
        }
        outText.flush();
        return 0;
    }

    /** {@code domineering-regions:N}: the Domineering endgame table of regions of at most N squares. */
    private int regions(String text, PrintWriter outText, PrintWriter err) throws IOException {
        if (to != null || budget != null || compare != null || codes != null) {
            throw new BadInputException(RegionSurvey.FAMILY + ":N takes --out, --master and --cores; --to, --budget,"
                    + " --compare and --codes are for heap games");
        }
        if (!text.startsWith(RegionSurvey.FAMILY + ":")) {
            throw new BadInputException(RegionSurvey.FAMILY + " needs the most squares of a region: "
                    + RegionSurvey.FAMILY + ":N, N from 1 to " + Region.MAX_CELLS);
        }
        int n = (int) Inputs.inRange(RegionSurvey.FAMILY + ":N", text.substring(RegionSurvey.FAMILY.length() + 1), 1,
                Region.MAX_CELLS);
        String url = master();
        Path dir = outputFolder(text);
        RegionSurvey.Result r = RegionSurvey.run(new RegionSurvey.Settings(n, dir, url), err);
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "survey %s: %d regions of at most %d squares (%d parts of work this run,"
                + " %d resumed)%n", text, r.table().size(), n, r.computed(), r.resumed()));
        for (RegionSurvey.Level l : r.levels()) {
            b.append(String.format(Locale.ROOT, "  %2d squares: %,10d regions, %5d parts (%d computed), %8.1f s%n",
                    l.cells(), l.regions(), l.parts(), l.computed(), l.seconds()));
        }
        b.append(String.format(Locale.ROOT, "time: %.1f s for this run%n", r.wallSeconds()));
        Files.writeString(dir.resolve("summary.txt"), b.toString());
        outText.print(b);
        outText.println("table: " + dir.resolve(RegionSurvey.TABLE) + " (cgt solve domineering --regions FILE)");
        outText.flush();
        return 0;
    }

    /** The cores of local mode: --cores, or the default that leaves room for other work. */
    private int localCores() {
        return cores == null ? Survey.defaultCores()
                : (int) Inputs.inRange("--cores", cores, 1, Runtime.getRuntime().availableProcessors() * 4L);
    }

    /** The folder a survey writes to (--out, or survey-FAMILY here), refused if it is a file or cannot be written. */
    private Path outputFolder(String family) {
        Path dir = out != null ? out : Path.of("survey-" + family.replaceAll("[^A-Za-z0-9.]", "_"));
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new BadInputException("--out " + dir + " is a file; name a folder");
        }
        requireWritable(dir);
        return dir;
    }

    /** The Spark master: --master, spark-submit's, or local mode on --cores. */
    private String master() {
        int c = localCores();
        if (master != null && cores != null) {
            throw new BadInputException("--cores is for local mode; a cluster's cores are its workers' (leave out one"
                    + " of --master and --cores)");
        }
        // Under spark-submit the master comes from its --master (as the property spark.master), unless given here.
        String submitted = System.getProperty("spark.master");
        if (master != null && !master.matches("(spark|local|yarn|k8s)[:\\[].*|yarn|local")) {
            throw new BadInputException("--master '" + master + "' is not a Spark master URL; e.g. spark://host:7077");
        }
        if (master != null) {
            Masters.check(master);
        }
        return master != null ? master : submitted != null ? submitted : Survey.localMaster(c);
    }

    /**
     * Refuses an output folder the survey cannot write (/proc, a read-only disk, another user's folder) before any
     * game is computed: the rows are written as the games finish, and a failure there is found only in the tasks.
     */
    static void requireWritable(Path dir) {
        Path rows = dir.resolve(Survey.ROWS);
        try {
            Files.createDirectories(rows);
            Files.delete(Files.createTempFile(rows, ".probe-", ".tmp"));
        } catch (IOException | RuntimeException e) {
            String why = e instanceof FileSystemException f && f.getReason() != null ? f.getReason().toLowerCase(
                    Locale.ROOT) : e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof FileSystemException ? "the system refuses to create it" : String.valueOf(
                    e.getMessage());
            throw new BadInputException("cannot write the survey into --out " + dir + " (" + why + "); name a folder"
                    + " you can write");
        }
    }

    /** Refuses a survey whose games' tables, as many at once as cores, would not fit in Java's heap. */
    private static void requireMemory(int n, int cores) {
        long each = GrundyEngine.memoryNeeded(TakeAndBreak.parse("0.4"), n);
        long need = each * cores;
        long have = Runtime.getRuntime().maxMemory();
        if (need > have * 0.6) {
            throw new TooBigException(String.format(Locale.ROOT, "--to %d on %d cores needs about %d MiB of tables at"
                    + " once and Java may use %d MiB; give it more with JAVA_OPTS=-Xmx%dm, or ask for fewer heaps or"
                    + " cores", n, cores, need >> 20, have >> 20, (need * 2) >> 20));
        }
    }

    private static Map<String, SurveyRow> readTable(Path tsv) throws IOException {
        if (!Files.isRegularFile(tsv)) {
            throw new BadInputException("no survey table " + tsv + "; run the survey with this --out first");
        }
        Map<String, SurveyRow> rows = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(tsv);
        for (int i = 1; i < lines.size(); i++) {
            try {
                SurveyRow r = SurveyRow.fromTsv(lines.get(i));
                rows.put(r.code(), r);
            } catch (RuntimeException e) {
                throw new BadInputException(tsv + " line " + (i + 1) + " is not a survey row: " + e.getMessage());
            }
        }
        return rows;
    }

    /** The summary: counts by status, the longest preperiods and periods, the time. */
    static String summary(String family, int n, Survey.Result r) {
        StringBuilder b = new StringBuilder();
        long shared = r.rows().stream().filter(x -> !x.computedAs().equals(x.code())).count();
        b.append(String.format(Locale.ROOT, "survey %s to heap %d: %d games, %d computations (%d this run, %d"
                + " resumed)%s%n", family, n, r.rows().size(), r.computed() + r.resumed(), r.computed(), r.resumed(),
                shared == 0 ? "" : "; " + shared + " computed as an equivalent code (computed_as)"));
        for (String status : SurveyRow.STATUSES) {
            long count = r.rows().stream().filter(x -> x.status().equals(status)).count();
            b.append(String.format(Locale.ROOT, "  %-20s %d%n", status, count));
        }
        List<SurveyRow> periodic = r.rows().stream().filter(SurveyRow::hasPeriod)
                .filter(x -> x.computedAs().equals(x.code())).toList();
        b.append("longest preperiods:");
        periodic.stream().sorted(Comparator.comparingInt(SurveyRow::preperiod).reversed()).limit(LONGEST)
                .forEach(x -> b.append(' ').append(x.code()).append(" (").append(x.preperiod()).append(')'));
        b.append(System.lineSeparator()).append("longest periods:");
        periodic.stream().sorted(Comparator.comparingInt(SurveyRow::period).reversed()).limit(LONGEST)
                .forEach(x -> b.append(' ').append(x.code()).append(" (").append(x.period()).append(')'));
        b.append(System.lineSeparator());
        List<SurveyRow> open = r.rows().stream().filter(x -> x.status().equals(SurveyRow.UNRESOLVED)).toList();
        if (!open.isEmpty()) {
            b.append("unresolved:");
            open.stream().limit(20).forEach(x -> b.append(' ').append(x.code()));
            b.append(open.size() > 20 ? " ..." : "").append(System.lineSeparator());
        }
        double cpu = r.rows().stream().mapToDouble(SurveyRow::seconds).sum();
        b.append(String.format(Locale.ROOT, "time: %.1f s of computation in the rows, %.1f s for this run%n", cpu,
                r.wallSeconds()));
        return b.toString();
    }

    private static void printComparison(List<Compare.Finding> findings, PrintWriter out) {
        long agree = findings.stream().filter(Compare.Finding::agrees).count();
        long missing = findings.stream().filter(f -> f.text().equals(Compare.NOT_SURVEYED)).count();
        out.printf(Locale.ROOT, "compared with the table: %d games, %d agree, %d do not, %d not in the survey%n",
                findings.size(), agree, findings.size() - agree - missing, missing);
        for (Compare.Finding f : findings) {
            String mark = f.agrees() ? "  agrees   " : f.text().equals(Compare.NOT_SURVEYED) ? "  missing  "
                    : "  DIFFERS  ";
            out.println(mark + f.code() + ": " + f.text());
        }
    }
}

package cgt.survey;

import cgt.format.ModuleCommand;
import cgt.format.io.AtomicFiles;
import cgt.heap.HeapRule;
import cgt.input.BadInputException;
import cgt.task.RunFailedException;
import java.io.Console;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import picocli.CommandLine;

/**
 * A survey of a family of heap games on Apache Spark: one task per game to compute (games with the same sequence
 * by a proved rule share one, see {@link Family}), each task writing its row at once to a part file under
 * {@code OUT/rows/} so that a killed survey resumes from them; then the whole table as {@code OUT/survey.tsv} and
 * {@code OUT/survey.parquet}, and a summary. A task that fails is retried once by Spark
 * ({@code spark.task.maxFailures} 2); on its second attempt a failure becomes a {@code failed} row.
 */
public final class Survey {

    /** Spark's attempts per task: the first, and one retry. */
    static final int MAX_ATTEMPTS = 2;
    /** The part files of finished games. */
    static final String ROWS = "rows";
    /** The part of a game's code a row file's name repeats. */
    private static final int ROW_NAME_KEPT = 120;
    /** What the survey in a folder was asked for, so that a resumed survey is the same survey. */
    static final String SETTINGS = "survey.conf";

    private Survey() {
    }

    /**
     * What to survey and how.
     *
     * @param family the games
     * @param to the last heap to compute
     * @param budgetSeconds the most seconds per game (0: none)
     * @param out the folder of the table (a folder every machine sees, on a cluster)
     * @param master Spark's master URL ({@code local[N,2]} by default)
     * @param faults failures to inject, for tests ({@link Faults#NONE} otherwise)
     * @param spark further Spark settings of this survey's session, over those of the system properties (what
     *     spark-submit's --conf sets): tests give theirs here rather than as system properties of the whole JVM
     */
    public record Settings(Family family, int to, double budgetSeconds, Path out, String master, Faults faults,
            Map<String, String> spark) {

        public Settings {
            spark = Map.copyOf(spark);
        }

        /** Settings with no Spark settings of their own. */
        public Settings(Family family, int to, double budgetSeconds, Path out, String master, Faults faults) {
            this(family, to, budgetSeconds, out, master, faults, Map.of());
        }
    }

    /**
     * Failures to inject into games' tasks, for the tests of the failure path: a game in {@code always} fails on
     * every attempt, one in {@code once} on its first attempt only; one in {@code aborting} makes its task fail as
     * a lost executor does, every attempt, so that Spark aborts the whole job.
     */
    public record Faults(Set<String> always, Set<String> once, Set<String> aborting) implements Serializable {
        private static final long serialVersionUID = 1L;
        public static final Faults NONE = new Faults(Set.of(), Set.of(), Set.of());

        public Faults {
            always = Set.copyOf(always);
            once = Set.copyOf(once);
            aborting = Set.copyOf(aborting);
        }

        public Faults(Set<String> always, Set<String> once) {
            this(always, once, Set.of());
        }

        void apply(String code, int attempt) {
            if (aborting.contains(code)) {
                throw new LostTask("injected loss of the task of " + code + " on attempt " + (attempt + 1));
            }
            if (always.contains(code) || (once.contains(code) && attempt == 0)) {
                throw new IllegalStateException("injected failure of " + code + " on attempt " + (attempt + 1));
            }
        }
    }

    /** An injected failure that a task does not turn into a row, as a task whose executor died cannot. */
    static final class LostTask extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LostTask(String message) {
            super(message);
        }
    }

    /**
     * What a survey produced.
     *
     * @param rows one per game of the family, in its order
     * @param computed how many computations this run did (the rest were resumed from part files)
     * @param resumed how many computations were found finished in the folder
     * @param wallSeconds the run's time
     */
    public record Result(List<SurveyRow> rows, int computed, int resumed, double wallSeconds) {
    }

    /** The default master: local mode with half the processors (at least one), each task tried twice. */
    public static String localMaster(int cores) {
        return "local[" + cores + "," + MAX_ATTEMPTS + "]";
    }

    /** Half the processors, at least one: a share that leaves room for others on a shared machine. */
    public static int defaultCores() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
    }

    /** Runs the survey, reporting progress to {@code err}. */
    public static Result run(Settings s, PrintWriter err) throws IOException {
        long started = System.nanoTime();
        Path rowsDir = s.out().resolve(ROWS);
        Files.createDirectories(rowsDir);
        checkSameSurvey(s);
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String code : s.family().codes()) {
            groups.computeIfAbsent(Family.key(code), k -> new ArrayList<>()).add(code);
        }
        Map<String, SurveyRow> done = readRows(rowsDir, err);
        // A failed game is tried again by a resumed survey (once per run), a finished one never.
        done.values().removeIf(r -> r.status().equals(SurveyRow.FAILED));
        List<String> toCompute = new ArrayList<>();
        for (String key : groups.keySet()) {
            if (!done.containsKey(key)) {
                toCompute.add(key);
            }
        }
        int resumed = groups.size() - toCompute.size();
        if (resumed > 0) {
            err.printf(Locale.ROOT, "cgt: resuming the survey in %s: %d of %d computations were finished there%n",
                    s.out(), resumed, groups.size());
            err.flush();
        }
        SparkConf conf = conf(s);
        try (SparkSession spark = SparkSession.builder().config(conf).getOrCreate()) {
            JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            if (!toCompute.isEmpty()) {
                Progress progress = new Progress(err, s.family().spec(), toCompute.size(), resumed, groups.size());
                jsc.sc().addSparkListener(progress);
                List<SurveyRow> rows = List.of();
                try {
                    rows = compute(jsc, toCompute, s);
                } catch (Exception e) { // Spark's SparkException is a checked exception thrown unannounced
                    if (Thread.currentThread().isInterrupted() || e.getCause() instanceof InterruptedException) {
                        throw new CancellationException("interrupted; the games finished are kept in " + s.out()
                                + ": run the same command again to go on from them");
                    }
                    throw new RunFailedException(String.format(Locale.ROOT, "the survey's Spark job was aborted (%s);"
                            + " the %d computations finished are kept in %s: run the same command again to go on"
                            + " from them", reason(e), resumed + progress.finishedCount(), s.out()), e);
                } finally {
                    jsc.sc().removeSparkListener(progress); // the table's own jobs are not games
                    progress.finish(rows.size());
                }
                rows.forEach(r -> done.put(r.code(), r));
            }
            List<SurveyRow> table = new ArrayList<>();
            for (Map.Entry<String, List<String>> g : groups.entrySet()) {
                SurveyRow computed = done.get(g.getKey());
                for (String member : g.getValue()) {
                    table.add(computed.forMember(member));
                }
            }
            writeTsv(s.out().resolve("survey.tsv"), table);
            writeParquet(spark, s.out().resolve("survey.parquet"), table);
            return new Result(table, toCompute.size(), resumed, (System.nanoTime() - started) / 1e9);
        }
    }

    /** One task per game, each computing its game and writing its row at once. */
    private static List<SurveyRow> compute(JavaSparkContext jsc, List<String> keys, Settings s) {
        int to = s.to();
        double budget = s.budgetSeconds();
        String rowsDir = s.out().resolve(ROWS).toAbsolutePath().toString();
        Faults faults = s.faults();
        JavaRDD<String> games = jsc.parallelize(keys, keys.size());
        return games.mapPartitions((Iterator<String> it) -> {
            List<SurveyRow> out = new ArrayList<>();
            TaskContext task = TaskContext.get();
            int attempt = task == null ? 0 : task.attemptNumber();
            while (it.hasNext()) {
                String code = it.next();
                SurveyRow row;
                try {
                    faults.apply(code, attempt);
                    row = GameRun.run(code, to, budget);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                } catch (RuntimeException | Error e) {
                    if (attempt + 1 < MAX_ATTEMPTS || e instanceof LostTask) {
                        throw e; // Spark tries the task again
                    }
                    row = SurveyRow.failed(code, "failed on " + MAX_ATTEMPTS + " attempts: " + e);
                }
                writeRow(Path.of(rowsDir), row);
                out.add(row);
            }
            return out.iterator();
        }).collect();
    }

    private static SparkConf conf(Settings s) {
        SparkConf conf = new SparkConf().setAppName("cgt survey " + s.family().spec()).setMaster(s.master())
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false")
                .set("spark.task.maxFailures", Integer.toString(MAX_ATTEMPTS))
                .set("spark.sql.shuffle.partitions", "1")
                // Games are tasks of their own: no task waits for a busy core to become local to its data.
                .set("spark.locality.wait", "0s");
        if (s.master().startsWith("local")) {
            conf.set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1");
        } else {
            // Executors on other machines get cgt's jars from the driver (Spark's own jars are on the cluster).
            List<String> jars = ownJars();
            if (!jars.isEmpty()) {
                conf.set("spark.jars", String.join(",", jars));
            }
        }
        s.spark().forEach(conf::set);
        return conf;
    }

    /** The jars of cgt's code (survey, format, core, picocli), where they are jars (not class folders, as in tests). */
    private static List<String> ownJars() {
        Set<String> jars = new LinkedHashSet<>();
        for (Class<?> c : List.of(Survey.class, ModuleCommand.class, HeapRule.class,
                CommandLine.class)) {
            try {
                var source = c.getProtectionDomain().getCodeSource();
                if (source != null) {
                    Path p = Path.of(source.getLocation().toURI());
                    if (Files.isRegularFile(p) && p.toString().endsWith(".jar")) {
                        jars.add(p.toAbsolutePath().toString());
                    }
                }
            } catch (URISyntaxException | RuntimeException e) {
                // Not a file: the executors must have it already.
            }
        }
        return new ArrayList<>(jars);
    }

    /** Refuses to resume a survey of another N into the same folder: its rows would not be comparable. */
    private static void checkSameSurvey(Settings s) throws IOException {
        Path file = s.out().resolve(SETTINGS);
        String mine = "to=" + s.to() + "\n";
        if (Files.exists(file)) {
            String theirs = Files.readString(file, StandardCharsets.UTF_8);
            if (!theirs.equals(mine)) {
                throw new BadInputException("--out " + s.out() + " holds a survey with " + theirs.strip().replace("to=",
                        "--to ") + "; resume it with the same --to, or choose another --out");
            }
        } else {
            Files.writeString(file, mine, StandardCharsets.UTF_8);
        }
    }

    /** The rows of the part files in the folder, by code; a damaged file is skipped with a warning. */
    static Map<String, SurveyRow> readRows(Path rowsDir, PrintWriter err) throws IOException {
        Map<String, SurveyRow> rows = new LinkedHashMap<>();
        if (!Files.isDirectory(rowsDir)) {
            return rows;
        }
        try (Stream<Path> files = Files.list(rowsDir)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                if (!f.getFileName().toString().endsWith(".tsv")) {
                    continue; // a temporary file a killed task left
                }
                try {
                    for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                        if (!line.isBlank()) {
                            SurveyRow r = SurveyRow.fromTsv(line);
                            rows.put(r.code(), r);
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    err.println("cgt: warning: skipping " + f + " (" + e.getMessage() + "); its game is computed again");
                }
            }
        }
        return rows;
    }

    /** Writes a game's part file whole or not at all (a temporary file renamed), so that a kill leaves no half row. */
    static void writeRow(Path rowsDir, SurveyRow row) {
        String spelled = row.code().replaceAll("[^0-9a-z.]", "_");
        // A file name holds 255 bytes: a long code is cut, the hash of the whole code keeping names apart.
        String name = "game-" + spelled.substring(0, Math.min(spelled.length(), ROW_NAME_KEPT)) + "-"
                + Integer.toHexString(row.code().hashCode()) + ".tsv";
        try {
            Files.createDirectories(rowsDir);
            AtomicFiles.replace(rowsDir.resolve(name), row.toTsv() + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the row of " + row.code() + " in " + rowsDir, e);
        }
    }

    static void writeTsv(Path file, List<SurveyRow> rows) throws IOException {
        StringBuilder text = new StringBuilder(String.join("\t", SurveyRow.COLUMNS)).append('\n');
        rows.forEach(r -> text.append(r.toTsv()).append('\n'));
        AtomicFiles.replace(file, text.toString());
    }

    /** The Parquet table's schema: the TSV's columns, typed; absent numbers are nulls. */
    static StructType schema() {
        List<StructField> f = new ArrayList<>();
        f.add(DataTypes.createStructField("code", DataTypes.StringType, false));
        f.add(DataTypes.createStructField("status", DataTypes.StringType, false));
        for (String n : List.of("preperiod", "period", "saltus", "largest")) {
            f.add(DataTypes.createStructField(n, DataTypes.IntegerType, true));
        }
        f.add(DataTypes.createStructField("rare_mask", DataTypes.StringType, true));
        f.add(DataTypes.createStructField("last_rare", DataTypes.IntegerType, true));
        f.add(DataTypes.createStructField("heaps", DataTypes.IntegerType, true));
        f.add(DataTypes.createStructField("seconds", DataTypes.DoubleType, false));
        f.add(DataTypes.createStructField("computed_as", DataTypes.StringType, false));
        f.add(DataTypes.createStructField("note", DataTypes.StringType, false));
        return DataTypes.createStructType(f);
    }

    private static void writeParquet(SparkSession spark, Path dir, List<SurveyRow> rows) {
        List<Row> data = new ArrayList<>(rows.size());
        for (SurveyRow r : rows) {
            data.add(RowFactory.create(r.code(), r.status(), orNull(r.preperiod()), orNull(r.period()),
                    orNull(r.saltus()), orNull(r.largest()), r.rareMask().isEmpty() ? null : r.rareMask(),
                    orNull(r.lastRare()), orNull(r.heaps()), r.seconds(), r.computedAs(), r.note()));
        }
        spark.createDataFrame(data, schema()).coalesce(1).write().mode(SaveMode.Overwrite)
                .parquet(dir.toAbsolutePath().toString());
    }

    /** Why Spark gave up, on one short line: the first line of its message. */
    static String reason(Throwable e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
        int nl = m.indexOf('\n');
        String first = nl < 0 ? m : m.substring(0, nl);
        return first.length() <= 240 ? first : first.substring(0, 237) + "...";
    }

    private static Integer orNull(int v) {
        return v < 0 ? null : v;
    }

    /**
     * Games done of the total, the rate and the time left, on stderr: from Spark's own account of finished tasks,
     * so that it counts the same on a cluster. At most one line a second (a terminal gets it on one line).
     */
    static final class Progress extends SparkListener {
        private final PrintWriter err;
        private final String family;
        private final int toCompute;
        private final int resumed;
        private final int total;
        private final AtomicInteger finished = new AtomicInteger();
        private final long started = System.nanoTime();
        private final boolean terminal = onTerminal();
        private long lastShown;
        private boolean over;

        /**
         * Whether the survey runs on a terminal: {@code System.console()} up to JDK 21, {@code Console.isTerminal()}
         * from JDK 22 on, when the console is never null (by reflection: cgt is built for Java 17). The command
         * line's progress asks the same.
         */
        @SuppressWarnings("SystemConsoleNull") // null is the answer up to JDK 21; isTerminal() answers after
        private static boolean onTerminal() {
            Console console = System.console();
            if (console == null) {
                return false;
            }
            try {
                return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
            } catch (NoSuchMethodException e) {
                return true; // before JDK 22 there is a console only on a terminal
            } catch (ReflectiveOperationException e) {
                return false;
            }
        }

        Progress(PrintWriter err, String family, int toCompute, int resumed, int total) {
            this.err = err;
            this.family = family;
            this.toCompute = toCompute;
            this.resumed = resumed;
            this.total = total;
        }

        @Override
        public void onTaskEnd(SparkListenerTaskEnd end) {
            if (end.taskInfo() == null || !end.taskInfo().successful()) {
                return;
            }
            int n = finished.incrementAndGet();
            long now = System.nanoTime();
            synchronized (this) {
                if (over || n >= toCompute || now - lastShown < 1_000_000_000L) {
                    return; // the last line is finish's: Spark may tell listeners of the last task after the job ends
                }
                lastShown = now;
                show(n, now);
            }
        }

        private void show(int n, long now) {
            double elapsed = (now - started) / 1e9;
            double rate = n / Math.max(elapsed, 1e-9);
            String left = n >= toCompute ? "done" : "about " + duration((toCompute - n) / rate) + " left";
            String line = String.format(Locale.ROOT, "cgt: survey %s: %d of %d computations done%s, %.2f a second,"
                    + " %s", family, resumed + n, total, resumed > 0 ? " (" + resumed + " resumed)" : "", rate, left);
            if (terminal) {
                err.print("\r" + line + "\033[K");
            } else {
                err.println(line);
            }
            err.flush();
        }

        /** How many games' tasks have finished in this run. */
        int finishedCount() {
            return finished.get();
        }

        /** The last line, once the job has ended with {@code done} games computed. */
        synchronized void finish(int done) {
            over = true;
            if (done > 0) {
                show(done, System.nanoTime());
            }
            if (terminal) {
                err.println();
                err.flush();
            }
        }

        static String duration(double seconds) {
            long s = Math.round(seconds);
            return s < 120 ? s + " s" : s < 7200 ? (s / 60) + " min" : String.format(Locale.ROOT, "%.1f h", s / 3600.0);
        }
    }
}

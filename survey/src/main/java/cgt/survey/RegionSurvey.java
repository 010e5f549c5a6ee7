package cgt.survey;

import cgt.format.io.AtomicFiles;
import cgt.format.io.RegionTableFile;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import cgt.partizan.solve.Region;
import cgt.partizan.solve.RegionValues;
import cgt.task.RunFailedException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;

/**
 * The Domineering endgame table on Apache Spark ({@code cgt survey domineering-regions:N}): the canonical value of
 * every region of at most N squares, up to the square's symmetries ({@link Region}), level by level. The regions of
 * n squares are enumerated on the driver (each of n - 1 grown by a square, repeats dropped); their values need only
 * the levels below (a domino placed leaves smaller regions, {@link RegionValues#valueFromSmaller}), which go to the
 * executors as a broadcast; the level is cut into parts of a fixed number of regions, one Spark task each, and each
 * task writes its part file at once under {@code OUT/rows/}, so that a killed survey resumes from the parts
 * finished, as the octal survey does from its games. The table is written as {@code OUT/regions.tsv}
 * ({@link RegionTableFile}), which {@code cgt solve --regions} reads.
 */
public final class RegionSurvey {

    /** The family's name, before {@code :N}. */
    public static final String FAMILY = "domineering-regions";
    /** Regions a task values by default: a few seconds of work for the largest levels, a file of a few hundred KB. */
    static final int PART_REGIONS = 4096;
    /** The table's file in the survey's folder. */
    static final String TABLE = "regions.tsv";

    private RegionSurvey() {
    }

    /**
     * What to survey and how.
     *
     * @param cells the most squares of a region
     * @param out the survey's folder (a folder every machine sees, on a cluster)
     * @param master Spark's master URL
     * @param partRegions regions a task values
     * @param spark further Spark settings of this survey's session
     */
    public record Settings(int cells, Path out, String master, int partRegions, Map<String, String> spark) {
        public Settings {
            spark = Map.copyOf(spark);
            if (cells < 1 || cells > Region.MAX_CELLS) {
                throw new BadInputException(FAMILY + ":N takes N from 1 to " + Region.MAX_CELLS + " squares, not " + cells);
            }
        }

        public Settings(int cells, Path out, String master) {
            this(cells, out, master, PART_REGIONS, Map.of());
        }
    }

    /**
     * One level of the survey.
     *
     * @param cells the regions' squares
     * @param regions how many regions of that many squares there are
     * @param parts how many parts the level is cut into
     * @param computed the parts this run computed (the rest were resumed)
     * @param seconds this run's time on the level
     */
    public record Level(int cells, int regions, int parts, int computed, double seconds) {
    }

    /** What a survey produced: the table, each level, the run's time. */
    public record Result(RegionValues table, List<Level> levels, double wallSeconds) {
        public int computed() {
            return levels.stream().mapToInt(Level::computed).sum();
        }

        public int resumed() {
            return levels.stream().mapToInt(l -> l.parts() - l.computed()).sum();
        }
    }

    /** Runs the survey, reporting progress to {@code err}. */
    public static Result run(Settings s, PrintWriter err) throws IOException {
        long started = System.nanoTime();
        Path rowsDir = s.out().resolve(Survey.ROWS);
        Files.createDirectories(rowsDir);
        checkSameSurvey(s.out());
        Map<Region, CanonicalGame> values = new HashMap<>();
        Map<String, CanonicalGame> parsed = new HashMap<>();
        List<Level> levels = new ArrayList<>();
        SparkConf conf = new SparkConf().setAppName("cgt survey " + FAMILY + ":" + s.cells()).setMaster(s.master())
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false")
                .set("spark.task.maxFailures", Integer.toString(Survey.MAX_ATTEMPTS))
                .set("spark.locality.wait", "0s");
        if (s.master().startsWith("local")) {
            conf.set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1");
        }
        s.spark().forEach(conf::set);
        try (SparkSession spark = SparkSession.builder().config(conf).getOrCreate()) {
            JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            List<Region> level = List.of();
            for (int n = 1; n <= s.cells(); n++) {
                long levelStarted = System.nanoTime();
                level = RegionValues.regionsOfSize(n, level);
                int parts = (level.size() + s.partRegions() - 1) / s.partRegions();
                List<Part> missing = new ArrayList<>();
                for (int k = 0; k < parts; k++) {
                    List<Region> regions = level.subList(k * s.partRegions(), Math.min(level.size(),
                            (k + 1) * s.partRegions()));
                    Path file = rowsDir.resolve(partName(n, k, parts));
                    if (!resumed(file, regions, values, parsed, err)) {
                        missing.add(Part.of(n, k, parts, regions));
                    }
                }
                if (!missing.isEmpty()) {
                    if (missing.size() < parts) {
                        err.printf(Locale.ROOT, "cgt: resuming the survey in %s: %d of %d parts of the regions of %d"
                                + " squares were finished there%n", s.out(), parts - missing.size(), parts, n);
                        err.flush();
                    }
                    compute(jsc, s, n, missing, parts, values, parsed, err);
                }
                levels.add(new Level(n, level.size(), parts, missing.size(), (System.nanoTime() - levelStarted) / 1e9));
            }
        }
        RegionValues table = RegionValues.of(s.cells(), values);
        RegionTableFile.write(s.out().resolve(TABLE), table);
        return new Result(table, levels, (System.nanoTime() - started) / 1e9);
    }

    /** The level's missing parts on Spark, one task each, the values below them broadcast. */
    private static void compute(JavaSparkContext jsc, Settings s, int n, List<Part> missing, int parts,
            Map<Region, CanonicalGame> values, Map<String, CanonicalGame> parsed, PrintWriter err) {
        Broadcast<Below> below = jsc.broadcast(Below.of(n - 1, values));
        String rowsDir = s.out().resolve(Survey.ROWS).toAbsolutePath().toString();
        Survey.Progress progress = new Survey.Progress(err, FAMILY + ":" + s.cells() + " (regions of " + n
                + " squares)", missing.size(), parts - missing.size(), parts);
        jsc.sc().addSparkListener(progress);
        List<String> texts = List.of();
        try {
            texts = jsc.parallelize(missing, missing.size()).mapPartitions((Iterator<Part> it) -> {
                List<String> out = new ArrayList<>();
                RegionValues table = below.value().table();
                while (it.hasNext()) {
                    out.add(it.next().valued(table, Path.of(rowsDir)));
                }
                return out.iterator();
            }).collect();
        } catch (Exception e) { // Spark's SparkException is a checked exception thrown unannounced
            if (Thread.currentThread().isInterrupted() || e.getCause() instanceof InterruptedException) {
                throw new CancellationException("interrupted; the parts finished are kept in " + s.out()
                        + ": run the same command again to go on from them");
            }
            throw new RunFailedException(String.format(Locale.ROOT, "the survey's Spark job was aborted (%s); the"
                    + " parts finished are kept in %s: run the same command again to go on from them",
                    Survey.reason(e), s.out()), e);
        } finally {
            jsc.sc().removeSparkListener(progress);
            progress.finish(texts.size());
            below.destroy();
        }
        for (String text : texts) {
            read(text, values, parsed);
        }
    }

    /** Takes a finished part file's values when it holds exactly the part's regions; false when it must be computed. */
    private static boolean resumed(Path file, List<Region> regions, Map<Region, CanonicalGame> values,
            Map<String, CanonicalGame> parsed, PrintWriter err) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try {
            Map<Region, CanonicalGame> found = new HashMap<>();
            read(Files.readString(file, StandardCharsets.UTF_8), found, parsed);
            if (!found.keySet().equals(new HashSet<>(regions))) {
                throw new IllegalStateException("it holds other regions than the part's");
            }
            values.putAll(found);
            return true;
        } catch (IOException | RuntimeException e) {
            err.println("cgt: warning: skipping " + file + " (" + e.getMessage() + "); its regions are computed again");
            return false;
        }
    }

    private static void read(String text, Map<Region, CanonicalGame> into, Map<String, CanonicalGame> parsed) {
        for (String line : text.split("\n", -1)) {
            if (line.isEmpty()) {
                continue;
            }
            int tab = line.indexOf('\t');
            if (tab < 0) {
                throw new IllegalStateException("a line without a value: " + line);
            }
            into.put(Region.parse(line.substring(0, tab)),
                    parsed.computeIfAbsent(line.substring(tab + 1), GameParser::parse));
        }
    }

    static String partName(int cells, int part, int parts) {
        return String.format(Locale.ROOT, "regions-%02d-part-%05d-of-%05d.tsv", cells, part, parts);
    }

    /** Refuses a folder that holds another kind of survey (the octal survey's rows would be misread). */
    private static void checkSameSurvey(Path out) throws IOException {
        Path file = out.resolve(Survey.SETTINGS);
        String mine = "family=" + FAMILY + "\n";
        if (Files.exists(file)) {
            String theirs = Files.readString(file, StandardCharsets.UTF_8);
            if (!theirs.equals(mine)) {
                throw new BadInputException("--out " + out + " holds another survey (" + theirs.strip() + "); choose"
                        + " another --out for " + FAMILY);
            }
        } else {
            Files.writeString(file, mine, StandardCharsets.UTF_8);
        }
    }

    /** One task's regions: their drawings, and where its part file goes. */
    static final class Part implements Serializable {
        private static final long serialVersionUID = 1L;
        private final int cells;
        private final int index;
        private final int parts;
        private final int[] rows;
        private final int[] cols;
        private final long[] drawings;

        private Part(int cells, int index, int parts, int[] rows, int[] cols, long[] drawings) {
            this.cells = cells;
            this.index = index;
            this.parts = parts;
            this.rows = rows;
            this.cols = cols;
            this.drawings = drawings;
        }

        static Part of(int cells, int index, int parts, List<Region> regions) {
            int[] rows = new int[regions.size()];
            int[] cols = new int[regions.size()];
            long[] drawings = new long[regions.size()];
            for (int i = 0; i < regions.size(); i++) {
                rows[i] = regions.get(i).rows();
                cols[i] = regions.get(i).cols();
                drawings[i] = regions.get(i).cells();
            }
            return new Part(cells, index, parts, rows, cols, drawings);
        }

        /** Values the part's regions, writes its file whole, and returns its text. */
        String valued(RegionValues below, Path rowsDir) {
            StringBuilder text = new StringBuilder(drawings.length * 48);
            for (int i = 0; i < drawings.length; i++) {
                Region r = new Region(rows[i], cols[i], drawings[i]);
                CanonicalGame v = cells < 2 ? CanonicalGame.zero() : RegionValues.valueFromSmaller(r, below::value);
                text.append(r).append('\t').append(v).append('\n');
            }
            String out = text.toString();
            try {
                AtomicFiles.replace(rowsDir.resolve(partName(cells, index, parts)), out);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write part " + index + " of the regions of " + cells
                        + " squares in " + rowsDir, e);
            }
            return out;
        }
    }

    /**
     * The values of the levels below, as the executors get them: the regions' drawings and an index into the
     * distinct values, printed (canonical games are interned in each JVM, so they travel as text and are parsed
     * there, each distinct value once).
     */
    static final class Below implements Serializable {
        private static final long serialVersionUID = 1L;
        private final int cells;
        private final int[] rows;
        private final int[] cols;
        private final long[] drawings;
        private final int[] valueIndex;
        private final String[] distinct;
        private transient RegionValues table;

        private Below(int cells, int[] rows, int[] cols, long[] drawings, int[] valueIndex, String[] distinct) {
            this.cells = cells;
            this.rows = rows;
            this.cols = cols;
            this.drawings = drawings;
            this.valueIndex = valueIndex;
            this.distinct = distinct;
        }

        /** The values of the regions of at most {@code cells} squares (a resumed level's own are left out). */
        static Below of(int cells, Map<Region, CanonicalGame> all) {
            Map<Region, CanonicalGame> values = new HashMap<>();
            all.forEach((r, v) -> {
                if (r.size() <= cells) {
                    values.put(r, v);
                }
            });
            int n = values.size();
            int[] rows = new int[n];
            int[] cols = new int[n];
            long[] drawings = new long[n];
            int[] index = new int[n];
            Map<CanonicalGame, Integer> ids = new HashMap<>();
            List<String> distinct = new ArrayList<>();
            int i = 0;
            for (Map.Entry<Region, CanonicalGame> e : values.entrySet()) {
                rows[i] = e.getKey().rows();
                cols[i] = e.getKey().cols();
                drawings[i] = e.getKey().cells();
                index[i] = ids.computeIfAbsent(e.getValue(), v -> {
                    distinct.add(v.toString());
                    return distinct.size() - 1;
                });
                i++;
            }
            return new Below(cells, rows, cols, drawings, index, distinct.toArray(new String[0]));
        }

        /** The table, built once per copy of the broadcast. */
        synchronized RegionValues table() {
            if (table == null) {
                CanonicalGame[] games = new CanonicalGame[distinct.length];
                for (int i = 0; i < games.length; i++) {
                    games[i] = GameParser.parse(distinct[i]);
                }
                Map<Region, CanonicalGame> entries = new HashMap<>();
                for (int i = 0; i < drawings.length; i++) {
                    entries.put(new Region(rows[i], cols[i], drawings[i]), games[valueIndex[i]]);
                }
                table = RegionValues.of(cells, entries);
            }
            return table;
        }
    }
}

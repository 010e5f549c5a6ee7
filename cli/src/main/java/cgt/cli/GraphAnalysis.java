package cgt.cli;

import cgt.format.FileArgument;
import cgt.format.io.RegularFiles;
import cgt.format.json.Json;
import cgt.input.BadInputException;
import cgt.loopy.GameGraph;
import cgt.loopy.GeneralizedValue;
import cgt.loopy.GraphLabelling;
import cgt.loopy.GraphReader;
import cgt.loopy.GraphSolver;
import cgt.loopy.LoopyOutcome;
import cgt.loopy.VertexLabel;
import cgt.task.TooBigException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code cgt analyze graph FILE [--json]}: reads a game graph (cycles allowed) from a file and prints every
 * vertex's outcome (P, N or D), remoteness and generalized Sprague-Grundy value. Reading the file is the
 * command line's part; the parsing and the analysis are core's ({@link GraphReader}, {@code GraphSolver}).
 */
final class GraphAnalysis {

    /** The word that takes the place of a game's name. */
    static final String NAME = "graph";
    /** Vertices listed in text mode before the list is cut short (--json lists them all). */
    static final int MAX_TEXT_VERTICES = 1000;

    static final String RULES = "any game given as its graph: a vertex is a position, an edge a move (for either"
            + " player); cycles are allowed, and a game that can go on forever is a draw";
    static final String FILE_SYNTAX = "cgt analyze graph FILE: one vertex a line, 'name: option option ...', or a"
            + " Graphviz digraph such as 'digraph { a -> b; b -> {c d} }'";
    /** The kind of game a graph is, as {@code cgt games graph} says it after the name. */
    static final String KIND = "impartial, cycles allowed";
    /** What {@code cgt analyze graph} prints, as {@code cgt games graph} says it. */
    static final String PRINTS = "each vertex's outcome (P, N or D for a draw), remoteness (moves to the end with best"
            + " play) and generalized Sprague-Grundy value (Smith: a nim value, or ∞ with the values its options"
            + " reach)";

    private final PrintWriter out;
    private final StderrProgress progress;

    GraphAnalysis(PrintWriter out, StderrProgress progress) {
        this.out = out;
        this.progress = progress;
    }

    /** {@code cgt games graph --json}. */
    static Map<String, Object> describe() {
        Map<String, Object> o = Json.object();
        o.put("name", NAME);
        o.put("kind", "graph");
        o.put("rules", RULES);
        o.put("position", FILE_SYNTAX);
        return o;
    }

    int run(List<String> arguments, boolean json, boolean misere, boolean explain) {
        if (arguments.size() != 1) {
            throw new BadInputException("'analyze graph' takes one FILE (one vertex a line, 'name: option option"
                    + " ...', or a Graphviz digraph), not " + arguments.size() + " arguments");
        }
        if (misere || explain) {
            throw new BadInputException((misere ? "--misere" : "--explain") + " is not available for game graphs;"
                    + " 'analyze graph FILE' takes --json alone");
        }
        String file = arguments.get(0);
        GameGraph graph = read(FileArgument.of("graph file", file));
        GraphLabelling labels = GraphSolver.solve(graph, progress);
        progress.done();
        if (json) {
            json(file, labels);
        } else {
            text(file, labels);
        }
        return 0;
    }

    private GameGraph read(Path path) {
        long size;
        try {
            if (Files.isDirectory(path)) {
                throw new BadInputException("cannot read the graph " + path + ": it is a directory");
            }
            RegularFiles.requireRegularIfPresent(path, "the graph file");
            size = Files.size(path);
        } catch (NoSuchFileException e) {
            throw new BadInputException("cannot read the graph " + path + ": no such file");
        } catch (IOException e) {
            throw new BadInputException("cannot read the graph " + path + ": " + e.getMessage());
        }
        Runtime runtime = Runtime.getRuntime();
        long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        long budget = free / 10 * 8; // a margin for the collector and the output
        try (InputStream in = new Counting(Files.newInputStream(path), size);
                Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT))) {
            return GraphReader.read(reader, budget);
        } catch (TooBigException e) {
            throw new TooBigException(e.getMessage() + "; give Java more memory with JAVA_OPTS=-Xmx...",
                    "cli.tooBig.graphMemory", List.of(e));
        } catch (UncheckedIOException e) {
            throw unreadable(path, e.getCause());
        } catch (IOException e) {
            throw unreadable(path, e);
        }
    }

    private static BadInputException unreadable(Path path, IOException e) {
        if (e instanceof CharacterCodingException) {
            return new BadInputException("cannot read the graph " + path + ": it is not UTF-8 text");
        }
        return new BadInputException("cannot read the graph " + path + ": " + e.getMessage());
    }

    private void text(String file, GraphLabelling labels) {
        GameGraph g = labels.graph();
        out.printf(Locale.ROOT, "graph %s: %,d vertices, %,d moves%n", file, g.vertexCount(), g.edgeCount());
        out.printf(Locale.ROOT, "outcomes: %,d P, %,d N, %,d D (draw)%n", labels.count(LoopyOutcome.P),
                labels.count(LoopyOutcome.N), labels.count(LoopyOutcome.D));
        int shown = Math.min(g.vertexCount(), MAX_TEXT_VERTICES);
        for (int v = 0; v < shown; v++) {
            out.println(line(labels.label(v)));
        }
        if (shown < g.vertexCount()) {
            out.printf(Locale.ROOT, "... and %,d more vertices (--json lists them all)%n", g.vertexCount() - shown);
        }
    }

    /** {@code a: N in 3 moves, value 1}; {@code c: D, value ∞(0,2)}. */
    static String line(VertexLabel l) {
        String when = l.remoteness().isPresent()
                ? " in " + l.remoteness().getAsInt() + (l.remoteness().getAsInt() == 1 ? " move" : " moves")
                : "";
        return l.name() + ": " + l.outcome() + when + ", value " + l.value();
    }

    private void json(String file, GraphLabelling labels) {
        GameGraph g = labels.graph();
        // Written vertex by vertex: a graph of millions of vertices is never one String.
        out.print("{\"graph\":" + Json.write(file) + ",\"vertexCount\":" + g.vertexCount() + ",\"edgeCount\":"
                + g.edgeCount() + ",\"vertices\":[");
        for (int v = 0; v < g.vertexCount(); v++) {
            VertexLabel l = labels.label(v);
            Map<String, Object> o = Json.object();
            o.put("name", l.name());
            o.put("outcome", l.outcome().name());
            o.put("remoteness", l.remoteness().isPresent() ? l.remoteness().getAsInt() : null);
            if (l.value() instanceof GeneralizedValue.Finite f) {
                o.put("value", f.value());
            } else {
                o.put("value", "inf");
                o.put("reach", ((GeneralizedValue.Infinite) l.value()).reach());
            }
            if (v > 0) {
                out.print(',');
            }
            out.print(Json.write(o));
        }
        out.println("]}");
        out.flush();
    }

    /** Counts the bytes read, for progress while a big file is read. */
    private final class Counting extends FilterInputStream {

        private final long size;
        private long read;
        private long reported;

        Counting(InputStream in, long size) {
            super(in);
            this.size = size;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                read += n;
                if (read - reported >= 1 << 22) {
                    reported = read;
                    progress.report("reading the graph (bytes)", read, size);
                }
            }
            return n;
        }
    }
}

package cgt.cli;

import cgt.catalog.Catalog;
import cgt.catalog.GameProvider;
import cgt.format.GameNotes;
import cgt.format.i18n.Texts;
import cgt.format.json.GamesJson;
import cgt.format.json.Json;
import cgt.games.Game;
import cgt.games.HeapGame;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** {@code cgt games [NAME]}: every built-in game with its rules and position syntax, or one game in full. */
@Command(name = "games", description = "List the built-in games: name, rules in one line, position syntax.")
final class GamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "Show one game in full, with notes.")
    String name;

    @CommandLine.Mixin
    RulesOption rules; // handled by Main: --rules FILE.java stands for GAME

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Texts t = Main.texts(spec);
        if (GraphAnalysis.NAME.equals(name)) {
            if (json) {
                out.println(Json.write(GraphAnalysis.describe()));
            } else {
                printGraph(out, t);
            }
            return 0;
        }
        if (name != null) {
            Game g = Catalog.find(name);
            if (json) {
                out.println(Json.write(describe(g)));
            } else {
                out.println(g.name() + " (" + t.game(kind(g), "kind." + kind(g)) + ")");
                Labels labels = new Labels(t);
                out.println(labels.rules + rules(g, t));
                out.println(labels.position + t.game(g.syntax(), "game." + g.name() + ".position"));
                printNotes(out, g, labels, t);
            }
            return 0;
        }
        List<Game> games = Catalog.builtIns();
        if (json) {
            out.println(Json.write(GamesJson.catalog()));
            return 0;
        }
        int width = Math.max(games.stream().mapToInt(g -> g.name().length()).max().orElse(0),
                Catalog.families().stream().mapToInt(f -> f.pattern().length()).max().orElse(0)) + 2;
        List<Game> heapGames = games.stream().filter(g -> g instanceof HeapGame).toList();
        out.println(t.text("games.heading.heap"));
        for (Game g : heapGames) {
            out.println("  " + pad(g.name(), width) + rules(g, t));
        }
        for (GameProvider.Family f : Catalog.families()) {
            out.println("  " + pad(f.pattern(), width) + GamesJson.rules(f, t) + "; " + t.text("games.eg") + " "
                    + f.example());
        }
        out.println();
        section(out, t, t.text("games.heading.impartial"), games.stream()
                .filter(g -> kind(g).equals("impartial") && !heapGames.contains(g)).toList(), width);
        section(out, t, t.text("games.heading.partizan"), games.stream()
                .filter(g -> kind(g).equals("partizan")).toList(), width);
        out.println(t.text("games.heading.graphs"));
        out.println("  " + pad(GraphAnalysis.NAME, width) + t.text("games.graph"));
        out.println();
        out.println(t.text("games.try"));
        return 0;
    }

    private static void section(PrintWriter out, Texts t, String title, List<Game> games, int width) {
        if (games.isEmpty()) {
            return;
        }
        out.println(title);
        for (Game g : games) {
            out.println("  " + pad(g.name(), width) + rules(g, t));
            out.println("  " + " ".repeat(width) + t.text("games.position") + ": "
                    + t.game(g.syntax(), "game." + g.name() + ".position"));
        }
        out.println();
    }

    /** {@code cgt games graph}: the game a graph file is, laid out as a built-in game's lines with what it prints. */
    private static void printGraph(PrintWriter out, Texts t) {
        String printsWord = t.game("prints", "graph.printsLabel");
        Labels labels = new Labels(t, printsWord);
        out.println(GraphAnalysis.NAME + " (" + t.game(GraphAnalysis.KIND, "graph.kind") + ")");
        out.println(labels.rules + t.game(GraphAnalysis.RULES, "graph.rules"));
        out.println(labels.position + t.game(GraphAnalysis.FILE_SYNTAX, "graph.position"));
        out.println(Labels.label(printsWord, labels.width) + t.game(GraphAnalysis.PRINTS, "graph.prints"));
    }

    private static String rules(Game g, Texts t) {
        return t.game(g.rules(), "game." + g.name() + ".rules");
    }

    /**
     * The labels of one game's lines, "  rules:    ", "  position: ", ..., padded to the longest in the language
     * so that the texts after them line up.
     */
    private static final class Labels {
        final String rules;
        final String position;
        final String notes;
        final String source;
        final String indent;
        final int width;

        /** The labels, lined up with {@code more} words' labels too (graph's "prints"). */
        Labels(Texts t, String... more) {
            List<String> words = List.of(t.text("games.rules"), t.text("games.position"), t.text("games.notes"),
                    t.text("games.source"));
            width = Stream.concat(words.stream(), Stream.of(more)).mapToInt(String::length).max().orElse(0) + 2;
            rules = label(words.get(0), width);
            position = label(words.get(1), width);
            notes = label(words.get(2), width);
            source = label(words.get(3), width);
            indent = " ".repeat(width + 2);
        }

        static String label(String word, int width) {
            return "  " + pad(word + ":", width);
        }
    }

    private static Map<String, Object> describe(Game g) {
        return GamesJson.describe(g);
    }

    /** The game's notes in the language, one wrapped line after another, then their source. */
    private static void printNotes(PrintWriter out, Game g, Labels labels, Texts t) {
        GameNotes.Note note = GameNotes.of(g, t.language()).orElse(null);
        if (note == null) {
            return;
        }
        String label = labels.notes;
        for (String line : note.lines()) {
            out.println(label + line);
            label = labels.indent;
        }
        out.println(labels.source + note.source());
    }

    static String kind(Game g) {
        return GamesJson.kind(g);
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
    }
}

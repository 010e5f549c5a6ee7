package cgt.cli;

import cgt.catalog.Catalog;
import cgt.catalog.GameProvider;
import cgt.format.GameNotes;
import cgt.format.json.GamesJson;
import cgt.format.json.Json;
import cgt.games.Game;
import cgt.games.HeapGame;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
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
        if (GraphAnalysis.NAME.equals(name)) {
            out.println(json ? Json.write(GraphAnalysis.describe()) : GraphAnalysis.DESCRIPTION);
            return 0;
        }
        if (name != null) {
            Game g = Catalog.find(name);
            if (json) {
                out.println(Json.write(describe(g)));
            } else {
                out.println(g.name() + " (" + kind(g) + ")");
                out.println("  rules:    " + g.rules());
                out.println("  position: " + g.syntax());
                printNotes(out, g);
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
        out.println("Heap games (normal play, or --misere): a position is heap sizes, one per argument, e.g. 3 4 5");
        for (Game g : heapGames) {
            out.println("  " + pad(g.name(), width) + g.rules());
        }
        for (GameProvider.Family f : Catalog.families()) {
            out.println("  " + pad(f.pattern(), width) + f.rules() + "; e.g. " + f.example());
        }
        out.println();
        section(out, "Other impartial games:", games.stream()
                .filter(g -> kind(g).equals("impartial") && !heapGames.contains(g)).toList(), width);
        section(out, "Partizan games (Left is blue and positive):", games.stream()
                .filter(g -> kind(g).equals("partizan")).toList(), width);
        out.println("Game graphs (cycles allowed; draws found):");
        out.println("  " + pad(GraphAnalysis.NAME, width) + "cgt analyze graph FILE: one vertex a line, 'name: option"
                + " option ...', or a Graphviz digraph");
        out.println();
        out.println("Try: cgt analyze nim 3 4 5 --explain; 'cgt games NAME' shows one game with notes.");
        return 0;
    }

    private static void section(PrintWriter out, String title, List<Game> games, int width) {
        if (games.isEmpty()) {
            return;
        }
        out.println(title);
        for (Game g : games) {
            out.println("  " + pad(g.name(), width) + g.rules());
            out.println("  " + " ".repeat(width) + "position: " + g.syntax());
        }
        out.println();
    }

    private static Map<String, Object> describe(Game g) {
        return GamesJson.describe(g);
    }

    /** The game's notes (from the cli's resources), one wrapped line after another, then their source. */
    private static void printNotes(PrintWriter out, Game g) {
        GameNotes.Note note = GameNotes.of(g).orElse(null);
        if (note == null) {
            return;
        }
        String label = "  notes:    ";
        for (String line : note.lines()) {
            out.println(label + line);
            label = "            ";
        }
        out.println("  source:   " + note.source());
    }

    static String kind(Game g) {
        return GamesJson.kind(g);
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
    }
}

package cgt.cli;

import cgt.analysis.Play;
import cgt.catalog.Catalog;
import cgt.format.Messages;
import cgt.games.Game;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.input.BadInputException;
import cgt.match.ImpartialMatch;
import cgt.match.LoopyPartizanMatch;
import cgt.match.PartizanMatch;
import cgt.outcome.Player;
import cgt.partizan.search.PartizanCycleException;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import cgt.task.Budget;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code cgt play GAME POSITION...}: play against a perfect opponent in the terminal. You type the position
 * your move leads to, in the game's own syntax; cgt answers with a winning move whenever there is one.
 */
@Command(name = "play", description = "Play a game against a perfect computer opponent.")
final class PlayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "A game name (see 'cgt games').")
    String gameName;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "POSITION", description = "The starting position.")
    List<String> position;

    @CommandLine.Mixin
    RulesOption rules; // handled by Main: --rules FILE.java stands for GAME

    @Option(names = "--misere", description = "Misère play: whoever cannot move wins.")
    boolean misere;

    @Option(names = "--computer-first", description = "Let cgt make the first move.")
    boolean computerFirst;

    @Option(names = "--seed", paramLabel = "N", description = "Seeds cgt's choice of move in a lost position.")
    long seed = System.nanoTime();

    @Option(names = "--move-limit", paramLabel = "N", description = "In a game with cycles, the number of moves"
            + " after which the game is a draw (default: 200); a position occurring a third time is a draw too.")
    int moveLimit = ImpartialMatch.DEFAULT_MOVE_LIMIT;

    @Option(names = "--as", paramLabel = "SIDE", description = "In a partizan game, the side you play: left"
            + " (default) or right.")
    String side = "left";

    /** The longest line read as a command; a longer one is discarded as it is read, never stored whole. */
    static final int MAX_LINE = 10_000;

    /** Where moves are read from; standard input unless a test says otherwise. */
    Reader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Game game = Catalog.find(gameName);
        if (game instanceof PartizanRulesGame<?> partizan) {
            if (misere) {
                throw new BadInputException("--misere applies to impartial games; " + game.name()
                        + " is played in normal play (whoever cannot move loses)");
            }
            return partizan(partizan.ruleset(), out);
        }
        if (!(game instanceof ImpartialGame<?> impartial)) {
            throw new BadInputException("cgt cannot play " + game.name());
        }
        ImpartialMatch match = ImpartialMatch.start(impartial, position, Play.misereIf(misere), seed,
                moveLimit);
        out.println(game.name() + " " + match.position() + (misere ? " (misère: whoever cannot move wins)"
                : " (whoever cannot move loses)"));
        out.println("Type the position your move leads to (e.g. " + (match.isOver() ? "-" : match.moves().get(0))
                + "), or: hint, moves, quit.");
        boolean yourTurn = !computerFirst;
        while (!match.isOver()) {
            Optional<String> draw = match.draw(); // a game with cycles may never end
            if (draw.isPresent()) {
                out.println("draw: " + draw.get() + ".");
                return 0;
            }
            if (!yourTurn) {
                out.println("cgt moves to: " + match.computerMove());
                yourTurn = true;
                continue;
            }
            String command = ask("your move from " + match.position() + "> ", out);
            if (command == null) {
                out.println("Stopped at " + match.position() + ".");
                return 0;
            }
            if (command.isEmpty()) {
                continue;
            }
            if (command.equals("hint")) {
                match.hint().explanationText().forEach(out::println);
                continue;
            }
            if (command.equals("moves")) {
                match.moves().forEach(m -> out.println("  " + m));
                continue;
            }
            try {
                match.play(Arrays.asList(command.split("\\s+")));
                yourTurn = false;
            } catch (BadInputException e) {
                out.println(Messages.brief(e.getMessage()));
            }
        }
        boolean youAreToMove = yourTurn;
        boolean moverWins = misere; // the player to move has no move: loses in normal play, wins in misère
        boolean youWin = youAreToMove == moverWins;
        out.println("No move is left from " + match.position() + ": " + (youWin ? "you win." : "cgt wins."));
        return 0;
    }

    private <P> int partizan(PartizanRules<P> game, PrintWriter out) throws IOException {
        Player you = switch (side.strip().toLowerCase(Locale.ROOT)) {
            case "left", "l" -> Player.LEFT;
            case "right", "r" -> Player.RIGHT;
            default -> throw new BadInputException("--as " + side + ": expected left or right");
        };
        PartizanMatch match = PartizanMatch.start(game, PartizanEvaluator.of(game), position);
        try {
            match.value(); // the search for the start's value, which meets any cycle
        } catch (PartizanCycleException cycle) {
            return loopyPartizan(game, you, out);
        }
        out.println(game.name() + " " + match.position() + ": you play " + you.title() + ", cgt plays "
                + you.opponent().title() + " (whoever cannot move loses).");
        out.println("Type the position your move leads to, or: hint, moves, quit.");
        Player toMove = computerFirst ? you.opponent() : you;
        while (!match.isStuck(toMove)) {
            if (toMove != you) {
                out.println("cgt (" + toMove.title() + ") moves to: " + match.computerMove(toMove));
                toMove = you;
                continue;
            }
            String command = ask("your move (" + you.title() + ") from " + match.position() + "> ", out);
            if (command == null) {
                out.println("Stopped at " + match.position() + ".");
                return 0;
            }
            if (command.isEmpty()) {
                continue;
            }
            if (command.equals("hint")) {
                out.println("value " + match.value() + ": you " + (match.winsMovingFirst(you) ? "win" : "lose")
                        + " moving first with perfect play.");
                continue;
            }
            if (command.equals("moves")) {
                match.moves(you).forEach(m -> out.println("  " + m));
                continue;
            }
            try {
                match.play(you, Arrays.asList(command.split("\\s+")));
                toMove = you.opponent();
            } catch (BadInputException e) {
                out.println(Messages.brief(e.getMessage()));
            }
        }
        out.println(toMove.title() + " cannot move from " + match.position() + ": "
                + (toMove == you ? "cgt wins." : "you win."));
        return 0;
    }

    /**
     * A partizan game whose play can repeat: its whole graph solved first, the computer winning a won game,
     * keeping a drawn one, and a game that goes on drawn at a position's third occurrence with the same player to
     * move, or at the move limit.
     */
    private <P> int loopyPartizan(PartizanRules<P> game, Player you, PrintWriter out) throws IOException {
        LoopyPartizanMatch match = LoopyPartizanMatch.start(game, position, Budget.DEFAULT, moveLimit);
        out.println(game.name() + " " + match.position() + ": you play " + you.title() + ", cgt plays "
                + you.opponent().title() + " (whoever cannot move loses; play can repeat: a position met a third time"
                + " with the same player to move, or " + moveLimit + " moves, is a draw).");
        out.println("Type the position your move leads to, or: hint, moves, quit.");
        Player toMove = computerFirst ? you.opponent() : you;
        while (!match.isStuck(toMove)) {
            Optional<String> draw = match.draw(toMove);
            if (draw.isPresent()) {
                out.println("draw: " + draw.get() + ".");
                return 0;
            }
            if (toMove != you) {
                out.println("cgt (" + toMove.title() + ") moves to: " + match.computerMove(toMove));
                toMove = you;
                continue;
            }
            String command = ask("your move (" + you.title() + ") from " + match.position() + "> ", out);
            if (command == null) {
                out.println("Stopped at " + match.position() + ".");
                return 0;
            }
            if (command.isEmpty()) {
                continue;
            }
            if (command.equals("hint")) {
                OptionalInt r = match.remotenessMovingFirst(you);
                out.println("moving first with perfect play: " + match.resultMovingFirst(you).words()
                        + (r.isPresent() ? " in " + r.getAsInt() + (r.getAsInt() == 1 ? " move" : " moves") : "")
                        + ".");
                continue;
            }
            if (command.equals("moves")) {
                match.moves(you).forEach(m -> out.println("  " + m));
                continue;
            }
            try {
                match.play(you, Arrays.asList(command.split("\\s+")));
                toMove = you.opponent();
            } catch (BadInputException e) {
                out.println(Messages.brief(e.getMessage()));
            }
        }
        out.println(toMove.title() + " cannot move from " + match.position() + ": "
                + (toMove == you ? "cgt wins." : "you win."));
        return 0;
    }

    /**
     * Prompts and reads the player's next command, stripped; null when they quit or the input ends, empty
     * (to be skipped) for a line too long to be a command.
     */
    private String ask(String prompt, PrintWriter out) throws IOException {
        out.print(prompt);
        out.flush();
        Line line = readLine(in);
        if (line == null || line.text().strip().equals("quit")) {
            out.println();
            return null;
        }
        if (line.tooLong()) {
            out.println("That line was longer than " + MAX_LINE + " characters and was ignored: type the position"
                    + " your move leads to, or hint, moves, quit.");
            return "";
        }
        return line.text().strip();
    }

    /** A line of input, or the fact that it was too long (its text then empty). */
    record Line(String text, boolean tooLong) {
    }

    /**
     * The next line, without its terminator; null at the end of the input. At most {@link #MAX_LINE}
     * characters are kept: the rest of a longer line is read and dropped, so that a pasted 50 MB line costs
     * no memory (BufferedReader.readLine stored it whole, and cgt echoed it back).
     */
    static Line readLine(Reader in) throws IOException {
        StringBuilder b = new StringBuilder();
        boolean tooLong = false;
        int c = in.read();
        if (c == -1) {
            return null;
        }
        for (; c != -1 && c != '\n'; c = in.read()) {
            if (tooLong) {
                continue;
            }
            if (b.length() == MAX_LINE) {
                tooLong = true;
                b.setLength(0);
                b.trimToSize();
                continue;
            }
            b.append((char) c);
        }
        if (!tooLong && b.length() > 0 && b.charAt(b.length() - 1) == '\r') {
            b.setLength(b.length() - 1);
        }
        return new Line(b.toString(), tooLong);
    }
}

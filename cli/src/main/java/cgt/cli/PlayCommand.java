package cgt.cli;

import cgt.analysis.Play;
import cgt.catalog.Catalog;
import cgt.format.Messages;
import cgt.format.i18n.Texts;
import cgt.games.Game;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.input.BadInputException;
import cgt.match.DrawReason;
import cgt.match.ImpartialMatch;
import cgt.match.LoopyPartizanMatch;
import cgt.match.PartizanMatch;
import cgt.outcome.Outcome;
import cgt.outcome.Player;
import cgt.partizan.search.PartizanCycleException;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.partizan.solve.OutcomeSolver;
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
import java.util.function.Consumer;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code cgt play GAME POSITION...}: play against a perfect opponent in the terminal. You type the position
 * your move leads to, in the game's own syntax (or, on a board, the move's number in the list), and cgt answers with
 * a winning move whenever there is one. A hint comes in steps, so that a learner can think between them.
 */
@Command(name = "play", description = {"Play a game against a perfect computer opponent.",
    "Type the position your move leads to. Emptied heaps may be left out: from 3 0 1 1, '1 1' is the move to"
            + " 0 0 1 1 (a move is matched in the heaps' order first, then in any order, then with the emptied heaps"
            + " left out). Where positions are not written as numbers (boards, Chomp, Wythoff), a move may also be"
            + " typed as its number in the list 'moves' prints.",
    "Commands: hint (once: who wins from here; again: a winning move), moves, quit."})
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

    /** The words play understands besides moves, as a message lists them. */
    static final String COMMANDS = "hint, moves, quit";

    /** A lone short word of letters: a command, or a mistyped one, unless the game writes positions so. */
    private static final Pattern WORD = Pattern.compile("\\p{L}{1,40}");

    /** A move's number in the list of moves. */
    private static final Pattern NUMBER = Pattern.compile("[0-9]{1,9}");

    /** Where moves are read from; standard input unless a test says otherwise. */
    Reader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));

    /** The sentences of the run's language; the commands typed (hint, moves, quit) and positions stay as they are. */
    private Texts t = Texts.english();

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        t = Main.texts(spec);
        Game game = Catalog.find(gameName);
        if (game instanceof PartizanRulesGame<?> partizan) {
            if (misere) {
                throw new BadInputException("--misere applies to impartial games; " + game.name()
                        + " is played in normal play (whoever cannot move loses)", "play.misereIsImpartial",
                        List.of(game.name()));
            }
            return partizan(partizan.ruleset(), out);
        }
        if (!(game instanceof ImpartialGame<?> impartial)) {
            throw new BadInputException("cgt cannot play " + game.name(), "play.cannotPlay", List.of(game.name()));
        }
        ImpartialMatch match = ImpartialMatch.start(impartial, position, Play.misereIf(misere), seed,
                moveLimit);
        out.println(t.text(misere ? "play.title.misere" : "play.title", game.name(), match.position()));
        boolean numbered = numbered(match.position());
        out.println(t.text(numbered ? "play.typeExample.numbered" : "play.typeExample",
                match.isOver() ? "-" : match.moves().get(0), COMMANDS));
        boolean yourTurn = !computerFirst;
        int hints = 0; // hints asked for at this position: the first says who wins, the next a move
        while (!match.isOver()) {
            Optional<DrawReason> draw = match.drawReason(); // a game with cycles may never end
            if (draw.isPresent()) {
                out.println(t.text("play.draw", said(draw.get())));
                return 0;
            }
            if (!yourTurn) {
                out.println(t.text("play.cgtMoves", match.computerMove()));
                yourTurn = true;
                hints = 0;
                continue;
            }
            String command = ask(t.text("play.prompt", match.position()) + "> ", out);
            if (command == null) {
                out.println(t.text("play.stopped", match.position()));
                return 0;
            }
            if (command.isEmpty()) {
                continue;
            }
            if (command.equals("hint")) {
                out.println(impartialHint(match, hints++, t));
                continue;
            }
            if (command.equals("moves")) {
                list(match.moves(), numbered, out);
                continue;
            }
            try {
                match.play(words(command, match.moves(), numbered));
                yourTurn = false;
                hints = 0;
            } catch (BadInputException e) {
                out.println(unknownWord(command, w -> impartial.parsePosition(List.of(w))) ? unknown(command)
                        : Messages.brief(t.message(e)));
            }
        }
        boolean youAreToMove = yourTurn;
        boolean moverWins = misere; // the player to move has no move: loses in normal play, wins in misère
        boolean youWin = youAreToMove == moverWins;
        out.println(t.text(youWin ? "play.over.youWin" : "play.over.cgtWins", match.position()));
        return 0;
    }

    private <P> int partizan(PartizanRules<P> game, PrintWriter out) throws IOException {
        Player you = switch (side.strip().toLowerCase(Locale.ROOT)) {
            case "left", "l" -> Player.LEFT;
            case "right", "r" -> Player.RIGHT;
            default -> throw new BadInputException("--as " + side + ": expected left or right", "play.side",
                    List.of(side));
        };
        // The values are searched as analyze searches them, and the search shows its progress the same way: the
        // start's value can take minutes on a big board (Domineering 6x6), which a silent prompt hid.
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), Main.texts(spec));
        List<P> start = position.stream().map(game::parse).toList();
        PartizanMatch match;
        if (OutcomeSolver.isBeyondValues(game, start)) {
            // A board too big for its value (Domineering 8x8): played by the win/loss search, as cgt solve answers.
            match = PartizanMatch.startBySearch(game, OutcomeSolver.of(game, OutcomeSolver.DEFAULT_SMALL_MOVES,
                    progress), position);
        } else {
            match = PartizanMatch.start(game, new PartizanEvaluator<>(game,
                    TranspositionTable.forGame(game, TranspositionTable.defaultCapacity()), 1, progress), position);
            try {
                match.value(); // the search for the start's value, which meets any cycle
            } catch (PartizanCycleException cycle) {
                progress.done();
                return loopyPartizan(game, you, out);
            }
        }
        progress.done();
        out.println(t.text("play.title.partizan", game.name(), match.position(), side(you), side(you.opponent())));
        boolean numbered = numbered(match.position());
        out.println(t.text(numbered ? "play.type.numbered" : "play.type", COMMANDS));
        Player toMove = computerFirst ? you.opponent() : you;
        int hints = 0;
        while (!match.isStuck(toMove)) {
            if (toMove != you) {
                String moved = match.computerMove(toMove);
                progress.done();
                out.println(t.text("play.cgtMoves.side", side(toMove), moved));
                toMove = you;
                hints = 0;
                continue;
            }
            String command = ask(t.text("play.prompt.side", side(you), match.position()) + "> ", out);
            if (command == null) {
                out.println(t.text("play.stopped", match.position()));
                return 0;
            }
            if (command.isEmpty()) {
                continue;
            }
            if (command.equals("hint")) {
                String hint = partizanHint(match, you, hints++);
                progress.done();
                out.println(hint);
                continue;
            }
            if (command.equals("moves")) {
                list(match.moves(you), numbered, out);
                continue;
            }
            try {
                match.play(you, words(command, match.moves(you), numbered));
                toMove = you.opponent();
                hints = 0;
            } catch (BadInputException e) {
                out.println(unknownWord(command, game::parse) ? unknown(command) : Messages.brief(t.message(e)));
            }
        }
        out.println(t.text(toMove == you ? "play.stuck.cgtWins" : "play.stuck.youWin", side(toMove),
                match.position()));
        return 0;
    }

    /**
     * A partizan game whose play can repeat: its whole graph solved first, the computer winning a won game,
     * keeping a drawn one, and a game that goes on drawn at a position's third occurrence with the same player to
     * move, or at the move limit.
     */
    private <P> int loopyPartizan(PartizanRules<P> game, Player you, PrintWriter out) throws IOException {
        LoopyPartizanMatch match = LoopyPartizanMatch.start(game, position, Budget.DEFAULT, moveLimit);
        out.println(t.text("play.title.loopy", game.name(), match.position(), side(you), side(you.opponent()),
                moveLimit));
        boolean numbered = numbered(match.position());
        out.println(t.text(numbered ? "play.type.numbered" : "play.type", COMMANDS));
        Player toMove = computerFirst ? you.opponent() : you;
        while (!match.isStuck(toMove)) {
            Optional<DrawReason> draw = match.drawReason(toMove);
            if (draw.isPresent()) {
                out.println(t.text("play.draw", said(draw.get())));
                return 0;
            }
            if (toMove != you) {
                out.println(t.text("play.cgtMoves.side", side(toMove), match.computerMove(toMove)));
                toMove = you;
                continue;
            }
            String command = ask(t.text("play.prompt.side", side(you), match.position()) + "> ", out);
            if (command == null) {
                out.println(t.text("play.stopped", match.position()));
                return 0;
            }
            if (command.isEmpty()) {
                continue;
            }
            if (command.equals("hint")) {
                OptionalInt r = match.remotenessMovingFirst(you);
                String result = t.text("play.result." + match.resultMovingFirst(you).name());
                out.println(r.isPresent() ? t.text("play.hint.loopy.in", r.getAsInt(), result)
                        : t.text("play.hint.loopy", result));
                continue;
            }
            if (command.equals("moves")) {
                list(match.moves(you), numbered, out);
                continue;
            }
            try {
                match.play(you, words(command, match.moves(you), numbered));
                toMove = you.opponent();
            } catch (BadInputException e) {
                out.println(unknownWord(command, game::parse) ? unknown(command) : Messages.brief(t.message(e)));
            }
        }
        out.println(t.text(toMove == you ? "play.stuck.cgtWins" : "play.stuck.youWin", side(toMove),
                match.position()));
        return 0;
    }

    /**
     * The hint at an impartial position, in steps: first who wins (a learner may want only that), then a move.
     * Never the whole reasoning: {@code cgt analyze --explain} prints that.
     */
    static String impartialHint(ImpartialMatch match, int asked, Texts t) {
        Outcome outcome = match.outcome();
        if (asked == 0) {
            String meaning = outcome == Outcome.D ? t.text("play.outcome.D") : t.text("outcome." + outcome);
            return t.text("play.hint.is." + outcome, meaning);
        }
        return match.bestMove().map(m -> t.text(outcome == Outcome.D ? "play.hint.keepsDraw" : "play.hint.move", m))
                .orElse(t.text("play.hint.noWin"));
    }

    /** The hint at a partizan position, in steps: first the value and who wins moving first, then a winning move. */
    private String partizanHint(PartizanMatch match, Player you, int asked) {
        boolean wins = match.winsMovingFirst(you);
        if (asked == 0 && match.bySearch()) {
            return t.text(wins ? "play.hint.outcome.win" : "play.hint.outcome.lose");
        }
        if (asked == 0) {
            return t.text(wins ? "play.hint.value.win" : "play.hint.value.lose", match.value());
        }
        return match.winningMove(you).map(m -> t.text("play.hint.move", m))
                .orElse(t.text("play.hint.noWin.side", side(you.opponent())));
    }

    /** A side's name in the run's language: Left or Right. */
    private String side(Player player) {
        return t.text("play.side." + player);
    }

    /**
     * Whether moves may be typed by their number: where a position is not written as numbers (a board, a Chomp bar,
     * a Wythoff queen), a number cannot be a position, while in a heap game it is one.
     */
    static boolean numbered(String position) {
        return !position.isBlank() && !Arrays.stream(position.split("\\s+")).allMatch(w -> NUMBER.matcher(w).matches());
    }

    /** The moves, one a line, numbered where a move may be typed by its number. */
    private static void list(List<String> moves, boolean numbered, PrintWriter out) {
        for (int i = 0; i < moves.size(); i++) {
            out.println("  " + (numbered ? (i + 1) + ": " : "") + moves.get(i));
        }
    }

    /** Why the game is a draw, in the run's language. */
    private String said(DrawReason reason) {
        return t.sentence(reason.text(), reason.key(), reason.args());
    }

    /**
     * The words of a typed move: the move numbered so in the list when moves are numbered and the text is a number
     * that is not itself a move, else the text's words.
     */
    static List<String> words(String command, List<String> moves, boolean numbered) {
        if (numbered && NUMBER.matcher(command).matches() && !moves.contains(command)) {
            int n = Integer.parseInt(command);
            if (n < 1 || n > moves.size()) {
                throw new BadInputException("there is no move " + command + ": the moves are numbered 1 to "
                        + moves.size() + " (type moves to list them)", "play.noSuchNumber",
                        List.of(command, moves.size()));
            }
            return Arrays.asList(moves.get(n - 1).split("\\s+"));
        }
        return Arrays.asList(command.split("\\s+"));
    }

    /** Whether the text is a lone word the game cannot read as a position: a command cgt does not know. */
    static boolean unknownWord(String command, Consumer<String> parse) {
        if (!WORD.matcher(command).matches()) {
            return false;
        }
        try {
            parse.accept(command);
            return false;
        } catch (BadInputException e) {
            return true;
        }
    }

    private String unknown(String word) {
        return t.text("play.unknownCommand", word, COMMANDS);
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
            out.println(t.text("play.lineTooLong", MAX_LINE, COMMANDS));
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

package cgt.cli;

import cgt.analysis.Analysis;
import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.LoopyPartizanAnalysis;
import cgt.analysis.PartizanAnalysis;
import cgt.analysis.PartsCheck;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.format.PartizanArgs;
import cgt.format.i18n.Language;
import cgt.format.i18n.LocalizedExplanation;
import cgt.format.i18n.Texts;
import cgt.format.json.AnalysisJson;
import cgt.format.json.Json;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.input.BadInputException;
import cgt.misere.analysis.MisereValue;
import cgt.misere.quotient.QuotientElement;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import cgt.task.Budget;
import cgt.task.MemoryMeter;
import cgt.task.TooBigException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** {@code cgt analyze GAME POSITION...}: outcome, value and every winning move of a position. */
@Command(name = "analyze", description = "Who wins a position, its Grundy value, and every winning move.")
final class AnalyzeCommand implements Callable<Integer> {

    /** Winning moves printed in text mode before the list is cut short. */
    private static final int MAX_TEXT_MOVES = AnalysisJson.MAX_TEXT_MOVES;
    /**
     * The most characters of winning positions --json writes: beyond that it lists the first
     * {@link #MAX_TEXT_MOVES} moves (a sum of many parts repeats the whole position in every move).
     */
    static final long MAX_JSON_MOVES_TEXT = AnalysisJson.MAX_JSON_MOVES_TEXT;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "A game name (see 'cgt games').")
    String gameName;

    @Parameters(index = "1..*", paramLabel = "POSITION", arity = "1..*",
            description = "The position, in the game's syntax: for heap games one heap size per argument.")
    List<String> position;

    @CommandLine.Mixin
    RulesOption rules; // handled by Main: --rules FILE.java stands for GAME

    @Option(names = "--misere", description = "Misère play: whoever cannot move wins.")
    boolean misere;

    @Option(names = "--explain", description = "Show the reasoning: mex steps, nim-sums in binary, the winning move.")
    boolean explain;

    @Option(names = "--json", description = "Print one JSON object. winningMoves lists every winning move when"
            + " they take at most 1,000,000 characters, otherwise the first 40; winningMoveCount counts them all (for partizan rulesets:"
            + " leftWinningMoves and rightWinningMoves, each bounded so, with leftWinningMoveCount and"
            + " rightWinningMoveCount).")
    boolean json;

    /** The exit code of a --check-parts that found a disagreement: a verdict of the check, not a typing mistake. */
    static final int PARTS_DISAGREE = 3;

    @Option(names = "--check-parts", description = "For a partizan ruleset: check that the sum of the parts of the"
            + " position (the rules' parts(), with their normal forms and shortcuts) has the value of a search that"
            + " never splits, and stop at the first disagreement with one line naming a smallest position that"
            + " disagrees (exit code 3).")
    boolean checkParts;

    @Option(names = "--threads", paramLabel = "N", description = "Threads searching a partizan position or"
            + " computing a heap game's values (default: the number of processors).")
    Integer threads;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), Main.texts(spec));
        if (GraphAnalysis.NAME.equals(gameName)) {
            return new GraphAnalysis(out, progress).run(position, json, misere, explain);
        }
        Game game = Catalog.find(gameName);
        Request request = Request.of(Play.misereIf(misere)).reportingTo(progress);
        MemoryMeter meter = CommandMeter.of(spec.commandLine().getErr(), Main.texts(spec));
        request = explain ? request.explained() : request;
        if (game instanceof PartizanRulesGame<?> partizan) {
            if (misere) {
                throw new BadInputException("--misere applies to impartial games; " + game.name()
                        + " is analysed in normal play (whoever cannot move loses)");
            }
            Request search = request.usingThreads(threadCount());
            try {
                if (checkParts && !partsAgree(partizan, search)) {
                    return PARTS_DISAGREE;
                }
                // The search recurses as deep as the position is long, and so may printing its value.
                return PartizanArgs.onDeepStack(() -> meter.within(() -> {
                    Analysis a = Analysis.of(partizan, position, search);
                    progress.done();
                    if (a instanceof LoopyPartizanAnalysis<?> loopy) {
                        return LoopyPartizanOutput.print(loopy, json, explain, out, MAX_TEXT_MOVES, Main.texts(spec));
                    }
                    return partizan((PartizanAnalysis<?>) a, out);
                }));
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        if (checkParts) {
            throw new BadInputException("--check-parts applies to partizan rulesets; " + game.name()
                    + " is impartial");
        }
        if (game instanceof HeapGame) {
            request = request.usingThreads(threadCount()); // (other games take no threads, nor check --threads)
        }
        Request impartial = request;
        return meter.within(() -> {
            ImpartialAnalysis<?> a = (ImpartialAnalysis<?>) Analysis.of(game, position, impartial);
            progress.done();
            Optional<MisereValue> misereValue = MisereValue.of((ImpartialGame<?>) game, a);
            return impartial(a, misereValue, out);
        });
    }

    /**
     * Runs the check of parts() before the analysis: a disagreement is one line on stderr, an agreement a note
     * there too, so that what stdout shows (text or JSON) is the analysis alone, as without the check.
     */
    private boolean partsAgree(PartizanRulesGame<?> game, Request search) throws Exception {
        Optional<PartsCheck.Disagreement> wrong = PartizanArgs.onDeepStack(
                () -> PartsCheck.check(game.ruleset(), position, search));
        PrintWriter err = spec.commandLine().getErr();
        if (wrong.isPresent()) {
            err.println("cgt: " + wrong.get().message());
            return false;
        }
        err.println("cgt: parts() checked: the sum of the parts has the value of the search that never splits");
        return true;
    }

    private int impartial(ImpartialAnalysis<?> a, Optional<MisereValue> misereValue, PrintWriter out) {
        if (json) {
            out.println(Json.write(AnalysisJson.impartial(a, misereValue, explain)));
            return 0;
        }
        Texts t = Main.texts(spec);
        out.println(a.game() + " " + a.position() + (a.misere() ? " " + t.text("out.misere") : ""));
        if (explain) {
            out.println();
            LocalizedExplanation.lines(a.explanation(), t).forEach(out::println);
            out.println();
        }
        out.println(outcome(a.outcome(), t));
        if (a.loopy().isPresent()) {
            return LoopyOutput.text(a, out, MAX_TEXT_MOVES, t);
        }
        if (a.misere()) {
            // The misère value, never the normal-play one, under the misère heading.
            out.println(misereValue.map(v -> t.text("out.genus", v.genus(), v.form().misereValue(),
                    v.form().classification().label())).orElse(t.text("out.genusNone")));
            a.quotient().ifPresent(q -> out.println(t.text(q.inPPortion() ? "out.quotientElement.in"
                    : "out.quotientElement.out", q.element(), quotient(q, a.game(), t))));
        } else {
            out.println(t.text("out.value") + ": " + (a.normalPlayValue().isEmpty() ? t.text("out.valueClosedForm")
                    : a.normalPlayValue().getAsLong()));
        }
        long count = a.winningMoveCount();
        out.println(t.text("out.winningMoves", count));
        if (count > 0) {
            List<String> shown = a.winningPositions(MAX_TEXT_MOVES);
            shown.forEach(m -> out.println("  " + m));
            if (count > shown.size()) {
                out.println("  " + t.text("out.more", count - shown.size()) + (jsonMoveCount(a) >= count
                        ? " " + t.text("out.jsonListsAll") : ""));
            }
        }
        if (!a.moveSearchNote().isEmpty()) {
            out.println(t.text("out.moveSearch") + ": " + a.moveSearchNote());
        }
        return 0;
    }

    /**
     * How many winning moves --json lists: all of them when there are at most {@link #MAX_JSON_MOVES_TEXT}
     * characters of positions to write (and the analysis kept them all), otherwise the first
     * {@link #MAX_TEXT_MOVES}; {@code winningMoveCount} always says how many there are.
     */
    private static int jsonMoveCount(ImpartialAnalysis<?> a) {
        return AnalysisJson.jsonMoveCount(a);
    }

    private <P> int partizan(PartizanAnalysis<P> a, PrintWriter out) {
        CanonicalGame v = a.value();
        if (json) {
            out.println(Json.write(AnalysisJson.partizan(a, explain)));
            return 0;
        }
        Texts t = Main.texts(spec);
        out.println(a.game() + " " + a.position());
        if (explain) {
            out.println();
            LocalizedExplanation.lines(a.explanation(), t).forEach(out::println);
            out.println();
        }
        out.println(outcome(a.outcome(), t));
        out.println(t.text("out.value") + ": " + shown(v));
        out.println(t.text("out.mean") + ": " + a.mean() + ", " + t.text("out.temperature") + ": " + a.temperature());
        printMoves(out, t, t.text("out.leftWinningMoves"), a, a.leftWinningMoves(), a.leftWinningMoveCount());
        printMoves(out, t, t.text("out.rightWinningMoves"), a, a.rightWinningMoves(), a.rightWinningMoveCount());
        return 0;
    }

    /** "outcome: N (next player wins: whoever moves next wins)", in the language. */
    /**
     * Which quotient an element lies in, in the language: English is core's own words (with the English possessive,
     * "kayles' misère quotient"), which the catalogue's out.quotient.* messages say for the other languages.
     */
    static String quotient(QuotientElement q, String game, Texts t) {
        if (t.language() == Language.EN) {
            return q.describe(game);
        }
        return q.proved() ? t.text("out.quotient.proved", game, q.order())
                : t.text("out.quotient.upTo", game, q.order(), q.heapsUpTo());
    }

    private static String outcome(Outcome o, Texts t) {
        return t.text("out.outcome") + ": " + o + " (" + t.sentence(o.meaning(), "outcome." + o.name(), List.of()) + ")";
    }

    private static <P> void printMoves(PrintWriter out, Texts t, String title, PartizanAnalysis<P> a,
            List<PartizanAnalysis.Move<P>> moves, long count) {
        if (count == 0) {
            out.println(title + ": " + t.text("out.nothing"));
            return;
        }
        out.println(title + " (" + count + "):");
        List<String> shown = a.positionsAfter(moves, MAX_TEXT_MOVES);
        shown.forEach(m -> out.println("  " + m));
        if (count > shown.size()) {
            out.println("  " + t.text("out.more", count - shown.size())
                    + (jsonMoveCount(a, moves, count) >= count ? " " + t.text("out.jsonListsAll") : ""));
        }
    }

    /**
     * How many of one player's winning moves --json lists: all of them when there are at most
     * {@link #MAX_JSON_MOVES_TEXT} characters of positions to write (and the analysis kept them all),
     * otherwise the first {@link #MAX_TEXT_MOVES}; the count key always says how many there are.
     */
    private static <P> int jsonMoveCount(PartizanAnalysis<P> a, List<PartizanAnalysis.Move<P>> moves, long count) {
        return AnalysisJson.jsonMoveCount(a, moves, count);
    }

    private int threadCount() {
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1 || n > 256) {
            throw new BadInputException("--threads " + n + " is out of range: expected 1 to 256");
        }
        return n;
    }

    /**
     * The value as CGSuite prints it, or, past what {@code cgt value} prints without --full, one line saying how
     * big it is: a Hackenbush tree of 40 edges has a canonical form of millions of characters, whose printing
     * took longer than the analysis and told a reader nothing.
     */
    static String shown(CanonicalGame v) {
        try {
            return GamePrinter.print(v, Budget.DEFAULT.withAnswers(
                    Budget.DEFAULT.answers().withPrintedChars(ValueCommand.PRINTED_CHARS)));
        } catch (TooBigException e) {
            return ValueCommand.tooLong(v, String.format(Locale.ROOT, "more than %,d characters",
                    ValueCommand.PRINTED_CHARS)) + ", not printed";
        }
    }
}

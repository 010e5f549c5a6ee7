package cgt.web;

import cgt.analysis.Analysis;
import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.LoopyPartizanAnalysis;
import cgt.analysis.LoopyPartizanAnalyzer;
import cgt.analysis.PartizanAnalysis;
import cgt.analysis.PartizanAnalyzer;
import cgt.analysis.PeriodAnalysis;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.format.HeapGameArgs;
import cgt.expression.GameValue;
import cgt.expression.Value;
import cgt.input.BadInputException;
import cgt.format.PartizanArgs;
import cgt.format.json.AnalysisJson;
import cgt.format.i18n.Language;
import cgt.format.i18n.LocalizedExplanation;
import cgt.format.i18n.Texts;
import cgt.format.json.GamesJson;
import cgt.format.json.Json;
import cgt.format.json.PartizanJson;
import cgt.format.json.QuotientJson;
import cgt.format.json.SequenceJson;
import cgt.format.json.SolveJson;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.heap.HeapValues;
import cgt.input.Inputs;
import cgt.match.ImpartialMatch;
import cgt.match.LoopyPartizanMatch;
import cgt.match.PartizanMatch;
import cgt.loopy.LoopyOutcomeClass.Result;
import cgt.misere.analysis.MisereValue;
import cgt.misere.quotient.QuotientSolver;
import cgt.outcome.Outcome;
import cgt.outcome.Player;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Cooling;
import cgt.partizan.GamePrinter;
import cgt.partizan.born.BornByDay;
import cgt.partizan.search.PartizanCycleException;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.partizan.solve.OutcomeSolver;
import cgt.partizan.solve.RegionValues;
import cgt.rules.PartizanRules;
import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.Progress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON API's answers, each built from core's results by the JSON views the command line uses too ({@code cgt.format.json}),
 * so that a key means the same as in {@code cgt ... --json}. Nothing here computes what core does not: it parses
 * the parameters, asks core, and adds only what a page needs to draw (explanation steps as objects).
 */
final class Api {

    /** The game that reads a FILE on the command line: not offered here (no file access from requests). */
    private static final String GRAPH = "graph";

    private Api() {
    }

    /**
     * {@code /api/games}: as {@code cgt games --json}, with the games users wrote ({@code yours}) when there are any;
     * {@code ?name=} one game as {@code cgt games NAME --json}.
     */
    static Object games(Params p, List<String> yours) {
        String name = p.optional("name");
        Texts texts = p.texts();
        if (name != null && !name.isBlank()) {
            return GamesJson.describe(game(name), texts);
        }
        Map<String, Object> o = GamesJson.catalog(texts);
        if (!yours.isEmpty()) {
            List<Object> list = new ArrayList<>();
            yours.forEach(n -> list.add(GamesJson.describe(Catalog.find(n))));
            o.put("yours", list); // the games of 'cgt serve --rules FILE.java', registered at start-up
        }
        return o;
    }

    /**
     * {@code /api/analyze?game=&position=[&misere=][&explain=]}: as {@code cgt analyze GAME POSITION... --json},
     * and with {@code explain} the steps as objects ({@code steps}) next to the text lines ({@code explanation}).
     */
    static Object analyze(Params p, Budget budget, Duration time) {
        Game game = game(p.required("game", "nim"));
        List<String> position = p.words("position", "3%204%205");
        boolean misere = p.flag("misere");
        boolean explain = p.flag("explain");
        Request request = Request.of(Play.misereIf(misere)).usingThreads(1).withBudget(budget);
        if (explain) {
            request = request.explained();
        }
        if (game instanceof PartizanRulesGame<?> partizan && !misere) {
            // A board too big for its value: who wins, by the search, rather than a refusal at the time budget.
            Map<String, Object> bySearch = analysisBySearch(partizan.ruleset(), game.name(), position, budget, time);
            if (bySearch != null) {
                return bySearch;
            }
        }
        Analysis a = analysis(game, position, request, true);
        Map<String, Object> o = a instanceof ImpartialAnalysis<?> i ? AnalysisJson.impartial(i,
                MisereValue.of((ImpartialGame<?>) game, i), explain)
                : a instanceof LoopyPartizanAnalysis<?> loopy ? AnalysisJson.loopyPartizan(loopy, explain)
                : AnalysisJson.partizan((PartizanAnalysis<?>) a, explain);
        if (explain) {
            Texts texts = p.texts(); // the prose in the page's language: the explanation's lines, the steps' sentences
            if (texts.language() != Language.EN) {
                o.put("explanation", LocalizedExplanation.lines(a.explanation(), texts));
            }
            o.put("steps", StepJson.steps(a.explanation(), texts));
        }
        return o;
    }

    /** The game of that name, as the command line finds it; the file-reading "graph" is refused. */
    static Game game(String name) {
        if (name.strip().equalsIgnoreCase(GRAPH)) {
            throw ApiException.badInput("the game 'graph' reads a FILE, and the explorer reads no files; use 'cgt"
                    + " analyze graph FILE' on the command line");
        }
        return Catalog.find(name);
    }

    /** {@code /api/grundy?game=&to=}: as {@code cgt grundy GAME --to N --json}, {@code to} at most the limit. */
    static Object grundy(Params p, Limits limits, Progress progress) {
        HeapGame game = HeapGameArgs.heapGame("grundy", p.required("game", "kayles"));
        int n = (int) Inputs.nonNegative("to", p.required("to", "500"), limits.maxGrundyTo());
        HeapValues.Sequence values = game.values().upTo(n, HeapValues.Method.BEST,
                new Effort(progress, 1, limits.engines()));
        return SequenceJson.grundy(game, values.table().orElse(null), n);
    }

    /**
     * {@code /api/period?game=[&max=]}: as {@code cgt period GAME [--max N] --json}; {@code max} defaults to (and
     * may not exceed) the server's limit.
     */
    static Object period(Params p, Limits limits, Progress progress) {
        HeapGame game = HeapGameArgs.heapGame("period", p.required("game", "0.16"));
        String max = p.optional("max");
        int limit = max == null || max.isBlank() ? (int) limits.maxPeriodMax()
                : (int) Inputs.nonNegative("max", max, limits.maxPeriodMax());
        // One count for the whole search, the heap reached, out of the limit (as the command line counts it): a
        // search that proves its period early ends before the bar is full.
        String stage = "period search (limit " + limit + "), values computed";
        Progress.Stage said = Progress.Stage.of(stage, "stage.periodLimit", limit);
        Progress job = (s, done, total) -> progress.report(said, done, limit);
        return SequenceJson.period(PeriodAnalysis.of(game, Optional.of(limit), new Effort(job, 1, limits.engines())));
    }

    /**
     * {@code /api/quotient?game=[&to=]}: as {@code cgt quotient GAME [--to N] --json}: the misère quotient of a
     * take-and-break game, with its presentation, P-portion and the element of each heap. {@code to} at most
     * the budget's {@link Budget.Quotient#heaps()} ({@link QuotientSolver#DEFAULT_TO} in the server's
     * {@link Limits#WORK}): the request's time budget bounds the rest. A quotient that keeps growing (0.07) is not
     * pursued until the time runs out: its trials are bounded (by the budget's {@link Budget.Quotient#candidates()}),
     * and the quotient of the heaps reached is answered, not proved, with {@code stoppedBecause} saying why (null when
     * nothing stopped it), as the command line's JSON says it.
     */
    static Object quotient(Params p, Budget budget, Progress progress) {
        HeapGame game = HeapGameArgs.heapGame("quotient", p.required("game", "kayles"));
        String to = p.optional("to");
        int most = budget.quotient().heaps();
        int bound = to == null || to.isBlank() ? Math.min(QuotientSolver.DEFAULT_TO, most)
                : (int) Inputs.nonNegative("to", to, most);
        QuotientSolver solver = new QuotientSolver(game.name(), game.rule(), budget, progress).keepingWhatWasFound();
        return QuotientJson.of(solver.compute(bound, to == null || to.isBlank()), solver.stoppedBecause());
    }

    /**
     * {@code /api/value?expr=[&cool=]}: as {@code cgt value EXPR [--cool T] --json} (an expression with methods whose
     * answer is not a game, such as {@code ^.OutcomeClass}, gives {expression, kind, value}); or {@code ?game=&position=}: the
     * same facts of a partizan ruleset's position (its canonical form found by core's search).
     */
    static Object value(Params p, Budget budget) {
        String ruleset = p.optional("game");
        CanonicalGame g;
        if (ruleset != null && !ruleset.isBlank() && p.optional("expr") == null) {
            // A ruleset's position: its value by core's search, then the same facts as for an expression.
            Game game = game(ruleset);
            if (!(game instanceof PartizanRulesGame<?> partizan)) {
                throw ApiException.badInput(game.name() + " is impartial: its value is a nimber, given by"
                        + " /api/analyze; /api/value takes partizan rulesets (domineering, clobber, ...)");
            }
            g = searched(partizan.ruleset(), p.words("position", "3x3"), budget).value();
        } else {
            String expr = p.required("expr", "%7B0,*%7C*%7D");
            Value v = PartizanArgs.evaluate(List.of(expr));
            if (!(v instanceof GameValue) && (p.optional("cool") == null || p.optional("cool").isBlank())) {
                // What a method answers that is not a game: {expression, kind, value}, as cgt value --json.
                return PartizanJson.expression(expr, v);
            }
            g = v.asGame().orElseThrow(() -> new BadInputException("cool cools a game, and the expression gives "
                    + v.describe()));
        }
        String cool = p.optional("cool");
        if (cool != null && !cool.isBlank()) {
            g = Cooling.cool(g, PartizanArgs.number("--cool", cool));
        }
        return PartizanJson.value(g);
    }

    /** {@code /api/compare?g=&h=}: as {@code cgt compare G H --json}. */
    static Object compare(Params p) {
        CanonicalGame g = PartizanArgs.parse("G", p.required("g", "%7B1%7C0%7D"));
        CanonicalGame h = PartizanArgs.parse("H", p.required("h", "*"));
        return PartizanJson.compare(g, h, g.compare(h));
    }

    /** {@code /api/thermograph?expr=}: as {@code cgt thermograph EXPR --json}. */
    static Object thermograph(Params p) {
        CanonicalGame g = PartizanArgs.parse(List.of(p.required("expr", "%7B2%7C-1%7D")));
        return PartizanJson.thermograph(GamePrinter.print(g), g.thermograph());
    }

    /** The most games {@code /api/born} draws as a partial order: day 2's 22 (day 3's 1474 would be a blur). */
    static final int MAX_BORN_DAY = 2;

    /**
     * {@code /api/born?day=}: as {@code cgt born N --json} ({day, count, games}), and the partial order of the
     * games for its Hasse diagram: {@code order}, one object per game (index, value, birthday, outcome), and
     * {@code covers}, the pairs [lower, upper] of indices with lower &lt; upper and nothing between them.
     */
    static Object born(Params p) {
        int day = (int) Inputs.nonNegative("day", p.required("day", "2"), MAX_BORN_DAY);
        List<CanonicalGame> games = BornByDay.games(day);
        List<String> printed = new ArrayList<>();
        games.forEach(g -> printed.add(GamePrinter.print(g)));
        Map<String, Object> o = PartizanJson.born(day, printed);
        List<Object> order = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            Map<String, Object> node = Json.object();
            node.put("index", i);
            node.put("value", printed.get(i));
            node.put("birthday", games.get(i).birthday());
            node.put("outcome", games.get(i).outcome().name());
            order.add(node);
        }
        o.put("order", order);
        o.put("covers", HasseDiagram.covers(games));
        return o;
    }

    /**
     * {@code /api/reply?game=&position=[&misere=][&player=left|right]}: the computer's move from the position, as
     * a perfect player makes it (core's match: a winning move when there is one): {game, position, over (the
     * player to move has no move), move (the position after the computer's move, or null), winning (whether the
     * player to move wins from the position)}. {@code player} is for partizan rulesets: who moves (default left).
     */
    static Object reply(Params p, Budget budget, Duration time) {
        Game game = game(p.required("game", "nim"));
        List<String> position = p.words("position", "1%202");
        boolean misere = p.flag("misere");
        Map<String, Object> o = Json.object();
        o.put("game", game.name());
        if (game instanceof ImpartialGame<?> impartial) {
            ImpartialMatch match = ImpartialMatch.start(impartial, position, Play.misereIf(misere), 1);
            o.put("position", match.position());
            o.put("misere", misere);
            boolean over = match.isOver();
            o.put("over", over);
            o.put("winning", match.playerToMoveWins());
            o.put("move", over ? null : match.computerMove());
            return o;
        }
        PartizanRules<?> partizan = ((PartizanRulesGame<?>) game).ruleset();
        if (misere) {
            throw ApiException.badInput("misère play applies to impartial games; " + game.name() + " is played in"
                    + " normal play (whoever cannot move loses)");
        }
        Player player = player(p.optional("player"));
        Map<String, Object> bySearch = turnBySearch(partizan, game.name(), position, player, budget, time, false);
        if (bySearch != null) {
            return bySearch.get("reply");
        }
        PartizanMatch match = partizanMatch(partizan, position, budget);
        o.put("position", match.position());
        o.put("player", player.name().toLowerCase(Locale.ROOT));
        boolean over = match.isStuck(player);
        o.put("over", over);
        try {
            o.put("winning", match.winsMovingFirst(player));
        } catch (PartizanCycleException cycle) {
            // Positions repeat: the whole graph solved, a win kept won and a draw drawn (the page ends the game).
            LoopyPartizanMatch loopy = LoopyPartizanMatch.start(partizan, position, budget,
                    ImpartialMatch.DEFAULT_MOVE_LIMIT);
            Result result = loopy.resultMovingFirst(player);
            o.put("winning", result == (player == Player.LEFT ? Result.LEFT_WINS : Result.RIGHT_WINS));
            o.put("drawing", result == Result.DRAW);
            o.put("move", over ? null : loopy.computerMove(player));
            return o;
        }
        o.put("move", over ? null : match.computerMove(player));
        return o;
    }

    /**
     * Core's analysis, a partizan search with a table of this server's size (see {@link #evaluator}); a partizan
     * position whose play repeats solved whole, with its loopy value when {@code loopyValue}.
     */
    private static Analysis analysis(Game game, List<String> position, Request request, boolean loopyValue) {
        if (game instanceof PartizanRulesGame<?> partizan && request.play() == Play.NORMAL) {
            try {
                return searched(partizan.ruleset(), position, request.budget());
            } catch (PartizanCycleException cycle) {
                // Positions repeat: the whole graph, solved with draws, as Analysis.of does.
                return LoopyPartizanAnalyzer.analyze(partizan.ruleset(), position, request, loopyValue);
            }
        }
        return Analysis.of(game, position, request);
    }

    private static <P> PartizanAnalysis<P> searched(PartizanRules<P> game, List<String> position, Budget budget) {
        return PartizanAnalyzer.analyze(game, evaluator(game, budget), position, budget);
    }

    private static <P> PartizanMatch partizanMatch(PartizanRules<P> game, List<String> position, Budget budget) {
        return PartizanMatch.start(game, evaluator(game, budget), position);
    }

    /**
     * A partizan search on one thread whose table may grow to the request's memory (the server's heap share, see
     * {@link Limits#engines()}): the command line's table may grow to half the heap, and several such searches at
     * once ran out of memory. (The table starts small: a small search never takes its share.)
     */
    static <P> PartizanEvaluator<P> evaluator(PartizanRules<P> game, Budget budget) {
        int capacity = TranspositionTable.capacityWithin(budget.memory());
        return new PartizanEvaluator<>(game, TranspositionTable.forGame(game, capacity), 1, Progress.NONE);
    }

    private static Player player(String name) {
        if (name == null || name.isBlank() || name.equalsIgnoreCase("left")) {
            return Player.LEFT;
        }
        if (name.equalsIgnoreCase("right")) {
            return Player.RIGHT;
        }
        throw ApiException.badInput("player '" + name + "': expected left or right");
    }

    /**
     * {@code /api/tree?expr=}: the form as written with its options marked, and the canonical tree (see {@link GameTree});
     * or {@code ?game=&position=} (no {@code expr}): an impartial position's tree with each option's Grundy value
     * (see {@link ImpartialTree}).
     */
    static Object tree(Params p, Budget budget) {
        String ruleset = p.optional("game");
        if (ruleset != null && !ruleset.isBlank() && p.optional("expr") == null) {
            Game game = game(ruleset);
            if (!(game instanceof ImpartialGame<?> impartial)) {
                throw ApiException.badInput(game.name() + " is partizan: its tree is that of its value; ask"
                        + " /api/tree?expr= with the value /api/analyze gives");
            }
            return ImpartialTree.of(impartial, p.words("position", "3%204"), budget);
        }
        return GameTree.of(p.required("expr", "%7B0,*,-1%7C*%7D"));
    }

    /**
     * The job {@code kind=solve&game=&position=[&line=]}: as {@code cgt solve GAME POSITION [--line] --json}, who
     * wins a partizan position with each player moving first and a winning first move, by the outcome search
     * (for boards whose canonical value is out of reach); the job's time budget bounds it and cancelling stops it.
     */
    static Object solve(Params p, Limits limits, Progress progress) {
        Game game = game(p.required("game", "domineering"));
        if (!(game instanceof PartizanRulesGame<?> partizan)) {
            throw ApiException.badInput(game.name() + " is impartial: /api/analyze gives who wins and every winning"
                    + " move; solve takes partizan rulesets (domineering, clobber, konane, ...)");
        }
        return solved(partizan.ruleset(), p.words("position", "6x6"), p.flag("line"), limits.engines().memory(),
                progress);
    }

    private static <P> Object solved(PartizanRules<P> rules, List<String> texts, boolean line, long memory,
            Progress progress) {
        List<P> sum = new ArrayList<>();
        for (String t : texts) {
            sum.add(rules.parse(t));
        }
        long start = System.nanoTime();
        // The bit-board searches' tables (256 MB for the largest boards) kept within the job's share of the heap, as
        // the canonical search's are: several jobs at once must not exhaust the server.
        OutcomeSolver<P> solver = OutcomeSolver.of(rules, OutcomeSolver.DEFAULT_SMALL_MOVES, progress,
                RegionValues.NONE, memory);
        OutcomeSolver.Solution<P> solution = solver.solve(sum);
        List<List<P>> leftLine = line ? solver.line(sum, true, MAX_MOVES) : null;
        List<List<P>> rightLine = line ? solver.line(sum, false, MAX_MOVES) : null;
        return SolveJson.of(rules, texts, solution, leftLine, rightLine, (System.nanoTime() - start) / 1e9);
    }

    /**
     * {@code /api/turn?game=&position=[&misere=][&player=]}: all the Play page needs for one turn in one request,
     * {analysis, moves, reply}: the position's analysis as {@code /api/analyze} gives it, its moves with their values
     * as {@code /api/moves}, and the computer's move as {@code /api/reply}, for the player to move ({@code player},
     * for partizan games). One request instead of a dozen: a class playing at once asks the server for a turn each.
     */
    static Object turn(Params p, Budget budget, Duration time) {
        Game game = game(p.required("game", "nim"));
        if (game instanceof PartizanRulesGame<?> partizan && !p.flag("misere")) {
            List<String> position = p.words("position", "1%202");
            Player player = player(p.optional("player"));
            Map<String, Object> bySearch = turnBySearch(partizan.ruleset(), game.name(), position, player, budget, time,
                    true);
            if (bySearch != null) {
                return bySearch;
            }
        }
        Map<String, Object> o = Json.object();
        o.put("analysis", analyze(p, budget, time));
        o.put("moves", moves(p, budget, time));
        o.put("reply", reply(p, budget, time));
        return o;
    }

    /**
     * A turn of the Play page on a board too big for its value (see {@link Searched}), played as {@code cgt play}
     * plays it; null for a position valued as usual. The same answer's shape with {@code bySearch} true and no
     * values: the analysis gives the outcome and a winning first move for each player who has one; each move of the
     * player to move says whether it wins ({@code winning}, null if not searched in time); the reply is a winning
     * move, else the move that leaves the opponent the fewest moves. Without {@code withMoves} the moves are not
     * searched (for {@code /api/reply}).
     */
    private static <P> Map<String, Object> turnBySearch(PartizanRules<P> rules, String name, List<String> texts,
            Player player, Budget budget, Duration time, boolean withMoves) {
        Searched<P> searched = Searched.of(rules, texts, budget, time);
        if (searched == null) {
            return null;
        }
        PartizanMatch match = searched.match();
        Map<String, Object> analysis = searched.head(name);
        analysis.put("leftWinningMoves", searched.solution().leftStarts().move().map(m -> List.of(text(rules, m)))
                .orElse(List.of()));
        analysis.put("rightWinningMoves", searched.solution().rightStarts().move().map(m -> List.of(text(rules, m)))
                .orElse(List.of()));
        Map<String, Object> moves = Json.object();
        moves.put("game", name);
        moves.put("position", match.position());
        moves.put("player", player.name().toLowerCase(Locale.ROOT));
        moves.put("bySearch", true);
        moves.put("moveCount", match.moves(player).size());
        moves.put("moves", withMoves ? searched.moves(player) : List.of());
        Map<String, Object> reply = Json.object();
        reply.put("game", name);
        reply.put("position", match.position());
        reply.put("player", player.name().toLowerCase(Locale.ROOT));
        boolean over = match.isStuck(player);
        reply.put("over", over);
        reply.put("winning", match.winsMovingFirst(player));
        reply.put("move", over ? null : match.computerMove(player));
        Map<String, Object> o = Json.object();
        o.put("analysis", analysis);
        o.put("moves", moves);
        o.put("reply", reply);
        return o;
    }

    /**
     * A board too big for its value here ({@link OutcomeSolver#isBeyondValues} with this server's sizes: Domineering
     * 6x6, whose value takes the command line 40 s, and 5x6 were refused at the request's time budget), solved by
     * the win/loss search as {@code cgt solve} and {@code cgt play} solve it: the solver (whose table the moves'
     * searches share), a match by search at the position, both players' answers, and when the search of the moves
     * stops (half the request's time from the start: Domineering 8x8 has 56 moves and takes about 33 s to search
     * them all).
     */
    private record Searched<P>(PartizanRules<P> rules, OutcomeSolver<P> solver, PartizanMatch match,
            OutcomeSolver.Solution<P> solution, long deadline) {

        private static final long SEARCH_TABLE_BYTES = 64L << 20;
        /**
         * The largest Domineering board (empty squares) and Clobber board (stones) valued here: each request values
         * its position afresh within its 10 s, so the line is lower than the command line's (30 and 18). A turn by
         * values took Domineering 3x9 (27 squares) 1.5 s, 4x7 (28) 5.8 s and 5x6 (30) more than 10 s; Clobber 4x4 (16
         * stones) 4.9 s and 3x6 (18) more than 10 s.
         */
        private static final int VALUED_SQUARES = 27;
        private static final int VALUED_STONES = 16;

        /** The position searched, if it is a board too big for its value; else null (it is valued as usual). */
        static <P> Searched<P> of(PartizanRules<P> rules, List<String> texts, Budget budget, Duration time) {
            List<P> sum = new ArrayList<>();
            for (String t : texts) {
                sum.add(rules.parse(t));
            }
            if (!OutcomeSolver.isBeyondValues(rules, sum, VALUED_SQUARES, VALUED_STONES)) {
                return null;
            }
            long started = System.nanoTime();
            // A table of at most 64 MB: a request's search is seconds long (Domineering 8x8 about 2 s), and one of the
            // server's heap share (hundreds of MB, zeroed and perhaps first making room) took seconds of its own.
            OutcomeSolver<P> solver = OutcomeSolver.of(rules, OutcomeSolver.DEFAULT_SMALL_MOVES, Progress.NONE,
                    RegionValues.NONE, Math.min(budget.memory(), SEARCH_TABLE_BYTES));
            PartizanMatch match = PartizanMatch.startBySearch(rules, solver, texts);
            long deadline = time == null ? Long.MAX_VALUE : started + time.toNanos() / 2;
            return new Searched<>(rules, solver, match, solver.solve(sum), deadline);
        }

        /** An analysis's first fields: {game, position, bySearch: true, outcome, value: null}. */
        Map<String, Object> head(String name) {
            Map<String, Object> o = Json.object();
            o.put("game", name);
            o.put("position", match.position());
            o.put("bySearch", true);
            o.put("outcome", solution.outcome().name());
            o.put("value", null);
            return o;
        }

        /**
         * The player's moves (the first {@link #MAX_MOVES}), each {@code {position, outcome: null, value: null,
         * winning}}: whether the opponent, moving first after it, loses; null once the clock has passed the deadline.
         */
        List<Map<String, Object>> moves(Player player) {
            List<String> successors = match.moves(player);
            List<Map<String, Object>> list = new ArrayList<>();
            for (String after : successors.subList(0, Math.min(MAX_MOVES, successors.size()))) {
                List<P> next = new ArrayList<>();
                for (String part : List.of(after.strip().split("\\s+"))) {
                    next.add(rules.parse(part));
                }
                Map<String, Object> m = Json.object();
                m.put("position", after);
                m.put("outcome", null);
                m.put("value", null);
                m.put("winning", System.nanoTime() < deadline ? !solver.solve(next, player == Player.RIGHT).wins()
                        : null);
                list.add(m);
            }
            return list;
        }
    }

    /**
     * {@code /api/analyze} of a board too big for its value ({@link OutcomeSolver#isBeyondValues}), by the win/loss
     * search: {@code {game, position, bySearch: true, outcome, value: null, leftWinningMoves, leftWinningMoveCount,
     * rightWinningMoves, rightWinningMoveCount, allMovesSearched}}, each player's winning moves found among the
     * moves searched before half the request's time had passed; null for a position valued as usual.
     */
    private static <P> Map<String, Object> analysisBySearch(PartizanRules<P> rules, String name, List<String> texts,
            Budget budget, Duration time) {
        Searched<P> searched = Searched.of(rules, texts, budget, time);
        if (searched == null) {
            return null;
        }
        Map<String, Object> o = searched.head(name);
        boolean all = true;
        for (Player player : List.of(Player.LEFT, Player.RIGHT)) {
            List<String> winning = new ArrayList<>();
            for (Map<String, Object> m : searched.moves(player)) {
                all &= m.get("winning") != null;
                if (Boolean.TRUE.equals(m.get("winning"))) {
                    winning.add((String) m.get("position"));
                }
            }
            String side = player == Player.LEFT ? "left" : "right";
            o.put(side + "WinningMoves", winning);
            o.put(side + "WinningMoveCount", winning.size());
        }
        o.put("allMovesSearched", all);
        return o;
    }

    private static <P> String text(PartizanRules<P> rules, List<P> sum) {
        List<String> parts = new ArrayList<>();
        sum.forEach(x -> parts.add(rules.format(x)));
        return String.join(" ", parts);
    }

    /** The most moves {@code /api/moves} lists with their values. */
    static final int MAX_MOVES = 200;

    /**
     * {@code /api/moves?game=&position=[&misere=][&player=]}: every move from the position (the first
     * {@link #MAX_MOVES}), each with the outcome and value of the position it leads to and whether it wins, for
     * the Play page's hints: {game, position, misere | player, moveCount, moves: [{position, outcome, value,
     * winning}]}. {@code winning} is core's verdict: an impartial move wins when it leads to a P-position; a
     * partizan move by Left when its value is at least 0 (for Right at most 0); in a game whose play repeats, when
     * the opponent, moving next, loses, and {@code drawing} when it is a draw (the value is then null).
     */
    static Object moves(Params p, Budget budget, Duration time) {
        Game game = game(p.required("game", "nim"));
        List<String> position = p.words("position", "1%202");
        boolean misere = p.flag("misere");
        Map<String, Object> o = Json.object();
        o.put("game", game.name());
        List<String> moves;
        Request request = Request.of(Play.misereIf(misere)).withBudget(budget).keepingMoves(0).usingThreads(1);
        Player player = null;
        if (game instanceof ImpartialGame<?> impartial) {
            ImpartialMatch match = ImpartialMatch.start(impartial, position, Play.misereIf(misere), 1);
            o.put("position", match.position());
            o.put("misere", misere);
            moves = match.moves();
        } else {
            if (misere) {
                throw ApiException.badInput("misère play applies to impartial games; " + game.name() + " is played"
                        + " in normal play (whoever cannot move loses)");
            }
            player = player(p.optional("player"));
            Map<String, Object> bySearch = turnBySearch(((PartizanRulesGame<?>) game).ruleset(), game.name(), position,
                    player, budget, time, true);
            if (bySearch != null) {
                return bySearch.get("moves");
            }
            PartizanMatch match = partizanMatch(((PartizanRulesGame<?>) game).ruleset(), position, budget);
            o.put("position", match.position());
            o.put("player", player.name().toLowerCase(Locale.ROOT));
            moves = match.moves(player);
        }
        o.put("moveCount", moves.size());
        List<Object> list = new ArrayList<>();
        for (String after : moves.subList(0, Math.min(MAX_MOVES, moves.size()))) {
            Analysis a = analysis(game, List.of(after.strip().split("\\s+")), request, false);
            Map<String, Object> m = Json.object();
            m.put("position", after);
            m.put("outcome", a.outcome().name());
            if (a instanceof ImpartialAnalysis<?> i) {
                m.put("value", i.normalPlayValue());
                m.put("winning", i.outcome() == Outcome.P);
            } else if (a instanceof LoopyPartizanAnalysis<?> la) {
                // The opponent moves next: the move wins when that start is won by the player, draws when drawn.
                LoopyPartizanAnalysis.Start<?> next = player == Player.LEFT ? la.rightFirst() : la.leftFirst();
                m.put("value", null);
                m.put("winning", next.result() == (player == Player.LEFT ? Result.LEFT_WINS : Result.RIGHT_WINS));
                m.put("drawing", next.result() == Result.DRAW);
            } else {
                PartizanAnalysis<?> pa = (PartizanAnalysis<?>) a;
                m.put("value", pa.value().toString());
                m.put("winning", player == Player.LEFT ? pa.value().geq(CanonicalGame.zero())
                        : pa.value().leq(CanonicalGame.zero()));
            }
            list.add(m);
        }
        o.put("moves", list);
        return o;
    }
}

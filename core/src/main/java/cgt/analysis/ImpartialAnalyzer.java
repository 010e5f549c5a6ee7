package cgt.analysis;

import cgt.games.ClosedForm;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.heap.Heaps;
import cgt.impartial.CyclicGameException;
import cgt.impartial.WholePositions;
import cgt.misere.MisereRule;
import cgt.misere.MisereSolver;
import cgt.misere.quotient.MisereQuotient;
import cgt.misere.quotient.MisereQuotients;
import cgt.misere.quotient.QuotientAnalysis;
import cgt.misere.quotient.QuotientElement;
import cgt.misere.quotient.QuotientSums;
import cgt.outcome.Outcome;
import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Analyses impartial positions: outcome, Grundy value, every winning move, and on request the reasoning.
 *
 * <p>In normal play the value of a sum is the nim-sum of its parts' values (Sprague-Grundy), and the winning
 * moves solve the nim-equation: a move in part i wins exactly when it leads to an option of value g_i ⊕ X,
 * X the nim-sum of the whole. (For Nim only parts with g_i ⊕ X &lt; g_i have one, but in general an option may
 * also have a larger value, so every part is examined.) In misère play values do not add, so the analysis
 * uses the game's rule when it has one (misère Nim) and otherwise searches the whole position.
 *
 * <p>A {@link Request} says which play, whether with the reasoning, and how many moves to keep; the result is
 * typed by the game's component. {@link Analysis#of} is the entry point for a game known only by its name.
 */
public final class ImpartialAnalyzer {

    /**
     * The whole positions a misère search visits before a heap game's sum is handed to its misère quotient instead:
     * a few milliseconds of search, against about a second to find a quotient the first time.
     */
    static final long QUICK_MISERE_POSITIONS = 20_000;
    /**
     * A heap larger than this sends a misère sum to the quotient without the small search first: its moves alone
     * (one per way of splitting it) make the small search slow, and the whole search could never finish.
     */
    static final long QUICK_MISERE_HEAP = 64;

    private ImpartialAnalyzer() {
    }

    /**
     * Analyses the position written as {@code args} in the game, within the request's budget.
     *
     * @throws cgt.input.BadInputException for a malformed position, or one too big to analyse within the budget
     */
    public static <C> ImpartialAnalysis<C> analyze(ImpartialGame<C> game, List<String> args, Request request) {
        return analyzePosition(game, game.parsePosition(args), request);
    }

    /** Analyses a position given as its components, within the request's budget. */
    public static <C> ImpartialAnalysis<C> analyzePosition(ImpartialGame<C> game, List<C> position, Request request) {
        return Cancellation.within(request.budget().time(), "the analysis",
                () -> new Run<>(game, position, request).analyze());
    }

    /** One analysis, typed by the game's component. */
    /**
     * A misère quotient's P-portion as an explanation shows it: whole when short ({@code [a, b^2]}, the same in every
     * language), else its size and its first elements, said by {@code explain.quotient.portion} (a plural for the
     * size, the elements as names).
     */
    public static Step.Rule listedPortion(List<String> names) {
        if (names.size() <= 16) {
            return new Step.Rule(names.toString());
        }
        String first = String.join(", ", names.subList(0, 12));
        return new Step.Rule("(" + names.size() + " elements: " + first + ", ...)", "explain.quotient.portion",
                List.of(names.size(), first));
    }

    private static final class Run<C> {
        private final ImpartialGame<C> game;
        private final List<C> position;
        private final Request request;
        private final boolean explain;

        Run(ImpartialGame<C> game, List<C> position, Request request) {
            this.game = game;
            this.position = List.copyOf(position);
            this.request = request;
            this.explain = request.explain();
        }

        ImpartialAnalysis<C> analyze() {
            if (request.play() != Play.MISERE) {
                return normal();
            }
            try {
                return misere();
            } catch (CyclicGameException cycle) {
                // Positions may repeat: the whole position's graph, labelled for misère play, with draws.
                return LoopyAnalyzer.misere(game, position, request, cycle, this::result);
            }
        }

        private ImpartialAnalysis<C> normal() {
            long[] values;
            try {
                values = values();
            } catch (CyclicGameException cycle) {
                // Positions may repeat: values by recursion do not exist, Smith's generalized ones do.
                return LoopyAnalyzer.analyze(game, position, request, cycle, this::result);
            }
            Explainer<C> explainer = new Explainer<>(game);
            List<Step> lines = new ArrayList<>();
            Moves moves = new Moves();
            if (values == null) {
                // Values out of reach, but a lone component with a closed form still has an outcome.
                C c = position.get(0);
                ClosedForm<C> rule = game.closedForm().orElseThrow();
                Outcome outcome = rule.isP(c) ? Outcome.P : Outcome.N;
                for (C m : rule.movesToP(c)) {
                    moves.add(0, List.of(m));
                }
                if (explain) {
                    lines.add(new Step.Rule(rule.explanation(c) + "."));
                    explainer.verdictFromClosedForm(outcome, moves.shown(position, Explainer.MAX_SHOWN_MOVES),
                            moves.count, lines);
                }
                return result(outcome, OptionalLong.empty(), moves, lines);
            }
            long total = 0;
            for (long v : values) {
                total ^= v;
            }
            Outcome outcome = total == 0 ? Outcome.P : Outcome.N;
            if (total != 0) {
                for (int i = 0; i < position.size(); i++) {
                    ImpartialGame.ValueOptions<C> found = game.optionsWithValue(position.get(i), values[i] ^ total,
                            moves.room());
                    for (List<C> option : found.found()) {
                        moves.add(i, option);
                    }
                    moves.counted(found.count() - found.found().size(), found.note());
                }
            }
            if (explain) {
                explainer.normalPlay(position, values, total, moves.byPart(position, Explainer.MAX_SHOWN_MOVES),
                        moves.count, lines);
            }
            return result(outcome, OptionalLong.of(total), moves, lines);
        }

        private ImpartialAnalysis<C> misere() {
            OptionalLong value = OptionalLong.empty();
            long[] values = valuesIfAffordable();
            if (values != null) {
                long total = 0;
                for (long v : values) {
                    total ^= v;
                }
                value = OptionalLong.of(total);
            }
            List<Step> lines = new ArrayList<>();
            Optional<MisereRule<C>> rule = game.misereRule().filter(r -> r.covers(position));
            Outcome outcome;
            Moves moves = new Moves();
            if (rule.isPresent()) {
                outcome = rule.get().isP(position) ? Outcome.P : Outcome.N;
                for (MisereRule.Change<C> change : rule.get().winningChanges(position)) {
                    moves.add(change.part(), change.to());
                }
                if (explain) {
                    for (MisereRule.Line line : rule.get().explain(position)) {
                        lines.add(new Step.Rule(line.text(), line.key(), line.args()));
                    }
                }
            } else if (decidedByQuotient(moves, lines)) {
                outcome = quotient.get().inPPortion() ? Outcome.P : Outcome.N;
            } else {
                Budget budget = request.budget();
                MisereSolver<C> solver = new MisereSolver<>(new WholePositions<>(game, game.order()),
                        budget.positions().misere(), budget.memoryWithin(MisereSolver.defaultMemoryBudget()),
                        MisereSolver.DEFAULT_COMPONENT_BYTES, request.progress());
                outcome = solver.nextPlayerWins(position) ? Outcome.N : Outcome.P;
                if (outcome == Outcome.N) {
                    for (int i = 0; i < position.size(); i++) {
                        for (List<C> option : game.options(position.get(i))) {
                            if (!solver.nextPlayerWins(replace(position, i, option))) {
                                moves.add(i, option);
                            }
                        }
                    }
                }
                if (explain) {
                    lines.add(new Step.Rule("Misère play: whoever cannot move wins (whoever takes the last token"
                            + " loses).", "explain.misere.rule", List.of()));
                    lines.add(new Step.Rule("Misère values do not add up by nim-sums, so cgt searched the whole"
                            + " position: " + solver.solvedCount() + " positions.", "explain.misere.searched",
                            List.of(solver.solvedCount())));
                    lines.add(outcome == Outcome.P
                            ? new Step.Rule("Every move leads to a position where the next player wins: a P-position.",
                                    "explain.misere.p", List.of())
                            : new Step.Rule("Some move leads to a P-position, so this is an N-position.",
                                    "explain.misere.n", List.of()));
                }
            }
            if (explain && outcome == Outcome.N) {
                lines.add(new Step.WinningMoves(Step.WinningMoves.Reason.MISERE, 0,
                        moves.shown(position, Explainer.MAX_SHOWN_MOVES), moves.count));
            }
            return result(outcome, value, moves, lines);
        }

        /**
         * Whether the misère quotient decides the position (its element is then kept in {@link #quotient}), when a
         * small whole-position search does not.
         */
        private boolean decidedByQuotient(Moves moves, List<Step> lines) {
            if (quickMisereSearch().isPresent()) {
                return false;
            }
            quotient = byQuotient(moves, lines);
            return quotient.isPresent();
        }

        /**
         * Whether a small whole-position search settles the position: small sums are answered at once that way.
         * Empty when the search would be bigger, and the misère quotient is worth finding.
         */
        private Optional<Boolean> quickMisereSearch() {
            if (!(game instanceof HeapGame)) {
                return Optional.of(true); // no quotient to turn to: the whole search it is
            }
            for (C heap : position) {
                if (((Heaps) heap).sizes().stream().anyMatch(h -> h > QUICK_MISERE_HEAP)) {
                    return Optional.empty(); // the whole positions below a large heap are beyond counting
                }
            }
            try {
                new MisereSolver<>(new WholePositions<>(game, game.order()), QUICK_MISERE_POSITIONS)
                        .nextPlayerWins(position);
                return Optional.of(true);
            } catch (TooBigException e) {
                return Optional.empty();
            }
        }

        /**
         * The misère outcome and winning moves as products in the game's misère quotient (Plambeck and Siegel), when
         * the quotient is proved or its heaps cover the position's: a sum of heaps is a P-position exactly when the
         * product of its heaps' elements lies in the P-portion. Empty when the game has no quotient within the bounds
         * that covers the position, or a heap is too large to list its moves; the whole-position search answers then.
         */
        private Optional<QuotientElement> byQuotient(Moves moves, List<Step> lines) {
            List<Long> heaps = new ArrayList<>(); // a HeapGame's components are rows of heaps, each one heap
            for (C component : position) {
                heaps.addAll(((Heaps) component).sizes());
            }
            if (heaps.size() != position.size()) {
                return Optional.empty(); // a component of several heaps, which no analysis makes: the search answers
            }
            for (long heap : heaps) {
                if (heap > QuotientSums.MAX_LISTED_HEAP) {
                    return Optional.empty();
                }
            }
            HeapGame heapGame = (HeapGame) game;
            Optional<QuotientSums> found = MisereQuotients.of(heapGame.name(), heapGame.rule(), request.progress())
                    .filter(sums -> sums.covers(heaps));
            if (found.isEmpty()) {
                return Optional.empty();
            }
            QuotientSums sums = found.get();
            MisereQuotient q = sums.analysis().quotient();
            int whole = sums.elementOf(heaps);
            if (!q.isP(whole)) {
                for (int i = 0; i < heaps.size(); i++) {
                    List<Long> others = new ArrayList<>(heaps);
                    others.remove(i);
                    int rest = sums.elementOf(others);
                    for (List<C> option : game.options(position.get(i))) {
                        int x = rest;
                        for (C part : option) {
                            x = q.multiply(x, sums.elementOf(((Heaps) part).sizes()));
                        }
                        if (q.isP(x)) {
                            moves.add(i, option);
                        }
                    }
                }
            }
            QuotientAnalysis analysis = sums.analysis();
            QuotientElement element = new QuotientElement(q.elements().get(whole), q.order(), analysis.proved(),
                    analysis.computedTo(), q.isP(whole));
            if (explain) {
                lines.add(new Step.Rule("Misère play: whoever cannot move wins (whoever takes the last token loses).",
                        "explain.misere.rule", List.of()));
                // The quotient's name takes English's possessive (kayles', 0.77's), so the key names which.
                String key = "explain.quotient." + (analysis.proved() ? "proved" : "upTo")
                        + (game.name().endsWith("s") ? "S" : "");
                Step.Rule portion = listedPortion(q.pPortionNames());
                List<Object> args = analysis.proved()
                        ? List.of(game.name(), element.order(), portion)
                        : List.of(game.name(), element.order(), portion, element.heapsUpTo());
                lines.add(new Step.Rule("Misère values do not add up by nim-sums; cgt used "
                        + element.describe(game.name()) + (analysis.proved() ? ""
                        : " (exact for every sum of such heaps; no quotient of the whole game was proved)")
                        + ", instead (Plambeck and Siegel): a commutative monoid in which each heap is an element, and"
                        + " a sum is a P-position exactly when the product of its heaps' elements lies in the"
                        + " P-portion " + portion.text() + ".", key, args));
                lines.add(element.inPPortion()
                        ? new Step.Rule("Here the product is " + element.element() + ", in the P-portion: a P-position.",
                                "explain.quotient.productP", List.of(element.element()))
                        : new Step.Rule("Here the product is " + element.element() + ", not in the P-portion: an"
                                + " N-position, and a winning move makes the product an element of the P-portion.",
                                "explain.quotient.productN", List.of(element.element())));
            }
            return Optional.of(element);
        }

        /** The parts' values, or null when they are too big to compute but a closed form gives the outcome. */
        private long[] values() {
            try {
                return computeValues();
            } catch (TooBigException e) {
                if (position.size() == 1 && game.closedForm().isPresent()) {
                    return null;
                }
                throw e;
            }
        }

        /** The parts' values, or null when they are too big to compute (misère does not need them). */
        private long[] valuesIfAffordable() {
            try {
                return computeValues();
            } catch (TooBigException e) {
                return null;
            }
        }

        private long[] computeValues() {
            long[] values = new long[position.size()];
            game.prepare(position, request.effort());
            for (int i = 0; i < values.length; i++) {
                values[i] = game.grundy(position.get(i), request.budget());
            }
            return values;
        }

        private ImpartialAnalysis<C> result(Outcome outcome, OptionalLong value, Moves moves, List<Step> lines) {
            return result(outcome, value, moves.kept, moves.count, String.join("; ", moves.notes), lines,
                    Optional.empty());
        }

        /** The element of the position in its game's misère quotient, when the quotient decided it. */
        private Optional<QuotientElement> quotient = Optional.empty();

        private ImpartialAnalysis<C> result(Outcome outcome, OptionalLong value, List<ImpartialAnalysis.Move<C>> kept,
                long count, String note, List<Step> lines, Optional<LoopyAnalysis<C>> loopy) {
            List<String> arguments = new ArrayList<>(position.size());
            for (C c : position) {
                arguments.add(game.formatComponent(c));
            }
            return new ImpartialAnalysis<>(game.name(), game.formatPosition(position), position, arguments,
                    request.play(), outcome, value, kept, count, note, lines, loopy, quotient);
        }

        /**
         * The winning moves as they are found: at most the request's {@link Request#keptMoves()} kept as changes
         * to one part (duplicates within a part left out), all counted.
         */
        private final class Moves {
            final List<ImpartialAnalysis.Move<C>> kept = new ArrayList<>();
            final Set<String> notes = new LinkedHashSet<>();
            long count;
            private int keptPart = -1;
            private final Set<List<C>> keptInPart = new HashSet<>();

            int room() {
                return request.keptMoves() - kept.size();
            }

            void add(int part, List<C> option) {
                if (part != keptPart) {
                    keptPart = part;
                    keptInPart.clear();
                }
                if (!keptInPart.add(List.copyOf(option))) {
                    return; // the same move reported twice (two ways of leaving the same heaps)
                }
                count++;
                if (kept.size() < request.keptMoves()) {
                    List<String> to = new ArrayList<>(option.size());
                    for (C c : option) {
                        to.add(game.formatComponent(c));
                    }
                    kept.add(new ImpartialAnalysis.Move<>(part, option, game.formatComponent(position.get(part)), to));
                }
            }

            /** Moves a search counted without handing them over. */
            void counted(long more, String note) {
                count += more;
                if (!note.isEmpty()) {
                    notes.add(note);
                }
            }

            /** The first {@code limit} kept moves as whole positions. */
            List<String> shown(List<C> position, int limit) {
                List<String> out = new ArrayList<>();
                for (int k = 0; k < Math.min(limit, kept.size()); k++) {
                    out.add(game.formatPosition(replace(position, kept.get(k).argument(), kept.get(k).replacement())));
                }
                return out;
            }

            /** For each part, its first kept moves as whole positions (at most {@code limit} in all). */
            List<List<String>> byPart(List<C> position, int limit) {
                List<List<String>> out = new ArrayList<>();
                for (int i = 0; i < position.size(); i++) {
                    out.add(new ArrayList<>());
                }
                for (int k = 0; k < Math.min(limit, kept.size()); k++) {
                    int part = kept.get(k).argument();
                    out.get(part).add(game.formatPosition(replace(position, part, kept.get(k).replacement())));
                }
                return out;
            }
        }
    }

    /** The position with part i replaced by what a move leaves there. */
    static <C> List<C> replace(List<C> position, int i, List<C> option) {
        List<C> next = new ArrayList<>(position.size() - 1 + option.size());
        next.addAll(position.subList(0, i));
        next.addAll(option);
        next.addAll(position.subList(i + 1, position.size()));
        return next;
    }
}

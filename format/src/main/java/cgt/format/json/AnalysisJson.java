package cgt.format.json;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.LoopyPartizanAnalysis;
import cgt.analysis.PartizanAnalysis;
import cgt.loopy.LoopyOutcomeClass.Result;
import cgt.misere.analysis.MisereValue;
import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON object of {@code cgt analyze ... --json}, built from core's typed analysis: one place for its keys,
 * shared by the command line and the web explorer's {@code /api/analyze}.
 */
public final class AnalysisJson {

    /** Winning moves listed when the whole list would be too long (and in text mode before it is cut short). */
    public static final int MAX_TEXT_MOVES = 40;
    /**
     * The most characters of winning positions the JSON lists: beyond that it lists the first
     * {@link #MAX_TEXT_MOVES} moves (a sum of many parts repeats the whole position in every move).
     */
    public static final long MAX_JSON_MOVES_TEXT = 1_000_000;

    private AnalysisJson() {
    }

    /**
     * An impartial position: game, position, misere, outcome, value (in misère play: genus, misereValue and
     * normalValue, and quotient where the game's misère quotient decided it), winningMoves, winningMoveCount, ....
     *
     * @param misereValue the position's misère value, where it was computed (see {@link MisereValue#of})
     */
    public static Map<String, Object> impartial(ImpartialAnalysis<?> a, Optional<MisereValue> misereValue,
            boolean explain) {
        Map<String, Object> o = Json.object();
        o.put("game", a.game());
        o.put("position", a.position());
        o.put("misere", a.misere());
        o.put("outcome", a.outcome().name());
        if (a.misere()) {
            // Misère values: the genus (null beyond the budget); the normal-play value only under its own name.
            o.put("genus", misereValue.map(v -> v.genus().toString()).orElse(null));
            o.put("misereValue", misereValue.map(v -> v.form().misereValue()).orElse(null));
            o.put("normalValue", a.normalPlayValue());
            // Decided by the game's misère quotient: the position's element there (only then, so small positions'
            // output is as before).
            a.quotient().ifPresent(q -> {
                Map<String, Object> e = Json.object();
                e.put("element", q.element());
                e.put("inPPortion", q.inPPortion());
                e.put("order", q.order());
                e.put("proved", q.proved());
                e.put("heapsUpTo", q.heapsUpTo());
                o.put("quotient", e);
            });
        } else {
            o.put("value", a.normalPlayValue());
        }
        o.put("winningMoves", a.winningPositions(jsonMoveCount(a)));
        o.put("winningMoveCount", a.winningMoveCount());
        if (a.loopy().isPresent()) {
            LoopyJson.add(a, o); // a game with cycles: "D", "inf" and its reach, as analyze graph writes
        }
        if (!a.moveSearchNote().isEmpty()) {
            o.put("moveSearch", a.moveSearchNote());
        }
        if (explain) {
            o.put("explanation", a.explanationText());
        }
        return o;
    }

    /**
     * How many winning moves the JSON lists: all of them when there are at most {@link #MAX_JSON_MOVES_TEXT}
     * characters of positions to write (and the analysis kept them all), otherwise the first
     * {@link #MAX_TEXT_MOVES}; {@code winningMoveCount} always says how many there are.
     */
    public static int jsonMoveCount(ImpartialAnalysis<?> a) {
        boolean all = a.keptEveryMove() && a.winningPositionsLength() <= MAX_JSON_MOVES_TEXT;
        return all ? a.winningMoves().size() : MAX_TEXT_MOVES;
    }

    /** A partizan position: game, position, outcome, value, explicit, mean, temperature, the winning moves .... */
    public static <P> Map<String, Object> partizan(PartizanAnalysis<P> a, boolean explain) {
        CanonicalGame v = a.value();
        Map<String, Object> o = Json.object();
        o.put("game", a.game());
        o.put("position", a.position());
        o.put("outcome", a.outcome().name());
        o.put("value", v.toString());
        String explicitForm;
        try {
            explicitForm = GamePrinter.explicit(v);
        } catch (TooBigException e) {
            explicitForm = null; // nested braces of more than 20 million characters: left out
        }
        o.put("explicit", explicitForm);
        o.put("mean", a.mean().toString());
        o.put("temperature", a.temperature().toString());
        o.put("leftWinningMoves", a.positionsAfter(a.leftWinningMoves(),
                jsonMoveCount(a, a.leftWinningMoves(), a.leftWinningMoveCount())));
        o.put("leftWinningMoveCount", a.leftWinningMoveCount());
        o.put("rightWinningMoves", a.positionsAfter(a.rightWinningMoves(),
                jsonMoveCount(a, a.rightWinningMoves(), a.rightWinningMoveCount())));
        o.put("rightWinningMoveCount", a.rightWinningMoveCount());
        if (explain) {
            List<Object> parts = new ArrayList<>();
            for (PartizanAnalysis.Part p : a.parts()) {
                Map<String, Object> part = Json.object();
                part.put("part", p.text());
                part.put("value", p.value().toString());
                parts.add(part);
            }
            o.put("parts", parts);
            o.put("explanation", a.explanationText());
        }
        return o;
    }

    /**
     * A partizan position whose play can repeat, solved whole: game, position, outcome (CGSuite's class: L, R, P,
     * N, D, PHat, PCheck, NHat, NCheck), value (the loopy value as CGSuite prints it, or null with valueNote saying
     * why), leftFirst and rightFirst (each: result, remoteness, and the moves that keep
     * the result, winningMoves or drawingMoves, with their counts), positions and moves (the graph's size).
     */
    public static <P> Map<String, Object> loopyPartizan(LoopyPartizanAnalysis<P> a, boolean explain) {
        Map<String, Object> o = Json.object();
        o.put("game", a.game());
        o.put("position", a.position());
        o.put("outcome", a.outcomeClass().toString());
        o.put("value", a.value().orElse(null));
        if (a.value().isEmpty()) {
            o.put("valueNote", a.valueNote());
        }
        o.put("leftFirst", start(a, a.leftFirst()));
        o.put("rightFirst", start(a, a.rightFirst()));
        o.put("positions", a.positions());
        o.put("moves", a.moves());
        if (explain) {
            o.put("explanation", a.explanationText());
        }
        return o;
    }

    private static <P> Map<String, Object> start(LoopyPartizanAnalysis<P> a, LoopyPartizanAnalysis.Start<P> s) {
        Map<String, Object> o = Json.object();
        o.put("result", s.result().words());
        o.put("remoteness", s.remoteness().isPresent() ? s.remoteness().getAsInt() : null);
        boolean draw = s.result() == Result.DRAW;
        List<String> kept = a.positionsAfter(s.bestMoves(), s.bestMoves().size());
        o.put("winningMoves", s.wins() ? kept : List.of());
        o.put("winningMoveCount", s.wins() ? s.bestMoveCount() : 0);
        o.put("drawingMoves", draw ? kept : List.of());
        o.put("drawingMoveCount", draw ? s.bestMoveCount() : 0);
        return o;
    }

    /**
     * How many of one player's winning moves the JSON lists: all of them when there are at most
     * {@link #MAX_JSON_MOVES_TEXT} characters of positions to write (and the analysis kept them all),
     * otherwise the first {@link #MAX_TEXT_MOVES}; the count key always says how many there are.
     */
    public static <P> int jsonMoveCount(PartizanAnalysis<P> a, List<PartizanAnalysis.Move<P>> moves, long count) {
        boolean all = moves.size() == count && a.positionsLength(moves) <= MAX_JSON_MOVES_TEXT;
        return all ? moves.size() : MAX_TEXT_MOVES;
    }
}

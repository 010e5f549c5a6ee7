package cgt.analysis;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.rules.PartizanRules;
import cgt.task.Cancellation;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The check that a partizan game's {@link PartizanRules#parts} (and with it its normal forms, packed keys,
 * known values and fast options) give the values of the plain rules: a position's value found the usual way, as
 * the sum of its parts, against a search of the same moves that never splits a position, never normalises it and
 * knows no shortcut. A wrong {@code parts} would otherwise give wrong values silently.
 *
 * <p>On a disagreement the check walks down to a smallest position that disagrees: from a disagreeing position it
 * follows an option that disagrees too, until every option agrees; that position is where the parts go wrong
 * (its options' values are right, the sum of its parts is not).
 */
public final class PartsCheck {

    private PartsCheck() {
    }

    /**
     * A position whose sum of parts is not its value.
     *
     * @param game the game's name
     * @param position the smallest disagreeing position found, in the game's syntax
     * @param byParts its value as the sum of its parts
     * @param unsplit its value by the search that never splits
     */
    public record Disagreement(String game, String position, CanonicalGame byParts, CanonicalGame unsplit) {

        /** One line for the user. */
        public String message() {
            return "parts() of " + game + " disagree with the search that never splits, at " + position
                    + ": the sum of its parts is " + byParts + ", the position searched whole is " + unsplit;
        }
    }

    /**
     * Checks the position written as {@code args} (each argument checked on its own) within the request's time.
     *
     * @return the smallest disagreeing position found, or empty when the values agree
     * @throws BadInputException for a malformed position
     */
    public static <P> Optional<Disagreement> check(PartizanRules<P> rules, List<String> args, Request request) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given: " + rules.name() + " positions are written as "
                    + rules.syntax());
        }
        List<P> positions = new ArrayList<>();
        for (String a : args) {
            positions.add(rules.parse(a));
        }
        return Cancellation.within(request.budget().time(), "the check of parts()", () -> {
            Checker<P> checker = new Checker<>(rules, request.budget().memory());
            for (P p : positions) {
                Optional<Disagreement> d = checker.check(p);
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        });
    }

    /** Checks one position, with tables of the default size; for tests of rulesets. */
    public static <P> Optional<Disagreement> check(PartizanRules<P> rules, P position) {
        return new Checker<>(rules, null).check(position);
    }

    /** The two searches, each with its own table, kept for every position the walk down meets. */
    private static final class Checker<P> {
        private final PartizanRules<P> rules;
        private final PartizanEvaluator<P> split;
        private final PartizanEvaluator<P> unsplit;

        Checker(PartizanRules<P> rules, Long memory) {
            this.rules = rules;
            int capacity = memory == null ? TranspositionTable.defaultCapacity()
                    : TranspositionTable.capacityWithin(memory) / 2;
            Unsplit<P> whole = new Unsplit<>(rules);
            this.split = new PartizanEvaluator<>(rules, TranspositionTable.forGame(rules, capacity), 1, Progress.NONE);
            this.unsplit = new PartizanEvaluator<>(whole, TranspositionTable.forGame(whole, capacity), 1,
                    Progress.NONE);
        }

        Optional<Disagreement> check(P position) {
            if (agrees(position)) {
                return Optional.empty();
            }
            P at = position;
            walk:
            while (true) {
                for (boolean left : new boolean[] {true, false}) {
                    for (P option : left ? rules.leftMoves(at) : rules.rightMoves(at)) {
                        if (!agrees(option)) {
                            at = option;
                            continue walk;
                        }
                    }
                }
                return Optional.of(new Disagreement(rules.name(), rules.format(at), split.value(at),
                        unsplit.value(at)));
            }
        }

        private boolean agrees(P position) {
            return split.value(position).equals(unsplit.value(position));
        }
    }

    /**
     * The same moves with every optional method at its default: one part per position, no normal form, no packed
     * key, no known value, options derived from the moves.
     */
    private record Unsplit<P>(PartizanRules<P> moves) implements PartizanRules<P> {

        @Override
        public Collection<P> leftMoves(P position) {
            return moves.leftMoves(position);
        }

        @Override
        public Collection<P> rightMoves(P position) {
            return moves.rightMoves(position);
        }

        @Override
        public String name() {
            return moves.name();
        }

        @Override
        public String format(P position) {
            return moves.format(position);
        }
    }
}

package cgt.catalog;

import cgt.games.ImpartialGame;
import cgt.impartial.GrundySolver;
import cgt.input.BadInputException;
import cgt.rules.ImpartialRules;
import cgt.task.Budget;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalLong;

/**
 * A user's {@link ImpartialRules} as an {@link ImpartialGame}: a component is a whole position as the user
 * writes it (so winning moves show whole positions), and its value is the nim-sum of its parts' values, each
 * solved by the Sprague-Grundy recursion on the parts' moves.
 */
final class UserImpartialGame<P> extends UserGame<P, ImpartialRules<P>> implements ImpartialGame<P> {

    /** The values of the parts solved so far; each question bounds the parts by its budget. */
    private final GrundySolver<P> solver;

    UserImpartialGame(ImpartialRules<P> rules) {
        super(rules);
        this.solver = new GrundySolver<>(new GuardedParts(), Budget.DEFAULT.positions().grundy());
    }

    @Override
    public List<P> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given for " + name() + ": expected " + syntax());
        }
        List<P> position = new ArrayList<>();
        for (String a : args) {
            position.add(UserGames.parse(rules, a));
        }
        return position;
    }

    @Override
    public String formatComponent(P component) {
        return text(component);
    }

    /** The user's moves, each a whole position (the analysis shows whole positions; the values use the parts). */
    @Override
    public List<P> moves(P component) {
        return UserGames.list(rules, () -> "moves(" + formatComponent(component) + ")", () -> rules.moves(component));
    }

    /** The user's rules with their parts, each call guarded: what the values are solved on. */
    private final class GuardedParts implements ImpartialRules<P> {
        @Override
        public Collection<P> moves(P part) {
            return UserImpartialGame.this.moves(part);
        }

        @Override
        public Collection<P> parts(P position) {
            return userParts(position);
        }

        @Override
        public P normalize(P part) {
            P n = UserGames.call(rules, () -> "normalize(" + formatComponent(part) + ")", () -> rules.normalize(part));
            return n != null ? n : part; // as the user's partizan rules: null stands for the default
        }

        @Override
        public OptionalLong knownValue(P part) {
            OptionalLong v = UserGames.call(rules, () -> "knownValue(" + formatComponent(part) + ")",
                    () -> rules.knownValue(part));
            return v != null ? v : OptionalLong.empty();
        }

        @Override
        public long packedKey(P part) {
            Long k = UserGames.call(rules, () -> "packedKey(" + formatComponent(part) + ")", () -> rules.packedKey(part));
            if (k == null || k < NOT_PACKED) {
                throw new BadInputException(name() + ": packedKey(" + formatComponent(part) + ") gave " + k
                        + "; a packed key is a number of 0 or more, or -1 (NOT_PACKED) for a part with none");
            }
            return k;
        }
    }

    private List<P> userParts(P position) {
        return UserGames.list(rules, () -> "parts(" + formatComponent(position) + ")",
                () -> rules.parts(position));
    }

    @Override
    public long grundy(P component) {
        return grundy(component, Budget.DEFAULT);
    }

    /** The nim-sum of the parts' values, solving at most the budget's {@link Budget.Positions#grundy()} parts. */
    @Override
    public synchronized long grundy(P component, Budget budget) {
        long g = 0;
        for (P part : userParts(component)) {
            g ^= solver.grundy(part, budget.positions().grundy());
        }
        return g;
    }

    @Override
    public Comparator<P> order() {
        return Comparator.comparing(this::formatComponent);
    }
}

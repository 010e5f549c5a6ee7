package cgt.rules;

import cgt.games.ImpartialGame;
import cgt.impartial.GrundySolver;
import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A user's {@link ImpartialRules} as an {@link ImpartialGame}: a component is a whole position as the user
 * writes it (so winning moves show whole positions), and its value is the nim-sum of its parts' values, each
 * solved by the Sprague-Grundy recursion on the parts' moves.
 */
final class UserImpartialGame<P> extends UserGame<P, ImpartialRules<P>> implements ImpartialGame<P> {

    /** The most distinct parts solved before the solver stops and says the game is too big. */
    static final long MAX_POSITIONS = 5_000_000;

    private final GrundySolver<P> solver;

    UserImpartialGame(ImpartialRules<P> rules) {
        super(rules);
        this.solver = new GrundySolver<>(this::partOptions, MAX_POSITIONS);
    }

    @Override
    public List<P> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given for " + name() + ": expected " + positionSyntax());
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

    @Override
    public List<List<P>> options(P component) {
        List<List<P>> options = new ArrayList<>();
        for (P m : UserGames.list(rules, () -> "moves(" + formatComponent(component) + ")",
                () -> rules.moves(component))) {
            options.add(List.of(m));
        }
        return options;
    }

    /** The options of a part, each as the parts it falls apart into. */
    private List<List<P>> partOptions(P part) {
        List<List<P>> options = new ArrayList<>();
        for (P m : UserGames.list(rules, () -> "moves(" + formatComponent(part) + ")",
                () -> rules.moves(part))) {
            options.add(parts(m));
        }
        return options;
    }

    private List<P> parts(P position) {
        return UserGames.list(rules, () -> "parts(" + formatComponent(position) + ")",
                () -> rules.parts(position));
    }

    @Override
    public synchronized long grundy(P component) {
        long g = 0;
        for (P part : parts(component)) {
            g ^= solver.grundy(part);
        }
        return g;
    }

    @Override
    public Comparator<P> order() {
        return Comparator.comparing(this::formatComponent);
    }
}

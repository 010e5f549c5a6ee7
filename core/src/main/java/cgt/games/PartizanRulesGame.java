package cgt.games;

import cgt.rules.PartizanRules;

/**
 * Partizan rules as a game the catalog lists and a user picks by name: the one adapter between
 * {@link PartizanRules}, which every partizan game implements (built-in or a user's), and {@link Game}. The
 * analysis, play and the explorer take the rules back with {@link #ruleset()} and work on them alone.
 *
 * @param <P> the rules' position type
 */
public final class PartizanRulesGame<P> implements Game {

    private final PartizanRules<P> ruleset;

    private PartizanRulesGame(PartizanRules<P> ruleset) {
        this.ruleset = ruleset;
    }

    /** The game these rules define. */
    public static <P> PartizanRulesGame<P> of(PartizanRules<P> ruleset) {
        return new PartizanRulesGame<>(ruleset);
    }

    /** The rules: moves, parts, normal forms and the position syntax. */
    public PartizanRules<P> ruleset() {
        return ruleset;
    }

    @Override
    public String name() {
        return ruleset.name();
    }

    @Override
    public String rules() {
        return ruleset.rules();
    }

    @Override
    public String syntax() {
        return ruleset.syntax();
    }

    @Override
    public String toString() {
        return name();
    }
}

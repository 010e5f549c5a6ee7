package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.impartial.GrundySolver;
import cgt.impartial.OptionRules;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;

/**
 * Checks an impartial game's fast paths against its plain rules, the impartial counterpart of the partizan
 * {@code RulesChecks}: the Grundy value a game gives (a formula, a table, a closed form, a search with shortcuts)
 * must be the mex over its listed options, computed here by the general recursion with none of the game's
 * shortcuts; its closed form's P-positions must be those of value 0; and the options it says solve the
 * nim-equation must be exactly the listed options of that value.
 */
public final class ImpartialRulesChecks {

    private ImpartialRulesChecks() {
    }

    /**
     * Checks every component a seeded random walk of at most {@code count} steps meets from the components of
     * {@code seed} (a position in the game's syntax, one component per argument).
     */
    public static <C> void check(ImpartialGame<C> game, List<String> seed, int count, long randomSeed) {
        OptionRules<C> plain = c -> game.options(c); // its listed options alone, no shortcut
        GrundySolver<C> solver = new GrundySolver<>(plain, 2_000_000);
        Random random = new Random(randomSeed);
        LinkedHashSet<C> seen = new LinkedHashSet<>();
        List<C> frontier = new ArrayList<>(game.parsePosition(seed));
        while (seen.size() < count && !frontier.isEmpty()) {
            C c = frontier.remove(random.nextInt(frontier.size()));
            if (!seen.add(c)) {
                continue;
            }
            List<List<C>> options = game.options(c);
            for (int i = 0; i < Math.min(3, options.size()); i++) {
                frontier.addAll(options.get(random.nextInt(options.size())));
            }
        }
        assertThat(seen).as(game.name() + ": components met").isNotEmpty();
        for (C c : seen) {
            String what = game.name() + " " + game.formatComponent(c);
            long value = solver.grundy(c);
            assertThat(game.grundy(c)).as(what + ": the game's value against the mex of its options").isEqualTo(value);
            game.closedForm().ifPresent(f -> assertThat(f.isP(c)).as(what + ": closed form's P").isEqualTo(value == 0));
            for (long target = 0; target <= value + 1; target++) {
                List<List<C>> expected = new ArrayList<>();
                for (List<C> option : game.options(c)) {
                    if (solver.grundy(option) == target) {
                        expected.add(option);
                    }
                }
                assertThat(game.optionsWithValue(c, target)).as(what + ": options of value " + target)
                        .containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }
}

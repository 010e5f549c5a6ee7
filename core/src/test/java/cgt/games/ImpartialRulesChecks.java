package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.impartial.GrundySolver;
import cgt.impartial.OptionRules;
import cgt.rules.ImpartialRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Checks an impartial game's fast paths against its plain rules, the impartial counterpart of the partizan
 * {@code RulesChecks}: the Grundy value a game gives (a formula, a table, a closed form, a search with shortcuts)
 * must be the mex over its listed options, computed here by the general recursion with none of the game's
 * shortcuts; its closed form's P-positions must be those of value 0; and the options it says solve the
 * nim-equation must be exactly the listed options of that value. The rules' optional hooks are checked the same way:
 * a part and its normal form have one value, a known value is the value, packed keys are those of the normal forms
 * and distinct between distinct ones, and the solver given the game itself (packed, normalised, known values
 * taken) finds the plain values.
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
        GrundySolver<C> hooked = new GrundySolver<>(game, 2_000_000);
        Map<Long, C> byKey = new HashMap<>();
        for (C c : seen) {
            String what = game.name() + " " + game.formatComponent(c);
            long value = solver.grundy(c);
            C normal = game.normalize(c);
            assertThat((long) solver.grundy(normal)).as(what + ": the value of its normal form").isEqualTo(value);
            game.knownValue(c).ifPresent(v -> assertThat(v).as(what + ": its known value").isEqualTo(value));
            assertThat((long) hooked.grundy(c)).as(what + ": the value with the rules' hooks").isEqualTo(value);
            long key = game.packedKey(normal);
            assertThat(key).as(what + ": its packed key").isGreaterThanOrEqualTo(ImpartialRules.NOT_PACKED);
            if (key != ImpartialRules.NOT_PACKED) {
                C other = byKey.putIfAbsent(key, normal);
                assertThat(other == null || other.equals(normal)).as(what + ": packed key " + key + " is also "
                        + (other == null ? "" : game.formatComponent(other))).isTrue();
            }
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

package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every built-in impartial game's fast paths (formulas, heap tables, Wythoff's and Chomp's tables, closed forms,
 * shortcut searches for winning moves) agree with the mex over its plain options ({@link ImpartialRulesChecks}).
 * A new impartial game adds its seed position here: the test fails for a built-in without one.
 */
class ImpartialFastPathTest {

    /** A small position of each built-in impartial game, from which the check walks. */
    private static final Map<String, List<String>> SEEDS = Map.ofEntries(
            Map.entry("nim", List.of("9", "5")), Map.entry("mark", List.of("14")),
            Map.entry("upto-half", List.of("14")), Map.entry("lasker", List.of("14")),
            Map.entry("lasker-unequal", List.of("14")), Map.entry("grundy", List.of("14")),
            Map.entry("poolitaja", List.of("14")), Map.entry("kayles", List.of("14")),
            Map.entry("dawsons-kayles", List.of("14")), Map.entry("dawsons-chess", List.of("14")),
            Map.entry("treblecross", List.of("14")), Map.entry("wythoff", List.of("7,11", "4,6")),
            Map.entry("chomp", List.of("4,4,3,1", "3x3")), Map.entry("staircase", List.of("3", "0", "2", "4")),
            Map.entry("one-from-each", List.of("3", "4", "2")),
            // Coin turning: a row of coins, its value the nim-sum of a lone head's values found without listing sets.
            Map.entry("turning-turtles", List.of("hthhth")), Map.entry("mock-turtles", List.of("thhtht")),
            Map.entry("twins", List.of("thhthh")), Map.entry("triplets", List.of("tthhth")),
            Map.entry("ruler", List.of("hthhth")), Map.entry("mock-turtle-fives", List.of("thhthh")),
            Map.entry("turnips", List.of("tthhth")), Map.entry("sym", List.of("hthh")));

    /**
     * Fair shares has cycles (a heap split into equal shares and shares merged again), so it has no Grundy values
     * by recursion to compare: its analysis is the loopy solver's, and it has no fast path.
     */
    private static final String CYCLIC = "fair-shares";

    @Test
    void everyBuiltInImpartialGamesFastPathsAgreeWithItsOptions() {
        int checked = 0;
        for (String name : Catalog.builtInNames()) {
            var game = Catalog.impartial(name);
            if (game.isEmpty() || name.equals(CYCLIC)) {
                continue;
            }
            assertThat(SEEDS).as("a seed position for " + name).containsKey(name);
            ImpartialRulesChecks.check(game.get(), SEEDS.get(name), 40, name.hashCode());
            checked++;
        }
        assertThat(checked).isEqualTo(SEEDS.size());
    }
}

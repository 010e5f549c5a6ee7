package cgt.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.input.BadInputException;
import cgt.rules.PartizanRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry: built-ins found through ServiceLoader, typed lookups, parametric names, registered games. */
class CatalogTest {

    @Test
    void builtInsComeFromTheServiceProvidersInDisplayOrder() {
        assertThat(Catalog.builtInNames()).startsWith("nim", "mark").contains("kayles", "wythoff", "domineering",
                "cutcake").doesNotHaveDuplicates();
        assertThat(Catalog.builtIns()).extracting(g -> g.name()).isEqualTo(Catalog.builtInNames());
        assertThat(Catalog.families()).extracting(GameProvider.Family::pattern)
                .containsExactly("turning:CODE", "subtraction:S", "allbut:S", "0.d1d2d3...");
    }

    @Test
    void typedLookupsNeedNoCast() {
        HeapGame kayles = Catalog.heap("Kayles").orElseThrow();
        assertThat(kayles.grundy(3L)).isEqualTo(3);
        ImpartialGame<?> wythoff = Catalog.impartial("wythoff").orElseThrow();
        assertThat(wythoff.name()).isEqualTo("wythoff");
        PartizanRules<?> domineering = Catalog.partizan("domineering").orElseThrow().ruleset();
        assertThat(domineering.name()).isEqualTo("domineering");
        assertThat(Catalog.partizan("nim")).isEmpty();
        assertThat(Catalog.impartial("clobber")).isEmpty();
        assertThat(Catalog.heap("chomp")).isEmpty();
    }

    @Test
    void parametricNamesAreParsedByTheirProvider() {
        HeapGame s = Catalog.heap("subtraction:1,3,4").orElseThrow();
        // Subtraction {1,3,4}: g = 0 1 0 1 2 3 2 0 1 0 1 2 3 2 (period 7), Winning Ways ch. 4.
        assertThat(s.values().sequence(13).toArray()).containsExactly(0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2);
        assertThat(Catalog.heap("0.137").orElseThrow().name()).isEqualTo("0.137");
        assertThat(Catalog.heap("allbut:2").orElseThrow().name()).startsWith("allbut:");
        assertThatThrownBy(() -> Catalog.find("nosuchgame")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown game 'nosuchgame'").hasMessageContaining("kayles");
    }

    @Test
    void aRegisteredGameJoinsTheSameWayAndTakesPrecedence() {
        Catalog.register(Catalog.single("catalog-test-heap", () -> HeapGame.of("catalog-test-heap",
                "take 1 or 2", (n, sink) -> {
                    for (int k = 1; k <= Math.min(2, n); k++) {
                        sink.leave(n - k);
                    }
                })));
        HeapGame g = Catalog.heap("CATALOG-test-heap").orElseThrow();
        assertThat(g.values().sequence(5).toArray()).containsExactly(0, 1, 2, 0, 1, 2);
        assertThat(Catalog.builtInNames()).doesNotContain("catalog-test-heap");
        assertThat(List.of(Catalog.find("catalog-test-heap").name())).containsExactly("catalog-test-heap");
    }
}

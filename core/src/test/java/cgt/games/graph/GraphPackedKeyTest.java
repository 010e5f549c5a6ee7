package cgt.games.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The graph framework packs small parts into numbers for the transposition table: every key reads back as its part,
 * distinct parts have distinct keys, and the search finds the same values with the keys as without them, on seeded
 * random graphs of every unrooted ruleset and on Childish Hackenbush trees.
 */
class GraphPackedKeyTest {

    /** The same rules with every hook but the packed key: each part is kept as an object. */
    private static PartizanRules<Graph> unpacked(GraphGame game) {
        return new PartizanRules<>() {
            @Override
            public String name() {
                return game.name();
            }

            @Override
            public Collection<Graph> leftMoves(Graph g) {
                return game.leftMoves(g);
            }

            @Override
            public Collection<Graph> rightMoves(Graph g) {
                return game.rightMoves(g);
            }

            @Override
            public Collection<Graph> parts(Graph g) {
                return game.parts(g);
            }

            @Override
            public Normal<Graph> normalize(Graph part) {
                return game.normalize(part);
            }

            @Override
            public Optional<CanonicalGame> knownValue(Graph part) {
                return game.knownValue(part);
            }
        };
    }

    /** A random graph of n vertices whose labels are drawn from {@code vertex}, edges from {@code edge}. */
    private static Graph random(Random r, int n, String vertex, String edge) {
        char[] labels = new char[n];
        char[] edges = new char[n * n];
        for (int v = 0; v < n; v++) {
            labels[v] = vertex.charAt(r.nextInt(vertex.length()));
            for (int u = 0; u < v; u++) {
                if (r.nextInt(3) == 0) {
                    char e = edge.charAt(r.nextInt(edge.length()));
                    edges[u * n + v] = e;
                    edges[v * n + u] = e;
                }
            }
        }
        return Graph.of(labels, edges);
    }

    private static void check(GraphGame game, List<Graph> positions) {
        PartizanEvaluator<Graph> packed = PartizanEvaluator.of(game);
        PartizanEvaluator<Graph> objects = PartizanEvaluator.of(unpacked(game));
        Map<Long, Graph> byKey = new HashMap<>();
        int packedParts = 0;
        for (Graph g : positions) {
            String what = game.name() + " " + game.format(g);
            assertThat(packed.value(g)).as(what).isEqualTo(objects.value(g));
            for (Graph part : game.parts(g)) {
                Graph normal = game.normalize(part).key();
                long key = game.packedKey(normal);
                if (key == PartizanRules.NOT_PACKED) {
                    continue;
                }
                packedParts++;
                assertThat(key).as(what).isNotNegative();
                assertThat(game.unpack(key)).as(what + ": unpacked").isEqualTo(normal);
                assertThat(byKey.computeIfAbsent(key, k -> normal)).as(what + ": key " + key).isEqualTo(normal);
            }
        }
        assertThat(packedParts).as(game.name() + ": parts packed").isPositive();
    }

    @Test
    void keysReadBackAndTheSearchFindsTheUnpackedValues() {
        Random r = new Random(24);
        // Each ruleset with the vertex labels and edges its positions have, in a fixed order (the seed's draws).
        List<Map.Entry<GraphGame, String>> games = List.of(Map.entry(new NodeKayles(), ".|-"),
                Map.entry(ArcKayles.arcKayles(), ".|-"), Map.entry(ArcKayles.partizanArcKayles(), ".|lre"),
                Map.entry(Colouring.col(), "LR...|-"), Map.entry(Colouring.snort(), "LR...|-"),
                Map.entry(Colouring.fjords(), "LR...|-"));
        for (Map.Entry<GraphGame, String> e : games) {
            int bar = e.getValue().indexOf('|');
            String[] alphabet = {e.getValue().substring(0, bar), e.getValue().substring(bar + 1)};
            List<Graph> positions = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                positions.add(random(r, 1 + r.nextInt(8), alphabet[0], alphabet[1]));
            }
            positions.add(random(r, 12, alphabet[0], alphabet[1])); // parts too large to pack, beside small ones
            check(e.getKey(), positions);
        }
        ChildishHackenbush childish = new ChildishHackenbush();
        check(childish, List.of("lre", "l(r;e)", "eee", "lr(e;l)", "e(l;r;e)", "ll(rr;ee)").stream()
                .map(childish::parse).toList());
    }

    @Test
    void aNumberThatIsNoKeyIsRefused() {
        NodeKayles game = new NodeKayles();
        assertThat(game.unpack(game.packedKey(game.parse("---")))).isEqualTo(game.parse("---"));
        assertThat(game.packedKey(game.parse("Cycle(12)"))).isEqualTo(PartizanRules.NOT_PACKED);
        assertThatThrownBy(() -> game.unpack(-3)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-3");
        assertThatThrownBy(() -> game.unpack(1L << 62 | 2)).isInstanceOf(IllegalArgumentException.class);
    }
}

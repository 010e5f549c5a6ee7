package cgt.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One rules interface per kind of game: the partizan moves are declared by {@code cgt.rules.PartizanRules} alone,
 * which built-in games and users' games both implement. A second public interface declaring Left's and Right's
 * moves (under either name, moves or options) would bring back the parallel interfaces whose names drifted and
 * whose speed hooks users' games never got.
 */
class OneRulesInterfaceTest {

    /** Core's compiled classes: reflection on them is quick (an ArchUnit import of core takes seconds). */
    private static final Path CLASSES = Path.of("target/classes");

    /** The method names that make an interface a partizan rules interface. */
    private static final Set<String> PARTIZAN_MOVES = Set.of("leftMoves", "rightMoves", "leftOptions",
            "rightOptions");

    @Test
    void partizanMovesAreDeclaredByPartizanRulesAlone() throws IOException, ClassNotFoundException {
        assertThat(declaring(PARTIZAN_MOVES)).as("public interfaces of core declaring a player's moves")
                .containsExactly("cgt.rules.PartizanRules");
    }

    /**
     * The moves of a player-less (impartial) game are declared by {@code cgt.rules.ImpartialRules} alone (a
     * position's moves, with its parts, and the options the solvers walk derived from them), and by the heap
     * framework, which is those same rules over rows of heaps ({@code cgt.heap.HeapRowRules}) with the moves of ONE
     * heap reported to a sink as the engines' fast path: {@code HeapRule} for the built-ins, {@code LongHeapRule}
     * its form for heaps past 2^31, {@code HeapGameRules} for users. {@code PartizanRules} is here for its fast
     * option hook. The catalog's impartial games ({@code cgt.games.ImpartialGame}) implement {@code ImpartialRules}
     * and declare no moves of their own; a new interface here would be a second way to write an impartial game.
     */
    @Test
    void impartialMovesAreDeclaredByImpartialRulesAndTheHeapFrameworkAlone()
            throws IOException, ClassNotFoundException {
        assertThat(declaring(Set.of("moves", "options"))).as("public interfaces of core declaring moves or options")
                .containsExactly("cgt.heap.HeapRule", "cgt.heap.LongHeapRule", "cgt.rules.HeapGameRules",
                        "cgt.rules.ImpartialRules", "cgt.rules.PartizanRules");
    }

    private Set<String> declaring(Set<String> methods) throws IOException, ClassNotFoundException {
        List<String> names;
        try (Stream<Path> files = Files.walk(CLASSES)) {
            names = files.map(f -> CLASSES.relativize(f).toString()).filter(f -> f.endsWith(".class"))
                    .filter(f -> !f.contains("module-info") && !f.contains("package-info"))
                    .map(f -> f.substring(0, f.length() - ".class".length()).replace('/', '.')).toList();
        }
        assertThat(names).as("core's classes").hasSizeGreaterThan(100);
        TreeSet<String> declaring = new TreeSet<>();
        for (String name : names) {
            Class<?> c = Class.forName(name, false, getClass().getClassLoader());
            if (!c.isInterface() || !Modifier.isPublic(c.getModifiers())) {
                continue;
            }
            for (Method m : c.getDeclaredMethods()) {
                if (methods.contains(m.getName())) {
                    declaring.add(c.getName());
                }
            }
        }
        return declaring;
    }
}

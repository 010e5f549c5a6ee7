package cgt.catalog;

import cgt.games.ClassicHeapGames;
import cgt.games.Game;
import cgt.heap.TakeAndBreak;
import java.util.List;
import java.util.Optional;

/** The heap games written with parameters: {@code subtraction:S}, {@code allbut:S} and take-and-break codes. */
public final class HeapFamilies implements GameProvider {

    /** The provider the {@code ServiceLoader} makes, which needs a public constructor without arguments. */
    public HeapFamilies() {
    }

    @Override
    public List<Named> games() {
        return List.of();
    }

    @Override
    public List<Family> families() {
        return List.of(
                new Family("subtraction:S", "take s tokens from a heap, for s in the finite set S", "subtraction:1,3,4"),
                new Family("allbut:S", "take any positive number of tokens except those in the finite set S",
                        "allbut:2,5"),
                new Family("0.d1d2d3...", "take-and-break code: digit dk says what may remain after removing k tokens"
                        + " (1: nothing, 2: one heap, 4: two heaps, 8: three); 4. allows splitting without removing;"
                        + " a bracketed tail repeats", "0.137, 4.07, 0.[3]"));
    }

    @Override
    public Optional<Game> parse(String name) {
        if (name.startsWith("subtraction:") || name.startsWith("allbut:")) {
            return Optional.of(ClassicHeapGames.subtraction(name.substring(name.indexOf(':') + 1),
                    name.startsWith("allbut:")));
        }
        if (TakeAndBreak.looksLikeCode(name)) {
            return Optional.of(ClassicHeapGames.takeAndBreak(name));
        }
        return Optional.empty();
    }
}

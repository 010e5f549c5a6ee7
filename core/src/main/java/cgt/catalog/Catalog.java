package cgt.catalog;

import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * The games a user can name. Games come from {@link GameProvider}s: the built-ins through
 * {@link ServiceLoader}, a user's own rules through {@link #register}; a name is looked up in the registered
 * providers first, then in the built-in ones, each asked first for its fixed names, then to parse the name
 * (parametric families). Every lookup returns a new game object, so that callers on different threads never
 * share a game's caches.
 */
public final class Catalog {

    /** The providers on the class path, in the order their service files list them. */
    private static final List<GameProvider> BUILT_IN = load();
    /** Providers added at run time (a user's compiled rules); safe to add to while others look up. */
    private static final List<GameProvider> REGISTERED = new CopyOnWriteArrayList<>();

    private Catalog() {
    }

    private static List<GameProvider> load() {
        List<GameProvider> providers = new ArrayList<>();
        ServiceLoader.load(GameProvider.class, Catalog.class.getClassLoader()).forEach(providers::add);
        return List.copyOf(providers);
    }

    /**
     * Adds a provider whose names take precedence over the built-in ones (a user's rules file named like a
     * built-in game means the user's game). Registering a name again replaces the game registered under it.
     */
    public static synchronized void register(GameProvider provider) {
        // A provider registered again under a name (the same rules file run twice in one process) replaces the old.
        List<String> names = provider.games().stream().map(GameProvider.Named::name).toList();
        REGISTERED.removeIf(p -> p.games().stream().anyMatch(g -> names.contains(g.name())));
        REGISTERED.add(0, provider);
    }

    /**
     * The game a user named: a built-in name, a registered game, {@code subtraction:S}, {@code allbut:S}, or a
     * take-and-break code.
     *
     * @throws BadInputException naming the unknown game and what is accepted
     */
    public static Game find(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        for (List<GameProvider> providers : List.of(REGISTERED, BUILT_IN)) {
            for (GameProvider p : providers) {
                for (GameProvider.Named g : p.games()) {
                    if (g.name().equals(n)) {
                        return g.factory().get();
                    }
                }
            }
            for (GameProvider p : providers) {
                Optional<Game> parsed = p.parse(n);
                if (parsed.isPresent()) {
                    return parsed.get();
                }
            }
        }
        throw new BadInputException("unknown game '" + name + "': expected one of " + String.join(", ", builtInNames())
                + ", subtraction:S (e.g. subtraction:1,3,4), allbut:S, or a take-and-break code such as 0.137"
                + " (cgt games lists them all)", "input.unknownGame", List.of(name, String.join(", ", builtInNames())));
    }

    /**
     * The impartial game of that name; empty when the name is a partizan game.
     *
     * @throws BadInputException when no game has the name
     */
    public static Optional<ImpartialGame<?>> impartial(String name) {
        return find(name) instanceof ImpartialGame<?> g ? Optional.of(g) : Optional.empty();
    }

    /**
     * The partizan game of that name; empty when the name is an impartial game.
     *
     * @throws BadInputException when no game has the name
     */
    public static Optional<PartizanRulesGame<?>> partizan(String name) {
        return find(name) instanceof PartizanRulesGame<?> g ? Optional.of(g) : Optional.empty();
    }

    /**
     * The heap game of that name (positions are heap sizes; Grundy sequences and periods apply); empty when the
     * name is another kind of game.
     *
     * @throws BadInputException when no game has the name
     */
    public static Optional<HeapGame> heap(String name) {
        return find(name) instanceof HeapGame g ? Optional.of(g) : Optional.empty();
    }

    /** A new instance of every built-in game, in display order (registered games are not among them). */
    public static List<Game> builtIns() {
        List<Game> games = new ArrayList<>();
        for (GameProvider p : BUILT_IN) {
            for (GameProvider.Named g : p.games()) {
                games.add(g.factory().get());
            }
        }
        return games;
    }

    /** The names of the built-in games. */
    public static List<String> builtInNames() {
        List<String> names = new ArrayList<>();
        for (GameProvider p : BUILT_IN) {
            p.games().forEach(g -> names.add(g.name()));
        }
        return names;
    }

    /**
     * Whether a built-in game answers to the name: one of {@link #builtInNames()} or a spelling a family reads
     * (a take-and-break code such as {@code 0.07}, {@code subtraction:1,2}), case and surrounding blanks aside.
     */
    public static boolean builtInAccepts(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        for (GameProvider p : BUILT_IN) {
            if (p.games().stream().anyMatch(g -> g.name().equals(n))) {
                return true;
            }
            try {
                if (p.parse(n).isPresent()) {
                    return true;
                }
            } catch (BadInputException e) {
                return true; // a family's spelling with wrong parameters is still that family's
            }
        }
        return false;
    }

    /** The families of games written with parameters. */
    public static List<GameProvider.Family> families() {
        List<GameProvider.Family> families = new ArrayList<>();
        for (GameProvider p : BUILT_IN) {
            families.addAll(p.families());
        }
        return families;
    }

    /** A provider of one game under one name, for a game made at run time (a user's compiled rules). */
    public static GameProvider single(String name, Supplier<? extends Game> factory) {
        List<GameProvider.Named> games = List.of(new GameProvider.Named(name.toLowerCase(Locale.ROOT), factory));
        return () -> games;
    }
}

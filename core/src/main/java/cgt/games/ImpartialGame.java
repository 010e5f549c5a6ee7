package cgt.games;

import cgt.task.Budget;
import cgt.misere.MisereRule;
import cgt.rules.ImpartialRules;
import cgt.task.Effort;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An impartial game as the catalog lists it and a user meets it: its rules ({@link ImpartialRules}, the one
 * interface every impartial game implements: a component's moves, and the options derived from them), a notation
 * for positions, and the fastest known way to each component's Grundy value (a formula, a table, or the general
 * recursion). This interface declares no moves of its own: what it adds is how positions are written and how
 * values are found.
 *
 * <p>A position is a sum of components, written as one argument per component ({@code nim 3 4 5},
 * {@code wythoff 3,5 2,7}); the components are the parts the solvers work on. Every move leaves at least one
 * component (a heap game writes an emptied heap as 0), so that a move can always be written in the position's
 * own syntax.
 *
 * @param <C> the component type
 */
public interface ImpartialGame<C> extends Game, ImpartialRules<C> {

    // Game's name, rules and syntax, which every game states itself (ImpartialRules would default them).
    @Override
    String name();

    @Override
    String rules();

    @Override
    String syntax();

    /** One component, as {@link #parsePosition} reads it from one argument. */
    @Override
    default C parse(String text) {
        List<C> position = parsePosition(List.of(text));
        if (position.size() != 1) {
            throw new IllegalArgumentException("'" + text + "' is " + position.size() + " components, not one");
        }
        return position.get(0);
    }

    /** One component, as {@link #formatComponent} writes it. */
    @Override
    default String format(C component) {
        return formatComponent(component);
    }

    /**
     * Parses a position, one component per argument.
     *
     * @throws cgt.input.BadInputException naming the argument that is wrong and the accepted form
     */
    List<C> parsePosition(List<String> args);

    /** The text of one component, in the syntax {@link #parsePosition} reads. */
    String formatComponent(C component);

    /**
     * The Grundy value of a component.
     *
     * @throws cgt.task.TooBigException when the value would take more work or memory than allowed
     */
    long grundy(C component);

    /**
     * The Grundy value of a component, computed within the budget's limits (the table or the search it takes). Games
     * whose values come from a search or a table override it; the default asks {@link #grundy(Object)}, which stays
     * within {@link Budget#DEFAULT}.
     *
     * @throws cgt.task.TooBigException when the value would take more work or memory than the budget allows
     */
    default long grundy(C component, Budget budget) {
        return grundy(component);
    }

    /**
     * Called with a whole position before its components' values are asked, so that a game whose values
     * come from a table builds one table for all of them, on the request's threads and reporting to its progress
     * (the game keeps what it computed, not the request's settings). The default does nothing.
     */
    default void prepare(List<C> position, Effort effort) {
    }

    /** A total order on components, for the whole-position searches that sort sums (misère play). */
    Comparator<C> order();

    /**
     * The options of a component whose Grundy value is {@code value}: the moves that solve the
     * nim-equation. Games override it when they can find such moves without listing every option.
     */
    default List<List<C>> optionsWithValue(C component, long value) {
        List<List<C>> result = new ArrayList<>();
        for (List<C> option : options(component)) {
            long g = 0;
            for (C c : option) {
                g ^= grundy(c);
            }
            if (g == value) {
                result.add(option);
            }
        }
        return result;
    }

    /**
     * The options of value {@code value} found by a search that keeps at most {@code limit} of them.
     *
     * @param found the first options found, at most the limit
     * @param count how many options of the value the search found in all (kept or not)
     * @param note empty when the search examined every option; otherwise which options it left out
     * @param <C> the component type
     */
    record ValueOptions<C>(List<List<C>> found, long count, String note) {
        public ValueOptions {
            found = List.copyOf(found);
        }
    }

    /**
     * The options of a component whose value is {@code value}, keeping at most {@code limit} of them but
     * counting all. Games override it when a component can have more options than can be listed (a heap
     * of 10^12 tokens that may split in two), and then may bound the search and say so in the note.
     */
    default ValueOptions<C> optionsWithValue(C component, long value, int limit) {
        List<List<C>> all = optionsWithValue(component, value);
        return new ValueOptions<>(all.size() <= limit ? all : all.subList(0, limit), all.size(), "");
    }

    /**
     * P-positions in closed form, for games whose outcome is known far beyond the reach of a value
     * table (Wythoff's game from the Beatty sequences).
     */
    default Optional<ClosedForm<C>> closedForm() {
        return Optional.empty();
    }

    /** Misère play by a rule, for games that have one (misère Nim); otherwise the analysis searches. */
    default Optional<MisereRule<C>> misereRule() {
        return Optional.empty();
    }

    /**
     * A sentence on how a component's value follows from a rule, for games whose value is a formula of
     * the position (staircase Nim); empty when the value is best explained by the mex of its options.
     */
    default Optional<String> valueRule(C component) {
        return Optional.empty();
    }

    /** The whole position as text. */
    default String formatPosition(List<C> position) {
        StringBuilder b = new StringBuilder();
        for (C c : position) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(formatComponent(c));
        }
        return b.toString();
    }
}

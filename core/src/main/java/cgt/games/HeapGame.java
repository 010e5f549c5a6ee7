package cgt.games;

import cgt.heap.HeapMoves;
import cgt.heap.Heaps;
import cgt.heap.HeapRowRules;
import cgt.heap.HeapRule;
import cgt.heap.HeapValues;
import cgt.heap.Periodicity.Period;
import cgt.heap.huge.HugeHeapMoves;
import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.misere.MisereRule;
import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;
import java.util.function.LongUnaryOperator;

/**
 * A heap game: positions are heaps of tokens, written one size per argument ({@code 3 4 5}), and a move
 * changes one heap by the game's {@link HeapRule}. Its rules are the heap framework's ({@link HeapRowRules}): a
 * position is a row of {@link Heaps}, a split is one move to one row, and the components are the single heaps. Grundy values come from the game's {@link HeapValues}: a
 * proven formula where the game has one (Nim, Lasker's Nim), a proved period for huge heaps, and otherwise a
 * table of g(0..n) computed on demand up to the largest heap asked about.
 *
 * <p>An immutable value: the {@code with} methods return a new game, and a request's progress and threads go to
 * {@link #prepare(List, Effort)}, not into the game. The values' memo (tables, the period) is shared by a game and
 * the games made from it with the {@code with} methods, as the rule is the same.
 */
public final class HeapGame implements ImpartialGame<Heaps> {

    /** The largest heap accepted in a position. */
    public static final long MAX_HEAP = 1L << 62;
    /** The most moves listed from one heap when looking for winning moves. */
    public static final long MAX_LISTED_MOVES = 5_000_000;

    private final String name;
    private final String rules;
    private final HeapValues values;
    /** The heap framework's rules over rows of heaps, from the same rule as the values. */
    private final HeapRowRules rowRules;
    private final MisereRule<Heaps> misereRule;
    private final ValueInverse inverse;
    private final LongFunction<String> valueRule;
    private final KnownPeriod knownPeriod;
    /** The shape of the moves of heaps too large to list, when declared; otherwise read off the rule when asked. */
    private final HugeHeapMoves.Families declaredFamilies;
    /** The families read off the rule, once asked for (empty: not known for this rule). */
    private volatile Optional<HugeHeapMoves.Families> families;

    private HeapGame(String name, String rules, HeapValues values, MisereRule<Heaps> misereRule, ValueInverse inverse,
            LongFunction<String> valueRule, KnownPeriod knownPeriod, HugeHeapMoves.Families declaredFamilies) {
        this.name = name;
        this.rules = rules;
        this.values = values;
        this.rowRules = new HeapRowRules(name, values.rule());
        this.misereRule = misereRule;
        this.inverse = inverse;
        this.valueRule = valueRule;
        this.knownPeriod = knownPeriod;
        this.declaredFamilies = declaredFamilies;
        this.families = declaredFamilies == null ? null : Optional.of(declaredFamilies);
    }

    private HeapGame(String name, String rules, HeapValues values) {
        this(name, rules, values, null, null, null, null, null);
    }

    /** Finds the options of a heap that have a given value without listing every option. */
    @FunctionalInterface
    public interface ValueInverse {
        /** The options (each the heaps a move leaves) of {@code heap} whose Grundy value is {@code value}. */
        List<List<Long>> optionsWithValue(long heap, long value);
    }

    /** A heap game whose values are computed from its rule. */
    public static HeapGame of(String name, String rules, HeapRule rule) {
        return new HeapGame(name, rules, HeapValues.of(name, rule));
    }

    /**
     * A heap game whose values follow a proven formula; the rule is still used for moves, and tests check
     * the formula against it.
     */
    public static HeapGame withFormula(String name, String rules, HeapRule rule, LongUnaryOperator formula) {
        return new HeapGame(name, rules, HeapValues.byFormula(name, rule, formula));
    }

    /** The same game, deciding misère play by a rule instead of a search. */
    public HeapGame withMisereRule(MisereRule<Heaps> misere) {
        return new HeapGame(name, rules, values, misere, inverse, valueRule, knownPeriod, declaredFamilies);
    }

    /** The same game, finding options of a given value by a shortcut (for heaps too large to list moves). */
    public HeapGame withValueInverse(ValueInverse valueInverse) {
        return new HeapGame(name, rules, values, misereRule, valueInverse, valueRule, knownPeriod, declaredFamilies);
    }

    /** The same game, explaining values by a rule (Nim: a heap's value is its size). */
    public HeapGame withValueRule(LongFunction<String> rule) {
        return new HeapGame(name, rules, values, misereRule, inverse, rule, knownPeriod, declaredFamilies);
    }

    /**
     * A period known from a theorem about the game's values (Lasker's Nim: g(n+4) = g(n) + 4 from heap 1),
     * for a period search to cite when the values show the same period.
     */
    public record KnownPeriod(int period, int preperiod, int saltus, String theorem) {
    }

    /** The same game, with a period a theorem gives its values. */
    public HeapGame withKnownPeriod(KnownPeriod period) {
        return new HeapGame(name, rules, values, misereRule, inverse, valueRule, period, declaredFamilies);
    }

    /**
     * The same game, with the move families of a rule whose moves no theorem reads off (Lasker's Nim). Not public:
     * its argument is a type of the unexported {@code cgt.heap.huge}, and only {@link ClassicHeapGames} declares them.
     */
    HeapGame withMoveFamilies(HugeHeapMoves.Families moveFamilies) {
        return new HeapGame(name, rules, values, misereRule, inverse, valueRule, knownPeriod, moveFamilies);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String rules() {
        return rules;
    }

    @Override
    public String syntax() {
        return "heap sizes, one per argument: 3 4 5";
    }

    /** The rule: what one heap can become in one move. */
    public HeapRule rule() {
        return values.rule();
    }

    /** The values of the game's heaps: formula, table or proved period, and the limits of each. */
    public HeapValues values() {
        return values;
    }

    @Override
    public List<Heaps> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no heaps given: write heap sizes, one per argument, e.g. " + name + " 3 4 5");
        }
        List<Heaps> heaps = new ArrayList<>(args.size());
        for (String a : args) {
            heaps.add(Heaps.of(Inputs.nonNegative("heap", a, MAX_HEAP)));
        }
        return heaps;
    }

    @Override
    public String formatComponent(Heaps heaps) {
        return heaps.toString();
    }

    @Override
    public Comparator<Heaps> order() {
        return Comparator.naturalOrder();
    }

    @Override
    public Optional<MisereRule<Heaps>> misereRule() {
        return Optional.ofNullable(misereRule);
    }

    /** The nim-sum of the values of the component's heaps (a component is one heap, unless built by hand). */
    @Override
    public long grundy(Heaps heaps) {
        long g = 0;
        for (int i = 0; i < heaps.count(); i++) {
            g ^= values.grundy(heaps.size(i));
        }
        return g;
    }

    /**
     * The value from the formula, the proved period or the table, the table and the period search within the
     * budget's {@link Budget#tables()}, {@link Budget#periods()} and {@link Budget#memory()}.
     */
    @Override
    public long grundy(Heaps heaps, Budget budget) {
        long g = 0;
        for (int i = 0; i < heaps.count(); i++) {
            g ^= values.grundy(heaps.size(i), Effort.QUIET.within(budget));
        }
        return g;
    }

    /**
     * The Grundy value of a heap of {@code heap} tokens.
     *
     * @throws TooBigException when the value would take more work or memory than allowed
     */
    public long grundy(long heap) {
        return values.grundy(heap);
    }

    /** Computes what the heaps' values need (a table, the period) on the request's threads, reporting to it. */
    @Override
    public void prepare(List<Heaps> position, Effort effort) {
        for (Heaps heaps : position) {
            for (int i = 0; i < heaps.count(); i++) {
                values.grundy(heaps.size(i), effort);
            }
        }
    }

    /** Every row one move leads to, by the heap framework's rules. */
    @Override
    public List<Heaps> moves(Heaps row) {
        for (int i = 0; i < row.count(); i++) {
            requireListable(row.size(i));
        }
        return rowRules.moves(row);
    }

    @Override
    public List<Heaps> parts(Heaps row) {
        return rowRules.parts(row);
    }

    /** A single heap packed as its size, as the framework packs it. */
    @Override
    public long packedKey(Heaps part) {
        return rowRules.packedKey(part);
    }

    /** The moves of a heap as the framework lists them, once the table reaches it and its moves are few enough. */
    @Override
    public List<List<Heaps>> options(Heaps heap) {
        for (int i = 0; i < heap.count(); i++) {
            requireListable(heap.size(i));
        }
        return rowRules.options(heap);
    }

    private void requireListable(long heap) {
        int n = values.requireInTable(heap, "list its moves");
        long count = HeapMoves.count(rule(), n);
        if (count > MAX_LISTED_MOVES) {
            throw new TooBigException("a heap of " + heap + " in " + name + " has about " + count
                    + " moves, more than the " + MAX_LISTED_MOVES + " that are listed", "tooBig.heapMoves",
                    List.of(heap, name, count, MAX_LISTED_MOVES));
        }
    }

    @Override
    public List<List<Heaps>> optionsWithValue(Heaps heap, long value) {
        if (inverse != null && heap.isSingle()) {
            return rows(inverse.optionsWithValue(heap.size(0), value));
        }
        return ImpartialGame.super.optionsWithValue(heap, value);
    }

    /**
     * Beyond the table (from {@link HeapValues#PERIOD_FROM} on), the moves of a heap are not listed: they are
     * searched family by family, with the values from the proved period or the formula (see {@link HugeHeapMoves}).
     */
    @Override
    public ValueOptions<Heaps> optionsWithValue(Heaps heap, long value, int limit) {
        if (inverse == null && heap.isSingle() && values.beyondTable(heap.size(0))) {
            Optional<HugeHeapMoves.Families> f = families();
            Optional<Period> p = values.hasFormula() ? Optional.empty() : values.periodFor(heap.size(0));
            if (f.isPresent() && (values.hasFormula() || p.isPresent())) {
                HugeHeapMoves.Found found = HugeHeapMoves.search(f.get(), heap.size(0), value, limit, values::grundy,
                        p.map(Period::period).orElse(0), p.map(Period::preperiod).orElse(0));
                return new ValueOptions<>(rows(found.moves()), found.count(), found.note().replace("this game", name));
            }
        }
        return ImpartialGame.super.optionsWithValue(heap, value, limit);
    }

    /** Options written as heap sizes, as options of single heaps (each option's heaps one component each). */
    private static List<List<Heaps>> rows(List<List<Long>> options) {
        List<List<Heaps>> result = new ArrayList<>(options.size());
        for (List<Long> option : options) {
            List<Heaps> heaps = new ArrayList<>(option.size());
            for (long h : option) {
                heaps.add(Heaps.of(h));
            }
            result.add(heaps);
        }
        return result;
    }

    /**
     * The options of value {@code value} of any heap, found family by family (as for a huge heap), for
     * checking that search against the listed moves: empty when the rule's families are not known.
     */
    public Optional<ValueOptions<Long>> optionsWithValueByFamilies(long heap, long value, int limit) {
        Optional<HugeHeapMoves.Families> f = families();
        Optional<Period> p = values.hasFormula() ? Optional.empty() : values.provedPeriod();
        if (f.isEmpty() || (!values.hasFormula() && p.isEmpty()) || heap <= f.get().reach()) {
            return Optional.empty();
        }
        HugeHeapMoves.Found found = HugeHeapMoves.search(f.get(), heap, value, limit, values::grundy,
                p.map(Period::period).orElse(0), p.map(Period::preperiod).orElse(0));
        return Optional.of(new ValueOptions<>(found.moves(), found.count(), found.note()));
    }

    /** The period a theorem gives this game's values, if one is known. */
    public Optional<KnownPeriod> knownPeriod() {
        return Optional.ofNullable(knownPeriod);
    }

    /** The declared move families, or those read off the rule (once: a benign race at worst reads them twice). */
    private Optional<HugeHeapMoves.Families> families() {
        Optional<HugeHeapMoves.Families> f = families;
        if (f == null) {
            f = Optional.ofNullable(HugeHeapMoves.Families.of(rule()));
            families = f;
        }
        return f;
    }

    @Override
    public Optional<String> valueRule(Heaps heaps) {
        if (!heaps.isSingle()) {
            return Optional.empty();
        }
        long heap = heaps.size(0);
        if (valueRule != null) {
            return Optional.of(valueRule.apply(heap));
        }
        if (values.hasFormula()) {
            // A heap too large for mex steps: the theorem behind the formula, where the game names one.
            return heap >= HeapValues.PERIOD_FROM && knownPeriod != null
                    ? Optional.of(knownPeriod.theorem().replaceFirst("^by ", "given by "))
                    : Optional.empty();
        }
        return values.periodExplanation(heap);
    }

    @Override
    public String toString() {
        return name;
    }
}

package cgt.games;

import cgt.heap.GrundyEngine;
import cgt.heap.GrundySequence;
import cgt.heap.HeapMoves;
import cgt.heap.HeapRule;
import cgt.heap.PeriodProof;
import cgt.heap.PeriodSearch;
import cgt.heap.Periodicity.Period;
import cgt.heap.Subtraction;
import cgt.heap.huge.HugeHeapMoves;
import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.task.Budget;
import cgt.task.Progress;
import cgt.task.Remedy;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongUnaryOperator;

/**
 * A heap game: positions are heaps of tokens, written one size per argument ({@code 3 4 5}), and a move
 * changes one heap by the game's {@link HeapRule}. Grundy values come from a proven formula where the
 * game has one (Nim, Lasker's Nim), and otherwise from a table of g(0..n) computed on demand up to the
 * largest heap asked about.
 */
public final class HeapGame implements ImpartialGame<Long> {

    /** The largest heap accepted in a position. */
    public static final long MAX_HEAP = 1L << 62;
    /** The most moves listed from one heap when looking for winning moves. */
    public static final long MAX_LISTED_MOVES = 5_000_000;
    /**
     * From this heap on, a question about a heap beyond the table is answered from the rule's period when a
     * theorem proves one (Guy-Smith for finite octal codes, a repeated window for subtraction games), rather
     * than by a longer table.
     */
    public static final long PERIOD_FROM = 1 << 20;

    private final String name;
    private final String rules;
    private final HeapRule rule;
    private final LongUnaryOperator formula;
    private MisereRule<Long> misereRule;
    private ValueInverse inverse;
    private java.util.function.LongFunction<String> valueRule;
    private Progress progress = Progress.NONE;
    private int threads = 1;
    /** The table of values so far, with the run that made it, so that a longer table goes on from it. */
    private GrundyEngine.Result table;
    /** The period search for questions about huge heaps, once it has run. */
    private PeriodSearch.Outcome periodSearch;
    /** The shape of the moves of heaps too large to list (null: not known for this rule). */
    private HugeHeapMoves.Families families;
    private boolean familiesKnown;

    private HeapGame(String name, String rules, HeapRule rule, LongUnaryOperator formula) {
        this.name = name;
        this.rules = rules;
        this.rule = rule;
        this.formula = formula;
    }

    /** Finds the options of a heap that have a given value without listing every option. */
    @FunctionalInterface
    public interface ValueInverse {
        /** The options (each the heaps a move leaves) of {@code heap} whose Grundy value is {@code value}. */
        List<List<Long>> optionsWithValue(long heap, long value);
    }

    /** A heap game whose values are computed from its rule. */
    public static HeapGame of(String name, String rules, HeapRule rule) {
        return new HeapGame(name, rules, rule, null);
    }

    /**
     * A heap game whose values follow a proven formula; the rule is still used for moves, and tests check
     * the formula against it.
     */
    public static HeapGame withFormula(String name, String rules, HeapRule rule, LongUnaryOperator formula) {
        return new HeapGame(name, rules, rule, formula);
    }

    /** Decides misère play by a rule instead of a search. Configuration: call before use. */
    public HeapGame withMisereRule(MisereRule<Long> misere) {
        this.misereRule = misere;
        return this;
    }

    /** Finds options of a given value by a shortcut (for heaps too large to list moves). Configuration. */
    public HeapGame withValueInverse(ValueInverse valueInverse) {
        this.inverse = valueInverse;
        return this;
    }

    /** Explains values by a rule (Nim: a heap's value is its size). Configuration: call before use. */
    public HeapGame withValueRule(java.util.function.LongFunction<String> rule) {
        this.valueRule = rule;
        return this;
    }


    /** How many threads table computations use (1 or 2). Configuration: call before use. */
    public HeapGame usingThreads(int count) {
        this.threads = count;
        return this;
    }

    /** Where table computations report how far they have come. */
    public HeapGame reportingTo(Progress progress) {
        this.progress = progress;
        return this;
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
    public String positionSyntax() {
        return "heap sizes, one per argument: 3 4 5";
    }

    /** The rule: what one heap can become in one move. */
    public HeapRule rule() {
        return rule;
    }

    /** Whether values come from a formula (so that any heap size up to {@link #MAX_HEAP} is fine). */
    public boolean hasFormula() {
        return formula != null;
    }

    @Override
    public List<Long> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no heaps given: write heap sizes, one per argument, e.g. " + name + " 3 4 5");
        }
        List<Long> heaps = new ArrayList<>(args.size());
        for (String a : args) {
            heaps.add(Inputs.nonNegative("heap", a, MAX_HEAP));
        }
        return heaps;
    }

    @Override
    public String formatComponent(Long heap) {
        return Long.toString(heap);
    }

    @Override
    public Comparator<Long> order() {
        return Comparator.naturalOrder();
    }

    @Override
    public Optional<MisereRule<Long>> misereRule() {
        return Optional.ofNullable(misereRule);
    }

    @Override
    public long grundy(Long heap) {
        return value(heap);
    }

    /**
     * The value from the formula, the proved period or the table, the table and the period search within the
     * budget's {@link Budget#tables()} and {@link Budget#periods()}.
     */
    @Override
    public long grundy(Long heap, Budget budget) {
        return value(heap, budget);
    }

    private long value(long heap) {
        return value(heap, Budget.DEFAULT);
    }

    private long value(long heap, Budget budget) {
        if (formula != null) {
            return formula.applyAsLong(heap);
        }
        Period p = periodFor(heap, budget);
        if (p != null) {
            return table.sequence().get((int) reduced(heap, p));
        }
        return table(heap, budget).get((int) heap);
    }

    /**
     * The proved period that answers for this heap, or null when the table does (or must): only for heaps
     * beyond the table from {@link #PERIOD_FROM} on, so that the small heaps' answers are the table's.
     */
    private Period periodFor(long heap) {
        return periodFor(heap, Budget.DEFAULT);
    }

    private synchronized Period periodFor(long heap, Budget budget) {
        if (heap < PERIOD_FROM || (table != null && heap <= table.sequence().lastHeap())) {
            return null;
        }
        return provedPeriod(budget).orElse(null);
    }

    /** The heap below the period's end whose value is the same as {@code heap}'s. */
    private static long reduced(long heap, Period p) {
        long n0 = p.preperiod();
        return heap < n0 + p.period() ? heap : n0 + Math.floorMod(heap - n0, (long) p.period());
    }

    /** As {@link #provedPeriod(Budget)} within {@link Budget#DEFAULT}. */
    public synchronized Optional<Period> provedPeriod() {
        return provedPeriod(Budget.DEFAULT);
    }

    /**
     * The rule's period proved by a theorem, computing the sequence up to the budget's
     * {@link Budget.Periods#oneHeap()} if it has to (once); empty when no theorem applies or the proof needs more.
     */
    public synchronized Optional<Period> provedPeriod(Budget budget) {
        PeriodProof proof = rule.periodProof();
        if (formula != null || !proof.possible()) {
            return Optional.empty();
        }
        if (periodSearch == null) {
            periodSearch = PeriodSearch.run(proof, n -> sequenceWithinPeriodBudget(n, budget),
                    budget.periods().oneHeap(), progress);
        }
        return periodSearch.period().filter(Period::proved);
    }

    /**
     * The sequence to n for a period search that a question implied, refused when its splits would cost
     * more than the budget's {@link Budget.Periods#oneHeapWork()} (estimated as growing with the square of the
     * table, as the pairs of a split do), so that a game whose period is unknown (Treblecross, 0.007) fails in
     * seconds rather than hours.
     */
    private GrundySequence sequenceWithinPeriodBudget(int n, Budget budget) {
        GrundyEngine.Result done = table;
        if (done != null && done.sequence().lastHeap() > 0 && n > done.sequence().lastHeap()) {
            double ratio = (double) n / done.sequence().lastHeap();
            double work = done.stats().pairEvaluations() * ratio * ratio;
            if (work > budget.periods().oneHeapWork()) {
                throw new TooBigException(String.format(Locale.ROOT, "going on to g(0..%d) would evaluate about"
                        + " %.1e splits, more than the %.0e a question about one heap may cost", n, work,
                        budget.periods().oneHeapWork()));
            }
        }
        return sequence(n, budget);
    }

    /**
     * The value of any heap from the proved period, for checking it against the table: empty when there is
     * no proved period.
     */
    public OptionalLong valueByPeriod(long heap) {
        Optional<Period> p = provedPeriod();
        return p.isEmpty() ? OptionalLong.empty() : OptionalLong.of(sequence((int) p.get().neededForProof())
                .get((int) reduced(heap, p.get())));
    }

    @Override
    public List<List<Long>> options(Long heap) {
        int n = tableHeap(heap, "list its moves", Budget.DEFAULT);
        long count = HeapMoves.count(rule, n);
        if (count > MAX_LISTED_MOVES) {
            throw new TooBigException("a heap of " + heap + " in " + name + " has about " + count
                    + " moves, more than the " + MAX_LISTED_MOVES + " that are listed");
        }
        List<List<Long>> result = new ArrayList<>();
        for (int[] move : HeapMoves.of(rule, n)) {
            List<Long> heaps = new ArrayList<>(Math.max(1, move.length));
            for (int h : move) {
                heaps.add((long) h);
            }
            if (heaps.isEmpty()) {
                heaps.add(0L); // an emptied heap is still written, as 0
            }
            result.add(heaps);
        }
        return result;
    }

    @Override
    public List<List<Long>> optionsWithValue(Long heap, long value) {
        if (inverse != null) {
            return inverse.optionsWithValue(heap, value);
        }
        return ImpartialGame.super.optionsWithValue(heap, value);
    }

    /**
     * Beyond the table (from {@link #PERIOD_FROM} on), the moves of a heap are not listed: they are searched
     * family by family, with the values from the proved period or the formula (see {@link HugeHeapMoves}).
     */
    @Override
    public ValueOptions<Long> optionsWithValue(Long heap, long value, int limit) {
        if (inverse == null && heap >= PERIOD_FROM && (table == null || heap > table.sequence().lastHeap())) {
            HugeHeapMoves.Families f = families();
            Period p = formula == null ? periodFor(heap) : null;
            if (f != null && (formula != null || p != null)) {
                HugeHeapMoves.Found found = HugeHeapMoves.search(f, heap, value, limit, this::value,
                        p == null ? 0 : p.period(), p == null ? 0 : p.preperiod());
                return new ValueOptions<>(found.moves(), found.count(), found.note().replace("this game", name));
            }
        }
        return ImpartialGame.super.optionsWithValue(heap, value, limit);
    }

    /**
     * The options of value {@code value} of any heap, found family by family (as for a huge heap), for
     * checking that search against the listed moves: empty when the rule's families are not known.
     */
    public Optional<ValueOptions<Long>> optionsWithValueByFamilies(long heap, long value, int limit) {
        HugeHeapMoves.Families f = families();
        Optional<Period> p = formula == null ? provedPeriod() : Optional.empty();
        if (f == null || (formula == null && p.isEmpty()) || heap <= f.reach()) {
            return Optional.empty();
        }
        HugeHeapMoves.Found found = HugeHeapMoves.search(f, heap, value, limit, this::value,
                p.map(Period::period).orElse(0), p.map(Period::preperiod).orElse(0));
        return Optional.of(new ValueOptions<>(found.moves(), found.count(), found.note()));
    }

    /**
     * A period known from a theorem about the game's values (Lasker's Nim: g(n+4) = g(n) + 4 from heap 1),
     * for a period search to cite when the values show the same period.
     */
    public record KnownPeriod(int period, int preperiod, int saltus, String theorem) {
    }

    private KnownPeriod knownPeriod;

    /** Declares a period a theorem gives the values. Configuration: call before use. */
    public HeapGame withKnownPeriod(KnownPeriod period) {
        this.knownPeriod = period;
        return this;
    }

    /** The period a theorem gives this game's values, if one is known. */
    public Optional<KnownPeriod> knownPeriod() {
        return Optional.ofNullable(knownPeriod);
    }

    /** Declares the move families of a rule whose moves no theorem reads off (Lasker's Nim). Configuration. */
    public HeapGame withMoveFamilies(HugeHeapMoves.Families moveFamilies) {
        this.families = moveFamilies;
        this.familiesKnown = true;
        return this;
    }

    private synchronized HugeHeapMoves.Families families() {
        if (!familiesKnown) {
            families = HugeHeapMoves.Families.of(rule);
            familiesKnown = true;
        }
        return families;
    }

    @Override
    public Optional<String> valueRule(Long heap) {
        if (valueRule != null) {
            return Optional.of(valueRule.apply(heap));
        }
        if (formula != null) {
            // A heap too large for mex steps: the theorem behind the formula, where the game names one.
            return heap >= PERIOD_FROM && knownPeriod != null
                    ? Optional.of(knownPeriod.theorem().replaceFirst("^by ", "given by "))
                    : Optional.empty();
        }
        Period p = periodFor(heap);
        if (p == null) {
            return Optional.empty();
        }
        PeriodProof proof = rule.periodProof();
        return Optional.of(String.format(Locale.ROOT, "g(%d) = g(%d) because the period %d is proved from heap %d (%s)",
                heap, reduced(heap, p), p.period(), p.preperiod(), proof.describe(p.preperiod(), p.period())));
    }

    /**
     * The sequence g(0..n), computed now if it is not known yet.
     *
     * @throws TooBigException if n is beyond what a table may hold or cost within {@link Budget#DEFAULT}
     */
    public GrundySequence sequence(int n) {
        return sequence(n, Budget.DEFAULT);
    }

    /**
     * The sequence g(0..n), computed now if it is not known yet.
     *
     * @throws TooBigException if n is beyond what a table may hold or cost within the budget
     */
    public synchronized GrundySequence sequence(int n, Budget budget) {
        if (table != null && table.sequence().lastHeap() >= n) {
            return table.sequence();
        }
        requireFeasibleTable(n, budget);
        GrundyEngine engine = GrundyEngine.of(rule).reportingTo(progress).withThreads(threads);
        table = (table == null ? engine : engine.continuing(table)).computeWithStats(n);
        return table.sequence();
    }

    private GrundySequence table(long heap, Budget budget) {
        int n = tableHeap(heap, "compute its value", budget);
        int oneHeap = budget.tables().oneHeap();
        if (n > oneHeap && (table == null || table.sequence().lastHeap() < n)) {
            if (HeapMoves.count(rule, n, true) != HeapMoves.count(rule, n, false)) {
                throw new TooBigException(String.format(java.util.Locale.ROOT, "the value of heap %d in %s needs"
                        + " g(0..%d), and heaps that split make that a long run (minutes to hours) beyond heap %d",
                        heap, name, heap, oneHeap), new Remedy.LongRun(name, heap));
            }
        }
        if (table == null || table.sequence().lastHeap() < n) {
            // Grow geometrically, so that asking about heaps one by one costs no more than twice the work.
            long target = table == null ? n
                    : Math.max(n, Math.min(2L * table.sequence().lastHeap(), budget.tables().heap()));
            try {
                requireFeasibleTable((int) target, budget);
            } catch (TooBigException e) {
                target = n;
            }
            sequence((int) target, budget);
        }
        return table.sequence();
    }

    private int tableHeap(long heap, String purpose, Budget budget) {
        if (heap > budget.tables().heap()) {
            PeriodSearch.Outcome searched = formula == null && rule.periodProof().possible() ? periodSearch : null;
            throw new TooBigException("heap " + heap + " is too large to " + purpose + " in " + name
                    + ": values come from a table of g(0..n), which holds heaps up to " + budget.tables().heap()
                    + periodNote(), searched == null ? null : new Remedy.LongerPeriodSearch(name));
        }
        return (int) heap;
    }

    /** Why no period answered for a huge heap. */
    private String periodNote() {
        if (formula != null) {
            return "";
        }
        if (!rule.periodProof().possible()) {
            return ", and no theorem proves a period of this rule (only finite subtraction games and finite"
                    + " take-and-break codes splitting into at most two heaps have one)";
        }
        PeriodSearch.Outcome o = periodSearch;
        return o == null ? "" : ", and no period was proved in g(0.." + o.checkedTo() + ")"
                + o.stopped().map(r -> " (" + r + ")").orElse("");
    }

    /**
     * Refuses a table whose estimated work is beyond {@link Budget#DEFAULT}'s, saying how big it is.
     *
     * @throws TooBigException if it is
     */
    public void requireFeasibleTable(int n) {
        requireFeasibleTable(n, Budget.DEFAULT);
    }

    /**
     * Refuses a table whose estimated work is beyond the budget's {@link Budget.Tables#heapWork()}, or whose memory
     * is beyond its {@link Budget#memory()}, saying how big it is.
     *
     * @throws TooBigException if it is
     */
    public void requireFeasibleTable(int n, Budget budget) {
        double work = estimatedWork(n);
        if (work > budget.tables().heapWork()) {
            throw new TooBigException(String.format(java.util.Locale.ROOT,
                    "computing g(0..%d) for %s needs about %.1e move evaluations, more than the limit of %.0e;"
                            + " ask about a smaller heap", n, name, work, budget.tables().heapWork()));
        }
        long bytes = GrundyEngine.memoryNeeded(rule, n);
        if (bytes > budget.memory()) {
            throw new TooBigException(String.format(Locale.ROOT, "computing g(0..%d) for %s needs about %,d bytes,"
                    + " more than the memory budget of %,d; ask about a smaller heap", n, name, bytes,
                    budget.memory()));
        }
    }

    /**
     * About how many move evaluations g(0..n) costs, from the move counts of sixteen sample heaps. Two-heap
     * splits are left out: the engine pairs only the rare heaps of a split, and how many there will be is
     * not known before the run (its progress reports say how fast it goes).
     */
    public double estimatedWork(int n) {
        if (rule instanceof Subtraction allBut && allBut.isAllBut()) {
            // Computed by counting values, not by visiting each move: a heap costs its few exclusions.
            return (n + 1.0) * (1 + allBut.elements().length);
        }
        double work = 0;
        int samples = 16;
        for (int i = 1; i <= samples; i++) {
            work += HeapMoves.count(rule, (int) ((long) n * i / samples), false);
        }
        return work * (n + 1.0) / samples;
    }

    @Override
    public String toString() {
        return name;
    }
}

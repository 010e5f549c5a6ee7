package cgt.heap;

import cgt.heap.Periodicity.Period;
import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.Remedy;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongUnaryOperator;

/**
 * The Grundy values of a heap rule, each question answered by the engine that suits it, chosen here and nowhere
 * else: a proven formula where the game has one (Nim, Lasker's Nim); for a heap beyond the table from
 * {@link #PERIOD_FROM} on, the rule's period where a theorem proves one (Guy-Smith for finite octal codes, a
 * repeated window for subtraction games); otherwise a table g(0..n) by the rare/common engine ({@link GrundyEngine}),
 * grown on demand. The command line's {@code grundy}, the web API and the survey ask it rather than choose an engine
 * themselves. How long a table and a period search may grow is the {@link Budget}'s ({@link Budget#tables()},
 * {@link Budget#periods()}, {@link Budget#memory()}) that the question's {@link Effort} carries.
 *
 * <p>Its memo (the longest table computed so far, and the period search once it has run) lets the next question go
 * on from earlier work. It is safe to share between threads and does not depend on who asked: a request's progress,
 * threads and budget (an {@link Effort}) go to the computation that needs them and are not kept.
 */
public final class HeapValues {

    /**
     * From this heap on, a question about a heap beyond the table is answered from the rule's period when a
     * theorem proves one (Guy-Smith for finite octal codes, a repeated window for subtraction games), rather
     * than by a longer table.
     */
    public static final long PERIOD_FROM = 1 << 20;

    /** How {@link #upTo} finds g(0..n). */
    public enum Method {
        /** From the formula where the game has one, else a table by the rare/common engine. */
        BEST,
        /** A table by the rare/common engine even where a formula gives the values: for its account of the work. */
        TABLE
    }

    private final String game;
    private final HeapRule rule;
    private final LongUnaryOperator formula;
    /** The table of values so far, with the run that made it, so that a longer table goes on from it. */
    private volatile GrundyEngine.Result table;
    /** The period search for questions about huge heaps, once it has run. */
    private volatile PeriodSearch.Outcome periodSearch;

    private HeapValues(String game, HeapRule rule, LongUnaryOperator formula) {
        this.game = Objects.requireNonNull(game);
        this.rule = Objects.requireNonNull(rule);
        this.formula = formula;
    }

    /** The values of the rule, from tables and proved periods; {@code game} names it in messages. */
    public static HeapValues of(String game, HeapRule rule) {
        return new HeapValues(game, rule, null);
    }

    /** Values that follow a proven formula (the rule is still what the engines compute, for statistics and tests). */
    public static HeapValues byFormula(String game, HeapRule rule, LongUnaryOperator formula) {
        return new HeapValues(game, rule, Objects.requireNonNull(formula));
    }

    /** The rule whose values these are. */
    public HeapRule rule() {
        return rule;
    }

    /** Whether values come from a formula (so that any heap size is answered at once). */
    public boolean hasFormula() {
        return formula != null;
    }

    /** g(heap), computed now if it must be, with no progress reports, on one thread, within {@link Budget#DEFAULT}. */
    public long grundy(long heap) {
        return grundy(heap, Effort.QUIET);
    }

    /**
     * g(heap): from the formula, the proved period (a heap beyond the table from {@link #PERIOD_FROM} on) or the
     * table, which a computation needed for it reports to {@code effort}'s progress, runs on its threads and keeps
     * within its budget.
     *
     * @throws TooBigException when neither a period nor a table within the budget answers
     */
    public long grundy(long heap, Effort effort) {
        if (formula != null) {
            return formula.applyAsLong(heap);
        }
        Optional<Period> p = periodFor(heap, effort);
        if (p.isPresent()) {
            return table.sequence().get((int) reduced(heap, p.get()));
        }
        return table(heap, effort).get((int) heap);
    }

    /**
     * The proved period that answers for this heap, or empty when the table does (or must): only for heaps
     * beyond the table from {@link #PERIOD_FROM} on, so that the small heaps' answers are the table's.
     */
    public Optional<Period> periodFor(long heap) {
        return periodFor(heap, Effort.QUIET);
    }

    private synchronized Optional<Period> periodFor(long heap, Effort effort) {
        return beyondTable(heap) ? provedPeriod(effort) : Optional.empty();
    }

    /** Whether a question about this heap is one for the period or the formula: from {@link #PERIOD_FROM}, beyond the table. */
    public boolean beyondTable(long heap) {
        GrundyEngine.Result done = table;
        return heap >= PERIOD_FROM && (done == null || heap > done.sequence().lastHeap());
    }

    /** The heap below the period's end whose value is the same as {@code heap}'s. */
    private static long reduced(long heap, Period p) {
        long n0 = p.preperiod();
        return heap < n0 + p.period() ? heap : n0 + Math.floorMod(heap - n0, (long) p.period());
    }

    /** As {@link #provedPeriod(Effort)}, with no progress reports, on one thread, within {@link Budget#DEFAULT}. */
    public Optional<Period> provedPeriod() {
        return provedPeriod(Effort.QUIET);
    }

    /**
     * The rule's period proved by a theorem, computing the sequence up to the budget's
     * {@link Budget.Periods#oneHeap()} if it has to (once); empty when no theorem applies or the proof needs more.
     */
    public synchronized Optional<Period> provedPeriod(Effort effort) {
        PeriodProof proof = rule.periodProof();
        if (formula != null || !proof.possible()) {
            return Optional.empty();
        }
        if (periodSearch == null) {
            periodSearch = PeriodSearch.run(proof, n -> sequenceWithinPeriodBudget(n, effort),
                    effort.budget().periods().oneHeap(), effort.progress());
        }
        return periodSearch.period().filter(Period::proved);
    }

    /**
     * The sequence to n for a period search that a question implied, refused when its splits would cost
     * more than the budget's {@link Budget.Periods#oneHeapWork()} (estimated as growing with the square of the
     * table, as the pairs of a split do), so that a game whose period is unknown (Treblecross, 0.007) fails in
     * seconds rather than hours.
     */
    private GrundySequence sequenceWithinPeriodBudget(int n, Effort effort) {
        GrundyEngine.Result done = table;
        if (done != null && done.sequence().lastHeap() > 0 && n > done.sequence().lastHeap()) {
            double ratio = (double) n / done.sequence().lastHeap();
            double work = done.stats().pairEvaluations() * ratio * ratio;
            double limit = effort.budget().periods().oneHeapWork();
            if (work > limit) {
                throw new TooBigException(String.format(Locale.ROOT, "going on to g(0..%d) would evaluate about"
                        + " %.1e splits, more than the %.0e a question about one heap may cost", n, work, limit),
                        "tooBig.heap.splits", List.of(n, work, limit));
            }
        }
        return sequence(n, effort);
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

    /**
     * Why g(heap) is what the proved period says, when the period answers for this heap (see {@link #periodFor}).
     */
    public Optional<String> periodExplanation(long heap) {
        return periodFor(heap).map(p -> String.format(Locale.ROOT, "g(%d) = g(%d) because the period %d is proved"
                + " from heap %d (%s)", heap, reduced(heap, p), p.period(), p.preperiod(),
                rule.periodProof().describe(p.preperiod(), p.period())));
    }

    /** As {@link #sequence(int, Effort)}, with no progress reports, on one thread, within {@link Budget#DEFAULT}. */
    public GrundySequence sequence(int n) {
        return sequence(n, Effort.QUIET);
    }

    /**
     * The sequence g(0..n) or longer, from the memo, computed now (going on from the memo) if it is not known yet.
     *
     * @throws TooBigException if n is beyond what a table may hold or cost within the effort's budget
     */
    public synchronized GrundySequence sequence(int n, Effort effort) {
        GrundyEngine.Result done = table;
        if (done != null && done.sequence().lastHeap() >= n) {
            return done.sequence();
        }
        requireFeasibleTable(n, effort.budget());
        GrundyEngine engine = engine(effort);
        table = (done == null ? engine : engine.continuing(done)).computeWithStats(n);
        return table.sequence();
    }

    /**
     * The longest table computed so far, with the engine's account of its last run: read without waiting for a run
     * in progress (the survey reads it when its budget stops one).
     */
    public Optional<GrundyEngine.Result> lastTable() {
        return Optional.ofNullable(table);
    }

    /**
     * g(0..n) for a face to print: the formula's values where the game has one and {@code method} allows, otherwise a
     * table computed now by the rare/common engine with the run's account of its work. The table is this request's
     * own: the memo's account would be of other runs.
     *
     * @throws TooBigException if the table would cost more than the effort's budget allows
     */
    public Sequence upTo(int n, Method method, Effort effort) {
        if (n < 0) {
            throw new IllegalArgumentException("n = " + n);
        }
        if (method == Method.BEST && formula != null) {
            return new Sequence(n, null, formula);
        }
        requireFeasibleTable(n, effort.budget());
        return new Sequence(n, engine(effort).computeWithStats(n), null);
    }

    /**
     * Whether {@link #upTo} computes a table for this method (and so may take long, and memory), rather than read
     * the values off the formula.
     */
    public boolean computesTable(Method method) {
        return method == Method.TABLE || formula == null;
    }

    /**
     * The rare/common engine for the rule, reporting to {@code effort}'s progress on its threads, for
     * callers that add to it (a checkpoint); {@link #upTo} and {@link #sequence} use the same.
     */
    public GrundyEngine engine(Effort effort) {
        return GrundyEngine.of(rule).reportingTo(effort.progress())
                .withThreads(effort.threads());
    }

    /** g(0..n) as {@link #upTo} found them: from a table with the engine's account of its work, or from the formula. */
    public static final class Sequence {
        private final int lastHeap;
        private final GrundyEngine.Result table;
        private final LongUnaryOperator formula;

        private Sequence(int lastHeap, GrundyEngine.Result table, LongUnaryOperator formula) {
            this.lastHeap = lastHeap;
            this.table = table;
            this.formula = formula;
        }

        /** A table computed elsewhere (by a run that checkpoints, or by the plain mex loop), as a sequence to print. */
        public static Sequence of(GrundyEngine.Result table) {
            return new Sequence(table.sequence().lastHeap(), table, null);
        }

        /** n: the values are g(0..n). */
        public int lastHeap() {
            return lastHeap;
        }

        /** g(heap), for heap from 0 to n. */
        public long get(int heap) {
            Objects.checkIndex(heap, lastHeap + 1);
            return table != null ? table.sequence().get(heap) : formula.applyAsLong(heap);
        }

        /** The table and the engine's account of its work; empty when the values come from a formula. */
        public Optional<GrundyEngine.Result> table() {
            return Optional.ofNullable(table);
        }
    }

    /** The table that answers for {@code heap}, grown to it if it must be. */
    private GrundySequence table(long heap, Effort effort) {
        Budget budget = effort.budget();
        int n = requireInTable(heap, "compute its value", budget);
        GrundyEngine.Result done = table;
        int oneHeap = budget.tables().oneHeap();
        if (n > oneHeap && (done == null || done.sequence().lastHeap() < n)) {
            if (HeapMoves.splitsInTwo(rule, n)) {
                throw new TooBigException(String.format(Locale.ROOT, "the value of heap %d in %s needs"
                        + " g(0..%d), and heaps that split make that a long run (minutes to hours) beyond heap %d",
                        heap, game, heap, oneHeap), "tooBig.heap.longRun", List.of(heap, game, oneHeap),
                        new Remedy.LongRun(game, heap));
            }
        }
        if (done == null || done.sequence().lastHeap() < n) {
            // Grow geometrically, so that asking about heaps one by one costs no more than twice the work.
            long target = done == null ? n
                    : Math.max(n, Math.min(2L * done.sequence().lastHeap(), budget.tables().heap()));
            try {
                requireFeasibleTable((int) target, budget);
            } catch (TooBigException e) {
                target = n;
            }
            return sequence((int) target, effort);
        }
        return done.sequence();
    }

    /** As {@link #requireInTable(long, String, Budget)} within {@link Budget#DEFAULT}. */
    public int requireInTable(long heap, String purpose) {
        return requireInTable(heap, purpose, Budget.DEFAULT);
    }

    /**
     * The heap as an index into a table, for something that needs the table to reach it ({@code purpose}: "list its
     * moves").
     *
     * @throws TooBigException when it is beyond the budget's {@link Budget.Tables#heap()}, saying why no period
     *     answered either
     */
    public int requireInTable(long heap, String purpose, Budget budget) {
        int limit = budget.tables().heap();
        if (heap > limit) {
            PeriodSearch.Outcome searched = formula == null && rule.periodProof().possible() ? periodSearch : null;
            String note = periodNote();
            PeriodSearch.Outcome o = periodSearch;
            String key = note.isEmpty() ? "tooBig.heap.beyondTable"
                    : !rule.periodProof().possible() ? "tooBig.heap.beyondTable.noTheorem"
                    : o.stopped().isPresent() ? "tooBig.heap.beyondTable.stopped" : "tooBig.heap.beyondTable.notProved";
            List<Object> args = new ArrayList<>(List.of(heap, purpose, game, limit));
            if (key.endsWith("stopped") || key.endsWith("notProved")) {
                args.add(o.checkedTo());
                o.refusal().ifPresent(args::add); // said in the refusal's language too
            }
            throw new TooBigException("heap " + heap + " is too large to " + purpose + " in " + game
                    + ": values come from a table of g(0..n), which holds heaps up to " + limit
                    + note, key, args, searched == null ? null : new Remedy.LongerPeriodSearch(game));
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

    /** As {@link #requireFeasibleTable(int, Budget)} within {@link Budget#DEFAULT}. */
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
        double limit = budget.tables().heapWork();
        double work = estimatedWork(n, limit);
        if (work > limit) {
            throw new TooBigException(work == Double.POSITIVE_INFINITY
                    ? String.format(Locale.ROOT, "computing g(0..%d) for %s needs more move evaluations than the"
                            + " limit of %.0e; ask about a smaller heap", n, game, limit)
                    : String.format(Locale.ROOT, "computing g(0..%d) for %s needs about %.1e move evaluations, more"
                            + " than the limit of %.0e; ask about a smaller heap", n, game, work, limit),
                    work == Double.POSITIVE_INFINITY ? "tooBig.heap.evaluations" : "tooBig.heap.evaluationsAbout",
                    List.of(n, game, limit, work));
        }
        long bytes = GrundyEngine.memoryNeeded(rule, n);
        if (bytes > budget.memory()) {
            throw new TooBigException(String.format(Locale.ROOT, "computing g(0..%d) for %s needs about %,d bytes,"
                    + " more than the memory budget of %,d; ask about a smaller heap", n, game, bytes,
                    budget.memory()), "tooBig.heap.memory", List.of(n, game, bytes, budget.memory()));
        }
    }

    /**
     * About how many move evaluations g(0..n) costs, from the move counts of sixteen sample heaps. Two-heap
     * splits are left out: the engine pairs only the rare heaps of a split, and how many there will be is
     * not known before the run (its progress reports say how fast it goes).
     */
    public double estimatedWork(int n) {
        return estimatedWork(n, Double.POSITIVE_INFINITY);
    }

    /**
     * As {@link #estimatedWork(int)}, but infinite as soon as the estimate is sure to pass {@code limit}: a sampled
     * heap's moves are counted only as far as the limit needs, so that refusing
     * upto-half to 2·10^8 (10^8 moves in its largest heap) takes a moment, not a count of every move.
     */
    public double estimatedWork(int n, double limit) {
        if (rule instanceof Subtraction allBut && allBut.isAllBut()) {
            // Computed by counting values, not by visiting each move: a heap costs its few exclusions.
            return (n + 1.0) * (1 + allBut.elements().length);
        }
        int samples = 16;
        double scale = (n + 1.0) / samples; // each sampled heap stands for this many
        double work = 0;
        for (int i = 1; i <= samples; i++) { // smallest first: a rule's first wrong move is met at its smallest heap
            double left = (limit - work) / scale; // moves this sample may add before the estimate passes the limit
            long bound = left >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) Math.max(0, left);
            long moves = HeapMoves.countUpTo(rule, (int) ((long) n * i / samples), false, bound);
            if (moves > bound) {
                return Double.POSITIVE_INFINITY;
            }
            work += moves * scale;
        }
        return work;
    }

    @Override
    public String toString() {
        return "the values of " + game;
    }
}

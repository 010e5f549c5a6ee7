package cgt.task;

import java.time.Duration;
import java.util.Objects;

/**
 * How much one request may spend: time, memory and work. Every engine that refuses a job as too big reads its limit
 * from the budget it is handed, so that a library user can raise a limit (a larger user game, a longer misère search)
 * and a server can lower them (the web explorer answers many users on a small machine). {@link #DEFAULT} is what the
 * command line spends; a job beyond a limit is refused with a {@link TooBigException} that names the limit.
 *
 * <p>The work limits are grouped by the engine that checks them. A budget is a value: the withers return a new one,
 * and {@code Budget.DEFAULT.withPositions(Budget.DEFAULT.positions().withGrundy(50_000_000))} leaves
 * {@code DEFAULT} as it is.
 *
 * @param time how long an analysis may run before it is stopped ({@link Cancellation#within}); null: no limit
 * @param memory the most bytes an engine's tables may take (a misère or loopy search's positions, a partizan search's
 *     transposition table, a heap game's table of values), and the most one computation's growing structures may be
 *     charged on its {@link #meter()} (canonical games made, a printed form, misère forms); each engine also keeps to
 *     its usual share of the JVM's heap, so {@link Long#MAX_VALUE} (the default) means that share alone
 * @param positions the positions of the whole-position searches
 * @param tables the tables of values: a heap game's and a Chomp box's
 * @param periods the searches for a heap game's period
 * @param forms the canonical forms one computation may make: misère forms, and the options that heating,
 *     overheating and Norton products of short games build
 * @param quotient the misère quotient solver's bounds
 * @param answers how much of an answer is kept or written
 */
public record Budget(Duration time, long memory, Positions positions, Tables tables, Periods periods, Forms forms,
        Quotient quotient, Answers answers) {

    /** What the command line spends: no time limit, the JVM's memory, and the engines' usual work limits. */
    public static final Budget DEFAULT = new Budget(null, Long.MAX_VALUE, Positions.DEFAULT, Tables.DEFAULT,
            Periods.DEFAULT, Forms.DEFAULT, Quotient.DEFAULT, Answers.DEFAULT);

    public Budget {
        if (time != null && (time.isNegative() || time.isZero())) {
            throw new IllegalArgumentException("budget time " + time + ": expected a positive duration, or null for"
                    + " no limit");
        }
        Check.atLeast("memory", memory, 1);
        Objects.requireNonNull(positions, "positions");
        Objects.requireNonNull(tables, "tables");
        Objects.requireNonNull(periods, "periods");
        Objects.requireNonNull(forms, "forms");
        Objects.requireNonNull(quotient, "quotient");
        Objects.requireNonNull(answers, "answers");
    }

    /** The same budget with {@code limit} to run (null: no limit). */
    public Budget withTime(Duration limit) {
        return new Budget(limit, memory, positions, tables, periods, forms, quotient, answers);
    }

    /** The same budget with at most {@code bytes} for an engine's tables. */
    public Budget withMemory(long bytes) {
        return new Budget(time, bytes, positions, tables, periods, forms, quotient, answers);
    }

    public Budget withPositions(Positions limits) {
        return new Budget(time, memory, limits, tables, periods, forms, quotient, answers);
    }

    public Budget withTables(Tables limits) {
        return new Budget(time, memory, positions, limits, periods, forms, quotient, answers);
    }

    public Budget withPeriods(Periods limits) {
        return new Budget(time, memory, positions, tables, limits, forms, quotient, answers);
    }

    public Budget withForms(Forms limits) {
        return new Budget(time, memory, positions, tables, periods, limits, quotient, answers);
    }

    public Budget withQuotient(Quotient limits) {
        return new Budget(time, memory, positions, tables, periods, forms, limits, answers);
    }

    public Budget withAnswers(Answers limits) {
        return new Budget(time, memory, positions, tables, periods, forms, quotient, limits);
    }

    /** The bytes an engine may take: its usual share of the JVM's heap, and no more than the budget's memory. */
    public long memoryWithin(long share) {
        return Math.min(share, memory);
    }

    /**
     * The meter of one computation within this budget ({@link MemoryMeter}): the budget's memory, and no more than
     * half the JVM's heap, so that a computation is refused before its structures fill the heap and collections stop
     * every thread (what a meter counts is an estimate: the other half is the margin for what it does not count).
     */
    public MemoryMeter meter() {
        return MemoryMeter.of(memoryWithin(Runtime.getRuntime().maxMemory() / 2));
    }

    /**
     * The positions a whole-position search may solve before it refuses the job: every distinct position (or part)
     * it remembers counts once.
     *
     * @param grundy the Sprague-Grundy recursion of a game with no faster engine: a user's game (its parts), One
     *     from Each, Fair Shares
     * @param misere a misère search of a whole sum (values do not add in misère play)
     * @param loopy a search of a game whose positions may repeat (generalized values, draws)
     */
    public record Positions(long grundy, long misere, long loopy) {

        /** Five million for the recursion, three million for a misère search, two million for a loopy one. */
        public static final Positions DEFAULT = new Positions(5_000_000, 3_000_000, 2_000_000);

        public Positions {
            Check.atLeast("positions.grundy", grundy, 1);
            Check.atLeast("positions.misere", misere, 1);
            Check.atLeast("positions.loopy", loopy, 1);
        }

        public Positions withGrundy(long limit) {
            return new Positions(limit, misere, loopy);
        }

        public Positions withMisere(long limit) {
            return new Positions(grundy, limit, loopy);
        }

        public Positions withLoopy(long limit) {
            return new Positions(grundy, misere, limit);
        }
    }

    /**
     * The tables of Grundy values that engines compute in one go.
     *
     * @param heap the largest heap a heap game's table may reach (two bytes a heap: half a gigabyte by default)
     * @param heapWork the most move evaluations such a table may cost, as estimated before it starts
     * @param oneHeap the largest table of a rule with two-heap splits that a question about one heap computes on its
     *     own (seconds); beyond it the question is refused and a long run suggested
     * @param chompBoards the most sub-boards a Chomp table may hold (a char each)
     * @param chompWork the most move evaluations a Chomp table may cost
     */
    public record Tables(int heap, double heapWork, int oneHeap, long chompBoards, long chompWork) {

        /** 2^28 heaps and 2e10 evaluations, 2^22 for one heap, 50 million Chomp boards and 6e9 evaluations. */
        public static final Tables DEFAULT = new Tables(1 << 28, 2e10, 1 << 22, 50_000_000, 6_000_000_000L);

        public Tables {
            Check.atLeast("tables.heap", heap, 0);
            Check.atLeast("tables.heapWork", heapWork);
            Check.atLeast("tables.oneHeap", oneHeap, 0);
            Check.atLeast("tables.chompBoards", chompBoards, 1);
            Check.atLeast("tables.chompWork", chompWork, 1);
        }

        public Tables withHeap(int limit) {
            return new Tables(limit, heapWork, oneHeap, chompBoards, chompWork);
        }

        public Tables withHeapWork(double limit) {
            return new Tables(heap, limit, oneHeap, chompBoards, chompWork);
        }

        public Tables withOneHeap(int limit) {
            return new Tables(heap, heapWork, limit, chompBoards, chompWork);
        }

        public Tables withChompBoards(long limit) {
            return new Tables(heap, heapWork, oneHeap, limit, chompWork);
        }

        public Tables withChompWork(long limit) {
            return new Tables(heap, heapWork, oneHeap, chompBoards, limit);
        }
    }

    /**
     * How far the values of a heap game are searched for a period.
     *
     * @param search the largest heap a period search reaches when the question names no bound (it stops sooner once
     *     a period is proved)
     * @param oneHeap the longest table computed to prove a period for a question about one huge heap
     * @param oneHeapWork the most splits such a search may evaluate (about half a minute by default)
     */
    public record Periods(int search, int oneHeap, double oneHeapWork) {

        /** 2^24 heaps, and 2^22 heaps or 10^9 splits for a question about one heap. */
        public static final Periods DEFAULT = new Periods(1 << 24, 1 << 22, 1e9);

        public Periods {
            Check.atLeast("periods.search", search, 0);
            Check.atLeast("periods.oneHeap", oneHeap, 0);
            Check.atLeast("periods.oneHeapWork", oneHeapWork);
        }

        public Periods withSearch(int limit) {
            return new Periods(limit, oneHeap, oneHeapWork);
        }

        public Periods withOneHeap(int limit) {
            return new Periods(search, limit, oneHeapWork);
        }

        public Periods withOneHeapWork(double limit) {
            return new Periods(search, oneHeap, limit);
        }
    }

    /**
     * The misère canonical forms one computation may make (the table of forms is shared; each computation has its
     * own allowance of new ones).
     *
     * @param count the new forms (a million, about 100 MB at most, by default)
     * @param work the steps of simplification: options simplified, candidates for a reversible move tried (a hundred
     *     million, about a minute on a busy machine, by default); for heating, overheating and Norton products of
     *     short games, the options of the games they build and the option pairs their simplification compares
     */
    public record Forms(long count, long work) {

        /** A million new forms and a hundred million steps. */
        public static final Forms DEFAULT = new Forms(1_000_000, 100_000_000L);

        public Forms {
            Check.atLeast("forms.count", count, 1);
            Check.atLeast("forms.work", work, 1);
        }

        public Forms withCount(long limit) {
            return new Forms(limit, work);
        }

        public Forms withWork(long limit) {
            return new Forms(count, limit);
        }
    }

    /**
     * The bounds of the misère quotient solver.
     *
     * @param heaps the most heaps a quotient is computed for (heaps 1..N)
     * @param order the largest quotient kept
     * @param trialOrder the largest trial kept while the quotient grows, once reduced (trials may be larger than the
     *     quotient they lead to)
     * @param candidates the largest candidate monoid tried while the quotient grows, before it is reduced
     * @param pairLongs the most longs the option sets of the pairs may hold (8 bytes each: 128 MB by default)
     */
    public record Quotient(int heaps, int order, int trialOrder, int candidates, long pairLongs) {

        /** Heaps 1..5000, order 2048, trials of 4096 and candidates of 2^17 elements, 2^24 longs of pairs. */
        public static final Quotient DEFAULT = new Quotient(5000, 2048, 4096, 1 << 17, 1L << 24);

        public Quotient {
            Check.atLeast("quotient.heaps", heaps, 0);
            Check.atLeast("quotient.order", order, 1);
            Check.atLeast("quotient.trialOrder", trialOrder, 1);
            Check.atLeast("quotient.candidates", candidates, 1);
            Check.atLeast("quotient.pairLongs", pairLongs, 1);
        }

        public Quotient withHeaps(int limit) {
            return new Quotient(limit, order, trialOrder, candidates, pairLongs);
        }

        public Quotient withOrder(int limit) {
            return new Quotient(heaps, limit, trialOrder, candidates, pairLongs);
        }

        public Quotient withTrialOrder(int limit) {
            return new Quotient(heaps, order, limit, candidates, pairLongs);
        }

        public Quotient withCandidates(int limit) {
            return new Quotient(heaps, order, trialOrder, limit, pairLongs);
        }

        public Quotient withPairLongs(long limit) {
            return new Quotient(heaps, order, trialOrder, candidates, limit);
        }
    }

    /**
     * How much of an answer is kept or written.
     *
     * @param keptMoves the winning moves an analysis keeps for each player (all are counted)
     * @param listedValues the largest n of a list of values g(0..n) handed back whole
     * @param printedChars the longest text a canonical form may be printed as
     */
    public record Answers(int keptMoves, int listedValues, long printedChars) {

        /** A hundred thousand moves, values to heap 2^20, twenty million characters. */
        public static final Answers DEFAULT = new Answers(100_000, 1 << 20, 20_000_000);

        public Answers {
            Check.atLeast("answers.keptMoves", keptMoves, 0);
            Check.atLeast("answers.listedValues", listedValues, 0);
            Check.atLeast("answers.printedChars", printedChars, 1);
        }

        public Answers withKeptMoves(int limit) {
            return new Answers(limit, listedValues, printedChars);
        }

        public Answers withListedValues(int limit) {
            return new Answers(keptMoves, limit, printedChars);
        }

        public Answers withPrintedChars(long limit) {
            return new Answers(keptMoves, listedValues, limit);
        }
    }

    /**
     * The checks of the limits, apart from the budget: the nested records' constructors call them while their
     * defaults are made, and a static method of {@code Budget} itself would start making {@link #DEFAULT} from those
     * defaults before they exist (a misère form made first, before any budget, failed so).
     */
    private static final class Check {

        private Check() {
        }

        private static void atLeast(String name, long value, long least) {
            if (value < least) {
                throw new IllegalArgumentException("budget " + name + " " + value + ": expected at least " + least);
            }
        }

        private static void atLeast(String name, double value) {
            if (!(value > 0)) { // NaN too
                throw new IllegalArgumentException("budget " + name + " " + value + ": expected a positive number");
            }
        }
    }
}

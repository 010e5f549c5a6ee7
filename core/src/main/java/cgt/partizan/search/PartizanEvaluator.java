package cgt.partizan.search;

import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import cgt.task.Cancellation;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.LongAdder;

/**
 * Canonical values of a partizan ruleset's positions: a position is the sum of its parts' values, and a
 * part's value is the canonical form {L | R} of the values of its options.
 *
 * <p>The ruleset hands over each option as the normal forms of its parts ({@link PartizanRules#options}),
 * so one transposition table entry serves every symmetric image and every negated copy of a part. The
 * search runs on an explicit stack (no depth limit from the thread's stack), checks for interruption, and
 * reports how many parts it has solved.
 *
 * <p>With several threads, each runs the search from the root, sharing the table, and marks there the part
 * it is solving. A search that meets a part another is solving leaves it for later and turns to the next
 * option, so the threads spread over different parts of the tree; it comes back to the parts it left once
 * it has done everything else, and by then they are usually solved. The first search to finish the root
 * answers.
 *
 * <p>A part met again while it is being solved (on the search's own stack) is a cycle: the search stops with a
 * {@link PartizanCycleException}, so a ruleset whose positions repeat is never looped on.
 *
 * @param <P> the ruleset's position type
 */
public final class PartizanEvaluator<P> {

    private final PartizanRules<P> game;
    private final TranspositionTable<P> table;
    private final Progress progress;
    private final int threads;
    /** Parts solved by every search; each search counts its own and adds them here now and then. */
    private final LongAdder solved = new LongAdder();
    /** What progress reports call the work: the part being searched and its size, as the ruleset states it. */
    private volatile Progress.Stage stage = Progress.Stage.of("parts solved", "stage.parts_solved");

    /**
     * @param threads how many threads search (1 for a plain sequential search)
     */
    public PartizanEvaluator(PartizanRules<P> game, TranspositionTable<P> table, int threads, Progress progress) {
        this.game = game;
        this.table = table;
        this.threads = Math.max(1, threads);
        this.progress = progress;
    }

    /** An evaluator with a table sized for this JVM, one thread, and no progress reports. */
    public static <P> PartizanEvaluator<P> of(PartizanRules<P> game) {
        return new PartizanEvaluator<>(game, TranspositionTable.forGame(game, TranspositionTable.defaultCapacity()),
                1, Progress.NONE);
    }

    /** The count last reported: reports from the searching threads must never show it going down. */
    private long reportedSolved;

    /**
     * Reports the count of parts solved. Two threads may read the count and then report in the other order;
     * reporting under a lock, never below what was shown, keeps the count shown from going back (which a
     * progress line would take for a search that started over).
     */
    private synchronized void reportSolved() {
        reportedSolved = Math.max(reportedSolved, solved.sum());
        progress.report(stage, reportedSolved, -1);
    }

    /** How many parts have been solved (not found in the table) so far. */
    public long solvedCount() {
        return solved.sum();
    }

    /** The value of a whole position: the sum of its parts' values. */
    public CanonicalGame value(P position) {
        List<CanonicalGame> values = new ArrayList<>();
        for (P part : game.parts(position)) {
            values.add(valueOfPart(part));
        }
        return CanonicalGame.sum(values);
    }

    /** The value of a sum of positions. */
    public CanonicalGame value(List<P> positions) {
        List<CanonicalGame> values = new ArrayList<>();
        for (P p : positions) {
            values.add(value(p));
        }
        return CanonicalGame.sum(values);
    }

    /** The value of one part (a position that does not fall apart further). */
    public CanonicalGame valueOfPart(P part) {
        PartizanRules.Normal<P> normal = game.normalize(part);
        P key = normal.key();
        long packed = packedKey(key);
        long code = packed != PartizanRules.NOT_PACKED ? packed : key.hashCode();
        Object tableKey = packed != PartizanRules.NOT_PACKED ? null : key;
        CanonicalGame v = table.probe(code, tableKey, 0) instanceof CanonicalGame g ? g : null;
        if (v == null) {
            v = game.knownValue(key).orElse(null);
        }
        if (v == null) {
            announce(key);
            v = threads == 1 ? new Search(1).run(code, tableKey, key) : parallel(code, tableKey, key);
        }
        return normal.negated() ? v.negate() : v;
    }

    /**
     * Says before a search how big it is, as far as the ruleset can tell. No time left is given: how many
     * parts a search meets is not known in advance (the bound is usually astronomically loose), so only a
     * rate can be measured honestly.
     */
    private void announce(P key) {
        if (progress == Progress.NONE) {
            return; // nobody reads the stage: its text would be the first evaluation's needless work
        }
        // The size with its key where the ruleset gives one, so that the line says it in the user's language.
        Progress.Stage size = game.sizeStatement(key);
        String english = "parts solved (" + (size.english().isEmpty() ? "" : "searching " + size.english() + "; ")
                + "no time-left estimate: the count of parts is not known in advance)";
        stage = size.english().isEmpty() ? Progress.Stage.of(english, "stage.partsUnsized")
                : Progress.Stage.of(english, "stage.partsSized", size.key().isEmpty() ? size.english() : size);
        reportSolved();
    }

    private CanonicalGame parallel(long code, Object tableKey, P key) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            // The search and canonical forms run on explicit stacks past a fixed depth; the stack left here is a
            // margin for rulesets' own code (it was 512 MB while sums recursed as deep as a birthday).
            Thread t = new Thread(null, r, "cgt-search", 16L << 20);
            t.setDaemon(true);
            return t;
        });
        try {
            ExecutorCompletionService<CanonicalGame> done = new ExecutorCompletionService<>(pool);
            for (int i = 1; i <= threads; i++) {
                int owner = i;
                done.submit(() -> new Search(owner).run(code, tableKey, key));
            }
            return done.take().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The part's packed key, or NOT_PACKED for rules that do not pack or a part without a number. */
    private long packedKey(P part) {
        return game.packedKey(part);
    }

    /** The sum of an option's parts' values; most options have one or two parts, which need no general sum. */
    private static CanonicalGame sumOf(CanonicalGame[] values, int from, int to) {
        return switch (to - from) {
            case 0 -> CanonicalGame.zero();
            case 1 -> values[from];
            case 2 -> values[from].plus(values[from + 1]);
            default -> CanonicalGame.sum(Arrays.asList(values).subList(from, to));
        };
    }

    /** How many frames from the bottom of a search's stack its cycle check scans; the deeper ones are in a set. */
    private static final int SCANNED_FRAMES = 64;

    private static Object stackKey(long code, Object tableKey) {
        return tableKey != null ? tableKey : (Object) code;
    }

    /**
     * One depth-first search over normalised parts, on an explicit stack of frames that are reused from one
     * part to the next. A frame is filled with its part's options by the ruleset, through this search as the
     * {@link OptionSink}.
     */
    private final class Search implements OptionSink<P> {
        /** This search's number among the threads (marks in the table name it). */
        private final int owner;
        private final boolean cooperative = threads > 1;
        /** The keys of the frames deeper than {@link #SCANNED_FRAMES}, which {@link #onStack} does not scan. */
        private final Set<Object> deepFrames = new HashSet<>();
        private final List<Frame<P>> frames = new ArrayList<>();
        private int depth;
        /** Parts this search has solved; added to the evaluator's count in thousands, and when it ends. */
        private long solvedHere;
        /** The frame the ruleset is filling now. */
        private Frame<P> filling;
        /** What {@link TranspositionTable#touch} returned: written so that its reads are not left out, never read. */
        @SuppressWarnings("UnusedVariable")
        private long touched;

        Search(int owner) {
            this.owner = owner;
        }

        CanonicalGame run(long code, Object tableKey, P part) {
            try {
                return search(code, tableKey, part);
            } finally {
                solved.add(solvedHere & 0x3FF);
            }
        }

        private CanonicalGame search(long code, Object tableKey, P part) {
            depth = 0;
            push(code, tableKey, part);
            while (true) {
                Frame<P> f = frames.get(depth - 1);
                int need = advance(f);
                if (need >= 0) {
                    P child = f.parts[need];
                    if (child == null) {
                        child = game.unpack(f.codes[need]);
                    }
                    push(f.codes[need], f.tableKeys[need], child);
                    continue;
                }
                CanonicalGame value = f.canonicalForm();
                // Work is counted by this search alone: a shared counter, written by both cores for every
                // part, cost more than the estimate is worth.
                long work = ++solvedHere - f.solvedBefore;
                table.store(f.code, f.tableKey, value, work, owner);
                if (depth > SCANNED_FRAMES) {
                    deepFrames.remove(stackKey(f.code, f.tableKey));
                }
                f.clear();
                depth--;
                if ((solvedHere & 0x3FF) == 0) {
                    solved.add(0x400);
                    Cancellation.check();
                    reportSolved();
                }
                if (depth == 0) {
                    return value;
                }
                Frame<P> parent = frames.get(depth - 1);
                parent.receive(value);
            }
        }

        private void push(long code, Object tableKey, P part) {
            if (depth == frames.size()) {
                frames.add(new Frame<>());
            }
            if (onStack(code, tableKey)) {
                throw new PartizanCycleException(game.name(), game.format(part));
            }
            Frame<P> f = frames.get(depth);
            f.start(code, tableKey, solvedHere);
            if (depth >= SCANNED_FRAMES) {
                deepFrames.add(stackKey(code, tableKey));
            }
            if (cooperative) {
                table.store(code, tableKey, null, 0, owner);
            }
            depth++;
            filling = f;
            game.options(part, true, this);
            f.leftOptions = f.options;
            game.options(part, false, this);
            filling = null;
            // The table's entries for every part of every option, read now all together (their misses of the cache
            // overlap) rather than one by one as advance looks each up: Domineering 6x6 37.6 to 38.0 s against 39.2
            // to 41.3 s, three pairs in turn on a quiet machine, 4 to 7% less processor time.
            touched += table.touch(f.codes, f.partCount);
        }

        /**
         * Whether the part is being solved lower on this search's stack: a cycle. The first frames are scanned, as a
         * search is rarely more than a few dozen parts deep (a set of boxed keys, added to and removed from at every
         * part, was two objects a part); the frames past them, in a game that goes deeper, are kept in a set.
         */
        private boolean onStack(long code, Object tableKey) {
            for (int i = 0, n = Math.min(depth, SCANNED_FRAMES); i < n; i++) {
                Frame<P> f = frames.get(i);
                if (f.code == code && (tableKey == null ? f.tableKey == null : tableKey.equals(f.tableKey))) {
                    return true;
                }
            }
            return depth > SCANNED_FRAMES && deepFrames.contains(stackKey(code, tableKey));
        }

        @Override
        public void part(long packedKey, P part, boolean negated) {
            long code = packedKey != PartizanRules.NOT_PACKED ? packedKey : packedKey(part);
            if (code != PartizanRules.NOT_PACKED) {
                filling.addPart(code, null, part, negated);
            } else {
                filling.addPart(part.hashCode(), part, part, negated);
            }
        }

        @Override
        public void endOption() {
            filling.endOption();
        }

        /**
         * Looks up every part of the frame's options whose value is not known yet, and returns the index of
         * the first one that must be solved, or -1 when the frame has all its values. Parts that another
         * search is solving are left for a second round.
         */
        private int advance(Frame<P> f) {
            while (true) {
                boolean firstRound = f.next < f.partCount;
                int i;
                if (firstRound) {
                    i = f.next;
                } else if (f.nextDeferred < f.deferredCount) {
                    i = f.deferred[f.nextDeferred];
                } else {
                    return -1;
                }
                if (f.values[i] == null) {
                    Object found = table.probe(f.codes[i], f.tableKeys[i], owner);
                    if (found == TranspositionTable.BUSY && firstRound) {
                        f.defer(i);
                        f.next++;
                        continue;
                    }
                    CanonicalGame v = found instanceof CanonicalGame g ? g : null;
                    if (v == null) {
                        P part = f.parts[i];
                        if (part == null) {
                            part = game.unpack(f.codes[i]);
                            f.parts[i] = part;
                        }
                        v = game.knownValue(part).orElse(null);
                        if (v == null) {
                            f.waiting = i;
                            return i;
                        }
                        table.store(f.codes[i], f.tableKeys[i], v, 0, owner);
                    }
                    f.setValue(i, v);
                }
                if (firstRound) {
                    f.next++;
                } else {
                    f.nextDeferred++;
                }
            }
        }
    }

    /**
     * A part being solved: its options, each a run of parts (normal forms, packed or not), and the values
     * found so far. Arrays grow as needed and are kept when the frame is reused.
     */
    @SuppressWarnings("unchecked")
    private static final class Frame<P> {
        long code;
        Object tableKey;
        long solvedBefore;

        int partCount;
        long[] codes = new long[32];
        Object[] tableKeys = new Object[32];
        P[] parts = (P[]) new Object[32];
        boolean[] negated = new boolean[32];
        CanonicalGame[] values = new CanonicalGame[32];

        int options;
        int leftOptions;
        /** Where each option's parts end. */
        int[] optionEnd = new int[32];

        int next;
        int[] deferred = new int[8];
        int deferredCount;
        int nextDeferred;
        int waiting;

        void start(long code, Object tableKey, long solvedBefore) {
            this.code = code;
            this.tableKey = tableKey;
            this.solvedBefore = solvedBefore;
            partCount = 0;
            options = 0;
            leftOptions = 0;
            next = 0;
            deferredCount = 0;
            nextDeferred = 0;
            waiting = -1;
        }

        void addPart(long c, Object key, P p, boolean neg) {
            if (partCount == codes.length) {
                int n = partCount * 2;
                codes = Arrays.copyOf(codes, n);
                tableKeys = Arrays.copyOf(tableKeys, n);
                parts = Arrays.copyOf(parts, n);
                negated = Arrays.copyOf(negated, n);
                values = Arrays.copyOf(values, n);
            }
            codes[partCount] = c;
            tableKeys[partCount] = key;
            parts[partCount] = p;
            negated[partCount] = neg;
            values[partCount] = null;
            partCount++;
        }

        /** Closes the current option: the parts added since the last one are its parts. */
        void endOption() {
            if (options == optionEnd.length) {
                optionEnd = Arrays.copyOf(optionEnd, options * 2);
            }
            optionEnd[options++] = partCount;
        }

        void defer(int i) {
            if (deferredCount == deferred.length) {
                deferred = Arrays.copyOf(deferred, deferredCount * 2);
            }
            deferred[deferredCount++] = i;
        }

        void setValue(int i, CanonicalGame v) {
            values[i] = negated[i] ? v.negate() : v;
        }

        /** The value of the part this frame waited for, from the frame that solved it. */
        void receive(CanonicalGame v) {
            setValue(waiting, v);
            waiting = -1;
        }

        /**
         * The canonical form of the options' values. An option of several parts needs the canonical sum of
         * their values, which can cost more than all the rest; it is skipped when the stops show it dominated:
         * L(A + B) &lt;= L(A) + L(B), so a Left option whose parts' left stops add up to less than another
         * Left option's right stop is below that option (and symmetrically for Right). Options of one part
         * go first, to set the bar.
         */
        CanonicalGame canonicalForm() {
            CanonicalGame[] left = new CanonicalGame[leftOptions];
            CanonicalGame[] right = new CanonicalGame[options - leftOptions];
            int nLeft = 0;
            int nRight = 0;
            Dyadic leftBar = null; // the greatest right stop of a Left option so far
            Dyadic rightBar = null; // the least left stop of a Right option so far
            for (int round = 0; round < 2; round++) {
                for (int o = 0; o < options; o++) {
                    int from = o == 0 ? 0 : optionEnd[o - 1];
                    int to = optionEnd[o];
                    if ((to - from >= 2) != (round == 1)) {
                        continue;
                    }
                    boolean leftSide = o < leftOptions;
                    if (round == 1 && dominatedByStops(from, to, leftSide, leftSide ? leftBar : rightBar)) {
                        continue;
                    }
                    CanonicalGame v = sumOf(values, from, to);
                    if (leftSide) {
                        left[nLeft++] = v;
                        leftBar = leftBar == null ? v.rightStop() : leftBar.max(v.rightStop());
                    } else {
                        right[nRight++] = v;
                        rightBar = rightBar == null ? v.leftStop() : rightBar.min(v.leftStop());
                    }
                }
            }
            return CanonicalGame.of(Arrays.copyOf(left, nLeft), Arrays.copyOf(right, nRight));
        }

        /** Whether the sum of parts from..to is dominated by an option whose stop is {@code bar}. */
        private boolean dominatedByStops(int from, int to, boolean leftSide, Dyadic bar) {
            if (bar == null) {
                return false;
            }
            int c = CanonicalGame.compareStopSum(values, from, to, leftSide, bar);
            return leftSide ? c < 0 : c > 0;
        }

        /** Lets go of the parts and values, so that a reused frame keeps nothing alive. */
        void clear() {
            Arrays.fill(tableKeys, 0, partCount, null);
            Arrays.fill(parts, 0, partCount, null);
            Arrays.fill(values, 0, partCount, null);
            tableKey = null;
        }
    }
}

package cgt.games.partizan;

import cgt.partizan.CanonicalGame;
import cgt.task.Cancellation;
import cgt.task.Progress;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Canonical values of a partizan ruleset's positions: a position is the sum of its parts' values, and a
 * part's value is the canonical form {L | R} of the values of its options.
 *
 * <p>Parts are brought to their normal form before they are looked up, so that one transposition table
 * entry serves every symmetric image and every negated copy. The search runs on an explicit stack (no
 * depth limit from the thread's stack), checks for interruption, and reports how many parts it has
 * solved. With several threads, each runs the same search over the options in a different order, all
 * sharing one table: they meet each other's results instead of repeating them, and the first to finish
 * the root answers.
 *
 * @param <P> the ruleset's position type
 */
public final class PartizanEvaluator<P> {

    private final PartizanGame<P> game;
    private final TranspositionTable<P> table;
    private final Progress progress;
    private final int threads;
    private final AtomicLong solved = new AtomicLong();

    /**
     * @param threads how many threads search (1 for a plain sequential search)
     */
    public PartizanEvaluator(PartizanGame<P> game, TranspositionTable<P> table, int threads, Progress progress) {
        this.game = game;
        this.table = table;
        this.threads = Math.max(1, threads);
        this.progress = progress;
    }

    /** An evaluator with a table sized for this JVM, one thread, and no progress reports. */
    public static <P> PartizanEvaluator<P> of(PartizanGame<P> game) {
        return new PartizanEvaluator<>(game, new TranspositionTable<>(TranspositionTable.defaultCapacity()), 1,
                Progress.NONE);
    }

    /** How many parts have been solved (not found in the table) so far. */
    public long solvedCount() {
        return solved.get();
    }

    /** The value of a whole position: the sum of its parts' values. */
    public CanonicalGame value(P position) {
        List<CanonicalGame> values = new ArrayList<>();
        for (P part : game.parts(position)) {
            values.add(valueOfPart(part));
        }
        return sumOf(values);
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
        PartizanGame.Normal<P> normal = game.normalize(part);
        CanonicalGame v = table.get(normal.key());
        if (v == null) {
            v = game.knownValue(normal.key()).orElse(null);
        }
        if (v == null) {
            v = threads == 1 ? new Search(0).run(normal.key()) : parallel(normal.key());
        }
        return normal.negated() ? v.negate() : v;
    }

    private CanonicalGame parallel(P key) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            // Canonical forms are built recursively, as deep as a game's birthday: give searches a deep stack.
            Thread t = new Thread(null, r, "cgt-search", 512L << 20);
            t.setDaemon(true);
            return t;
        });
        try {
            ExecutorCompletionService<CanonicalGame> done = new ExecutorCompletionService<>(pool);
            for (int i = 0; i < threads; i++) {
                int rotation = i;
                done.submit(() -> new Search(rotation).run(key));
            }
            return done.take().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.util.concurrent.CancellationException("interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** One depth-first search over normalised parts, on an explicit stack. */
    private final class Search {
        /** 0 searches options in the order the ruleset gives them; others start elsewhere in the list. */
        private final int rotation;
        private final Set<P> onStack = new HashSet<>();

        Search(int rotation) {
            this.rotation = rotation;
        }

        CanonicalGame run(P root) {
            ArrayDeque<Frame<P>> stack = new ArrayDeque<>();
            stack.push(frame(root));
            CanonicalGame result = null;
            while (!stack.isEmpty()) {
                Frame<P> f = stack.peek();
                P needed = advance(f);
                if (needed != null) {
                    if (!onStack.add(needed)) {
                        throw new IllegalStateException(game.name() + " has a cycle through " + game.format(needed));
                    }
                    stack.push(frame(needed));
                    continue;
                }
                CanonicalGame value = CanonicalGame.of(f.leftValues, f.rightValues);
                table.put(f.key, value);
                onStack.remove(f.key);
                stack.pop();
                long n = solved.incrementAndGet();
                if ((n & 0x3FF) == 0) {
                    Cancellation.check();
                    progress.report("parts solved", n, -1);
                }
                if (stack.isEmpty()) {
                    result = value;
                } else {
                    stack.peek().childValue = value;
                }
            }
            return result;
        }

        private Frame<P> frame(P key) {
            onStack.add(key);
            List<P> left = game.leftOptions(key);
            List<P> right = game.rightOptions(key);
            if (rotation != 0) {
                Collections.rotate(left = new ArrayList<>(left), rotation * (left.size() / 2 + 1));
                Collections.rotate(right = new ArrayList<>(right), rotation * (right.size() / 2 + 1));
            }
            return new Frame<>(key, left, right);
        }

        /**
         * Folds in every option value that is known, and returns the normalised part whose value is needed
         * next, or null when the frame has all its options' values.
         */
        private P advance(Frame<P> f) {
            while (f.optionIndex < f.left.size() + f.right.size()) {
                boolean leftSide = f.optionIndex < f.left.size();
                P option = leftSide ? f.left.get(f.optionIndex) : f.right.get(f.optionIndex - f.left.size());
                if (f.parts == null) {
                    f.parts = new ArrayList<>();
                    for (P part : game.parts(option)) {
                        f.parts.add(game.normalize(part));
                    }
                    f.partValues = new ArrayList<>(f.parts.size());
                }
                while (f.partValues.size() < f.parts.size()) {
                    PartizanGame.Normal<P> n = f.parts.get(f.partValues.size());
                    CanonicalGame v = f.childValue;
                    f.childValue = null;
                    if (v == null) {
                        v = table.get(n.key());
                    }
                    if (v == null) {
                        v = game.knownValue(n.key()).orElse(null);
                        if (v == null) {
                            return n.key();
                        }
                        table.put(n.key(), v);
                    }
                    f.partValues.add(n.negated() ? v.negate() : v);
                }
                CanonicalGame sum = sumOf(f.partValues);
                (leftSide ? f.leftValues : f.rightValues).add(sum);
                f.parts = null;
                f.optionIndex++;
            }
            return null;
        }
    }

    /** The sum of a few values; most options have one or two parts, which need no general sum. */
    private static CanonicalGame sumOf(List<CanonicalGame> values) {
        switch (values.size()) {
            case 0:
                return CanonicalGame.zero();
            case 1:
                return values.get(0);
            case 2:
                return values.get(0).plus(values.get(1));
            default:
                return CanonicalGame.sum(values);
        }
    }

    private static final class Frame<P> {
        final P key;
        final List<P> left;
        final List<P> right;
        final List<CanonicalGame> leftValues = new ArrayList<>();
        final List<CanonicalGame> rightValues = new ArrayList<>();
        int optionIndex;
        List<PartizanGame.Normal<P>> parts;
        List<CanonicalGame> partValues;
        /** The value of the part this frame asked for, handed over when that part's frame finishes. */
        CanonicalGame childValue;

        Frame(P key, List<P> left, List<P> right) {
            this.key = key;
            this.left = left;
            this.right = right;
        }
    }
}

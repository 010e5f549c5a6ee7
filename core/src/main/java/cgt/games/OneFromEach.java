package cgt.games;

import cgt.impartial.GrundySolver;
import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.rules.ImpartialRules;
import cgt.task.Budget;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Take one token from each heap of any non-empty set of heaps. The heaps are not independent (one move
 * touches several), so the whole position is one game.
 *
 * <p>A position is a P-position exactly when every heap is even: from all-even heaps every move makes some
 * heap odd, and from any other position taking one token from each odd heap makes them all even. Grundy
 * values have no such formula and are found by search, for positions of moderate size.
 */
public final class OneFromEach implements ImpartialGame<OneFromEach.Heaps> {

    /** The most heaps accepted (a move is a subset of them). */
    public static final int MAX_HEAPS = 16;

    /** The game (the catalog makes a new game for each caller). */
    public OneFromEach() {
    }

    /** The heap sizes, in the order the user gave them. */
    public record Heaps(List<Long> sizes) {
        public Heaps {
            sizes = List.copyOf(sizes);
        }

        /** The same game with zeros dropped and heaps sorted: equal games, equal keys. */
        Heaps normalized() {
            List<Long> s = new ArrayList<>();
            for (Long h : sizes) {
                if (h > 0) {
                    s.add(h);
                }
            }
            s.sort(Comparator.naturalOrder());
            return new Heaps(s);
        }
    }

    /**
     * Searches normalised positions, each packed as one number where its heaps are small ({@link SizesKey}); their
     * options are found group by group of equal heaps.
     */
    private final GrundySolver<Heaps> solver = new GrundySolver<>(new ImpartialRules<>() {
        @Override
        public List<Heaps> moves(Heaps h) {
            return normalizedMoves(h);
        }

        @Override
        public long packedKey(Heaps h) {
            return SizesKey.of(h.sizes());
        }
    }, Budget.DEFAULT.positions().grundy());

    /**
     * The distinct options of a normalised position: equal heaps are interchangeable, so a move is how many
     * heaps of each size to take one token from (not which ones), which keeps 16 heaps of 1 at 16 options
     * instead of 65,535.
     */
    private static List<Heaps> normalizedMoves(Heaps h) {
        List<long[]> groups = new ArrayList<>(); // {size, count}
        for (Long size : h.sizes()) {
            if (!groups.isEmpty() && groups.get(groups.size() - 1)[0] == size) {
                groups.get(groups.size() - 1)[1]++;
            } else {
                groups.add(new long[] {size, 1});
            }
        }
        List<Heaps> result = new ArrayList<>();
        int[] take = new int[groups.size()];
        while (true) {
            int i = 0;
            while (i < take.length && take[i] == groups.get(i)[1]) {
                take[i] = 0;
                i++;
            }
            if (i == take.length) {
                return result;
            }
            take[i]++;
            List<Long> next = new ArrayList<>();
            for (int g = 0; g < groups.size(); g++) {
                long size = groups.get(g)[0];
                for (int c = 0; c < groups.get(g)[1]; c++) {
                    next.add(c < take[g] ? size - 1 : size);
                }
            }
            result.add(new Heaps(next).normalized());
        }
    }

    @Override
    public String name() {
        return "one-from-each";
    }

    @Override
    public String rules() {
        return "take one token from each heap of any non-empty set of heaps (the whole position is one game)";
    }

    @Override
    public String syntax() {
        return "heap sizes, one per argument (together they are one game): 3 4 5";
    }

    @Override
    public List<Heaps> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no heaps given: write heap sizes, one per argument, e.g. one-from-each 3 4 5");
        }
        if (args.size() > MAX_HEAPS) {
            throw new BadInputException("too many heaps: one-from-each accepts at most " + MAX_HEAPS
                    + " (a move chooses any subset of them)");
        }
        List<Long> sizes = new ArrayList<>();
        for (String a : args) {
            sizes.add(Inputs.nonNegative("heap", a, HeapGame.MAX_HEAP));
        }
        return List.of(new Heaps(sizes));
    }

    @Override
    public String formatComponent(Heaps h) {
        StringBuilder b = new StringBuilder();
        for (Long s : h.sizes()) {
            b.append(b.length() == 0 ? "" : " ").append(s);
        }
        return b.toString();
    }

    @Override
    public Comparator<Heaps> order() {
        return Comparator.comparing(h -> h.normalized().sizes().toString());
    }

    /** Every move, in the user's order of heaps: one per non-empty subset of the non-empty heaps. */
    /** Zeros dropped and heaps sorted: the order of the heaps and an emptied heap change nothing. */
    @Override
    public Heaps normalize(Heaps h) {
        return h.normalized();
    }

    /** The normal form as one number where its heaps are small ({@link SizesKey}). */
    @Override
    public long packedKey(Heaps h) {
        return SizesKey.of(h.normalized().sizes());
    }

    @Override
    public List<Heaps> moves(Heaps h) {
        List<Long> s = h.sizes();
        List<Integer> live = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            if (s.get(i) > 0) {
                live.add(i);
            }
        }
        List<Heaps> result = new ArrayList<>();
        for (int subset = 1; subset < (1 << live.size()); subset++) {
            List<Long> next = new ArrayList<>(s);
            for (int b = 0; b < live.size(); b++) {
                if ((subset & (1 << b)) != 0) {
                    int i = live.get(b);
                    next.set(i, next.get(i) - 1);
                }
            }
            result.add(new Heaps(next));
        }
        return result;
    }

    @Override
    public long grundy(Heaps h) {
        return grundy(h, Budget.DEFAULT);
    }

    /** The value by a search of at most the budget's {@link Budget.Positions#grundy()} positions. */
    @Override
    public long grundy(Heaps h, Budget budget) {
        long limit = budget.positions().grundy();
        double states = 1;
        for (Long s : h.sizes()) {
            states *= s + 1;
        }
        if (states > limit) {
            throw new TooBigException(String.format(Locale.ROOT,
                    "the Grundy value of one-from-each %s needs a search over up to %.2g positions (the limit is %d);"
                            + " its outcome is known at any size: P exactly when every heap is even",
                    formatComponent(h), states, limit), "tooBig.oneFromEach",
                    List.of(formatComponent(h), String.format(Locale.ROOT, "%.2g", states), limit));
        }
        return solver.grundy(h.normalized(), limit);
    }

    @Override
    public Optional<ClosedForm<Heaps>> closedForm() {
        return Optional.of(new ClosedForm<>() {
            @Override
            public boolean isP(Heaps h) {
                return h.sizes().stream().allMatch(s -> s % 2 == 0);
            }

            @Override
            public List<Heaps> movesToP(Heaps h) {
                if (isP(h)) {
                    return List.of();
                }
                List<Long> next = new ArrayList<>();
                for (Long s : h.sizes()) {
                    next.add(s - s % 2);
                }
                return List.of(new Heaps(next));
            }

            @Override
            public String explanation(Heaps h) {
                return isP(h) ? "every heap is even, so every move leaves an odd heap, which the opponent evens out"
                        + " again: a P-position" : "some heap is odd: taking one token from each odd heap leaves"
                        + " all heaps even, a P-position";
            }
        });
    }
}

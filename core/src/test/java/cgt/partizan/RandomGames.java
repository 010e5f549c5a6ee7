package cgt.partizan;

import cgt.partizan.born.BornByDay;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded random canonical games for property tests: {L | R} with options drawn from small games. */
public final class RandomGames {

    private static final List<CanonicalGame> DAY_TWO = BornByDay.games(2);

    private final Random random;

    public RandomGames(long seed) {
        this.random = new Random(seed);
    }

    /** A game born by day 2. */
    public CanonicalGame small() {
        return DAY_TWO.get(random.nextInt(DAY_TWO.size()));
    }

    /** A random game of the given depth: options drawn from games of one less depth (depth 0: day 2). */
    public CanonicalGame game(int depth) {
        if (depth == 0) {
            return small();
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        int nl = 1 + random.nextInt(3);
        int nr = 1 + random.nextInt(3);
        for (int i = 0; i < nl; i++) {
            left.add(game(depth - 1));
        }
        for (int i = 0; i < nr; i++) {
            right.add(game(depth - 1));
        }
        return CanonicalGame.of(left, right);
    }

    /** A random all-small game (every position has moves for both players or for neither). */
    public CanonicalGame allSmall(int depth) {
        if (depth == 0) {
            CanonicalGame[] base = {CanonicalGame.zero(), CanonicalGame.star(), CanonicalGame.up(),
                CanonicalGame.up().negate(), CanonicalGame.nimber(2), CanonicalGame.up().plus(CanonicalGame.star())};
            return base[random.nextInt(base.length)];
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        int nl = 1 + random.nextInt(2);
        int nr = 1 + random.nextInt(2);
        for (int i = 0; i < nl; i++) {
            left.add(allSmall(depth - 1));
        }
        for (int i = 0; i < nr; i++) {
            right.add(allSmall(depth - 1));
        }
        return CanonicalGame.of(left, right);
    }

    public int nextInt(int bound) {
        return random.nextInt(bound);
    }
}

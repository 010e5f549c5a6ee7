package cgt.partizan.born;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.DisplayOrder;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The games born by day n: 0 on day 0, and on day n+1 every {L | R} with L and R sets of games born by
 * day n. Counts: 1, 4, 22, 1474; nobody knows day 4's count, which lies between about 10^28 and 4.10^184
 * (Suetsugu, 2022).
 *
 * <p>A canonical form's options on each side are an antichain (no option dominates another), so day n+1 is
 * the set of values {A | B} over pairs of antichains A, B of day n: for day 3, a few hundred antichains of
 * the 22 games of day 2 instead of 2^22 subsets per side.
 */
public final class BornByDay {

    /** The last day that can be listed. */
    public static final int MAX_DAY = 3;

    private BornByDay() {
    }

    /** The games born by day n, by birthday and then in CGSuite's order. */
    public static List<CanonicalGame> games(int day) {
        return games(day, Progress.NONE);
    }

    /** The games born by day n, reporting progress on the last day's pairs of antichains. */
    public static List<CanonicalGame> games(int day, Progress progress) {
        requireListable(day);
        List<CanonicalGame> current = List.of(CanonicalGame.zero());
        for (int d = 1; d <= day; d++) {
            current = nextDay(current, progress, Progress.Stage.of("day " + d, "stage.day", d));
        }
        List<CanonicalGame> sorted = new ArrayList<>(current);
        DisplayOrder order = new DisplayOrder();
        sorted.sort(Comparator.comparing(CanonicalGame::birthday).thenComparing(order));
        return sorted;
    }

    /** How many games are born by day n. */
    public static long count(int day) {
        return games(day).size();
    }

    /** Throws, saying how big the day is, unless day n can be listed. */
    public static void requireListable(int day) {
        if (day < 0) {
            throw new BadInputException("day " + day + " is negative: days are 0, 1, 2, 3");
        }
        if (day > MAX_DAY) {
            throw new TooBigException("games born by day " + day + " are far too many to list or count: day 3 has"
                    + " 1474, and day 4 more than 10^28 (its exact count is unknown; Suetsugu 2022 bounds it by"
                    + " 10^28.2 and 4.0x10^184); cgt enumerates days 0 to " + MAX_DAY, "tooBig.born",
                    List.of(day, MAX_DAY));
        }
    }

    /** Every {A | B} over antichains A, B of the given day's games. */
    static List<CanonicalGame> nextDay(List<CanonicalGame> day, Progress progress, Progress.Stage stage) {
        List<CanonicalGame[]> antichains = antichains(day);
        Set<CanonicalGame> games = new LinkedHashSet<>();
        long total = (long) antichains.size() * antichains.size();
        long done = 0;
        for (CanonicalGame[] left : antichains) {
            Cancellation.check();
            for (CanonicalGame[] right : antichains) {
                games.add(CanonicalGame.of(left, right));
            }
            done += antichains.size();
            progress.report(stage, done, total);
        }
        return new ArrayList<>(games);
    }

    /** Every set of pairwise incomparable games among the given ones, the empty set included. */
    static List<CanonicalGame[]> antichains(List<CanonicalGame> games) {
        int n = games.size();
        boolean[][] comparable = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                comparable[i][j] = i != j && (games.get(i).leq(games.get(j)) || games.get(j).leq(games.get(i)));
            }
        }
        List<CanonicalGame[]> out = new ArrayList<>();
        extend(games, comparable, 0, new int[n], 0, out);
        return out;
    }

    private static void extend(List<CanonicalGame> games, boolean[][] comparable, int from, int[] chosen, int size,
            List<CanonicalGame[]> out) {
        CanonicalGame[] set = new CanonicalGame[size];
        for (int i = 0; i < size; i++) {
            set[i] = games.get(chosen[i]);
        }
        out.add(set);
        for (int i = from; i < games.size(); i++) {
            boolean free = true;
            for (int k = 0; k < size && free; k++) {
                free = !comparable[chosen[k]][i];
            }
            if (free) {
                chosen[size] = i;
                extend(games, comparable, i + 1, chosen, size + 1, out);
            }
        }
    }
}

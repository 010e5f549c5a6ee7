package cgt.bench.dominated;

import cgt.games.partizan.Domineering;
import cgt.games.partizan.DomineeringBoard;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How many of the parts the canonical search solves could a search skip if it knew which options are dominated
 * (issue 26, item 1): the ceiling of every pruning of dominated options, measured before building one.
 *
 * <p>The board is valued first (the ordinary search, every part solved). Then the parts are walked again from the
 * board's own parts, following, for each part and each player, only some of the options:
 * <ul>
 *   <li>{@code all}: every option (the parts the search solves, less those the rules know without a search);
 *   <li>{@code undominated}: the options that no other option of the same player beats (of equal ones, one): what
 *       a search that knew each option's fate without valuing it would still have to solve, since a canonical form
 *       needs the exact values of its undominated options and of nothing else (a reversible option is replaced by
 *       options found inside its own value);
 *   <li>{@code not-stop-separated}: the options that no other option beats by the stops alone (for Left, an option
 *       whose left stop is below another's right stop is less than it), the ceiling of a pruning that proves
 *       domination by stops (a search on numbers) rather than by exact comparisons.
 * </ul>
 * Counts only, deterministic: they hold on a busy machine.
 */
public final class DomineeringDominatedParts {

    private enum Follow { ALL, UNDOMINATED, NOT_STOP_SEPARATED }

    /** One option: the normal forms of its parts and whether each is negated. */
    private record Option(List<DomineeringBoard> parts, List<Boolean> negated) {
    }

    private final Domineering rules = new Domineering();
    private final PartizanEvaluator<DomineeringBoard> search = PartizanEvaluator.of(rules);

    private final List<Follow> walks;
    /** Parts of at most this many squares have every option followed, whatever the walk (0: none). */
    private final int allUpTo;

    private DomineeringDominatedParts(List<Follow> walks, int allUpTo) {
        this.walks = walks;
        this.allUpTo = allUpTo;
    }

    public static void main(String[] args) {
        List<Follow> walks = List.of(Follow.values());
        int first = 0;
        if (args.length >= 2 && args[0].equals("--walks")) {
            walks = new ArrayList<>();
            for (String w : args[1].split(",", -1)) {
                walks.add(Follow.valueOf(w.toUpperCase(Locale.ROOT).replace('-', '_')));
            }
            first = 2;
        }
        int allUpTo = 0;
        if (args.length >= first + 2 && args[first].equals("--all-up-to")) {
            allUpTo = Integer.parseInt(args[first + 1]);
            first += 2;
        }
        if (args.length == first) {
            System.err.println("usage: DomineeringDominatedParts [--walks all,undominated,not-stop-separated]"
                    + " [--all-up-to SQUARES] BOARD... (RxC or CGSuite's syntax, e.g. 4x6)");
            System.exit(2);
        }
        for (String board : Arrays.asList(args).subList(first, args.length)) {
            new DomineeringDominatedParts(walks, allUpTo).report(board);
        }
    }

    private void report(String text) {
        DomineeringBoard board = rules.parse(text);
        long t0 = System.nanoTime();
        CanonicalGame value = search.value(board);
        String shown = value.toString();
        System.out.printf("%s: %d parts solved in %.1f s, value %s%n", text, search.solvedCount(),
                (System.nanoTime() - t0) / 1e9, shown.length() > 60 ? shown.substring(0, 57) + "..." : shown);
        for (Follow follow : walks) {
            long[] counts = walk(board, follow);
            System.out.printf("  %-19s %9d parts (%6.2f%% of those solved), %9d of %9d options followed%n",
                    follow.name().toLowerCase(Locale.ROOT).replace('_', '-'), counts[0],
                    100.0 * counts[0] / search.solvedCount(), counts[2], counts[1]);
        }
    }

    /**
     * Parts reached that need a search (not the strips the rules value by formula), options seen and options
     * followed, walking from the board's parts.
     */
    private long[] walk(DomineeringBoard board, Follow follow) {
        Set<DomineeringBoard> seen = new HashSet<>();
        ArrayDeque<DomineeringBoard> queue = new ArrayDeque<>();
        for (DomineeringBoard part : rules.parts(board)) {
            DomineeringBoard key = rules.normalize(part).key();
            if (seen.add(key)) {
                queue.add(key);
            }
        }
        long options = 0;
        long followed = 0;
        while (!queue.isEmpty()) {
            DomineeringBoard part = queue.poll();
            for (boolean left : new boolean[] {true, false}) {
                List<Option> os = options(part, left);
                options += os.size();
                boolean[] keep = follow == Follow.ALL || squares(part) <= allUpTo ? null : kept(os, left, follow);
                for (int i = 0; i < os.size(); i++) {
                    if (keep != null && !keep[i]) {
                        continue;
                    }
                    followed++;
                    for (DomineeringBoard p : os.get(i).parts()) {
                        if (seen.add(p)) {
                            queue.add(p);
                        }
                    }
                }
            }
        }
        long searched = seen.stream().filter(p -> rules.knownValue(p).isEmpty()).count();
        return new long[] {searched, options, followed};
    }

    private static int squares(DomineeringBoard part) {
        int n = 0;
        for (int r = 0; r < part.rows(); r++) {
            for (int c = 0; c < part.cols(); c++) {
                n += part.isEmpty(r, c) ? 1 : 0;
            }
        }
        return n;
    }

    /** Which options a perfect pruning of the given kind would keep. */
    private boolean[] kept(List<Option> os, boolean left, Follow follow) {
        CanonicalGame[] values = new CanonicalGame[os.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = valueOf(os.get(i));
        }
        boolean[] keep = new boolean[values.length];
        for (int i = 0; i < values.length; i++) {
            keep[i] = true;
            for (int j = 0; j < values.length && keep[i]; j++) {
                if (i == j) {
                    continue;
                }
                CanonicalGame mine = left ? values[i] : values[i].negate();
                CanonicalGame other = left ? values[j] : values[j].negate();
                keep[i] = follow == Follow.UNDOMINATED
                        ? !(other.greaterThan(mine) || (other.equals(mine) && j < i))
                        : mine.leftStop().compareTo(other.rightStop()) >= 0;
            }
        }
        return keep;
    }

    private CanonicalGame valueOf(Option o) {
        List<CanonicalGame> values = new ArrayList<>();
        for (int i = 0; i < o.parts().size(); i++) {
            CanonicalGame v = search.valueOfPart(o.parts().get(i));
            values.add(o.negated().get(i) ? v.negate() : v);
        }
        return CanonicalGame.sum(values);
    }

    private List<Option> options(DomineeringBoard part, boolean left) {
        List<Option> out = new ArrayList<>();
        List<DomineeringBoard> parts = new ArrayList<>();
        List<Boolean> negated = new ArrayList<>();
        rules.options(part, left, new OptionSink<>() {
            @Override
            public void part(long packedKey, DomineeringBoard p, boolean neg) {
                parts.add(p != null ? p : rules.unpack(packedKey));
                negated.add(neg);
            }

            @Override
            public void endOption() {
                out.add(new Option(List.copyOf(parts), List.copyOf(negated)));
                parts.clear();
                negated.clear();
            }
        });
        return out;
    }
}

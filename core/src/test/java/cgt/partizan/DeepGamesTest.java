package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.impartial.GrundySolver;
import cgt.impartial.OptionRules;
import cgt.input.BadInputException;
import cgt.partizan.notation.GameParser;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Games far deeper than a thread's stack could hold by recursion (issue 11: birthday 20,000) are built,
 * simplified, negated, added, compared, printed and read back on a thread with a small stack (512 KB), which
 * would overflow at a few thousand levels of plain recursion. The explicit stacks that make this possible are
 * checked against the plain recursion on random games of moderate depth.
 */
@Order(1) // a long class, first in the list (junit-platform.properties)
class DeepGamesTest {

    private static final long SMALL_STACK = 512 * 1024;
    private static final int BIRTHDAY = 20_000;

    /** Runs the task on a fresh thread with a small stack and rethrows whatever it threw (a StackOverflowError too). */
    static void onSmallStack(Runnable task) throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                task.run();
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "deep", SMALL_STACK);
        t.start();
        t.join();
        if (failure.get() instanceof Error e) {
            throw e;
        }
        if (failure.get() instanceof RuntimeException e) {
            throw e;
        }
    }

    private static CanonicalGame game(CanonicalGame left, CanonicalGame right) {
        return CanonicalGame.of(left == null ? List.of() : List.of(left), right == null ? List.of() : List.of(right));
    }

    /** G(1) = 1, G(n) = {G(n-1) | 0}: a general game (not a number-up-star) of birthday n. */
    private static CanonicalGame[] chain(int n) {
        CanonicalGame[] g = new CanonicalGame[n + 1];
        g[1] = CanonicalGame.integer(1);
        for (int i = 2; i <= n; i++) {
            g[i] = game(g[i - 1], CanonicalGame.zero());
        }
        return g;
    }

    @Test
    void integersBuiltAsChainsOfLeftOptions() throws InterruptedException {
        onSmallStack(() -> {
            // {n-1 | } = n: by the simplest-number rule, and by counting moves.
            CanonicalGame g = CanonicalGame.zero();
            for (int n = 1; n <= BIRTHDAY; n++) {
                g = game(g, null);
            }
            assertThat(g).isSameAs(CanonicalGame.integer(BIRTHDAY));
            assertThat(g.birthday().intValueExact()).isEqualTo(BIRTHDAY);
            assertThat(g.toString()).isEqualTo("20000");
            assertThat(g.negate().plus(g)).isSameAs(CanonicalGame.zero());
        });
    }

    @Tag("slow")
    @Test
    void aGeneralGameOfBirthday20000() throws InterruptedException {
        onSmallStack(() -> {
            CanonicalGame[] chain = chain(BIRTHDAY);
            CanonicalGame g = chain[BIRTHDAY];
            assertThat(g.isNumberUpStar()).isFalse();
            assertThat(g.birthday().intValueExact()).isEqualTo(BIRTHDAY);

            // Negation, checked level by level: -{G | 0} = {0 | -G}, and -(-G) = G.
            CanonicalGame n = g.negate();
            CanonicalGame level = n;
            for (int i = BIRTHDAY; i >= 2; i--) {
                assertThat(level.leftOptions()).containsExactly(CanonicalGame.zero());
                assertThat(level.rightOptions()).hasSize(1);
                level = level.rightOptions().get(0);
                assertThat(level).isSameAs(chain[i - 1].negate());
            }
            assertThat(level).isSameAs(CanonicalGame.integer(-1));
            assertThat(n.negate()).isSameAs(g);
            assertThat(n.birthday().intValueExact()).isEqualTo(BIRTHDAY);

            // Sums with deep and shallow games: G + ↑ - ↑ = G, and G < G + ↑ since ↑ > 0.
            CanonicalGame up = CanonicalGame.up();
            CanonicalGame plusUp = g.plus(up);
            assertThat(plusUp.minus(up)).isSameAs(g);
            assertThat(g.compare(plusUp)).isEqualTo(Relation.LESS);
            assertThat(g.plus(CanonicalGame.integer(BIRTHDAY)).minus(CanonicalGame.integer(BIRTHDAY))).isSameAs(g);

            // From G(3) on the chain's outcome and its relation to its negative settle; the deep game's answers
            // are checked against the recursion's at a shallow level of the same chain.
            assertThat(g.outcome()).isEqualTo(chain[50].outcome());
            assertThat(g.compare(n)).isEqualTo(chain[50].compare(chain[50].negate()));

            // Printing, and reading the printed forms back.
            String text = g.toString();
            assertThat(GameParser.parse(text)).isSameAs(g);
            assertThat(GameParser.parse(GamePrinter.explicit(g))).isSameAs(g);
            assertThat(GameParser.parse(n.toString())).isSameAs(n);

            // The thermograph: from G(3) on, mean 0 and temperature 0 (as at a shallow level).
            Thermograph t = Thermograph.of(g);
            assertThat(t.mean()).isEqualTo(Dyadic.ZERO);
            assertThat(t.temperature()).isEqualTo(Dyadic.ZERO);
            assertThat(Thermograph.of(chain[50])).isEqualTo(Thermograph.of(chain[51]));
        });
    }

    @Tag("slow")
    @Test
    void deepSumsAndComparisonsPastTheRecursionLimit() throws InterruptedException {
        onSmallStack(() -> {
            // G - G = 0 for a chain deeper than CanonicalGame.DEEP, so that sums and comparisons go on
            // the explicit stacks (G - G takes time quadratic in the depth, so not at 20,000).
            int depth = CanonicalGame.DEEP + 20;
            CanonicalGame[] chain = chain(depth);
            CanonicalGame g = chain[depth];
            assertThat(g.minus(g)).isSameAs(CanonicalGame.zero());
            assertThat(g.minus(chain[depth - 1]).plus(chain[depth - 1])).isSameAs(g);
        });
    }

    @Test
    void explicitStacksAgreeWithTheRecursion() {
        Random random = new Random(11);
        RandomGames games = new RandomGames(11);
        for (int trial = 0; trial < 300; trial++) {
            CanonicalGame g = games.game(1 + random.nextInt(3));
            CanonicalGame h = games.game(1 + random.nextInt(3));
            assertThat(CanonicalGame.leqDeep(g, h)).as("%s <= %s", g, h).isEqualTo(g.leq(h));
            assertThat(CanonicalGame.leqDeep(h, g)).as("%s <= %s", h, g).isEqualTo(h.leq(g));
            CanonicalGame a = g.id() < h.id() ? g : h;
            CanonicalGame b = a == g ? h : g;
            if ((a.isNumberUpStar() && b.isNumberUpStar()) || a.isZero()) {
                continue;
            }
            assertThat(CanonicalGame.plusDeep(a, b, false)).as("%s + %s", g, h).isSameAs(g.plus(h));
        }
    }

    @Test
    void aGrundyChainOf100000() throws InterruptedException {
        // Position n moves to n - 1: the values alternate 0, 1, 0, ... (mex of the one option's value).
        OptionRules<Integer> chain = n -> n == 0 ? List.of() : List.of(List.of(n - 1));
        onSmallStack(() -> {
            GrundySolver<Integer> solver = new GrundySolver<>(chain, 1_000_000);
            assertThat(solver.grundy(100_000)).isZero();
            assertThat(solver.grundy(99_999)).isEqualTo(1);
            assertThat(solver.solvedCount()).isEqualTo(100_001);
        });
    }

    @Test
    void aDeepBraceNestingParsesOnASmallStack() throws InterruptedException {
        onSmallStack(() -> {
            // {{{...{0|}...|}|}|} with 3,000 levels: {n|} = n + 1, so 3,000 levels around 0 is 3,000.
            String text = "{".repeat(3000) + "0" + "|}".repeat(3000);
            assertThat(GameParser.parse(text)).isSameAs(CanonicalGame.integer(3000));
            // Braces after +- are a list of options, never parsed ahead.
            String switched = "{".repeat(200) + "+-{1,2}" + "|}".repeat(200);
            assertThat(GameParser.parse(switched)).isSameAs(GameParser.parse("{".repeat(200) + "{2|-2}" + "|}".repeat(200)));
            // Nesting that the parse must recurse through is refused before the stack runs out, unclosed
            // braces included (2,000 levels of these overflowed a 512 KB stack).
            for (String deep : List.of("{".repeat(100_000), "(".repeat(100_000) + "1", "Tiny(".repeat(10_000) + "1")) {
                assertThatThrownBy(() -> GameParser.parse(deep)).isInstanceOf(BadInputException.class)
                        .hasMessageContaining("levels deep");
            }
        });
    }
}

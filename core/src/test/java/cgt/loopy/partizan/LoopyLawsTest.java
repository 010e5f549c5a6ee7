package cgt.loopy.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cgt.loopy.LoopyOutcomeClass;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.RandomGames;
import cgt.partizan.Relation;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Laws and brute force over a thousand and more seeded random small graphs (and their sums): outcome classes by an independent value
 * iteration written here, the simplest form of a stopper equal to it and alike against numbers, comparison
 * reflexive and transitive, short games through graphs and back, and sums of short games as graphs.
 */
class LoopyLawsTest {

    /** A random graph of 1 to 4 nodes (start 0) with each Left and Right edge present with probability 1/3. */
    static LoopyGame randomGraph(Random random) {
        LoopyGame.Builder b = LoopyGame.builder();
        int n = 1 + random.nextInt(4);
        for (int i = 0; i < n; i++) {
            b.node();
        }
        int shortNode = b.node();
        for (int v = 0; v < n; v++) {
            for (int w = 0; w <= n; w++) {
                int to = w == n ? shortNode : w;
                if (random.nextInt(3) == 0) {
                    b.leftEdge(v, to);
                }
                if (random.nextInt(3) == 0) {
                    b.rightEdge(v, to);
                }
            }
        }
        // the extra node is a random small number, so that graphs mix numbers and cycles
        b.leftEdge(shortNode, LoopyGame.of(CanonicalGame.integer(random.nextInt(3) - 1)));
        return b.build(0);
    }

    /** Who wins from each state by plain value iteration: a mover wins with one winning move, loses with none. */
    static LoopyOutcomeClass bruteOutcome(Graph g) {
        int n = g.size();
        char[][] win = new char[2][n]; // [0]: Left to move, [1]: Right to move; 'L', 'R' or 0 (not yet known)
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int mover = 0; mover < 2; mover++) {
                for (int v = 0; v < n; v++) {
                    if (win[mover][v] != 0) {
                        continue;
                    }
                    int[] moves = mover == 0 ? g.left[v] : g.right[v];
                    char me = mover == 0 ? 'L' : 'R';
                    char other = mover == 0 ? 'R' : 'L';
                    boolean allLose = true;
                    boolean someWin = false;
                    for (int w : moves) {
                        char result = win[1 - mover][w];
                        someWin |= result == me;
                        allLose &= result == other;
                    }
                    if (someWin || allLose) {
                        win[mover][v] = someWin ? me : other;
                        changed = true;
                    }
                }
            }
        }
        return LoopyOutcomeClass.of(side(win[0][0]), side(win[1][0]));
    }

    private static LoopyOutcomeClass.Result side(char c) {
        return c == 'L' ? LoopyOutcomeClass.Result.LEFT_WINS : c == 'R' ? LoopyOutcomeClass.Result.RIGHT_WINS : LoopyOutcomeClass.Result.DRAW;
    }

    @Test
    void outcomesAgreeWithValueIteration() {
        Random random = new Random(25);
        for (int i = 0; i < 1000; i++) {
            LoopyGame g = randomGraph(random);
            assertEquals(bruteOutcome(g.graph()), g.outcome(), g::toString);
            LoopyGame h = randomGraph(random);
            LoopyGame sum = g.plus(h);
            assertEquals(bruteOutcome(sum.graph()), sum.outcome(), () -> g + " + " + h);
        }
    }

    @Test
    void simplestFormOfAStopperIsEqualAndComparesAlikeWithNumbers() {
        Random random = new Random(7);
        int stoppers = 0;
        for (int i = 0; i < 800; i++) {
            LoopyGame g = randomGraph(random);
            if (!g.isStopper()) {
                continue;
            }
            stoppers++;
            LoopyGame s = LoopyGame.ofGraph(g.simplestGraph(), 0);
            assertEquals(Relation.EQUAL, g.compare(s), g::toString);
            assertEquals(Relation.EQUAL, g.compare(g), g::toString);
            assertEquals(g.toString(), s.toString());
            assertEquals(g.outcome(), s.outcome(), g::toString);
            for (int k = 0; k < 3; k++) {
                LoopyGame x = LoopyGame.of(CanonicalGame.number(Dyadic.of(random.nextInt(9) - 4, random.nextInt(2))));
                assertEquals(g.compare(x), s.compare(x), () -> g + " vs " + x);
            }
            // the simplest form of the simplest form is itself
            assertEquals(s.simplestGraph().size(), g.simplestGraph().size(), g::toString);
            // on is above and off below every stopper
            assertTrue(g.compare(LoopyGame.on()) != Relation.GREATER && g.compare(LoopyGame.off()) != Relation.LESS);
        }
        assertTrue(stoppers > 150, "enough stoppers drawn: " + stoppers);
    }

    @Test
    void comparisonIsTransitiveAndNegationReversesIt() {
        Random random = new Random(11);
        List<LoopyGame> stoppers = new ArrayList<>();
        while (stoppers.size() < 30) {
            LoopyGame g = randomGraph(random);
            if (g.isStopper()) {
                stoppers.add(g);
            }
        }
        for (LoopyGame a : stoppers) {
            for (LoopyGame b : stoppers) {
                Relation ab = a.compare(b);
                assertEquals(ab.reversed(), b.compare(a));
                assertEquals(ab.reversed(), a.negate().compare(b.negate()), () -> a + " vs " + b);
                for (LoopyGame c : stoppers.subList(0, 10)) {
                    boolean abGeq = ab == Relation.GREATER || ab == Relation.EQUAL;
                    Relation bc = b.compare(c);
                    boolean bcGeq = bc == Relation.GREATER || bc == Relation.EQUAL;
                    if (abGeq && bcGeq) {
                        Relation ac = a.compare(c);
                        assertTrue(ac == Relation.GREATER || ac == Relation.EQUAL, () -> a + " >= " + b + " >= " + c);
                    }
                }
            }
        }
    }

    @Test
    void shortGamesThroughGraphsAndBack() {
        RandomGames games = new RandomGames(3);
        for (int i = 0; i < 1000; i++) {
            CanonicalGame g = games.game(1);
            CanonicalGame h = games.game(1);
            LoopyGame lg = LoopyGame.of(g);
            LoopyGame lh = LoopyGame.of(h);
            assertTrue(lg.isLoopfree());
            assertEquals(g, lg.toCanonical().orElseThrow());
            assertEquals(g.toString(), lg.toString());
            assertEquals(g.plus(h), lg.plus(lh).toCanonical().orElseThrow(), () -> g + " + " + h);
            assertEquals(g.compare(h), lg.compare(lh), () -> g + " vs " + h);
        }
    }
}

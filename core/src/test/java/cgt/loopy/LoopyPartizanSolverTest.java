package cgt.loopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.partizan.BackslidingToadsAndFrogs;
import cgt.games.partizan.FoxAndGeese;
import cgt.loopy.LoopyOutcomeClass.Result;
import cgt.outcome.Player;
import cgt.rules.PartizanRules;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The retrograde analysis of partizan graphs with cycles, against an independent brute force written here: the
 * graph explored again by a plain breadth-first search, and labelled by rounds (in round k a state is won if a move
 * reaches a state lost in an earlier round, lost if every move reaches a state won in an earlier round), which gives
 * each label with its remoteness k. Then the computer's move: from a won state it keeps the win and gets there, from
 * a drawn one it keeps the draw, whatever the opponent does.
 */
class LoopyPartizanSolverTest {

    private static final long NO_LIMIT = 1_000_000;
    private static final long MEMORY = 1L << 30;

    @Test
    void agreesWithRoundsOnRandomGraphs() {
        Random random = new Random(25);
        for (int trial = 0; trial < 3000; trial++) {
            Graph g = Graph.random(random, 1 + random.nextInt(9));
            checkAgainstRounds(g, List.of(random.nextInt(g.size)));
        }
    }

    @Test
    void agreesWithRoundsOnBackslidingStrips() {
        BackslidingToadsAndFrogs rules = new BackslidingToadsAndFrogs();
        for (int length = 1; length <= 5; length++) {
            for (int code = 0; code < Math.pow(3, length); code++) {
                StringBuilder b = new StringBuilder();
                for (int i = 0, c = code; i < length; i++, c /= 3) {
                    b.append("tf.".charAt(c % 3));
                }
                checkAgainstRounds(rules, List.of(b.toString()));
            }
        }
        checkAgainstRounds(rules, List.of("t.f", ".tf")); // a sum of two strips, solved as one graph
    }

    @Test
    void agreesWithRoundsOnSmallFoxAndGeese() {
        FoxAndGeese rules = new FoxAndGeese();
        Random random = new Random(20);
        for (int trial = 0; trial < 60; trial++) {
            int width = 2 + random.nextInt(3);
            List<String> squares = new ArrayList<>();
            for (int row = 1; row <= 4; row++) {
                for (int col = 1; col <= width; col++) {
                    if ((row + col) % 2 == 0) {
                        squares.add("(" + row + "," + col + ")");
                    }
                }
            }
            java.util.Collections.shuffle(squares, random);
            int geese = 1 + random.nextInt(Math.min(3, squares.size() - 1));
            String text = width + ";" + String.join(",", squares.subList(0, geese)) + ";" + squares.get(geese);
            checkAgainstRounds(rules, List.of(rules.parse(text)));
        }
    }

    @Test
    void theComputerKeepsWinsAndDrawsWhateverTheOpponentDoes() {
        Random random = new Random(7);
        for (int trial = 0; trial < 1500; trial++) {
            Graph g = Graph.random(random, 1 + random.nextInt(9));
            LoopyPartizanSolver<Integer> solver = LoopyPartizanSolver.solve(g, List.of(random.nextInt(g.size)),
                    NO_LIMIT, MEMORY, Progress.NONE);
            for (int v = 0; v < solver.positionCount(); v++) {
                for (Player computer : Player.values()) {
                    playOut(solver, v, computer, random);
                }
            }
        }
    }

    /**
     * The computer plays {@code computer} from {@code v}, moving first, against random replies: its result never
     * gets worse (a reply may blunder it into a better one), and from a won position the game ends, with the
     * opponent stuck, within the remoteness.
     */
    private static void playOut(LoopyPartizanSolver<Integer> solver, int v, Player computer, Random random) {
        Result win = computer == Player.LEFT ? Result.LEFT_WINS : Result.RIGHT_WINS;
        Result best = solver.result(v, computer);
        int deadline = Integer.MAX_VALUE; // the ply by which a won game is over
        int at = v;
        for (int ply = 0; ply < 60; ply++) {
            Player toMove = ply % 2 == 0 ? computer : computer.opponent();
            int[] moves = solver.moves(at, toMove);
            if (moves.length == 0) {
                if (toMove == computer) {
                    assertThat(best).as("only a lost game is lost").isNotIn(win, Result.DRAW);
                }
                assertThat(ply).as("the win comes within the remoteness").isLessThanOrEqualTo(deadline);
                return;
            }
            if (toMove == computer) {
                Result now = solver.result(at, computer);
                assertThat(rank(now, win)).as("the result never gets worse").isGreaterThanOrEqualTo(rank(best, win));
                best = now;
                if (now == win) {
                    deadline = Math.min(deadline, ply + solver.remoteness(at, computer).getAsInt());
                }
                int next = solver.bestMove(at, computer).orElseThrow();
                if (now == win || now == Result.DRAW) {
                    assertThat(solver.result(next, computer.opponent())).as("the result is kept").isEqualTo(now);
                }
                at = next;
            } else {
                at = moves[random.nextInt(moves.length)];
            }
        }
        assertThat(deadline).as("a won game ends; only a draw goes on").isEqualTo(Integer.MAX_VALUE);
    }

    private static int rank(Result r, Result win) {
        return r == win ? 2 : r == Result.DRAW ? 1 : 0;
    }

    @Test
    void aGraphBeyondTheLimitIsRefusedWithItsSize() {
        BackslidingToadsAndFrogs rules = new BackslidingToadsAndFrogs();
        assertThatThrownBy(() -> LoopyPartizanSolver.solve(rules, List.of("ttt..fff"), 100, MEMORY, Progress.NONE))
                .isInstanceOf(TooBigException.class)
                .hasMessageContaining("100 positions")
                .hasMessageContaining("limits of 100 positions");
    }

    @Test
    void passingForeverIsADrawAndRunningOutLoses() {
        // 0: each player may pass (a move to itself): neither runs out, a draw whoever starts (dud's outcome).
        // 1: only Left may pass: on, a win for Left whoever starts. 2: no move at all: 0, P.
        Graph g = new Graph(3);
        g.left.get(0).add(0);
        g.right.get(0).add(0);
        g.left.get(1).add(1);
        assertThat(LoopyPartizanSolver.solve(g, List.of(0), NO_LIMIT, MEMORY, Progress.NONE).outcomeClass(0))
                .isEqualTo(LoopyOutcomeClass.D);
        assertThat(LoopyPartizanSolver.solve(g, List.of(1), NO_LIMIT, MEMORY, Progress.NONE).outcomeClass(0))
                .isEqualTo(LoopyOutcomeClass.L);
        assertThat(LoopyPartizanSolver.solve(g, List.of(2), NO_LIMIT, MEMORY, Progress.NONE).outcomeClass(0))
                .isEqualTo(LoopyOutcomeClass.P);
        // over = {0 | pass}: Left moving first moves to 0 and wins; Right moving first can only pass, for ever.
        Graph over = new Graph(2);
        over.left.get(0).add(1);
        over.right.get(0).add(0);
        assertThat(LoopyPartizanSolver.solve(over, List.of(0), NO_LIMIT, MEMORY, Progress.NONE).outcomeClass(0))
                .isEqualTo(LoopyOutcomeClass.L);
    }

    private static <P> void checkAgainstRounds(PartizanRules<P> rules, List<P> start) {
        LoopyPartizanSolver<P> solver = LoopyPartizanSolver.solve(rules, start, NO_LIMIT, MEMORY, Progress.NONE);
        Rounds<P> rounds = new Rounds<>(rules, start);
        assertThat(solver.positionCount()).isEqualTo(rounds.positions.size());
        for (int i = 0; i < rounds.positions.size(); i++) {
            List<P> p = rounds.positions.get(i);
            int v = solver.vertex(p).orElseThrow();
            for (Player toMove : Player.values()) {
                int s = 2 * i + (toMove == Player.LEFT ? 0 : 1);
                Result expected = rounds.result(s, toMove);
                assertThat(solver.result(v, toMove)).as("%s %s with %s to move", rules.name(), p, toMove)
                        .isEqualTo(expected);
                assertThat(solver.remoteness(v, toMove)).as("remoteness of %s", p).isEqualTo(
                        rounds.round[s] < 0 ? OptionalInt.empty() : OptionalInt.of(rounds.round[s]));
            }
        }
    }

    /** The brute force: its own exploration and labels by rounds. */
    private static final class Rounds<P> {
        final List<List<P>> positions = new ArrayList<>();
        final List<List<Integer>> successors = new ArrayList<>(); // per state 2i (Left to move) and 2i + 1
        final int[] round;
        final boolean[] won;

        Rounds(PartizanRules<P> rules, List<P> start) {
            Map<List<P>, Integer> index = new LinkedHashMap<>();
            index.put(start, 0);
            positions.add(start);
            for (int i = 0; i < positions.size(); i++) {
                List<P> p = positions.get(i);
                for (Player player : Player.values()) {
                    List<Integer> next = new ArrayList<>();
                    for (int k = 0; k < p.size(); k++) {
                        for (P o : player == Player.LEFT ? rules.leftMoves(p.get(k)) : rules.rightMoves(p.get(k))) {
                            List<P> q = new ArrayList<>(p);
                            q.set(k, o);
                            Integer known = index.get(q);
                            if (known == null) {
                                known = positions.size();
                                index.put(q, known);
                                positions.add(q);
                            }
                            next.add(2 * known + (player == Player.LEFT ? 1 : 0)); // the opponent moves next
                        }
                    }
                    successors.add(next);
                }
            }
            int states = successors.size();
            round = new int[states];
            won = new boolean[states];
            java.util.Arrays.fill(round, -1);
            for (int k = 0; ; k++) {
                Map<Integer, Boolean> found = new HashMap<>();
                for (int s = 0; s < states; s++) {
                    if (round[s] >= 0) {
                        continue;
                    }
                    boolean someLost = false;
                    boolean allWon = true;
                    for (int t : successors.get(s)) {
                        someLost |= round[t] >= 0 && !won[t];
                        allWon &= round[t] >= 0 && won[t];
                    }
                    if (someLost || allWon) {
                        found.put(s, someLost);
                    }
                }
                if (found.isEmpty()) {
                    break;
                }
                for (Map.Entry<Integer, Boolean> e : found.entrySet()) {
                    round[e.getKey()] = k;
                    won[e.getKey()] = e.getValue();
                }
            }
        }

        Result result(int s, Player toMove) {
            if (round[s] < 0) {
                return Result.DRAW;
            }
            return won[s] == (toMove == Player.LEFT) ? Result.LEFT_WINS : Result.RIGHT_WINS;
        }
    }

    /** A partizan game on an explicit graph: vertex i's Left and Right moves (a move to i itself is a pass). */
    private static final class Graph implements PartizanRules<Integer> {
        final int size;
        final List<List<Integer>> left = new ArrayList<>();
        final List<List<Integer>> right = new ArrayList<>();

        Graph(int size) {
            this.size = size;
            for (int i = 0; i < size; i++) {
                left.add(new ArrayList<>());
                right.add(new ArrayList<>());
            }
        }

        static Graph random(Random random, int size) {
            Graph g = new Graph(size);
            double density = 0.1 + 0.3 * random.nextDouble();
            for (int i = 0; i < size; i++) {
                for (int j = 0; j < size; j++) {
                    if (random.nextDouble() < density) {
                        g.left.get(i).add(j);
                    }
                    if (random.nextDouble() < density) {
                        g.right.get(i).add(j);
                    }
                }
            }
            return g;
        }

        @Override
        public List<Integer> leftMoves(Integer v) {
            return left.get(v);
        }

        @Override
        public List<Integer> rightMoves(Integer v) {
            return right.get(v);
        }
    }
}

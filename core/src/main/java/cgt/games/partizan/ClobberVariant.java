package cgt.games.partizan;

import cgt.input.BadInputException;

/**
 * The Clobber family on the grid framework: a player moves one of their stones in one of a set of directions
 * onto a square whose contents the variant allows (empty, their own stone, the enemy's), leaving behind an
 * empty square or, in Anti-Clobber, an enemy stone; sliding variants pass over empty squares first and may not
 * jump. Whoever cannot move loses; Left plays {@code x}, Right {@code o}. One class with six instances, the
 * variants of CGSuite's library (its documentation of game.grid gives their rules).
 *
 * <p>What keeps parts independent follows from the rules: a stone that moves only onto stones, one step,
 * never crosses an empty square, so the regions are the stones connected by the variant's steps (a knight's
 * stones by knight moves); a stone that moves onto empty squares (Anti-Clobber) or slides over them (Rooks,
 * Queens) needs every unblocked square, connected by its steps. Every direction set here is symmetric under
 * the eight symmetries of the square, and the players' stones move alike, so exchanging the colours negates.
 */
public final class ClobberVariant extends GridGame {

    /** The directions a stone moves in, with the neighbourhood that makes its regions. */
    enum Steps {
        ORTHOGONAL(Neighbourhood.ORTHOGONAL),
        COMPASS(Neighbourhood.KING),
        KNIGHT(Neighbourhood.KNIGHT);

        final Neighbourhood neighbourhood;

        Steps(Neighbourhood neighbourhood) {
            this.neighbourhood = neighbourhood;
        }

        /** The steps, each {rows down, columns right}: a new array, since arrays are mutable. */
        int[][] directions() {
            return switch (this) {
                case ORTHOGONAL -> new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
                case COMPASS -> new int[][] {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
                case KNIGHT -> new int[][] {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
            };
        }
    }

    /** What a stone may move onto: bits of a set. */
    static final int ONTO_EMPTY = 1;
    static final int ONTO_OWN = 2;
    static final int ONTO_ENEMY = 4;

    private final String name;
    private final String rules;
    private final int[][] directions;
    private final int onto;
    private final boolean leavesEnemy;
    private final boolean slides;

    ClobberVariant(String name, String rules, Steps steps, int onto, boolean leavesEnemy, boolean slides) {
        super(".#xo", (onto & ONTO_EMPTY) != 0 || slides ? Squares.OPEN : Squares.PIECES, steps.neighbourhood,
                Transpose.KEEPS, true);
        this.name = name;
        this.rules = rules;
        this.directions = steps.directions();
        this.onto = onto;
        this.leavesEnemy = leavesEnemy;
        this.slides = slides;
    }

    /** Clobber itself, on the framework: the built-in {@code clobber} is a faster class of its own. */
    static ClobberVariant clobber() {
        return new ClobberVariant("clobber", "move a stone onto an orthogonally adjacent enemy stone, removing it",
                Steps.ORTHOGONAL, ONTO_ENEMY, false, false);
    }

    public static ClobberVariant antiClobber() {
        return new ClobberVariant("anti-clobber", "move a stone onto an orthogonally adjacent empty square, leaving"
                + " an enemy stone where it stood (Clobber backwards; Left x, Right o)", Steps.ORTHOGONAL, ONTO_EMPTY,
                true, false);
    }

    public static ClobberVariant hotClobber() {
        return new ClobberVariant("hot-clobber", "move a stone onto an orthogonally adjacent stone of either colour,"
                + " removing it (Left x, Right o)", Steps.ORTHOGONAL, ONTO_OWN | ONTO_ENEMY, false, false);
    }

    public static ClobberVariant kings() {
        return new ClobberVariant("clobber-kings", "move a stone like a chess king onto an adjacent enemy stone,"
                + " diagonals too, removing it (Left x, Right o)", Steps.COMPASS, ONTO_ENEMY, false, false);
    }

    public static ClobberVariant knights() {
        return new ClobberVariant("clobber-knights", "move a stone a knight's move, jumping, onto an enemy stone,"
                + " removing it (Left x, Right o)", Steps.KNIGHT, ONTO_ENEMY, false, false);
    }

    public static ClobberVariant rooks() {
        return new ClobberVariant("clobber-rooks", "move a stone like a chess rook over empty squares onto the first"
                + " stone in its line, if an enemy's, removing it (Left x, Right o)", Steps.ORTHOGONAL, ONTO_ENEMY,
                false, true);
    }

    public static ClobberVariant queens() {
        return new ClobberVariant("clobber-queens", "move a stone like a chess queen over empty squares onto the"
                + " first stone in its line, if an enemy's, removing it (Left x, Right o)", Steps.COMPASS, ONTO_ENEMY,
                false, true);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String rules() {
        return rules;
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, x Left's stones, o Right's, . empty, # blocked: xox|ox."
                + (fullBoards() ? "; RxC is a full board of alternating stones, x in the top left: 3x4" : "");
    }

    /** RxC is the full alternating board, as for {@code clobber}, except where stones need empty squares. */
    private boolean fullBoards() {
        return (onto & ONTO_EMPTY) == 0;
    }

    @Override
    protected boolean readsRectangle() {
        return false;
    }

    @Override
    public GridPosition parse(String text) {
        int[] size = fullBoards() ? Board.rectangle(name, text) : null;
        if (size == null) {
            return super.parse(text);
        }
        if (size[0] * size[1] > 64) {
            throw new BadInputException(name + " board " + size[0] + "x" + size[1] + " is too large: at most 64 squares");
        }
        Grid g = Grid.of(size[0], size[1]);
        long x = 0;
        for (int i = 0; i < g.size; i++) {
            x |= (i / g.cols + i % g.cols) % 2 == 0 ? 1L << i : 0;
        }
        return new GridPosition(g, x, g.all & ~x, 0);
    }

    /** A region can hold a move when one of the kinds of move the variant allows has what it needs. */
    @Override
    protected boolean live(long x, long o, long empty) {
        boolean any = (onto & ONTO_EMPTY) != 0 && (x | o) != 0 && empty != 0;
        any |= (onto & ONTO_OWN) != 0 && (Long.bitCount(x) >= 2 || Long.bitCount(o) >= 2);
        return any || ((onto & ONTO_ENEMY) != 0 && x != 0 && o != 0);
    }

    @Override
    protected void moves(GridPosition p, boolean left, Moves out) {
        long mine = left ? p.x() : p.o();
        long theirs = left ? p.o() : p.x();
        long targets = ((onto & ONTO_EMPTY) != 0 ? p.empty() : 0) | ((onto & ONTO_OWN) != 0 ? mine : 0)
                | ((onto & ONTO_ENEMY) != 0 ? theirs : 0);
        for (int[] d : directions) {
            if (slides) {
                for (long m = mine; m != 0; m &= m - 1) {
                    int from = Long.numberOfTrailingZeros(m);
                    int to = p.step(from, d[0], d[1]);
                    while (to >= 0 && (p.empty() >>> to & 1) != 0) {
                        to = p.step(to, d[0], d[1]);
                    }
                    if (to >= 0 && (targets >>> to & 1) != 0) {
                        move(p, left, mine, theirs, from, to, out);
                    }
                }
            } else {
                // The stones with a target one step along d: the targets shifted back by that step.
                for (long m = mine & p.shift(targets, -d[0], -d[1]); m != 0; m &= m - 1) {
                    int from = Long.numberOfTrailingZeros(m);
                    move(p, left, mine, theirs, from, p.step(from, d[0], d[1]), out);
                }
            }
        }
    }

    private void move(GridPosition p, boolean left, long mine, long theirs, int from, int to, Moves out) {
        long f = 1L << from;
        long t = 1L << to;
        long nextMine = (mine & ~f) | t;
        long nextTheirs = (theirs & ~t) | (leavesEnemy ? f : 0);
        long empty = (p.empty() & ~t) | (leavesEnemy ? 0 : f);
        out.add(left ? nextMine : nextTheirs, left ? nextTheirs : nextMine, empty);
    }
}

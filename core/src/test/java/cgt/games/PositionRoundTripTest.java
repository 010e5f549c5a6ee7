package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.PartizanRulesGame;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What cgt prints, it reads back: for every game of the catalog (and a game of each family), random
 * positions and every option of them are formatted, and the text, split into arguments at spaces as a shell
 * or {@code cgt play} splits it, parses back to the same position. A move's text is what {@code cgt play}
 * lists and what the player types, so a position that printed in a form the parser refuses could not be
 * played (Hackenbush's empty position printed as 0, and only () was read).
 */
class PositionRoundTripTest {

    private static final int POSITIONS_PER_GAME = 40;

    @Test
    void everyGameReadsBackWhatItPrints() {
        List<Game> games = new ArrayList<>(Catalog.builtIns());
        for (String family : List.of("subtraction:1,3,4", "allbut:2,5", "0.137", "4.07", "0.[3]", "turning:1-3C(5)")) {
            games.add(Catalog.find(family));
        }
        Random random = new Random(16);
        List<String> checked = new ArrayList<>();
        for (Game game : games) {
            for (int i = 0; i < POSITIONS_PER_GAME; i++) {
                List<String> args = randomPosition(game, random);
                if (game instanceof ImpartialGame<?> impartial) {
                    impartialRoundTrip(impartial, args);
                } else if (game instanceof PartizanRulesGame<?> partizanGame) {
                    partizanRoundTrip(partizanGame.ruleset(), args);
                } else {
                    throw new AssertionError("a game of an unknown kind: " + game.name());
                }
            }
            checked.add(game.name());
        }
        assertThat(checked).containsAll(Catalog.builtInNames());
    }

    @Test
    void theEmptyHackenbushPositionAndTheLastMoveReadBack() {
        PartizanRules<?> hackenbush = Catalog.partizan("hackenbush").orElseThrow().ruleset();
        partizanRoundTrip(hackenbush, List.of("l"));
        partizanRoundTrip(hackenbush, List.of("0"));
        partizanRoundTrip(hackenbush, List.of("()"));
    }

    private static <C> void impartialRoundTrip(ImpartialGame<C> game, List<String> args) {
        List<C> position = game.parsePosition(args);
        assertReadsBack(game, position);
        for (int i = 0; i < position.size(); i++) {
            for (List<C> option : game.options(position.get(i))) {
                List<C> next = new ArrayList<>(position.subList(0, i));
                next.addAll(option);
                next.addAll(position.subList(i + 1, position.size()));
                assertReadsBack(game, next);
            }
            // One component on its own, in one argument, reads back too.
            String one = game.formatComponent(position.get(i));
            assertThat(game.parsePosition(words(one))).as(game.name() + " " + one).containsExactly(position.get(i));
        }
    }

    private static <C> void assertReadsBack(ImpartialGame<C> game, List<C> position) {
        String text = game.formatPosition(position);
        assertThat(text).as(game.name() + ": a position prints as some text").isNotBlank();
        assertThat(game.parsePosition(words(text))).as(game.name() + " " + text).isEqualTo(position);
    }

    private static <P> void partizanRoundTrip(PartizanRules<P> game, List<String> args) {
        List<P> position = new ArrayList<>();
        for (String a : args) {
            position.add(game.parse(a));
        }
        for (P part : position) {
            assertReadsBack(game, part);
            for (P option : game.leftMoves(part)) {
                assertReadsBack(game, option);
            }
            for (P option : game.rightMoves(part)) {
                assertReadsBack(game, option);
            }
        }
    }

    private static <P> void assertReadsBack(PartizanRules<P> game, P part) {
        String text = game.format(part);
        assertThat(text).as(game.name() + ": a position prints as some text").isNotBlank();
        assertThat(game.parse(text)).as(game.name() + " " + text).isEqualTo(part);
        // As cgt play reads a move: the words are parts of a sum, and together they print as the same text.
        List<String> again = new ArrayList<>();
        for (String word : words(text)) {
            again.add(game.format(game.parse(word)));
        }
        assertThat(String.join(" ", again)).as(game.name() + " " + text).isEqualTo(text);
    }

    private static List<String> words(String text) {
        return Arrays.asList(text.strip().split("\\s+"));
    }

    // ----------------------------------------------------------------------------------------------
    // Random positions, as arguments

    private static List<String> randomPosition(Game game, Random r) {
        List<String> args = new ArrayList<>();
        int n = 1 + r.nextInt(3);
        switch (game.name()) {
            case "wythoff" -> repeat(n, () -> args.add(r.nextInt(9) + "," + r.nextInt(9)));
            case "chomp" -> repeat(n, () -> args.add(r.nextBoolean() ? (1 + r.nextInt(3)) + "x" + (1 + r.nextInt(4))
                    : chompRows(r)));
            case "fair-shares" -> repeat(n, () -> args.add((1 + r.nextInt(4)) + "," + (1 + r.nextInt(4))));
            case "staircase", "one-from-each" -> repeat(1 + r.nextInt(4), () -> args.add(String.valueOf(r.nextInt(5))));
            case "domineering" -> repeat(n, () -> args.add(r.nextInt(4) == 0 ? (1 + r.nextInt(3)) + "x" + (1 + r.nextInt(3))
                    : board(r, ".#")));
            case "clobber" -> repeat(n, () -> args.add(r.nextInt(4) == 0 ? (1 + r.nextInt(3)) + "x" + (1 + r.nextInt(3))
                    : board(r, "xo.")));
            case "toads-frogs" -> repeat(n, () -> args.add(strip(r)));
            case "hackenbush" -> repeat(n, () -> args.add(r.nextInt(8) == 0 ? "0" : tree(r, 6)));
            case "cutcake" -> repeat(n, () -> args.add(pieces(r)));
            case "cram" -> repeat(n, () -> args.add(r.nextInt(4) == 0 ? (1 + r.nextInt(3)) + "x" + (1 + r.nextInt(3))
                    : board(r, ".#")));
            case "konane", "amazons" -> repeat(n, () -> args.add(board(r, ".#xo")));
            case "fission" -> repeat(n, () -> args.add(board(r, ".x#")));
            case "ski-jumps" -> repeat(n, () -> args.add(board(r, ".LlRr")));
            case "col", "snort", "fjords" -> repeat(n, () -> args.add(graph(r, "LR.", "-")));
            case "node-kayles", "arc-kayles" -> repeat(n, () -> args.add(r.nextInt(6) == 0
                    ? "Cycle(" + (3 + r.nextInt(4)) + ")" : graph(r, ".", "-")));
            case "partizan-arc-kayles" -> repeat(n, () -> args.add(graph(r, ".", "lre")));
            case "childish-hackenbush" -> repeat(n, () -> args.add(r.nextInt(8) == 0 ? "0" : tree(r, 6)));
            case "eatcake", "maundy-cake", "turn-and-eatcake" -> repeat(n, () -> args.add(r.nextInt(6) == 0 ? "0"
                    : "(" + (1 + r.nextInt(5)) + "," + (1 + r.nextInt(5)) + ")"));
            case "toppling-dominoes" -> repeat(n, () -> args.add(letters(r, "lre.")));
            case "elephants-rhinos", "backsliding-toads-frogs" -> repeat(n, () -> args.add(strip(r)));
            case "fox-geese" -> repeat(n, () -> args.add(r.nextInt(8) == 0 ? "0" : foxAndGeese(r)));
            case "turning-turtles", "mock-turtles", "twins", "triplets", "ruler", "mock-turtle-fives", "turnips", "sym",
                    "turning:1-3C(5)" -> repeat(n, () -> args.add(letters(r, "ht")));
            case "anti-clobber" -> repeat(n, () -> args.add(board(r, ".#xo")));
            case "hot-clobber", "clobber-kings", "clobber-knights", "clobber-rooks", "clobber-queens" -> repeat(n,
                    () -> args.add(r.nextInt(4) == 0 ? (1 + r.nextInt(3)) + "x" + (1 + r.nextInt(3)) : board(r, ".#xo")));
            default -> repeat(n, () -> args.add(String.valueOf(r.nextInt(9)))); // heap games
        }
        return args;
    }

    private static void repeat(int times, Runnable action) {
        for (int i = 0; i < times; i++) {
            action.run();
        }
    }

    /** A graph as CGSuite writes one: chains of labelled vertices, perhaps a branch, perhaps a second component. */
    private static String graph(Random r, String labels, String edges) {
        StringBuilder b = new StringBuilder();
        int chains = 1 + r.nextInt(2);
        for (int c = 0; c < chains; c++) {
            b.append(c == 0 ? "" : ";").append(labels.charAt(r.nextInt(labels.length())));
            int length = r.nextInt(4);
            for (int i = 0; i < length; i++) {
                b.append(edges.charAt(r.nextInt(edges.length()))).append(labels.charAt(r.nextInt(labels.length())));
            }
            if (r.nextBoolean()) {
                b.append('(').append(edges.charAt(r.nextInt(edges.length()))).append(';')
                        .append(edges.charAt(r.nextInt(edges.length()))).append(labels.charAt(r.nextInt(labels.length())))
                        .append(')');
            }
        }
        return b.toString();
    }

    /** A board 2 to 8 wide (8 left unwritten at times), one to three geese in its first four rows, and the fox. */
    private static String foxAndGeese(Random r) {
        int width = 2 + r.nextInt(7);
        List<String> squares = new ArrayList<>();
        for (int row = 1; row <= 4; row++) {
            for (int col = 1; col <= width; col++) {
                if ((row + col) % 2 == 0) {
                    squares.add("(" + row + "," + col + ")");
                }
            }
        }
        java.util.Collections.shuffle(squares, r);
        int geese = 1 + r.nextInt(3);
        return (width == 8 && r.nextBoolean() ? "" : width + ";") + String.join(",", squares.subList(0, geese)) + ";"
                + squares.get(geese);
    }

    private static String chompRows(Random r) {
        int rows = 1 + r.nextInt(3);
        int length = 1 + r.nextInt(4);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < rows; i++) {
            b.append(i == 0 ? "" : ",").append(length);
            length = 1 + r.nextInt(length);
        }
        return b.toString();
    }

    private static String board(Random r, String alphabet) {
        int rows = 1 + r.nextInt(3);
        int cols = 1 + r.nextInt(4);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < rows; i++) {
            b.append(i == 0 ? "" : "|");
            for (int j = 0; j < cols; j++) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
        }
        return b.toString();
    }

    private static String letters(Random r, String alphabet) {
        StringBuilder b = new StringBuilder();
        for (int i = 1 + r.nextInt(7); i > 0; i--) {
            b.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    private static String strip(Random r) {
        StringBuilder b = new StringBuilder();
        int length = 1 + r.nextInt(7);
        for (int i = 0; i < length; i++) {
            b.append("tf.".charAt(r.nextInt(3)));
        }
        return b.toString();
    }

    /** A Hackenbush tree in CGSuite's string form, with at most about {@code budget} edges. */
    private static String tree(Random r, int budget) {
        StringBuilder b = new StringBuilder();
        b.append("lre".charAt(r.nextInt(3)));
        if (budget <= 1) {
            return b.toString();
        }
        switch (r.nextInt(3)) {
            case 0 -> b.append('(').append(tree(r, budget / 2)).append(';').append(tree(r, budget / 2)).append(')');
            case 1 -> b.append(tree(r, budget - 1));
            default -> {
            }
        }
        return b.toString();
    }

    private static String pieces(Random r) {
        StringBuilder b = new StringBuilder();
        int count = 1 + r.nextInt(2);
        for (int i = 0; i < count; i++) {
            b.append(i == 0 ? "" : " ").append(1 + r.nextInt(5)).append(r.nextBoolean() ? "," : "x")
                    .append(1 + r.nextInt(5));
        }
        return b.toString();
    }
}

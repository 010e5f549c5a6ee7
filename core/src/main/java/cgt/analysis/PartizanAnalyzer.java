package cgt.analysis;

import cgt.games.partizan.PartizanEvaluator;
import cgt.games.partizan.PartizanGame;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.play.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * Analyses positions of partizan rulesets: the canonical value of the sum of the position's parts, its
 * outcome, and each player's winning moves. Left, moving first, wins exactly when some Left option has value
 * ≥ 0 (Right, now to move, cannot win it); Right, when some Right option has value ≤ 0.
 */
public final class PartizanAnalyzer {

    private PartizanAnalyzer() {
    }

    /**
     * Analyses the position written as {@code args} (several arguments are a sum).
     *
     * @throws BadInputException for a malformed position
     */
    public static <P> PartizanAnalysis analyze(PartizanGame<P> game, PartizanEvaluator<P> evaluator,
            List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given: " + game.name() + " positions are written as "
                    + game.positionSyntax());
        }
        List<P> position = new ArrayList<>();
        for (String a : args) {
            position.add(game.parse(a));
        }
        List<CanonicalGame> values = new ArrayList<>();
        List<PartizanAnalysis.Part> parts = new ArrayList<>();
        for (P p : position) {
            values.add(evaluator.value(p));
            for (P part : game.parts(p)) {
                parts.add(new PartizanAnalysis.Part(game.format(part), evaluator.valueOfPart(part)));
            }
        }
        CanonicalGame total = CanonicalGame.sum(values);
        List<String> leftWins = new ArrayList<>();
        List<String> rightWins = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            CanonicalGame others = total.minus(values.get(i));
            for (P option : game.leftOptions(position.get(i))) {
                if (others.plus(evaluator.value(option)).geq(CanonicalGame.zero())) {
                    leftWins.add(text(game, position, i, option));
                }
            }
            for (P option : game.rightOptions(position.get(i))) {
                if (others.plus(evaluator.value(option)).leq(CanonicalGame.zero())) {
                    rightWins.add(text(game, position, i, option));
                }
            }
        }
        Outcome outcome = Outcome.of(!leftWins.isEmpty(), !rightWins.isEmpty());
        List<String> texts = new ArrayList<>();
        for (P p : position) {
            texts.add(game.format(p));
        }
        return new PartizanAnalysis(game.name(), String.join(" ", texts), outcome, total, leftWins, rightWins, parts,
                evaluator.solvedCount());
    }

    private static <P> String text(PartizanGame<P> game, List<P> position, int i, P option) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < position.size(); k++) {
            if (k > 0) {
                b.append(' ');
            }
            b.append(game.format(k == i ? option : position.get(k)));
        }
        return b.toString();
    }

    private static String count(int n) {
        return n == 0 ? "(none is)" : n == 1 ? "(one is)" : "(" + n + " are)";
    }

    /** The reasoning, line by line: the parts and their values, the sum, and why the outcome is what it is. */
    public static List<String> explain(PartizanAnalysis a) {
        List<String> lines = new ArrayList<>();
        if (a.parts().isEmpty()) {
            lines.add("No part has a move for either player: the position is 0.");
        } else if (a.parts().size() == 1) {
            lines.add("The position is a single part (it does not fall apart into independent regions):");
            lines.add("  " + a.parts().get(0).text() + "  =  " + a.value());
        } else {
            lines.add("The position falls apart into " + a.parts().size() + " independent parts (no move joins them),"
                    + " so its value is the sum of theirs:");
            int width = a.parts().stream().mapToInt(p -> p.text().length()).max().orElse(0);
            for (PartizanAnalysis.Part p : a.parts()) {
                lines.add("  " + p.text() + " ".repeat(width - p.text().length()) + "  =  " + p.value());
            }
            lines.add("  sum = " + a.value());
        }
        lines.add("Left, moving first, wins exactly when some Left option is >= 0 "
                + count(a.leftWinningMoves().size())
                + "; Right, moving first, when some Right option is <= 0 "
                + count(a.rightWinningMoves().size()) + ".");
        lines.add("So the outcome is " + a.outcome() + ": " + a.outcome().meaning() + ".");
        lines.add("(" + a.partsSolved() + " distinct parts were solved to get here.)");
        return lines;
    }
}

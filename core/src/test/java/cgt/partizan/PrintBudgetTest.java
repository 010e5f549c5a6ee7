package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.partizan.Hackenbush;
import cgt.task.Budget;
import cgt.task.TooBigException;
import org.junit.jupiter.api.Test;

/**
 * The printed-characters budget bounds the whole printing, not one side of one brace: a game whose options share
 * subgames prints each share again, so its text can be exponentially longer than the game, and the printer once
 * wrote 65 MB for a 40-edge Hackenbush tree's value before any check saw it. (The trees' values come from
 * Hackenbush's colon-principle shortcut, which its own tests check against a search.)
 */
class PrintBudgetTest {

    /** A tree of bench/rulesets.py (seed 2026, 40 edges) whose value, printed, is millions of characters long. */
    private static final String TREE = "rerr(re(e(r(relr;r);r);rr(lrrrlel;rr;erl(rr;e)));ere(lrer;lr))";

    private static CanonicalGame hackenbush(String tree) {
        Hackenbush h = new Hackenbush();
        return h.knownValue(h.parse(tree)).orElseThrow();
    }

    private static Budget printing(long chars) {
        return Budget.DEFAULT.withAnswers(Budget.DEFAULT.answers().withPrintedChars(chars));
    }

    @Test
    void smallGamesPrintWithinTheBudget() {
        CanonicalGame ten = hackenbush("(r;le;rlllrlll(rrr;ellrrr))");
        assertThat(GamePrinter.print(ten, printing(100))).isEqualTo(
                "{-143/1024^|-143/1024*,{-143/1024^|-143/1024*,{-143/1024^|-143/1024*,-143/1024^[2]}}}");
    }

    @Test
    void aGameOfExponentialTextIsRefusedAtTheBudget() {
        CanonicalGame g = hackenbush(TREE);
        assertThatThrownBy(() -> GamePrinter.print(g, printing(1_000)))
                .isInstanceOf(TooBigException.class).hasMessageContaining("longer than 1,000 characters");
        // The sides of its outermost braces are each shorter than the budget when the refusal comes: the budget
        // counts what all of them have written.
        assertThatThrownBy(() -> GamePrinter.print(g, printing(100_000))).isInstanceOf(TooBigException.class);
    }
}

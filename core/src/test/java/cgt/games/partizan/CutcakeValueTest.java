package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Cutcake's closed form (Winning Ways, ch. 2), checked against a plain search of the game tree on every
 * piece up to 16×16; before it, a 1×20000 piece was searched for minutes without a word.
 */
class CutcakeValueTest {

    private final Cutcake cutcake = new Cutcake();

    /** The same moves, parts and normal forms, but no closed form: values come from the search alone. */
    private final PartizanRules<Cutcake.Pieces> searched = new PartizanRules<>() {
        @Override
        public String name() {
            return "cutcake (searched)";
        }

        @Override
        public String rules() {
            return cutcake.rules();
        }

        @Override
        public String syntax() {
            return cutcake.syntax();
        }

        @Override
        public Cutcake.Pieces parse(String text) {
            return cutcake.parse(text);
        }

        @Override
        public String format(Cutcake.Pieces position) {
            return cutcake.format(position);
        }

        @Override
        public List<Cutcake.Pieces> leftMoves(Cutcake.Pieces position) {
            return cutcake.leftMoves(position);
        }

        @Override
        public List<Cutcake.Pieces> rightMoves(Cutcake.Pieces position) {
            return cutcake.rightMoves(position);
        }

        @Override
        public List<Cutcake.Pieces> parts(Cutcake.Pieces position) {
            return cutcake.parts(position);
        }

        @Override
        public Normal<Cutcake.Pieces> normalize(Cutcake.Pieces part) {
            return cutcake.normalize(part);
        }
    };

    @Test
    void closedFormAgreesWithTheSearchOnEveryPieceUpToSixteenBySixteen() {
        PartizanEvaluator<Cutcake.Pieces> search = PartizanEvaluator.of(searched);
        for (int m = 1; m <= 16; m++) {
            for (int n = 1; n <= 16; n++) {
                CanonicalGame v = search.value(cutcake.parse(m + "," + n));
                assertThat(v).as("%d,%d", m, n).isEqualTo(CanonicalGame.integer(Cutcake.value(m, n)));
                assertThat(PartizanEvaluator.of(cutcake).value(cutcake.parse(m + "," + n))).isEqualTo(v);
            }
        }
    }

    @Test
    void publishedValues() {
        // A 1×n strip is n-1 cuts for Left; squares of the same binary length as their sides are 0.
        assertThat(Cutcake.value(1, 20000)).isEqualTo(19999);
        assertThat(Cutcake.value(20000, 1)).isEqualTo(-19999);
        assertThat(Cutcake.value(2, 3)).isZero();
        assertThat(Cutcake.value(2, 4)).isEqualTo(1);
        assertThat(Cutcake.value(3, 8)).isEqualTo(3);
        assertThat(Cutcake.value(1_000_000, 1_000_000)).isZero();
    }

    @Test
    void hugePiecesAndSumsAreValuedWithoutASearch() {
        PartizanEvaluator<Cutcake.Pieces> evaluator = PartizanEvaluator.of(cutcake);
        assertThat(evaluator.value(List.of(cutcake.parse("1,1000000"), cutcake.parse("1000000,3"))))
                .isEqualTo(CanonicalGame.integer(999_999 - (1_000_000 / 2 - 1)));
        assertThat(evaluator.solvedCount()).isZero();
    }

    @Test
    void rectangleFormReadsAsRowsByColumns() {
        assertThat(cutcake.parse("3x4")).isEqualTo(cutcake.parse("3,4"));
        assertThat(cutcake.parse("1X20000")).isEqualTo(cutcake.parse("1,20000"));
    }
}

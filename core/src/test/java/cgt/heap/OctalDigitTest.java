package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.task.Progress;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The decoding of a take-and-break digit, against the definition enumerated by brute force, and the codes built on
 * it against the published sequences of Kayles (0.77) and Dawson's chess (0.137).
 */
class OctalDigitTest {

    /** Records every move as its heaps, sorted, splits expanded. */
    private static final class Recorder implements MoveSink, LongHeapRule.Sink {
        final List<List<Long>> moves = new ArrayList<>();

        @Override
        public void leave(int a) {
            moves.add(a == 0 ? List.of() : List.of((long) a));
        }

        @Override
        public void leave(int a, int b) {
            moves.add(List.of((long) a, (long) b));
        }

        @Override
        public void leave(int a, int b, int c) {
            moves.add(List.of((long) a, (long) b, (long) c));
        }

        @Override
        public void leave(long a) {
            moves.add(a == 0 ? List.of() : List.of(a));
        }

        @Override
        public void leave(long a, long b) {
            moves.add(List.of(a, b));
        }

        @Override
        public void splitInTwo(long total, boolean equalAllowed) {
            Splits.inTwo(Math.toIntExact(total), equalAllowed, (a, b) -> leave(a, b));
        }
    }

    /**
     * What a digit allows of {@code rest} tokens, from its definition: every way of leaving j non-empty heaps
     * (sorted) for each j whose bit is set, bit 1 meaning j = 0 (only when nothing is left).
     */
    private static TreeSet<String> byDefinition(int digit, int rest) {
        TreeSet<String> out = new TreeSet<>();
        if ((digit & 1) != 0 && rest == 0) {
            out.add("[]");
        }
        if ((digit & 2) != 0 && rest >= 1) {
            out.add(List.of((long) rest).toString());
        }
        for (int a = 1; a <= rest; a++) {
            for (int b = a; a + b <= rest; b++) {
                if ((digit & 4) != 0 && a + b == rest) {
                    out.add(List.of((long) a, (long) b).toString());
                }
                int c = rest - a - b;
                if ((digit & 8) != 0 && c >= b) {
                    out.add(List.of((long) a, (long) b, (long) c).toString());
                }
            }
        }
        return out;
    }

    private static TreeSet<String> asSet(List<List<Long>> moves) {
        TreeSet<String> out = new TreeSet<>();
        for (List<Long> m : moves) {
            assertThat(out.add(m.toString())).as("reported once: %s", m).isTrue();
        }
        return out;
    }

    @Test
    void everyDigitLeavesWhatItsBitsSay() {
        for (int d = 0; d <= 15; d++) {
            OctalDigit digit = OctalDigit.of(d);
            for (int rest = 0; rest <= 14; rest++) {
                Recorder r = new Recorder();
                digit.moves(rest, (MoveSink) r);
                assertThat(asSet(r.moves)).as("digit %x, %d left", d, rest).isEqualTo(byDefinition(d, rest));
                if (d < 8) {
                    Recorder longs = new Recorder();
                    digit.moves((long) rest, (LongHeapRule.Sink) longs);
                    assertThat(longs.moves).as("long digit %x, %d left", d, rest).isEqualTo(r.moves);
                }
            }
        }
    }

    @Test
    void theMostHeapsLeftIsTheHighestBit() {
        assertThat(OctalDigit.of(0).mostHeapsLeft()).isZero();
        assertThat(OctalDigit.of(1).mostHeapsLeft()).isZero();
        assertThat(OctalDigit.of(3).mostHeapsLeft()).isEqualTo(1);
        assertThat(OctalDigit.of(7).mostHeapsLeft()).isEqualTo(2);
        assertThat(OctalDigit.of(4).mostHeapsLeft()).isEqualTo(2);
        assertThat(OctalDigit.of(8).mostHeapsLeft()).isEqualTo(3);
        assertThat(OctalDigit.of(0xf).mostHeapsLeft()).isEqualTo(3);
        assertThatThrownBy(() -> OctalDigit.of(16)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 to 15");
        assertThatThrownBy(() -> OctalDigit.of(8).moves(5L, new Recorder()))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void codesReadTheirDigitsThroughIt() {
        assertThat(TakeAndBreak.parse("0.77").mostHeapsLeft()).isEqualTo(2);
        assertThat(TakeAndBreak.parse("0.77").periodProof()).isEqualTo(PeriodProof.guySmith(2));
        assertThat(TakeAndBreak.parse("0.33").periodProof()).isEqualTo(PeriodProof.window(2));
        assertThat(TakeAndBreak.parse("0.8").periodProof()).isEqualTo(PeriodProof.NONE);
        assertThat(TakeAndBreak.parse("0.8").isOctal()).isFalse();
        assertThat(TakeAndBreak.parse("4.[3]").isOctal()).isTrue();
        assertThat(TakeAndBreak.parse("0.[3]").mostHeapsLeft()).isEqualTo(1);
        assertThat(TakeAndBreak.parse("0.1[c]").mostHeapsLeft()).isEqualTo(3);
        assertThat(LongHeapRule.of(TakeAndBreak.parse("0.f"))).isEmpty();
    }

    @Test
    void kaylesAndDawsonsChessMatchThePublishedSequences() {
        for (String[] game : new String[][] {{"0.77", "kayles-0.77.txt"}, {"0.137", "dawsons-chess-0.137.txt"}}) {
            int[] published = Reference.sequence(game[1]);
            int n = published.length - 1;
            TakeAndBreak code = TakeAndBreak.parse(game[0]);
            assertThat(PlainMex.compute(code, n, Progress.NONE).toArray()).as(game[0])
                    .containsExactly(published);
            // The long rule's moves are the same moves, in the same order, so its values are the same too.
            LongHeapRule longRule = LongHeapRule.of(code).orElseThrow();
            for (int h = 0; h <= n; h++) {
                Recorder asInt = new Recorder();
                code.moves(h, asInt);
                Recorder asLong = new Recorder();
                longRule.moves(h, asLong);
                assertThat(asLong.moves).as("%s heap %d", game[0], h).isEqualTo(asInt.moves);
            }
        }
    }

    @Test
    void aLeadingFourSplitsWithoutTakingAndComesFirst() {
        Recorder r = new Recorder();
        TakeAndBreak.parse("4.07").moves(5, r);
        // d0 = 4: split 5 in two; d2 = 7: take two, leaving 3 as one heap or two.
        assertThat(r.moves).containsExactly(List.of(1L, 4L), List.of(2L, 3L), List.of(3L), List.of(1L, 2L));
    }
}

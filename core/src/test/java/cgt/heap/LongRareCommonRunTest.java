package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.task.Progress;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CancellationException;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The file-backed run of the rare/common method: its values equal the in-memory engine's and the plain mex
 * loop's, with in-memory copies made so small that most reads go to the file; it resumes from what its file
 * committed, ignoring values written after; it widens one-byte values that outgrow a byte; it refuses files
 * that are not its own.
 */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class LongRareCommonRunTest {

    private static final HeapRule GRUNDY = (n, sink) -> {
        if (n >= 3) {
            sink.splitInTwo(n, false);
        }
    };

    @TempDir
    Path dir;

    /** g(0..last) by the file-backed run, with in-memory copies of 1000 low and 1024 recent heaps. */
    private int[] fileBacked(LongHeapRule rule, String game, int last) throws IOException {
        Path file = dir.resolve(game + ".values");
        try (MappedValues values = MappedValues.open(file, game, last, 1)) {
            new LongRareCommonRun(rule, last, values, Progress.NONE, 60, 1000, 1024).run();
        }
        return read(file, game, last);
    }

    private static int[] read(Path file, String game, int last) throws IOException {
        try (MappedValues values = MappedValues.open(file, game, last, 1)) {
            assertThat(values.finished()).isGreaterThanOrEqualTo(last + 1L);
            return IntStream.rangeClosed(0, last).map(i -> values.get(i)).toArray();
        }
    }

    @Tag("slow")
    @Test
    void grundysGameToFiftyThousandEqualsTheInMemoryEngine() throws IOException {
        // Past the masks chosen at 16384 and 32768, in blocks grown long before to their largest: 100,000 heaps
        // took the same paths and twice as long.
        int n = 50_000;
        int[] g = fileBacked(LongHeapRule.GRUNDYS_GAME, "grundy", n);
        assertThat(g).isEqualTo(GrundyEngine.of(GRUNDY).compute(n).toArray());
        // Winning Ways' table of Grundy's game: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0
        assertThat(Arrays.copyOf(g, 21))
                .containsExactly(0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0);
    }

    @Test
    void grundysGameEqualsThePlainMexLoop() throws IOException {
        int n = 3000;
        assertThat(fileBacked(LongHeapRule.GRUNDYS_GAME, "grundy", n))
                .isEqualTo(PlainMex.compute(GRUNDY, n, Progress.NONE).toArray());
    }

    @Test
    void codesAndSubtractionSetsEqualTheInMemoryEngine() throws IOException {
        for (String code : new String[] {"0.77", "0.137", "4.07", "0.007", "0.6", "4.7"}) {
            TakeAndBreak rule = TakeAndBreak.parse(code);
            int n = 6_000;
            assertThat(fileBacked(LongHeapRule.of(rule).orElseThrow(), code, n)).as(code)
                    .isEqualTo(GrundyEngine.of(rule).compute(n).toArray());
        }
        Subtraction s = Subtraction.of(1, 3, 4);
        assertThat(fileBacked(LongHeapRule.of(s).orElseThrow(), "subtraction:1,3,4", 5000))
                .isEqualTo(PlainMex.compute(s, 5000, Progress.NONE).toArray());
    }

    @Test
    void onlyRulesOfTwoHeapSplitsAndFewDirectMovesHaveALongForm() {
        assertThat(LongHeapRule.of(TakeAndBreak.parse("0.[3]"))).isEmpty();
        assertThat(LongHeapRule.of(TakeAndBreak.parse("0.8"))).isEmpty();
        assertThat(LongHeapRule.of(Subtraction.allBut(2))).isEmpty();
        assertThat(LongHeapRule.of(GRUNDY)).isEmpty();
    }

    @Test
    void splitsPastAByteAreScannedFromTheValuesNotTheByteCopies() throws IOException {
        // The full scans read eight splits at a time from copies of the values one byte a heap while every value fits
        // in one; past 255 they must go on from the values, also where the window has slid and the file is read.
        int n = 3_000;
        int[] plain = PlainMex.compute(NearNim.RULE, n, Progress.NONE).toArray();
        assertThat(Arrays.stream(plain).max().orElseThrow()).isGreaterThan(255);
        assertThat(fileBacked(NearNim.LONG, "near-nim", n)).isEqualTo(plain);
    }

    @Test
    void valuesBeyondOneByteWidenTheFile() throws IOException {
        // Taking 1..300 tokens: g(n) = n mod 301, up to 300.
        Subtraction s = Subtraction.of(IntStream.rangeClosed(1, 300).toArray());
        int n = 2000;
        int[] g = fileBacked(LongHeapRule.of(s).orElseThrow(), "subtraction:1-300", n);
        assertThat(g).isEqualTo(IntStream.rangeClosed(0, n).map(i -> i % 301).toArray());
        try (MappedValues values = MappedValues.open(dir.resolve("subtraction:1-300.values"), "subtraction:1-300", n,
                1)) {
            assertThat(values.width()).isEqualTo(2);
        }
        assertThat(MappedValues.widening(dir.resolve("subtraction:1-300.values"))).doesNotExist();
    }

    @Test
    void anInterruptedRunKeepsItsWorkAndResumesToTheSameValues() throws IOException {
        int n = 40_000;
        Path file = dir.resolve("grundy.values");
        // The rule interrupts the run's thread when it gets to heap 25,000, as Ctrl-C does.
        LongHeapRule interrupting = (h, sink) -> {
            if (h == 25_000) {
                Thread.currentThread().interrupt();
            }
            LongHeapRule.GRUNDYS_GAME.moves(h, sink);
        };
        try (MappedValues values = MappedValues.open(file, "grundy", n, 1)) {
            LongRareCommonRun run = new LongRareCommonRun(interrupting, n, values, Progress.NONE, 60, 1000, 1024);
            assertThatThrownBy(run::run).isInstanceOf(CancellationException.class);
            assertThat(Thread.interrupted()).isTrue();
            assertThat(values.finished()).isBetween(25_001L, 30_000L);
            // A killed run may have written values after the last commit: they must not count.
            for (long h = values.finished(); h <= n; h++) {
                values.set(h, 77);
            }
        }
        long kept;
        try (MappedValues values = MappedValues.open(file, "grundy", n, 1)) {
            kept = values.finished();
            SequenceStatistics s = new LongRareCommonRun(LongHeapRule.GRUNDYS_GAME, n, values, Progress.NONE,
                    60, 1000, 1024).run();
            assertThat(s.work().orElseThrow().resumedFrom()).isEqualTo(kept);
            assertThat(s.lastHeap()).isEqualTo(n);
        }
        assertThat(read(file, "grundy", n)).isEqualTo(GrundyEngine.of(GRUNDY).compute(n).toArray());
    }

    @Test
    void theSummarySaysWhatTheValuesHold() throws IOException {
        int n = 20_000;
        Path file = dir.resolve("grundy.values");
        SequenceStatistics s;
        try (MappedValues values = MappedValues.open(file, "grundy", n, 1)) {
            s = new LongRareCommonRun(LongHeapRule.GRUNDYS_GAME, n, values, Progress.NONE, 60, 1000, 1024).run();
        }
        int[] g = GrundyEngine.of(GRUNDY).compute(n).toArray();
        int max = IntStream.of(g).max().orElseThrow();
        assertThat(s.largest()).isEqualTo(max);
        assertThat(s.largestFirstAt()).isEqualTo(IntStream.rangeClosed(0, n).filter(h -> g[h] == max).min().orElseThrow());
        assertThat(s.zeroCount()).isEqualTo(IntStream.of(g).filter(v -> v == 0).count());
        assertThat(s.lastValue()).isEqualTo(g[n]);
        // The same statistics as of the table in memory, but for the engine's account of its work.
        SequenceStatistics inMemory = SequenceStatistics.of(GrundyEngine.of(GRUNDY).compute(n),
                GrundyEngine.Stats.NONE, 100);
        assertThat(s.firstZeros()).isEqualTo(inMemory.firstZeros());
        assertThat(s.lastZero()).isEqualTo(inMemory.lastZero());
        int mask = s.rare().orElseThrow().mask();
        long rare = IntStream.rangeClosed(1, n).filter(h -> (Integer.bitCount(g[h] & mask) & 1) == 0).count();
        assertThat(s.rare().orElseThrow().count()).isEqualTo(rare);
        assertThat(s.work().orElseThrow().settledByPeriod()).isEmpty(); // the file-backed run settles nothing
        // Resuming a finished file recounts the same summary from the file.
        try (MappedValues values = MappedValues.open(file, "grundy", n, 1)) {
            SequenceStatistics again = new LongRareCommonRun(LongHeapRule.GRUNDYS_GAME, n, values,
                    Progress.NONE, 60, 1000, 1024).run();
            assertThat(again).isEqualTo(new SequenceStatistics(s.lastHeap(), s.largest(), s.largestFirstAt(),
                    s.zeroCount(), s.firstZeros(), s.lastZero(), s.rare(), s.lastValue(),
                    Optional.of(new SequenceStatistics.Work(0, 0, OptionalLong.empty(), n + 1L))));
        }
    }

    @Test
    void aFileOfAnotherGameWithADamagedHeaderOrInUseIsRefused() throws IOException {
        Path file = dir.resolve("grundy.values");
        try (MappedValues values = MappedValues.open(file, "grundy", 1000, 1)) {
            new LongRareCommonRun(LongHeapRule.GRUNDYS_GAME, 1000, values, Progress.NONE, 60).run();
        }
        assertThatThrownBy(() -> MappedValues.open(file, "0.77", 1000, 1)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("holds values of grundy, not of 0.77");
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            c.write(ByteBuffer.wrap(new byte[] {9}), 17); // the count of finished heaps, without its CRC
        }
        assertThatThrownBy(() -> MappedValues.open(file, "grundy", 1000, 1)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("damaged header");
        try (MappedValues inUse = MappedValues.open(dir.resolve("busy.values"), "grundy", 10, 1)) {
            assertThat(inUse.finished()).isZero(); // open, and holding the file's lock while a second run tries it
            assertThatThrownBy(() -> MappedValues.open(dir.resolve("busy.values"), "grundy", 10, 1))
                    .isInstanceOf(BadInputException.class).hasMessageContaining("is in use by another run");
        }
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "not values at all, but long enough to have a header's worth of bytes in it");
        assertThatThrownBy(() -> MappedValues.open(text, "grundy", 1000, 1)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("is not a cgt values file");
    }
}

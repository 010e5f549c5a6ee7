package cgt.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A limit on a computation's time, memory or work lives in {@link cgt.task.Budget}, where a request can raise or lower
 * it; the {@code MAX_}/{@code DEFAULT_} constants left in core are each something else, and say what here. A new
 * such constant fails this test until it is either a field of the budget or listed with its reason.
 */
class LimitsLiveInTheBudgetTest {

    private static final Pattern CONSTANT = Pattern.compile(
            "static\\s+final\\s+[\\w<>\\[\\]]+\\s+((?:MAX|DEFAULT)_\\w+)\\s*=");

    private static final String NOTATION = "the notation's range: what a position or an argument may be, checked"
            + " when its text is read, before any request (solving it is bounded by the budget)";

    /** The constants that stay, each with why it is not a budget. */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("Board.MAX_SQUARES", NOTATION),
            Map.entry("Region.MAX_CELLS", "a representation: a region of up to 15 squares has a bounding box of at most"
                    + " 64 squares, one long"),
            Map.entry("BornByDay.MAX_DAY", "a fact, not a limit: day 4 has about 10^184 games"),
            Map.entry("Cake.MAX_SIDE", NOTATION),
            Map.entry("Chomp.MAX_SIDE", NOTATION),
            Map.entry("CoinTurning.MAX_COINS", NOTATION),
            Map.entry("Cutcake.MAX_SIDE", NOTATION),
            Map.entry("FairShares.MAX_COINS", NOTATION),
            Map.entry("GameParser.MAX_COUNT", NOTATION),
            Map.entry("Graph.MAX_VERTICES", "a representation: a graph's sets of vertices are the bits of one long"),
            Map.entry("GameParser.MAX_DEPTH", NOTATION + "; also what a 512 KB stack holds"),
            Map.entry("GameParser.MAX_EXPONENT", NOTATION),
            Map.entry("GraphReader.MAX_DEPTH", NOTATION + "; also the reader's recursion"),
            Map.entry("GraphReader.MAX_NAME", NOTATION),
            Map.entry("Hackenbush.MAX_EDGES", NOTATION),
            Map.entry("HeapGame.MAX_HEAP", NOTATION + "; 2^62 keeps a heap's arithmetic in a long"),
            Map.entry("OneFromEach.MAX_HEAPS", NOTATION),
            Map.entry("StaircaseNim.MAX_COINS", NOTATION),
            Map.entry("StaircaseNim.MAX_STAIRS", NOTATION),
            Map.entry("Strip.MAX_LENGTH", NOTATION),
            Map.entry("Strip.MAX_PACKED", "the packed key's format: two bits a square in a long"),
            Map.entry("Subtraction.MAX_ELEMENT", NOTATION),
            Map.entry("ToadsAndFrogs.MAX_LENGTH", NOTATION),
            Map.entry("TurningCode.MAX_NUMBER", NOTATION),
            Map.entry("Uptimals.MAX_POWER", NOTATION),
            Map.entry("Wythoff.MAX_DIGITS", NOTATION),
            Map.entry("FoxAndGeese.DEFAULT_WIDTH", "the notation's default: the usual board's width, when a position"
                    + " gives none"),
            Map.entry("FoxAndGeese.MAX_SQUARES", "a representation: the geese are the bits of one long"),
            Map.entry("LoopyPartizanAnalyzer.MAX_PAIRS", "the loopy value type's own bound on the pairs it compares,"
                    + " mirrored so that a graph it would refuse is not built first"),
            Map.entry("Graph.MAX_NODES", "the loopy value type's own: LoopyGame.plus and compare take no request,"
                    + " so a sum's size is refused by the type itself, with its exact size"),
            Map.entry("LoopyPrinter.MAX_TREE_OPTIONS", "the notation's choice, not a budget: past it a loopy graph"
                    + " is printed as its positions, each once, instead of as nested braces"),
            Map.entry("Sidling.MAX_ROUNDS", "the theory's cut-off, not a budget: past it sidling answers that it"
                    + " found no stopper side, in the same words whatever the machine"),
            Map.entry("Sidling.MAX_VALUE_NODES", "as Sidling.MAX_ROUNDS: a descent whose values keep growing is"
                    + " answered as not settling"),
            Map.entry("GamePrinter.MAX_SLASHES", "the notation's: CGSuite writes at most four bars"),
            Map.entry("MappedValues.MAX_NAME", "the file format's: the name fits the 4 KB header"),
            Map.entry("ValueSums.DEFAULT_BLOCK_BYTES", "the file format's: the bytes of values one checksum covers"),
            Map.entry("SampleCheck.DEFAULT_MOVE_BUDGET", "the cost of a resumed run's check of its saved values (a few"
                    + " milliseconds), not a limit on what a user asks"),
            Map.entry("HeapGame.MAX_LISTED_MOVES", "the rules' options(C), which every engine calls and no request"
                    + " reaches: one list's size, shared by StaircaseNim and Chomp"),
            Map.entry("QuotientSums.MAX_LISTED_HEAP", "like MAX_LISTED_MOVES, a heap whose moves are listed; beyond"
                    + " it the analysis turns to the whole-position search, not a refusal"),
            Map.entry("Wythoff.MAX_TABLE", "where the game's values switch from its shared table to the Beatty"
                    + " closed form, consulted by options(C) too: the game's shape, the same for every request"),
            Map.entry("MisereGame.MAX_FORMS", "the capacity of the table of forms every computation shares (a"
                    + " request's own share is Budget.Forms)"),
            Map.entry("MisereGame.MAX_OPTIONS", "the forms' representation, also the domain of nimber(n)"),
            Map.entry("MisereGame.MAX_CACHED_SUMS", "a cache's size: past it the cache is emptied, nothing refused"),
            Map.entry("MisereSolver.DEFAULT_COMPONENT_BYTES", "an estimate of an object's size, not a limit"),
            Map.entry("ImpartialMatch.DEFAULT_MOVE_LIMIT", "a rule of a match: a draw is declared after it"),
            Map.entry("LoopyGame.MAX_EMBEDDED_BIRTHDAY", "the loopy value type's own: a short game made a graph node"
                    + " by node, recursing once a day; LoopyGame takes no request"),
            Map.entry("OutcomeSolver.DEFAULT_SMALL_MOVES", "a tuning of the outcome search (which regions it hands"
                    + " the canonical engine), not a limit: the answer is the same whatever it is"),
            Map.entry("QuotientSolver.DEFAULT_TO", "the question's default (heaps 1..300 unless proved sooner);"
                    + " the most heaps is Budget.Quotient.heaps"),
            Map.entry("Worksheet.DEFAULT_PERIOD_MAX", "the question's default: how far the worksheet checks"),
            Map.entry("QuotientSolver.MAX_INDEX", "the algorithm's: the copies a cyclic monoid counts"),
            Map.entry("QuotientSolver.MAX_RECALIBRATIONS", "the algorithm's: when one heap's trials are given up"),
            Map.entry("HugeHeapMoves.MAX_SPLIT_SCAN", "the search's own stopping rule: beyond it the moves are"
                    + " counted unexamined and the answer says so, nothing is refused"),
            Map.entry("Genus.MAX_LENGTH", "a safety bound the mathematics never reaches"),
            Map.entry("LongRareCommonRun.MAX_BLOCK", "an I/O block's size"),
            Map.entry("Explainer.MAX_STEPS", "how much of an explanation is written"),
            Map.entry("Explainer.MAX_LISTED_OPTIONS", "how much of an explanation is written"),
            Map.entry("Explainer.MAX_SHOWN_MOVES", "how much of an explanation is written"));

    @Test
    void everyLimitLeftInCoreIsListedWithItsReason() throws IOException {
        TreeSet<String> found = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = p.getFileName().toString().replace(".java", "");
                Matcher m = CONSTANT.matcher(Files.readString(p));
                while (m.find()) {
                    found.add(name + "." + m.group(1));
                }
            }
        }
        assertThat(found).as("MAX_/DEFAULT_ constants in core: move a limit on work into cgt.task.Budget, or list"
                + " it here with why it is not one").containsExactlyInAnyOrderElementsOf(KEPT.keySet());
    }
}

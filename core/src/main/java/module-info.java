/**
 * cgt's core: the mathematics of combinatorial games and the games themselves, on the JDK alone.
 *
 * <p>Layers, bottom to top (an architecture test keeps every dependency pointing down): support
 * ({@code cgt.task}, {@code cgt.input}); values ({@code cgt.outcome}, {@code cgt.nimber}, {@code cgt.partizan});
 * engines ({@code cgt.impartial}, {@code cgt.heap}, {@code cgt.partizan.search}, {@code cgt.partizan.solve},
 * {@code cgt.loopy},
 * {@code cgt.misere}, {@code cgt.misere.quotient}); rulesets ({@code cgt.games}, {@code cgt.games.partizan}, {@code cgt.games.graph});
 * notation, analysis and the registry of games ({@code cgt.partizan.notation}, {@code cgt.partizan.born},
 * {@code cgt.analysis}, {@code cgt.misere.analysis}, {@code cgt.match}, {@code cgt.catalog}, and
 * {@code cgt.rules}, the small interfaces a game written by a user implements). Misère play lives under
 * {@code cgt.misere}, whose package documentation is its map. Packages not exported here are the engines'
 * internals.
 *
 * <p>Three entry points cover most uses, one for each kind of question:
 * <ul>
 * <li>a position of any game, found by name: {@link cgt.analysis.Analysis#of Analysis.of} with
 *     {@link cgt.catalog.Catalog#find Catalog.find} says who wins, the value and the winning moves;</li>
 * <li>a partizan value: a {@link cgt.partizan.CanonicalGame}, read with
 *     {@link cgt.partizan.notation.GameParser#parse GameParser.parse}, with its sums, comparisons,
 *     {@link cgt.partizan.CanonicalGame#mean() mean}, {@link cgt.partizan.CanonicalGame#temperature() temperature}
 *     and {@link cgt.partizan.CanonicalGame#thermograph() thermograph};</li>
 * <li>a heap game ({@link cgt.catalog.Catalog#heap Catalog.heap}): its Grundy sequence
 *     ({@link cgt.games.HeapGame#values values()}, a {@link cgt.heap.HeapValues}), and its period by
 *     {@link cgt.analysis.PeriodAnalysis#of PeriodAnalysis.of}.</li>
 * </ul>
 *
 * <pre>{@code
 * Analysis a = Analysis.of(Catalog.find("kayles"), List.of("5", "7"), Request.normalPlay());
 * a.outcome();                                      // N: the first player wins
 * ((ImpartialAnalysis<?>) a).winningPositions(10);  // [1 3 7, 5 5]
 *
 * CanonicalGame g = GameParser.parse("{5|-3}");
 * g.mean();                                         // 1
 * g.temperature();                                  // 4
 * g.plus(GameParser.parse("^"));                    // {5^|-3^}, as CGSuite prints it
 *
 * HeapGame kayles = Catalog.heap("kayles").orElseThrow();
 * kayles.values().sequence(15);                     // g(0..15) = 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7
 * PeriodAnalysis.of(kayles, Optional.empty(), Effort.QUIET);  // kayles: period 12 from heap 71 (proved)
 * }</pre>
 *
 * The README's library section runs the same calls as a tested example.
 */
module cgt.core {
    exports cgt.task;
    exports cgt.input;
    exports cgt.outcome;
    exports cgt.nimber;
    exports cgt.partizan;
    exports cgt.impartial;
    exports cgt.heap;
    exports cgt.partizan.search;
    exports cgt.partizan.solve;
    exports cgt.loopy;
    exports cgt.loopy.partizan;
    exports cgt.misere;
    exports cgt.misere.quotient;
    exports cgt.games;
    exports cgt.games.partizan;
    exports cgt.games.graph;
    exports cgt.expression;
    exports cgt.partizan.notation;
    exports cgt.partizan.born;
    exports cgt.analysis;
    exports cgt.misere.analysis;
    exports cgt.match;
    exports cgt.catalog;
    exports cgt.rules;

    uses cgt.catalog.GameProvider;
    provides cgt.catalog.GameProvider with cgt.catalog.BuiltInGames, cgt.catalog.HeapFamilies;
}

/**
 * cgt's core: the mathematics of combinatorial games and the games themselves, on the JDK alone.
 *
 * <p>Layers, bottom to top (an architecture test keeps every dependency pointing down): support
 * ({@code cgt.task}, {@code cgt.input}); values ({@code cgt.outcome}, {@code cgt.nimber}, {@code cgt.partizan});
 * engines ({@code cgt.impartial}, {@code cgt.heap}, {@code cgt.partizan.search}, {@code cgt.loopy},
 * {@code cgt.misere}, {@code cgt.misere.quotient}); rulesets ({@code cgt.games}, {@code cgt.games.partizan});
 * notation, analysis and the registry of games ({@code cgt.partizan.notation}, {@code cgt.partizan.born},
 * {@code cgt.analysis}, {@code cgt.misere.analysis}, {@code cgt.match}, {@code cgt.catalog}, and
 * {@code cgt.rules}, the small interfaces a game written by a user implements). Misère play lives under
 * {@code cgt.misere}, whose package documentation is its map. Packages not exported here are the engines'
 * internals.
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
    exports cgt.loopy;
    exports cgt.misere;
    exports cgt.misere.quotient;
    exports cgt.games;
    exports cgt.games.partizan;
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

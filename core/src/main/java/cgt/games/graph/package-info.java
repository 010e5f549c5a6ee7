/**
 * Games played on graphs, written as CGSuite writes graphs. {@link cgt.games.graph.Graph} is a small labelled
 * graph, {@link cgt.games.graph.GraphText} reads and writes CGSuite's graph strings, and
 * {@link cgt.games.graph.GraphGame} is the framework a ruleset extends: it says each player's moves and gets
 * parts (connected components), a canonical form for the transposition table (isomorphic parts share an entry;
 * colour swaps too where they negate) and its notation for free. The rulesets: {@link cgt.games.graph.Colouring}
 * (Col, Snort, Fjords), {@link cgt.games.graph.NodeKayles}, {@link cgt.games.graph.ArcKayles} (Arc Kayles and
 * Partizan Arc Kayles) and {@link cgt.games.graph.ChildishHackenbush}.
 */
package cgt.games.graph;

/**
 * The interfaces a game implements, one per kind, for the games built into cgt and the games users write in one
 * Java file alike: {@link cgt.rules.PartizanRules} (Left's and Right's moves; parts, normal forms, packed keys and
 * a fast option hook optional), {@link cgt.rules.ImpartialRules} (a position's moves; parts optional) and
 * {@link cgt.rules.HeapGameRules} (the moves of one heap, which the heap framework makes {@code ImpartialRules}
 * over rows of heaps), with what every game may say about itself in {@link cgt.rules.Rules} (name, rules and
 * position syntax, each with a default).
 * {@link cgt.rules.OptionSink} and {@link cgt.rules.PartizanRules.Normal} are the small types the partizan search
 * talks to rules in. This package sits below the engines: the partizan search takes a {@code PartizanRules}, and
 * the Sprague-Grundy, misère and loopy solvers take an {@code ImpartialRules}.
 * {@code cgt.catalog.UserGames} turns a user's rules into a game the catalog, analysis and play work on.
 */
package cgt.rules;

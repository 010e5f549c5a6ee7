/**
 * The JSON views of core's typed results: what {@code cgt ... --json} prints and what the web explorer's API answers,
 * built by the same code so that a key means the same in both ({@link cgt.cli.json.AnalysisJson},
 * {@link cgt.cli.json.SequenceJson}, {@link cgt.cli.json.PartizanJson}, {@link cgt.cli.json.GamesJson},
 * {@link cgt.cli.json.QuotientJson}, {@code LoopyJson}).
 */
package cgt.cli.json;

/**
 * {@code cgt survey FAMILY --to N}: the Grundy sequences and periods of a whole family of heap games on Apache Spark
 * (local mode by default). {@link cgt.survey.SurveyCommand} is the subcommand; {@link cgt.survey.Family} lists a
 * family's games and computes each class of equivalent games once; {@link cgt.survey.Survey} runs one Spark task per
 * game ({@link cgt.survey.GameRun}: core's period search within a budget, free of Spark), writes each
 * {@link cgt.survey.SurveyRow} at once so that a killed survey resumes, then the table as TSV and Parquet; and
 * {@link cgt.survey.Compare} checks a survey against a published table of periods.
 */
package cgt.survey;

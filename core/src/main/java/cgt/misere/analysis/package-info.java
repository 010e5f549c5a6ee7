/**
 * Misère play beside the analysis of a position: {@link cgt.misere.analysis.MisereValue}, the misère canonical form
 * and genus of a whole position that {@code cgt analyze --misere} and the web explorer show next to the outcome. It
 * stands on {@code cgt.analysis} (it reads an analysis), so it sits in the top layer, apart from the engines of
 * {@link cgt.misere} (whose package documentation is the map of misère play).
 */
package cgt.misere.analysis;

/**
 * The games born by day n ({@link cgt.partizan.born.BornByDay}: 1, 4, 22, 1474 games) and the classic table
 * of day 2 ({@link cgt.partizan.born.DayTwoTable}).
 */
package cgt.partizan.born;

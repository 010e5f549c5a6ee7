/**
 * Temperature theory: {@link cgt.partizan.thermo.Thermograph} (walls, mean, temperature, after Siegel and
 * CGSuite), the piecewise-linear {@link cgt.partizan.thermo.Trajectory} its walls are made of, and
 * {@link cgt.partizan.thermo.Cooling}.
 */
package cgt.partizan.thermo;

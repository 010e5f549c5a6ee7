/**
 * Games users write in one Java file ({@code --rules FILE.java}): compiled in memory against the running cgt,
 * cached, and registered in the catalog by their name ({@link cgt.format.rules.RulesCompiler}), for the command
 * line and the web explorer alike.
 */
package cgt.format.rules;

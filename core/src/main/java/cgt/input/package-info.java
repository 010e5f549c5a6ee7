/**
 * Bad input as core reports it: {@link cgt.input.BadInputException}, a one-line message for the user that every
 * face turns into a usage error (exit code 2 on the command line, status 400 on the web), and
 * {@link cgt.input.Inputs}, the parsing of the small numbers that positions and game names are made of. The bottom
 * of core: every package may throw it.
 */
package cgt.input;

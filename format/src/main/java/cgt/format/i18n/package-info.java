/**
 * The languages cgt speaks (English, Croatian, Czech, Romanian, Estonian, Ukrainian) and its message catalogues:
 * {@link cgt.format.i18n.Language} chooses one from {@code --lang}, the locale or a browser's Accept-Language,
 * {@link cgt.format.i18n.Texts} says a message of the catalogue {@code messages_CODE.properties} in it, and
 * {@link cgt.format.i18n.LocalizedExplanation} writes core's explanation steps in it. Core speaks English only and
 * names its common sentences by key; the faces (the command line, the web's JSON answers) say them here, so that
 * one catalogue per language serves both. The JSON keys and values never change with the language, only prose.
 */
package cgt.format.i18n;

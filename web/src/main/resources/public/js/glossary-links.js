// Links from a page's terms and badges to their entries in the glossary (#/glossary?term=ID), in the page's language:
// term('mex') is the word "mex" linked to its definition. The glossary's entries, in the order the page lists them,
// are TERMS; each has its name, definition and source in the catalogue's glossary area (glossary.ID.name, ...).
import {h} from './dom.js';
import {t} from './i18n.js';
import {href} from './router.js';

/** The glossary's entries, grouped as a course meets them: who wins, impartial games, heap games, partizan games. */
export const TERMS = Object.freeze([
  'outcome-class', 'p-position', 'n-position', 'option', 'winning-move', 'sum', 'impartial-game', 'nim', 'nim-sum',
  'mex', 'grundy-value', 'sprague-grundy-theorem', 'nimber', 'heap-game', 'subtraction-game', 'octal-game', 'period',
  'misere-play', 'misere-quotient', 'partizan-game', 'canonical-form', 'dominated-option', 'reversible-option',
  'number', 'star', 'up', 'infinitesimal', 'switch', 'mean', 'temperature', 'thermograph',
]);

/** The glossary's address for a term. */
export function termHref(id) {
  return href('glossary', {term: id});
}

/** The term's name (or the given text or element) as a link to its definition, which is also its tooltip. */
export function term(id, content) {
  return h('a', {class: 'term', href: termHref(id), title: t('glossary.' + id + '.text')},
    content === undefined ? t('glossary.' + id + '.name') : content);
}

/** The glossary entry an outcome class's letter belongs to. */
export function outcomeTerm(outcome) {
  return outcome === 'P' ? 'p-position' : outcome === 'N' ? 'n-position' : 'outcome-class';
}

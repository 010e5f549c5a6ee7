// Pieces shared by the pages: the game picker, outcome badges, result rows.
import {h} from './dom.js';
import {catalog} from './api.js';
import {t} from './i18n.js';
import {term, outcomeTerm} from './glossary-links.js';

let listId = 0;

/**
 * A text box for a game's name with the server's games as suggestions (any name the command line takes is
 * accepted: subtraction:1,3,4, 0.137, ...), and a line under it with the game's rules and position syntax.
 * filter(game) keeps some games only (e.g. heap games).
 */
export function gamePicker(value, {name = 'game', filter = null, families = true, onChange = null} = {}) {
  const id = 'games-' + (++listId);
  const input = h('input', {type: 'text', name, id: name + '-input', value: value || '', list: id, required: true,
    autocomplete: 'off', spellcheck: false, 'aria-describedby': id + '-about', class: 'game-input'});
  const datalist = h('datalist', {id});
  const about = h('small', {class: 'hint', id: id + '-about'});
  let known = [];
  const describe = () => {
    const g = known.find(x => x.name === input.value.trim());
    about.textContent = g ? g.rules + (g.position ? ' \u2014 ' + t('common.picker.position', {syntax: g.position}) : '') : '';
    if (onChange) onChange(g || null);
  };
  catalog().then(c => {
    known = c.games.filter(g => !filter || filter(g));
    for (const g of known) datalist.append(h('option', {value: g.name}, g.rules));
    if (families) {
      for (const f of c.families) if (f.example) datalist.append(h('option', {value: f.example}, f.pattern + ': ' + f.rules));
    }
    describe();
  }).catch(() => { /* the suggestions are a convenience; the form still works */ });
  input.addEventListener('input', describe);
  return {element: h('div', {class: 'game-picker'}, input, datalist, about), input};
}

/**
 * 'impartial' or 'partizan': the game's kind from the catalogue, or for a name the catalogue does not list, a code of
 * one of the families (take-and-break 0.16, subtraction:1,3,4, allbut:..., turning:...), all of them impartial; null
 * when it cannot tell (the catalogue not loaded yet, a name mistyped).
 */
export function gameKind(g, typed) {
  if (g) return g.kind === 'partizan' ? 'partizan' : 'impartial';
  return /^\s*(\d*\.\d+|[a-z]+:\S+)\s*$/.test(typed || '') ? 'impartial' : null;
}

// The outcome's meaning comes from the catalogue (common.outcome.N, ...: CGSuite's classes of games whose play
// repeats, PHat and the like, included); the letter links to its glossary entry.
const OUTCOMES = ['N', 'P', 'L', 'R', 'D', 'PHat', 'PCheck', 'NHat', 'NCheck'];

/** An outcome as a coloured letter with its meaning in words. */
export function outcomeBadge(outcome, idAttr) {
  return h('span', {class: 'outcome-line'},
    term(outcomeTerm(outcome), h('strong', {class: 'outcome outcome-' + outcome, id: idAttr || null}, outcome)),
    ' ', h('span', {class: 'outcome-text'}, OUTCOMES.includes(outcome) ? t('common.outcome.' + outcome) : ''));
}

/** A definition list from [term, description] pairs (null descriptions are left out). */
export function facts(pairs) {
  return h('dl', {class: 'facts'}, pairs.filter(p => p && p[1] !== null && p[1] !== undefined && p[1] !== '')
    .map(([k, v, id]) => [h('dt', null, k), h('dd', {id: id || null}, v)]));
}

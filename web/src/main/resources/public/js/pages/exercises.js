// The exercises page: a sheet of exercises of the lecture notes' kinds (who wins this Nim position and how, the
// Grundy values of a subtraction game, Lasker's Nim, a game's value {L|R}, Wythoff's queen, Kayles, Chomp), drawn by the
// server from a seed in the address, so that a teacher can give a whole class the same sheet. The student's answer
// is checked here against the answer cgt's engines put in the sheet (spacing and order of heaps do not matter; a
// value is compared by the server, so any form of the right value is right), and the right answer is explained by
// the API's own explanation. With print=1 the sheet is a worksheet to print, its answer key on a page of its own.
import {h, mount, errorBox, busy, field} from '../dom.js';
import {api} from '../api.js';
import {href} from '../router.js';
import {t} from '../i18n.js';
import {renderExplanation} from '../explain.js';

export const titleKey = 'exercises.title';

const KINDS = ['nim', 'subtraction', 'lasker', 'value', 'wythoff', 'kayles', 'chomp'];
const LEVELS = ['small', 'medium'];
const MAX_SEED = 999999999;

/** The sheet's settings from the address, with a new seed when it has none. */
function settings(params) {
  const seed = /^\d{1,9}$/.test(params.seed || '') ? Number(params.seed) : 1 + Math.floor(Math.random() * MAX_SEED);
  const level = LEVELS.includes(params.level) ? params.level : 'small';
  const count = /^\d{1,2}$/.test(params.count || '') ? Math.min(30, Math.max(1, Number(params.count))) : 6;
  const kinds = (params.kinds || '').split(',').filter(k => KINDS.includes(k));
  return {seed, level, count, kinds: kinds.length ? kinds : KINDS, print: params.print === '1'};
}

function address(s, extra = {}) {
  return href('exercises', {seed: s.seed, level: s.level, count: s.count,
    kinds: s.kinds.length === KINDS.length ? null : s.kinds.join(','), ...extra});
}

export function render(view, params) {
  const s = settings(params);
  if (String(s.seed) !== params.seed) history.replaceState(null, '', address(s, {print: s.print ? 1 : null}));
  const sheet = h('div', {class: 'exercise-sheet', id: 'exercise-sheet'}, busy(t('exercises.loading')));
  const controller = new AbortController();
  if (s.print) {
    mount(view, h('p', {class: 'no-print worksheet-actions'},
      h('button', {type: 'button', id: 'print-now', onclick: () => window.print()}, t('exercises.printNow')), ' ',
      h('a', {href: address(s)}, t('exercises.back'))), sheet);
  } else {
    mount(view, h('h1', null, t('exercises.title')), h('p', {class: 'lead'}, t('exercises.intro')), form(s), sheet);
  }
  api('exercises', {seed: s.seed, level: s.level, count: s.count, kind: s.kinds.join(',')}, {signal: controller.signal})
    .then(result => mount(sheet, s.print ? worksheet(result) : exercises(result)))
    .catch(e => { if (e.name !== 'AbortError') mount(sheet, errorBox(e.message)); });
  return () => controller.abort();
}

function form(s) {
  const seed = h('input', {type: 'number', name: 'seed', id: 'exercise-seed', min: 1, max: MAX_SEED, value: s.seed});
  const level = h('select', {name: 'level', id: 'exercise-level'},
    LEVELS.map(l => h('option', {value: l, selected: l === s.level}, t('exercises.level.' + l))));
  const count = h('input', {type: 'number', name: 'count', id: 'exercise-count', min: 1, max: 30, value: s.count});
  const boxes = KINDS.map(k => h('label', {class: 'check'}, h('input', {type: 'checkbox', name: 'kind', value: k,
    checked: s.kinds.includes(k)}), ' ', t('exercises.kind.' + k)));
  const chosen = () => ({seed: Number(seed.value) || s.seed, level: level.value,
    count: Math.min(30, Math.max(1, Number(count.value) || 6)),
    kinds: boxes.map(b => b.querySelector('input')).filter(i => i.checked).map(i => i.value)});
  const fix = c => ({...c, kinds: c.kinds.length ? c.kinds : KINDS});
  return h('form', {class: 'exercise-form', onsubmit: e => { e.preventDefault(); location.hash = address(fix(chosen())); }},
    h('div', {class: 'row'}, field(t('exercises.seed'), seed, t('exercises.seedHint')), field(t('exercises.level'), level),
      field(t('exercises.count'), count)),
    h('fieldset', {class: 'kinds'}, h('legend', null, t('exercises.kinds')), boxes),
    h('p', {class: 'actions'},
      h('button', {type: 'submit', id: 'exercise-show'}, t('exercises.show')), ' ',
      h('button', {type: 'button', id: 'exercise-new', onclick: () => {
        location.hash = address(fix({...chosen(), seed: 1 + Math.floor(Math.random() * MAX_SEED)}));
      }}, t('exercises.newSheet')), ' ',
      h('a', {href: address(s, {print: 1}), id: 'exercise-print', class: 'button'}, t('exercises.print'))));
}

/** The question of an exercise, worded in the page's language from the sheet's numbers. */
export function question(x) {
  const q = x.question || {};
  switch (x.kind) {
    case 'wythoff': {
      const [col, row] = String(q.position).split(',');
      return t('exercises.q.wythoff', {x: col, y: row});
    }
    case 'subtraction':
      return t('exercises.q.subtraction', {set: (q.set || []).join(', '), to: q.to});
    case 'value':
      return t('exercises.q.value', {expression: q.expression});
    default:
      return t('exercises.q.' + x.kind, {position: q.position});
  }
}

/** The right answer in words, for the feedback and the answer key. */
export function answerText(x) {
  const a = x.answer || {};
  if (x.kind === 'subtraction') return t('exercises.answer.values', {values: (a.values || []).join(' ')});
  if (x.kind === 'value') return t('exercises.answer.value', {value: a.canonical, outcome: a.outcome});
  if (a.outcome === 'P') return t('exercises.answer.p');
  return t('exercises.answer.moves', {moves: (a.winningMoves || []).join('; '), count: (a.winningMoves || []).length});
}

function exercises(result) {
  return h('ol', {class: 'exercises'}, result.exercises.map(x => exercise(x)));
}

function exercise(x) {
  const input = h('input', {type: 'text', name: 'answer-' + x.number, id: 'answer-' + x.number, autocomplete: 'off',
    spellcheck: false, class: 'answer-input'});
  const feedback = h('div', {class: 'feedback', id: 'feedback-' + x.number, 'aria-live': 'polite'});
  const check = async () => {
    mount(feedback, busy(t('exercises.checking')));
    try {
      const verdict = await judge(x, input.value);
      if (verdict === null) { mount(feedback, h('p', {class: 'verdict unread'}, t('exercises.unread'))); return; }
      mount(feedback, h('p', {class: 'verdict ' + (verdict ? 'right' : 'wrong')},
        h('strong', null, t(verdict ? 'exercises.right' : 'exercises.wrong')), ' ',
        verdict ? null : t('exercises.rightAnswer', {answer: answerText(x)})), await explanation(x));
    } catch (e) {
      mount(feedback, errorBox(e.message));
    }
  };
  const show = async () => {
    mount(feedback, busy(t('exercises.checking')));
    try {
      mount(feedback, h('p', {class: 'verdict shown'}, answerText(x)), await explanation(x));
    } catch (e) {
      mount(feedback, errorBox(e.message));
    }
  };
  return h('li', {class: 'exercise', id: 'exercise-' + x.number, 'data-kind': x.kind},
    h('p', {class: 'question'}, question(x)),
    h('form', {class: 'answer', onsubmit: e => { e.preventDefault(); check(); }},
      h('label', {for: input.id, class: 'visually-hidden'}, t('exercises.yourAnswer')), input, ' ',
      h('button', {type: 'submit', class: 'check'}, t('exercises.check')), ' ',
      h('button', {type: 'button', class: 'show-answer', onclick: show}, t('exercises.showAnswer'))),
    feedback);
}

/** The words of an answer: numbers and positions, separated by spaces, commas or semicolons. */
const words = text => String(text).trim().split(/[\s,;()]+/).filter(w => w !== '');
/** A position of heaps as a multiset: sorted, empty heaps left out (3 0 5 is the same position as 5 3). */
const heaps = text => words(text).map(Number).filter(n => n !== 0).sort((a, b) => a - b).join(' ');

/** A Chomp board as its row lengths, "3,3,3" however it is written (a rectangle RxC too). */
function chompRows(text) {
  const m = /^\s*(\d+)\s*[xX\u00d7]\s*(\d+)\s*$/.exec(String(text));
  return m ? Array(Number(m[1])).fill(Number(m[2])).join(',') : words(text).map(Number).join(',');
}

/** Whether the answer is right (true or false), or null when it cannot be read. */
async function judge(x, text) {
  const a = x.answer || {};
  if (!String(text).trim()) return null;
  if (x.kind === 'subtraction') {
    const w = words(text);
    if (w.some(v => !/^\d+$/.test(v))) return null;
    return w.join(' ') === (a.values || []).join(' ');
  }
  if (x.kind === 'value') {
    try {
      const r = await api('compare', {g: text.trim(), h: a.canonical});
      return r.relation === '=';
    } catch (e) {
      if (e.status === 400) return null;
      throw e;
    }
  }
  if (/^\s*p\s*\.?\s*$/i.test(text)) return a.outcome === 'P';
  const w = words(text);
  if (!w.length || w.some(v => !/^\d+$/.test(v))) return null;
  if (x.kind === 'wythoff') return (a.winningMoves || []).includes(w.join(','));
  if (x.kind === 'chomp') return (a.winningMoves || []).some(m => chompRows(m) === chompRows(text));
  return (a.winningMoves || []).some(m => heaps(m) === heaps(text));
}

/** The API's explanation of the right answer: the analysis's steps, or the game's options marked. */
async function explanation(x) {
  if (x.kind === 'value') {
    const tree = await api('tree', {expr: x.position});
    const written = tree.written;
    const marks = written ? [...written.left.map(o => ['left', o]), ...written.right.map(o => ['right', o])]
      .filter(([, o]) => o.mark !== 'kept') : [];
    return h('div', {class: 'explanation'},
      marks.map(([side, o]) => h('p', {class: 'step'}, t('exercises.explain.' + o.mark + '.' + side,
        {option: o.written, by: o.dominatedBy || o.reversibleThrough || ''}))),
      h('p', {class: 'step'}, t('exercises.explain.canonical', {expression: x.position, value: tree.canonical})));
  }
  const position = x.kind === 'subtraction' ? String(x.question.to) : x.position;
  const result = await api('analyze', {game: x.game, position, explain: true});
  return h('div', {class: 'explanation-box'},
    x.kind === 'subtraction' ? h('p', {class: 'step'}, t('exercises.explain.lastHeap', {to: x.question.to})) : null,
    renderExplanation(result, null));
}

/** The print view: the sheet's questions with room to answer, then the answer key on a new page. */
function worksheet(result) {
  const line = t('exercises.sheetLine', {seed: result.seed, level: t('exercises.level.' + result.level),
    count: result.count});
  return h('div', {class: 'worksheet'},
    h('section', {class: 'worksheet-questions'},
      h('h1', null, t('exercises.worksheetTitle')),
      h('p', {class: 'sheet-line'}, line),
      h('p', {class: 'name-line'}, t('exercises.name'), ' ______________________________'),
      h('ol', {class: 'worksheet-list'}, result.exercises.map(x => h('li', null, h('p', null, question(x)),
        h('div', {class: 'answer-space'}))))),
    h('section', {class: 'answer-key', id: 'answer-key'},
      h('h2', null, t('exercises.answerKey')),
      h('p', {class: 'sheet-line'}, line),
      h('ol', null, result.exercises.map(x => h('li', null, answerText(x))))));
}

// The partizan calculator: a {L|R} expression or a ruleset position -> canonical form, outcome, stops, mean,
// temperature, the thermograph and the game tree (dominated and reversible options marked); and the 22 games
// born by day 2 as their Hasse diagram.
import {h, mount, errorBox, busy, field, tn} from '../dom.js';
import {t} from '../i18n.js';
import {term} from '../glossary-links.js';
import {api, ApiError} from '../api.js';
import {href, go} from '../router.js';
import {gamePicker, outcomeBadge, facts} from '../widgets.js';
import {drawThermograph} from '../draw/thermograph.js';
import {drawTree} from '../draw/tree.js';
import {drawHasse} from '../draw/hasse.js';
import {drawPosition} from '../draw/position.js';

export function render(view, params) {
  const byPosition = !!params.game;
  const expr = params.expr !== undefined ? params.expr : (byPosition ? '' : '{0,*|*}');
  const exprInput = h('input', {type: 'text', name: 'expr', id: 'expr-input', value: expr, spellcheck: false,
    autocomplete: 'off', 'aria-describedby': 'expr-hint'});
  const exprForm = h('form', {class: 'query', id: 'expr-form', onsubmit: e => {
    e.preventDefault();
    go('partizan', {expr: exprInput.value.trim()});
  }}, h('label', {class: 'field'}, h('span', {class: 'label'}, t('partizan.expression')), exprInput,
    h('small', {class: 'hint', id: 'expr-hint'}, t('partizan.exprHint', {examples: '{0,*|*}, ^, *2, 3/4, +-1, {3||2|1}, Tiny(2)',
      sum: '^+*', methods: '{2|-1}.Cool(1), ^.OutcomeClass, {3||2|1}.Thermograph'}))),
  h('button', {type: 'submit', id: 'calculate-button'}, t('partizan.calculate')));

  const picker = gamePicker(params.game || 'domineering', {name: 'game', filter: g => g.kind === 'partizan', families: false});
  const posInput = h('input', {type: 'text', name: 'position', id: 'ruleset-position-input', value: params.position || '2x3',
    spellcheck: false, autocomplete: 'off'});
  const posForm = h('form', {class: 'query', id: 'position-form', onsubmit: e => {
    e.preventDefault();
    go('partizan', {game: picker.input.value.trim(), position: posInput.value.trim()});
  }}, field(t('partizan.ruleset'), picker.element), field(t('partizan.position'), posInput),
  h('button', {type: 'submit'}, t('partizan.calculate')));

  const out = h('section', {id: 'result', 'aria-live': 'polite'});
  const born = h('section', {id: 'born', class: 'born'});
  mount(view, h('h1', null, t('partizan.title')),
    h('p', {class: 'lead'}, t('partizan.lead')),
    h('div', {class: 'two-col forms'}, exprForm, posForm), out, born);

  const ctrl = new AbortController();
  mount(out, busy(t('partizan.busy'), () => ctrl.abort()));
  calculate(byPosition ? null : expr, byPosition ? params : null, ctrl.signal)
    .then(parts => mount(out, parts))
    .catch(e => mount(out, e.name === 'AbortError' ? h('p', null, t('common.cancelled')) : errorBox(e.message)));
  bornByDayTwo(born, ctrl.signal);
  return () => ctrl.abort();
}

async function calculate(expr, position, signal) {
  let title, drawing = null, valueExpr = expr;
  if (position) {
    const a = await api('analyze', {game: position.game, position: position.position || ''}, {signal});
    if (!('leftWinningMoves' in a)) {
      throw new ApiError(t('partizan.impartial', {game: position.game, value: '*' + a.value}), 400);
    }
    valueExpr = a.value;
    title = position.game + ' ' + a.position;
    drawing = drawPosition(position.game, a.position);
  } else {
    if (!expr) return [h('p', null, t('partizan.typeExpression'))];
    title = expr;
  }
  const v = await api('value', {expr: valueExpr}, {signal});
  if (v.kind) return answer(title, v);
  const parts = [h('h2', null, h('code', null, title))];
  if (drawing) parts.push(drawing);
  parts.push(facts([
    [term('canonical-form', t('partizan.canonical')), h('code', {id: 'canonical'}, v.canonical)],
    v.explicit && v.explicit !== v.canonical ? [t('common.facts.nested'), h('code', null, v.explicit)] : null,
    [t('common.facts.outcome'), outcomeBadge(v.outcome, 'outcome')],
    [t('partizan.birthday'), v.birthday],
    [t('partizan.stops'), v.leftStop !== undefined ? h('span', null, h('code', {id: 'left-stop'}, v.leftStop), ', ', h('code', {id: 'right-stop'}, v.rightStop)) : null],
    [term('mean', t('common.facts.mean')), v.mean !== undefined ? h('code', {id: 'mean'}, v.mean) : null],
    [term('temperature', t('common.facts.temperature')), v.temperature !== undefined ? h('code', {id: 'temperature'}, v.temperature) : null],
    [t('partizan.atomicWeight'), v.atomicWeight !== undefined ? h('code', null, v.atomicWeight) : null],
  ]));
  const pics = h('div', {class: 'two-col pictures'});
  parts.push(pics);
  const thermo = h('section', {class: 'picture'}, h('h3', null, term('thermograph', t('partizan.thermograph'))));
  const tree = h('section', {class: 'picture'}, h('h3', null, t('partizan.gameTree')));
  pics.append(thermo, tree);
  api('thermograph', {expr: v.canonical}, {signal})
    .then(th => thermo.append(drawThermograph(th, v.canonical)))
    .catch(e => { if (e.name !== 'AbortError') thermo.append(h('p', {class: 'note'}, t('partizan.noThermograph', {error: e.message}))); });
  gameTree(expr, v, signal)
    .then(drawn => tree.append(drawn.svg, legend(drawn.literal)))
    .catch(e => { if (e.name !== 'AbortError') tree.append(h('p', {class: 'note'}, t('partizan.noTree', {error: e.message}))); });
  return parts;
}

/**
 * What a method answers that is not a game (a number, true or false, an outcome class, a set of games, a
 * thermograph), as the server prints it in CGSuite's notation; a thermograph is drawn as well.
 */
function answer(title, v) {
  const shown = Array.isArray(v.value) ? '{' + v.value.join(',') + '}' : String(v.value);
  const parts = [h('h2', null, h('code', null, title)),
    facts([[t('partizan.answer'), h('code', {id: 'answer'}, shown)], [t('partizan.kind'), h('span', {id: 'answer-kind'}, v.kind)]])];
  if (v.kind === 'thermograph') {
    parts.push(h('section', {class: 'picture'}, h('h3', null, term('thermograph', t('partizan.thermograph'))), drawThermograph(v, title)));
  }
  return parts;
}

function legend(literal) {
  return h('p', {class: 'legend'}, h('span', {class: 'key l'}, t('partizan.legend.left')), ' ', h('span', {class: 'key r'}, t('partizan.legend.right')),
    literal ? [' ', term('dominated-option', h('span', {class: 'key dominated'}, t('common.tree.dominated'))), ' ',
      term('reversible-option', h('span', {class: 'key reversible'}, t('common.tree.reversible')))] : '',
    h('br'), t('partizan.legend.note'));
}

/**
 * The trees, from the server's /api/tree: the form as typed with its options marked dominated or reversible, and
 * the canonical form's tree. The page draws them; every mark is the server's.
 */
async function gameTree(expr, v, signal) {
  const tr = await api('tree', {expr: expr || v.canonical}, {signal});
  const box = h('div', {class: 'trees'});
  let literal = false;
  if (tr.written) {
    literal = true;
    const opt = o => ({label: o.written, mark: o.mark === 'kept' ? null : o.mark, left: [], right: [],
      note: o.written + (o.value !== o.written ? ' = ' + o.value : '')
        + (o.mark === 'dominated' && o.dominatedBy ? ': ' + t('partizan.tree.dominatedBy', {by: o.dominatedBy})
          : o.mark === 'reversible' && o.reversibleThrough ? ': ' + t('partizan.tree.reversibleThrough', {through: o.reversibleThrough}) : '')});
    box.append(h('h4', null, t('partizan.tree.asTyped')), drawTree({label: tr.expression, left: tr.written.left.map(opt), right: tr.written.right.map(opt)}),
      h('ul', {class: 'marks'}, [...tr.written.left.map(o => ['left', o]), ...tr.written.right.map(o => ['right', o])]
        .filter(([, o]) => o.mark !== 'kept').map(([side, o]) => h('li', null, markSentence(side, o)))));
  }
  box.append(h('h4', null, tn('partizan.tree.canonical', {form: h('code', null, tr.canonical)})), drawTree(fromApi(tr.tree, 4)));
  return {svg: box, literal};
}

/** "Left's option {1|0} is dominated by 1.": a side's option marked, with what dominates it or what it reverses through. */
function markSentence(side, o) {
  const option = h('code', null, o.written);
  const left = side === 'left';
  if (o.mark === 'dominated' && o.dominatedBy) {
    return tn(left ? 'partizan.mark.leftDominatedBy' : 'partizan.mark.rightDominatedBy', {option, by: h('code', null, o.dominatedBy)});
  }
  if (o.mark === 'reversible' && o.reversibleThrough) {
    return tn(left ? 'partizan.mark.leftReversibleThrough' : 'partizan.mark.rightReversibleThrough',
      {option, through: h('code', null, o.reversibleThrough)});
  }
  if (o.mark === 'dominated') return tn(left ? 'partizan.mark.leftDominated' : 'partizan.mark.rightDominated', {option});
  return tn(left ? 'partizan.mark.leftReversible' : 'partizan.mark.rightReversible', {option});
}

/** The API's tree node {value, left, right, truncated} as a drawing node, cut at a depth. */
function fromApi(node, depth) {
  const cut = depth <= 0 || node.truncated;
  return {label: node.value + (cut && ((node.left && node.left.length) || (node.right && node.right.length) || node.truncated) ? ' \u2026' : ''),
    mark: null, left: cut ? [] : (node.left || []).map(c => fromApi(c, depth - 1)), right: cut ? [] : (node.right || []).map(c => fromApi(c, depth - 1))};
}

/** The games born by day 2 as their Hasse diagram, from /api/born (the order and its covering relations). */
async function bornByDayTwo(section, signal) {
  mount(section, h('h2', null, t('partizan.born.title', {count: 22})), busy(t('partizan.born.busy')));
  try {
    const b = await api('born', {day: 2}, {signal});
    const labels = b.order.map(x => x.value);
    const order = b.covers;
    const svg = drawHasse(labels.map(label => ({label})), order, t('partizan.born.diagram', {count: labels.length}));
    mount(section, h('h2', null, t('partizan.born.title', {count: labels.length})),
      h('p', null, t('partizan.born.text')),
      linkNodes(svg, labels));
  } catch (e) {
    if (e.name !== 'AbortError') mount(section, h('h2', null, t('partizan.born.title', {count: 22})), errorBox(e.message));
  }
}

function linkNodes(svg, labels) {
  svg.querySelectorAll('g.node').forEach((g, i) => {
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'link');
    g.setAttribute('aria-label', t('partizan.born.calculate', {game: labels[i]}));
    const open = () => { location.hash = href('partizan', {expr: labels[i]}); };
    g.addEventListener('click', open);
    g.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(); } });
  });
  return svg;
}

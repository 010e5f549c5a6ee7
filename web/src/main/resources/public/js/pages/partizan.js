// The partizan calculator: a {L|R} expression or a ruleset position -> canonical form, outcome, stops, mean,
// temperature, the thermograph and the game tree (dominated and reversible options marked); and the 22 games
// born by day 2 as their Hasse diagram.
import {h, mount, errorBox, busy, field} from '../dom.js';
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
  }}, h('label', {class: 'field'}, h('span', {class: 'label'}, 'Expression'), exprInput,
    h('small', {class: 'hint', id: 'expr-hint'}, 'CGSuite\u2019s notation: {0,*|*}, ^, *2, 3/4, +-1, {3||2|1}, Tiny(2), sums such as ^+*;'
      + ' and its methods: {2|-1}.Cool(1), ^.OutcomeClass, {3||2|1}.Thermograph.')),
  h('button', {type: 'submit', id: 'calculate-button'}, 'Calculate'));

  const picker = gamePicker(params.game || 'domineering', {name: 'game', filter: g => g.kind === 'partizan', families: false});
  const posInput = h('input', {type: 'text', name: 'position', id: 'ruleset-position-input', value: params.position || '2x3',
    spellcheck: false, autocomplete: 'off'});
  const posForm = h('form', {class: 'query', id: 'position-form', onsubmit: e => {
    e.preventDefault();
    go('partizan', {game: picker.input.value.trim(), position: posInput.value.trim()});
  }}, field('Ruleset', picker.element), field('Position', posInput),
  h('button', {type: 'submit'}, 'Calculate'));

  const out = h('section', {id: 'result', 'aria-live': 'polite'});
  const born = h('section', {id: 'born', class: 'born'});
  mount(view, h('h1', null, 'Partizan calculator'),
    h('p', {class: 'lead'}, 'Left is blue and positive, Right red and negative. Type a game, or a position of a partizan ruleset.'),
    h('div', {class: 'two-col forms'}, exprForm, posForm), out, born);

  const ctrl = new AbortController();
  mount(out, busy('Calculating\u2026', () => ctrl.abort()));
  calculate(byPosition ? null : expr, byPosition ? params : null, ctrl.signal)
    .then(parts => mount(out, parts))
    .catch(e => mount(out, e.name === 'AbortError' ? h('p', null, 'Cancelled.') : errorBox(e.message)));
  bornByDayTwo(born, ctrl.signal);
  return () => ctrl.abort();
}

async function calculate(expr, position, signal) {
  let title, drawing = null, valueExpr = expr;
  if (position) {
    const a = await api('analyze', {game: position.game, position: position.position || ''}, {signal});
    if (!('leftWinningMoves' in a)) {
      throw new ApiError(position.game + ' is an impartial game: its value is a nimber, *' + a.value
        + '. Analyze it on the Analyze page.', 400);
    }
    valueExpr = a.value;
    title = position.game + ' ' + a.position;
    drawing = drawPosition(position.game, a.position);
  } else {
    if (!expr) return [h('p', null, 'Type an expression above.')];
    title = expr;
  }
  const v = await api('value', {expr: valueExpr}, {signal});
  if (v.kind) return answer(title, v);
  const parts = [h('h2', null, h('code', null, title))];
  if (drawing) parts.push(drawing);
  parts.push(facts([
    ['Canonical form', h('code', {id: 'canonical'}, v.canonical)],
    v.explicit && v.explicit !== v.canonical ? ['As nested braces', h('code', null, v.explicit)] : null,
    ['Outcome', outcomeBadge(v.outcome, 'outcome')],
    ['Birthday', v.birthday],
    ['Left stop, right stop', v.leftStop !== undefined ? h('span', null, h('code', {id: 'left-stop'}, v.leftStop), ', ', h('code', {id: 'right-stop'}, v.rightStop)) : null],
    ['Mean', v.mean !== undefined ? h('code', {id: 'mean'}, v.mean) : null],
    ['Temperature', v.temperature !== undefined ? h('code', {id: 'temperature'}, v.temperature) : null],
    ['Atomic weight', v.atomicWeight !== undefined ? h('code', null, v.atomicWeight) : null],
  ]));
  const pics = h('div', {class: 'two-col pictures'});
  parts.push(pics);
  const thermo = h('section', {class: 'picture'}, h('h3', null, 'Thermograph'));
  const tree = h('section', {class: 'picture'}, h('h3', null, 'Game tree'));
  pics.append(thermo, tree);
  api('thermograph', {expr: v.canonical}, {signal})
    .then(th => thermo.append(drawThermograph(th, v.canonical)))
    .catch(e => { if (e.name !== 'AbortError') thermo.append(h('p', {class: 'note'}, 'No thermograph: ' + e.message)); });
  gameTree(expr, v, signal)
    .then(t => tree.append(t.svg, legend(t.literal)))
    .catch(e => { if (e.name !== 'AbortError') tree.append(h('p', {class: 'note'}, 'No game tree: ' + e.message)); });
  return parts;
}

/**
 * What a method answers that is not a game (a number, true or false, an outcome class, a set of games, a
 * thermograph), as the server prints it in CGSuite's notation; a thermograph is drawn as well.
 */
function answer(title, v) {
  const shown = Array.isArray(v.value) ? '{' + v.value.join(',') + '}' : String(v.value);
  const parts = [h('h2', null, h('code', null, title)),
    facts([['Answer', h('code', {id: 'answer'}, shown)], ['Kind', h('span', {id: 'answer-kind'}, v.kind)]])];
  if (v.kind === 'thermograph') {
    parts.push(h('section', {class: 'picture'}, h('h3', null, 'Thermograph'), drawThermograph(v, title)));
  }
  return parts;
}

function legend(literal) {
  return h('p', {class: 'legend'}, h('span', {class: 'key l'}, 'Left\u2019s options'), ' ', h('span', {class: 'key r'}, 'Right\u2019s options'),
    literal ? [' ', h('span', {class: 'key dominated'}, 'dominated'), ' ', h('span', {class: 'key reversible'}, 'reversible')] : '',
    h('br'), 'A canonical form has no dominated or reversible options: they are what simplifying a form removes.');
}

/**
 * The trees, from the server's /api/tree: the form as typed with its options marked dominated or reversible, and
 * the canonical form's tree. The page draws them; every mark is the server's.
 */
async function gameTree(expr, v, signal) {
  const t = await api('tree', {expr: expr || v.canonical}, {signal});
  const box = h('div', {class: 'trees'});
  let literal = false;
  if (t.written) {
    literal = true;
    const opt = o => ({label: o.written, mark: o.mark === 'kept' ? null : o.mark, left: [], right: [],
      note: o.written + (o.value !== o.written ? ' = ' + o.value : '') + (o.mark === 'dominated' && o.dominatedBy ? ': dominated by ' + o.dominatedBy
        : o.mark === 'reversible' && o.reversibleThrough ? ': reversible through ' + o.reversibleThrough : '')});
    box.append(h('h4', null, 'As typed'), drawTree({label: t.expression, left: t.written.left.map(opt), right: t.written.right.map(opt)}),
      h('ul', {class: 'marks'}, [...t.written.left.map(o => ['Left', o]), ...t.written.right.map(o => ['Right', o])]
        .filter(([, o]) => o.mark !== 'kept').map(([side, o]) => h('li', null, side + '\u2019s option ', h('code', null, o.written), ' is ',
          o.mark, o.mark === 'dominated' && o.dominatedBy ? [' by ', h('code', null, o.dominatedBy)] : '',
          o.mark === 'reversible' && o.reversibleThrough ? [' through ', h('code', null, o.reversibleThrough)] : '', '.'))));
  }
  box.append(h('h4', null, 'Canonical form ', h('code', null, t.canonical)), drawTree(fromApi(t.tree, 4)));
  return {svg: box, literal};
}

/** The API's tree node {value, left, right, truncated} as a drawing node, cut at a depth. */
function fromApi(t, depth) {
  const cut = depth <= 0 || t.truncated;
  return {label: t.value + (cut && ((t.left && t.left.length) || (t.right && t.right.length) || t.truncated) ? ' \u2026' : ''),
    mark: null, left: cut ? [] : (t.left || []).map(c => fromApi(c, depth - 1)), right: cut ? [] : (t.right || []).map(c => fromApi(c, depth - 1))};
}

/** The games born by day 2 as their Hasse diagram, from /api/born (the order and its covering relations). */
async function bornByDayTwo(section, signal) {
  mount(section, h('h2', null, 'The 22 games born by day 2'), busy('Drawing\u2026'));
  try {
    const b = await api('born', {day: 2}, {signal});
    const labels = b.order.map(x => x.value);
    const order = b.covers;
    const svg = drawHasse(labels.map(label => ({label})), order, 'Hasse diagram of the ' + labels.length + ' games born by day 2');
    mount(section, h('h2', null, 'The ' + labels.length + ' games born by day 2'),
      h('p', null, 'Greater games (better for Left) are higher; a line joins each game to those just above it. ',
        'Games on no common line are incomparable (confused with each other). Click one to calculate it.'),
      linkNodes(svg, labels));
  } catch (e) {
    if (e.name !== 'AbortError') mount(section, h('h2', null, 'The 22 games born by day 2'), errorBox(e.message));
  }
}

function linkNodes(svg, labels) {
  svg.querySelectorAll('g.node').forEach((g, i) => {
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'link');
    g.setAttribute('aria-label', 'Calculate ' + labels[i]);
    const open = () => { location.hash = href('partizan', {expr: labels[i]}); };
    g.addEventListener('click', open);
    g.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(); } });
  });
  return svg;
}

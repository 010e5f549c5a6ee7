// The explanation a teacher would write, rendered as HTML from the API's structured steps ("steps": objects
// whose "type" is core's Step record: Mex, NimSum, WinningMove, ...). Without steps, the text lines are shown.
// The sentences around the formulas come from the catalogue (common.explain.*), with the formulas and links in
// their placeholders; the words mex and nim-sum link to the glossary. A rule's own text is the server's.
import {h, tn} from './dom.js';
import {t} from './i18n.js';
import {term} from './glossary-links.js';

/**
 * The explanation as an element. positionLink(text) makes a link to a position (or null for plain text).
 */
export function renderExplanation(result, positionLink) {
  const steps = Array.isArray(result.steps) ? result.steps : null;
  if (steps && steps.length) {
    return h('div', {class: 'explanation'}, steps.map(st => step(st, positionLink)));
  }
  if (Array.isArray(result.explanation) && result.explanation.length) {
    return h('pre', {class: 'explanation text'}, result.explanation.join('\n'));
  }
  return null;
}

const G = c => [h('var', null, 'G'), '(', h('span', {class: 'component'}, c), ')'];

function link(text, positionLink) {
  const l = positionLink ? positionLink(text) : null;
  return l || h('code', null, text);
}

function joinNodes(items, sep) {
  const out = [];
  items.forEach((x, i) => { if (i) out.push(sep); out.push(x); });
  return out;
}

function step(st, positionLink) {
  const type = String(st.type || st.kind || '').replace(/[^A-Za-z]/g, '').toLowerCase();
  switch (type) {
    case 'rule':
      return h('p', {class: 'step rule'}, st.text);
    case 'mex':
      return mex(st);
    case 'mexsummary':
      return h('p', {class: 'step mex'}, tn('common.explain.mexSummary', {count: st.optionCount, g: G(st.component),
        mex: term('mex'), values: ranges(st.optionValues || []), value: h('strong', null, st.value)}));
    case 'value':
      return h('p', {class: 'step'}, G(st.component), ' = ', h('strong', null, st.value));
    case 'valuerule':
      return h('p', {class: 'step'}, joinNodes((st.values || []).map(v => [G(v.component), ' = ', h('strong', null, v.value)]), ', '),
        ': ', st.rule, '.');
    case 'nimsum':
      return nimSum(st);
    case 'winningmove': {
      const target = st.target !== undefined ? st.target : (st.value ^ st.sum);
      return h('p', {class: 'step winning-move'}, G(st.component), ': ', st.value, ' \u2295 ', st.sum, ' = ', h('strong', null, target),
        target > st.value ? ' (' + t('common.explain.larger') + ')' : '', ' \u2192 ',
        joinNodes((st.positions || []).map(p => link(p, positionLink)), '; '));
    }
    case 'moremoves':
      return h('p', {class: 'step'}, '\u2026 ', t('common.explain.moreMoves', {count: st.more, total: st.total}));
    case 'winningmoves':
      return winningMoves(st, positionLink);
    case 'partvalues':
      return partValues(st);
    default:
      return h('p', {class: 'step'}, st.text || JSON.stringify(st));
  }
}

function mex(st) {
  const options = st.options || [];
  if (!options.length) {
    return h('p', {class: 'step mex'}, G(st.component), ' = ', term('mex'), '{} = ', h('strong', null, '0'), ' (' + t('common.explain.noMoves') + ')');
  }
  const labels = options.map(o => joinNodes((o.components || []).map(c => G(c)), '\u2295'));
  const values = options.map(o => o.value);
  return h('p', {class: 'step mex'}, G(st.component), ' = ', term('mex'), '{', joinNodes(labels, ', '), '} = mex{',
    joinNodes(values.map(v => h('span', {class: 'option-value'}, v)), ', '), '} = ', h('strong', null, st.value),
    h('span', {class: 'aside'}, ' (' + t('common.explain.mexMeaning') + ')'));
}

/** Binary columns: one row per part, the nim-sum below a rule. */
function nimSum(st) {
  const parts = st.parts || [];
  const bits = st.bits || Math.max(1, ...parts.map(p => Number(p.value).toString(2).length), Number(st.sum).toString(2).length);
  const bin = v => Number(v).toString(2).padStart(bits, '0');
  const binary = st.binary || parts.map(p => bin(p.value));
  const sumBinary = st.sumBinary || bin(st.sum);
  const digitCells = b => [...b].map(d => h('td', {class: 'bit' + (d === '1' ? ' one' : '')}, d));
  const head = h('tr', null, h('th', {scope: 'col'}, t('common.explain.part')), h('th', {scope: 'col'}, t('common.explain.value')),
    ...Array.from({length: bits}, (_, i) => h('th', {scope: 'col', class: 'bit'}, String(2 ** (bits - 1 - i)))));
  const rows = parts.map((p, i) => h('tr', null, h('th', {scope: 'row'}, G(p.component)), h('td', {class: 'num'}, p.value),
    ...digitCells(binary[i])));
  const sum = h('tr', {class: 'sum'}, h('th', {scope: 'row'}, term('nim-sum'), ' \u2295'), h('td', {class: 'num'}, st.sum),
    ...digitCells(sumBinary));
  return h('div', {class: 'step nim-sum'},
    h('table', {class: 'binary'}, h('caption', {class: 'visually-hidden'}, t('common.explain.binaryCaption')),
      h('thead', null, head), h('tbody', null, rows, sum)));
}

function winningMoves(st, positionLink) {
  const moves = joinNodes((st.positions || []).map(p => link(p, positionLink)), '; ');
  const cut = st.count > (st.positions || []).length;
  switch (st.reason) {
    case 'VALUE_ZERO':
      return h('p', {class: 'step'}, h('var', null, 'G'), ' = ', st.value, ' \u2260 0',
        tn('common.explain.valueNotZero', {position: term('n-position'), moves}),
        cut ? ['; \u2026 (', t('common.explain.movesInAll', {count: st.count}), ')'] : '', '.');
    case 'CLOSED_FORM':
      return h('p', {class: 'step'}, tn('common.explain.closedForm', {position: term('n-position'), target: term('p-position'), moves}), '.');
    default:
      return h('p', {class: 'step'}, tn('common.explain.winningMoves', {count: st.count, moves}),
        cut ? ['; \u2026 (', t('common.explain.inAll', {count: st.count}), ')'] : '');
  }
}

function partValues(st) {
  const parts = st.parts || [];
  return h('table', {class: 'step parts'}, h('caption', {class: 'visually-hidden'}, t('common.explain.partsCaption')),
    h('tbody', null, parts.map(p => h('tr', null, h('td', null, h('code', null, p.text)), h('td', null, '= ', h('code', null, p.value)))),
      parts.length > 1 ? h('tr', {class: 'sum'}, h('td', null, t('common.explain.sum')), h('td', null, '= ', h('code', null, st.sum))) : null));
}

/** "0..5, 7, 9..12": sorted values with runs written as ranges. */
export function ranges(values) {
  const v = [...values].map(Number).sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i < v.length;) {
    let j = i;
    while (j + 1 < v.length && v[j + 1] === v[j] + 1) j++;
    out.push(j > i + 1 ? v[i] + '..' + v[j] : j === i + 1 ? v[i] + ', ' + v[j] : String(v[i]));
    i = j + 1;
  }
  return out.join(', ');
}

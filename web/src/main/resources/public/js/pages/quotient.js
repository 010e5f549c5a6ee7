// Quotients: the misère quotient of a heap game (Plambeck and Siegel) as the server computes it: its order, whether
// it is proved, the presentation, the P-portion and the element of each heap, the periodic part shown once with its
// period bracketed. A sum of heaps is a misère P-position exactly when the product of its heaps' elements lies in
// the P-portion; the page does not multiply (it only draws the server's answers): a typed sum links to the analyze
// page in misère play, which shows the sum's element where the quotient decides it.
import {h, mount, errorBox, busy, field} from '../dom.js';
import {api} from '../api.js';
import {go, href} from '../router.js';
import {gamePicker, facts} from '../widgets.js';

/** The server's largest heap bound for /api/quotient (the command's default bound). */
const MAX_TO = 300;

export function render(view, params) {
  const game = params.game || 'kayles';
  const toParam = parseInt(params.to, 10);
  const to = Number.isFinite(toParam) && toParam >= 0 ? Math.min(MAX_TO, toParam) : null;
  const picker = gamePicker(game, {filter: g => /heap/i.test(g.position || '') || g.kind === 'impartial'});
  const toInput = h('input', {type: 'number', name: 'to', id: 'quotient-to-input', min: 0, max: MAX_TO,
    value: to === null ? '' : to, placeholder: 'until proved'});
  const form = h('form', {class: 'query', id: 'quotient-form', onsubmit: e => {
    e.preventDefault();
    go('quotient', {game: picker.input.value.trim(), to: toInput.value.trim()});
  }}, field('Heap game or code', picker.element, 'A name (kayles, dawsons-chess, ...) or a take-and-break code such as 0.75 or 0.07.'),
  field('Up to heap (optional)', toInput, 'Empty: until the quotient is proved stable (at most ' + MAX_TO + ' heaps).'),
  h('button', {type: 'submit', id: 'quotient-button'}, 'Compute'));
  const out = h('section', {id: 'result', 'aria-live': 'polite'});
  mount(view, h('h1', null, 'Mis\u00e8re quotients'), form, out);

  const ctrl = new AbortController();
  const started = Date.now();
  const status = busy('Computing the mis\u00e8re quotient of ' + game + '\u2026', () => ctrl.abort());
  const elapsed = h('span', {class: 'elapsed'});
  status.append(' ', elapsed);
  mount(out, status);
  const timer = setInterval(() => { elapsed.textContent = Math.round((Date.now() - started) / 1000) + ' s'; }, 1000);
  api('quotient', {game, to}, {signal: ctrl.signal})
    .then(q => mount(out, result(q, game, to, params.sum || '')))
    .catch(e => mount(out, e.name === 'AbortError' ? h('p', {role: 'status'}, 'Cancelled. ',
      h('a', {href: href('quotient', {game, to})}, 'Run it again')) : errorBox(e.message)))
    .finally(() => clearInterval(timer));
  return () => { ctrl.abort(); clearInterval(timer); };
}

function result(q, game, to, sum) {
  const name = q.game || game;
  const periodic = q.period !== null && q.period !== undefined && q.period > 0;
  const inP = new Set(q.pPortion || []);
  const parts = [h('h2', {id: 'quotient-title'}, 'The mis\u00e8re quotient of ', h('code', null, name))];
  parts.push(facts([
    ['Order', h('strong', {id: 'quotient-order'}, String(q.order)), null],
    ['Status', h('span', {id: 'quotient-proved', class: q.proved ? 'yes' : 'no'}, q.proved
      ? 'proved: stable from heap ' + q.stableFrom + ' (periodicity theorem: every larger heap has the element of the heap one period below)'
      : 'not proved: the quotient of heaps 1..' + q.computedTo + ', exact for sums of those heaps')],
    q.stoppedBecause ? ['Stopped because', h('span', {id: 'quotient-stopped', class: 'note'}, q.stoppedBecause)] : null,
    ['Stable from', q.proved ? h('span', {id: 'quotient-stable'}, 'heap ' + q.stableFrom) : null],
    ['Period', periodic ? h('span', {id: 'quotient-period'}, String(q.period),
      q.proved ? '' : h('span', {class: 'aside'}, ' (observed up to heap ' + q.computedTo + ', not proved)')) : null],
    ['Preperiod', periodic ? h('span', {id: 'quotient-preperiod'}, String(q.preperiod)) : null],
    ['Grew at heaps', q.expansionHeaps && q.expansionHeaps.length
      ? h('span', {id: 'quotient-expansions'}, q.expansionHeaps.join(', ')) : null],
  ]));
  parts.push(h('p', {class: 'note'}, 'Each heap is an element of a commutative monoid; a sum of heaps is a mis\u00e8re ',
    'P-position (whoever moves next loses, the last player to move losing) exactly when the product of its heaps\u2019 ',
    'elements lies in the P-portion.'));

  const gens = q.presentation?.generators || [];
  const genHeaps = q.presentation?.generatorHeaps || [];
  const relations = q.presentation?.relations || [];
  parts.push(h('h3', null, 'Presentation'),
    gens.length
      ? h('div', null, h('p', null, 'Generators ', h('span', {class: 'count'}, '(' + gens.length + ')'), ':'),
        h('ul', {class: 'generators', id: 'quotient-generators'}, gens.map((g, i) => h('li', {'data-heap': genHeaps[i]},
          h('code', null, g), ' = heap ', String(genHeaps[i])))))
      : h('p', {id: 'quotient-generators', class: 'none'}, 'No generators: every heap is the identity.'),
    relations.length
      ? h('div', null, h('p', null, 'Relations ', h('span', {class: 'count'}, '(' + relations.length + ')'), ':'),
        h('ul', {class: 'relations', id: 'quotient-relations'}, relations.map(r => h('li', null, h('code', null, r)))))
      : h('p', {id: 'quotient-relations', class: 'none'}, 'No relations.'));

  parts.push(h('h3', null, 'P-portion ', h('span', {class: 'count'}, '(' + inP.size + ' of ' + q.order + ' elements)')),
    h('ul', {class: 'elements', id: 'quotient-pportion'}, (q.pPortion || []).map(e => h('li', {class: 'in-p'}, h('code', null, e)))),
    h('details', {class: 'table'}, h('summary', null, 'All ' + (q.elements || []).length + ' elements'),
      h('ul', {class: 'elements', id: 'quotient-elements'}, (q.elements || []).map(e =>
        h('li', {class: inP.has(e) ? 'in-p' : null}, h('code', null, e))))));

  parts.push(h('h3', null, 'Heaps and their elements'),
    h('p', {class: 'hint'}, 'Row r, column +k: the element of heap r + k; ',
      h('span', {class: 'key p'}, 'in the P-portion'), ' (a lone heap of that size is a mis\u00e8re P-position)',
      periodic ? [' ', h('span', {class: 'key periodic'}, '[ one period ]')] : null, '.'),
    heapTable(q.heaps || [], inP, periodic ? q : null));

  parts.push(sumCalculator(q, name, to, sum));
  return parts;
}

/**
 * The heap map in rows of ten, heap 0 first. A periodic map is shown up to the end of its first period: the heaps
 * of that period are bracketed, and every later heap repeats them (the line under the table says so).
 */
function heapTable(heaps, inP, p) {
  const last = p ? Math.min(heaps.length, p.preperiod + p.period) : heaps.length;
  const shown = heaps.slice(0, last);
  const rows = [];
  for (let r = 0; r < shown.length; r += 10) {
    rows.push(h('tr', null, h('th', {scope: 'row'}, String(r)), ...Array.from({length: 10}, (_, k) => {
      const n = r + k;
      if (n >= shown.length) return h('td', null, '');
      const cls = [inP.has(shown[n]) ? 'in-p' : null, p && n >= p.preperiod ? 'periodic' : null,
        p && n === p.preperiod ? 'period-start' : null, p && n === last - 1 ? 'period-end' : null].filter(Boolean).join(' ');
      return h('td', {class: cls || null, 'data-heap': n, title: 'heap ' + n + ': ' + shown[n]
        + (inP.has(shown[n]) ? ' (P-portion)' : '')}, shown[n]);
    })));
  }
  const table = h('table', {class: 'values quotient-heaps', id: 'quotient-heaps'},
    h('thead', null, h('tr', null, h('th', {scope: 'col'}, 'n'), ...Array.from({length: 10}, (_, k) => h('th', {scope: 'col'}, '+' + k)))),
    h('tbody', null, rows));
  const after = p
    ? h('p', {class: 'note', id: 'quotient-periodic'}, '[ heaps ' + p.preperiod + '..' + (last - 1) + ' ] are one period of ' + p.period
      + ': from heap ' + p.preperiod + ' on, heap n + ' + p.period + ' has the element of heap n'
      + (p.proved ? ', for every heap (proved).' : ' (observed up to heap ' + p.computedTo + ').')
      + (heaps.length > last ? ' The heaps computed after it (to ' + (heaps.length - 1) + ') repeat it and are not shown.' : ''))
    : null;
  return h('div', {class: 'heap-map'}, table, after);
}

/**
 * Sums of heaps, typed as on the command line (3 5 12): each heap's element as the heap map gives it, and a link to
 * the sum in misère play on the analyze page, which shows the sum's element and outcome. The sum is kept in the
 * address (replaced, not a new page: the quotient is not computed again).
 */
function sumCalculator(q, game, to, initial) {
  const input = h('input', {type: 'text', name: 'sum', id: 'quotient-sum-input', value: initial, spellcheck: false,
    autocomplete: 'off', placeholder: '3 5 12'});
  const out = h('div', {id: 'quotient-sum', 'aria-live': 'polite'});
  const update = () => {
    const text = input.value.trim().replace(/\s+/g, ' ');
    history.replaceState(null, '', href('quotient', {game, to, sum: text}));
    if (!text) { mount(out); return; }
    if (!/^\d+( \d+)*$/.test(text)) {
      mount(out, h('p', {class: 'note'}, 'Heap sizes are whole numbers separated by spaces, such as 3 5 12.'));
      return;
    }
    const sizes = text.split(' ').map(Number);
    const heaps = q.heaps || [];
    mount(out,
      h('p', {id: 'quotient-sum-elements'}, sizes.map((n, i) => [i ? ' \u00b7 ' : '', h('code', null, String(n)), '\u2009\u2192\u2009',
        n < heaps.length ? h('code', null, heaps[n]) : h('span', {class: 'aside'}, 'beyond heap ' + (heaps.length - 1) + ' (the analyze page has it)')])),
      h('p', null, h('a', {id: 'quotient-sum-link', href: href('analyze', {game, position: text, misere: 'true'})},
        'Analyze ' + game + ' ' + text + ' in mis\u00e8re play: its element and who wins \u2192')));
  };
  input.addEventListener('input', update);
  const form = h('form', {class: 'query', id: 'quotient-sum-form', onsubmit: e => {
    e.preventDefault();
    const link = out.querySelector('#quotient-sum-link');
    if (link) location.hash = link.getAttribute('href');
  }}, field('A sum of heaps', input, 'Heap sizes separated by spaces: the product of their elements decides the sum.'),
  h('button', {type: 'submit', id: 'quotient-sum-button'}, 'Analyze'));
  if (initial) update();
  return h('section', {class: 'sum-calculator'}, h('h3', null, 'Sum calculator'), form, out);
}

// Quotients: the misère quotient of a heap game (Plambeck and Siegel) as the server computes it: its order, whether
// it is proved, the presentation, the P-portion and the element of each heap, the periodic part shown once with its
// period bracketed. A sum of heaps is a misère P-position exactly when the product of its heaps' elements lies in
// the P-portion; the page does not multiply (it only draws the server's answers): a typed sum links to the analyze
// page in misère play, which shows the sum's element where the quotient decides it.
import {h, mount, errorBox, busy, field, tn} from '../dom.js';
import {t} from '../i18n.js';
import {term} from '../glossary-links.js';
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
    value: to === null ? '' : to, placeholder: t('quotient.untilProved')});
  const form = h('form', {class: 'query', id: 'quotient-form', onsubmit: e => {
    e.preventDefault();
    go('quotient', {game: picker.input.value.trim(), to: toInput.value.trim()});
  }}, field(t('quotient.game'), picker.element, t('quotient.gameHint')),
  field(t('quotient.to'), toInput, t('quotient.toHint', {max: MAX_TO})),
  h('button', {type: 'submit', id: 'quotient-button'}, t('quotient.submit')));
  const out = h('section', {id: 'result', 'aria-live': 'polite'});
  mount(view, h('h1', null, t('quotient.title')), form, out);

  const ctrl = new AbortController();
  const started = Date.now();
  const status = busy(t('quotient.busy', {game}), () => ctrl.abort());
  const elapsed = h('span', {class: 'elapsed'});
  status.append(' ', elapsed);
  mount(out, status);
  const timer = setInterval(() => { elapsed.textContent = Math.round((Date.now() - started) / 1000) + ' s'; }, 1000);
  api('quotient', {game, to}, {signal: ctrl.signal})
    .then(q => mount(out, result(q, game, to, params.sum || '')))
    .catch(e => mount(out, e.name === 'AbortError' ? h('p', {role: 'status'}, t('common.cancelled') + ' ',
      h('a', {href: href('quotient', {game, to})}, t('common.again'))) : errorBox(e.message)))
    .finally(() => clearInterval(timer));
  return () => { ctrl.abort(); clearInterval(timer); };
}

function result(q, game, to, sum) {
  const name = q.game || game;
  const periodic = q.period !== null && q.period !== undefined && q.period > 0;
  const inP = new Set(q.pPortion || []);
  const parts = [h('h2', {id: 'quotient-title'}, tn('quotient.heading', {game: h('code', null, name)}))];
  parts.push(facts([
    [t('quotient.order'), h('strong', {id: 'quotient-order'}, String(q.order)), null],
    [t('quotient.status'), h('span', {id: 'quotient-proved', class: q.proved ? 'yes' : 'no'}, q.proved
      ? t('quotient.proved', {from: String(q.stableFrom)})
      : t('quotient.notProved', {to: String(q.computedTo)}))],
    q.stoppedBecause ? [t('quotient.stopped'), h('span', {id: 'quotient-stopped', class: 'note'}, q.stoppedBecause)] : null,
    [t('quotient.stableFrom'), q.proved ? h('span', {id: 'quotient-stable'}, t('quotient.heap', {n: String(q.stableFrom)})) : null],
    [term('period', t('quotient.period')), periodic ? h('span', {id: 'quotient-period'}, String(q.period),
      q.proved ? '' : h('span', {class: 'aside'}, ' (' + t('quotient.observed', {to: String(q.computedTo)}) + ')')) : null],
    [t('quotient.preperiod'), periodic ? h('span', {id: 'quotient-preperiod'}, String(q.preperiod)) : null],
    [t('quotient.grew'), q.expansionHeaps && q.expansionHeaps.length
      ? h('span', {id: 'quotient-expansions'}, q.expansionHeaps.join(', ')) : null],
  ]));
  parts.push(h('p', {class: 'note'}, t('quotient.note')));

  const gens = q.presentation?.generators || [];
  const genHeaps = q.presentation?.generatorHeaps || [];
  const relations = q.presentation?.relations || [];
  parts.push(h('h3', null, t('quotient.presentation')),
    gens.length
      ? h('div', null, h('p', null, t('quotient.generators') + ' ', h('span', {class: 'count'}, '(' + gens.length + ')'), ':'),
        h('ul', {class: 'generators', id: 'quotient-generators'}, gens.map((g, i) => h('li', {'data-heap': genHeaps[i]},
          h('code', null, g), ' = ' + t('quotient.heap', {n: String(genHeaps[i])})))))
      : h('p', {id: 'quotient-generators', class: 'none'}, t('quotient.noGenerators')),
    relations.length
      ? h('div', null, h('p', null, t('quotient.relations') + ' ', h('span', {class: 'count'}, '(' + relations.length + ')'), ':'),
        h('ul', {class: 'relations', id: 'quotient-relations'}, relations.map(r => h('li', null, h('code', null, r)))))
      : h('p', {id: 'quotient-relations', class: 'none'}, t('quotient.noRelations')));

  parts.push(h('h3', null, t('quotient.pPortion') + ' ', h('span', {class: 'count'}, '(' + t('quotient.ofElements', {size: inP.size, count: q.order}) + ')')),
    h('ul', {class: 'elements', id: 'quotient-pportion'}, (q.pPortion || []).map(e => h('li', {class: 'in-p'}, h('code', null, e)))),
    h('details', {class: 'table'}, h('summary', null, t('quotient.all', {count: (q.elements || []).length})),
      h('ul', {class: 'elements', id: 'quotient-elements'}, (q.elements || []).map(e =>
        h('li', {class: inP.has(e) ? 'in-p' : null}, h('code', null, e))))));

  parts.push(h('h3', null, t('quotient.heaps')),
    h('p', {class: 'hint'}, t('quotient.heapsHint') + ' ',
      h('span', {class: 'key p'}, t('quotient.keyP')), ' (' + t('quotient.keyPNote') + ')',
      periodic ? [' ', h('span', {class: 'key periodic'}, '[ ' + t('quotient.keyPeriod') + ' ]')] : null, '.'),
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
      return h('td', {class: cls || null, 'data-heap': n, title: t('quotient.heap', {n: String(n)}) + ': ' + shown[n]
        + (inP.has(shown[n]) ? ' (' + t('quotient.pPortion') + ')' : '')}, shown[n]);
    })));
  }
  const table = h('table', {class: 'values quotient-heaps', id: 'quotient-heaps'},
    h('thead', null, h('tr', null, h('th', {scope: 'col'}, 'n'), ...Array.from({length: 10}, (_, k) => h('th', {scope: 'col'}, '+' + k)))),
    h('tbody', null, rows));
  const after = p
    ? h('p', {class: 'note', id: 'quotient-periodic'}, t('quotient.periodic', {from: String(p.preperiod), last: String(last - 1),
      period: String(p.period)})
      + (p.proved ? ', ' + t('quotient.periodicProved') + '.' : ' (' + t('quotient.observedHeap', {to: String(p.computedTo)}) + ').')
      + (heaps.length > last ? ' ' + t('quotient.notShown', {to: String(heaps.length - 1)}) : ''))
    : null;
  // the table scrolls inside its own box: on a phone its eleven columns are wider than the screen
  return h('div', {class: 'heap-map'}, h('div', {class: 'scroll-x', id: 'quotient-heaps-box'}, table), after);
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
      mount(out, h('p', {class: 'note'}, t('quotient.sumBad', {example: '3 5 12'})));
      return;
    }
    const sizes = text.split(' ').map(Number);
    const heaps = q.heaps || [];
    mount(out,
      h('p', {id: 'quotient-sum-elements'}, sizes.map((n, i) => [i ? ' \u00b7 ' : '', h('code', null, String(n)), '\u2009\u2192\u2009',
        n < heaps.length ? h('code', null, heaps[n]) : h('span', {class: 'aside'}, t('quotient.beyond', {last: String(heaps.length - 1)}))])),
      h('p', null, h('a', {id: 'quotient-sum-link', href: href('analyze', {game, position: text, misere: 'true'})},
        t('quotient.sumLink', {position: game + ' ' + text}) + ' \u2192')));
  };
  input.addEventListener('input', update);
  const form = h('form', {class: 'query', id: 'quotient-sum-form', onsubmit: e => {
    e.preventDefault();
    const link = out.querySelector('#quotient-sum-link');
    if (link) location.hash = link.getAttribute('href');
  }}, field(t('quotient.sum'), input, t('quotient.sumHint')),
  h('button', {type: 'submit', id: 'quotient-sum-button'}, t('quotient.analyze')));
  if (initial) update();
  return h('section', {class: 'sum-calculator'}, h('h3', null, t('quotient.sumTitle')), form, out);
}

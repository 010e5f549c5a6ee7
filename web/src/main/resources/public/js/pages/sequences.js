// Sequences: the Grundy sequence g(0..N) of a heap game or code, plotted (uPlot when the jar serves it, an SVG
// plot otherwise) and as a P/N strip, with the period and preperiod marked and whether the period is proved;
// the table can be downloaded as text. Long runs show how long they have taken and can be cancelled.
import {h, s, mount, errorBox, busy, field, tn} from '../dom.js';
import {t, has, lang} from '../i18n.js';
import {term} from '../glossary-links.js';
import {job} from '../api.js';
import {go, href} from '../router.js';
import {gamePicker, facts} from '../widgets.js';

const MAX_TO = 1000000;
// The period search goes as far as the values the page asks for, and never less than this: a small game's period
// is proved only some way past its preperiod (Kayles' period 12 from 71 needs the values to 2·(71 + 12) + 2 = 168),
// while a search to the server's limit (10^6) for a sequence of 200,000 values took most of the page's time.
const PERIOD_FLOOR = 1000;
// Above this many values a line through them fills the plot as a solid band: they are drawn as points.
const MAX_LINE = 300;

export function render(view, params) {
  const game = params.game || 'kayles';
  const to = Math.max(1, Math.min(MAX_TO, parseInt(params.to, 10) || 100));
  const picker = gamePicker(game, {filter: g => /heap/i.test(g.position || '') || g.kind === 'impartial'});
  const toInput = h('input', {type: 'number', name: 'to', id: 'to-input', min: 1, max: MAX_TO, value: to});
  const form = h('form', {class: 'query', id: 'sequence-form', onsubmit: e => {
    e.preventDefault();
    go('sequences', {game: picker.input.value.trim(), to: toInput.value});
  }}, field(t('sequences.game'), picker.element, t('sequences.gameHint')),
  field(t('sequences.to'), toInput), h('button', {type: 'submit', id: 'plot-button'}, t('sequences.submit')));
  const out = h('section', {id: 'result', 'aria-live': 'polite'});
  mount(view, h('h1', null, t('sequences.title')), form, out);

  const ctrl = new AbortController();
  const started = Date.now();
  const status = busy(t('sequences.busy', {to: String(to)}), () => ctrl.abort());
  const elapsed = h('span', {class: 'elapsed'});
  status.append(' ', elapsed);
  mount(out, status);
  const timer = setInterval(() => { elapsed.textContent = Math.round((Date.now() - started) / 1000) + ' s'; }, 1000);
  const bars = h('span', {class: 'progress'});
  status.append(' ', bars);
  const progress = {};
  const show = (name, st) => {
    progress[name] = st;
    bars.replaceChildren(...Object.entries(progress).map(([n, p]) => h('label', null, ' ' + t('sequences.progress.' + n) + (p.stage ? ' (' + stageWords(p) + ')' : '') + ' ',
      p.total > 0 ? h('progress', {max: p.total, value: p.done}) : h('progress'))));
  };
  const period = job('period', {game, max: Math.max(PERIOD_FLOOR, to)}, {signal: ctrl.signal, onProgress: st => show('period', st)})
    .catch(e => (e.name === 'AbortError' ? Promise.reject(e) : {error: e.message}));
  period.catch(() => {}); // when the values fail first, the period's end is of no interest
  job('grundy', {game, to}, {signal: ctrl.signal, onProgress: st => show('values', st)})
    .then(async g => {
      const p = await period;
      mount(out, result(game, to, g.values || [], p));
    })
    .catch(e => mount(out, e.name === 'AbortError' ? h('p', {role: 'status'}, t('common.cancelled') + ' ',
      h('a', {href: href('sequences', {game, to})}, t('common.again'))) : errorBox(e.message)))
    .finally(() => clearInterval(timer));
  return () => { ctrl.abort(); clearInterval(timer); };
}

// A job's stage in the page's language: the words of its key in this page's catalogue (sequences.stage.KEY, its
// arguments as {0}, {1}, ...) where the catalogue has them, else the server's English words, as English pages show.
function stageWords(p) {
  const key = 'sequences.' + (p.stageKey || '');
  if (lang() === 'en' || !p.stageKey || !has(key)) return p.stage;
  return t(key, Object.fromEntries((p.stageArgs || []).map((a, i) => [String(i), a])));
}

function result(game, to, values, p) {
  const periodic = p && !p.error && p.period > 0;
  const parts = [h('h2', null, tn('sequences.heading', {game: h('code', null, game), last: String(values.length - 1)}))];
  if (p && p.error) {
    parts.push(h('p', {class: 'note', id: 'period-error'}, t('sequences.noPeriod', {error: p.error})));
  } else if (p) {
    parts.push(facts([
      [term('period', t('sequences.period')), periodic ? h('strong', {id: 'period'}, String(p.period)) : h('span', {id: 'period'}, t('sequences.noneFound'))],
      [t('sequences.preperiod'), periodic ? h('span', {id: 'preperiod'}, String(p.preperiod)) : null],
      p.saltus ? [t('sequences.saltus'), h('span', {id: 'saltus'}, String(p.saltus), h('span', {class: 'aside'}, ' (' + t('sequences.saltusMeaning') + ')'))] : null,
      [t('sequences.proved'), h('span', {id: 'proved', class: p.proved ? 'yes' : 'no'},
        t(p.proved ? 'sequences.provedYes' : 'sequences.provedNo', {to: p.checkedTo}))],
    ]));
    if (periodic) {
      parts.push(h('p', null, t('sequences.periodText', {from: String(p.preperiod), period: String(p.period),
        saltus: p.saltus ? ' + ' + p.saltus : ''})));
    }
  }
  const plotBox = h('div', {class: 'plot', id: 'plot'});
  parts.push(plotBox);
  requestAnimationFrame(() => plot(plotBox, values, periodic ? p : null, game));
  parts.push(h('h3', null, t('sequences.strip')), h('p', {class: 'hint'}, t('sequences.stripHint') + ' ',
    term('p-position', h('span', {class: 'key p'}, t('sequences.keyP'))), ' ',
    term('n-position', h('span', {class: 'key n'}, t('sequences.keyN'))), '.'),
  strip(values, periodic ? p.preperiod : -1));
  if (periodic && p.preperiod < Math.min(values.length, 5000)) {
    parts.push(h('p', {class: 'hint', id: 'strip-start-legend'}, h('span', {class: 'key start', 'aria-hidden': 'true'}, '\u00a0'),
      ' ', t('sequences.stripStart', {from: String(p.preperiod)})));
  }
  const text = values.map((v, n) => n + ' ' + v).join('\n') + '\n';
  const file = 'grundy-' + game.replace(/[^A-Za-z0-9.,:-]+/g, '_') + '-0-' + (values.length - 1) + '.txt';
  parts.push(h('p', null, h('a', {class: 'button', id: 'download', download: file,
    href: URL.createObjectURL(new Blob([text], {type: 'text/plain'}))}, t('sequences.download', {count: values.length}))));
  parts.push(table(values));
  return parts;
}

function plot(box, values, p, game) {
  const xs = values.map((_, i) => i);
  const width = Math.max(280, Math.min(980, box.clientWidth || 900));
  const asPoints = values.length > MAX_LINE;
  box.dataset.drawn = asPoints ? 'points' : 'line';
  if (window.uPlot) {
    const opts = {
      width, height: 300, title: t('sequences.plotTitle', {game}),
      scales: {x: {time: false}},
      axes: [{label: t('sequences.axisHeap')}, {label: 'g(n)'}],
      series: [{label: 'n'}, asPoints
        ? {label: 'g(n)', stroke: '#2457a6', fill: null, paths: () => null, points: {show: true, size: 3, width: 0, fill: '#2457a6'}}
        : {label: 'g(n)', stroke: '#2457a6', width: 1, points: {show: true, size: 4}}],
      hooks: {draw: [u => p && markPeriod(u, p)]},
    };
    new window.uPlot(opts, [xs, values], box);
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', t('sequences.plotLabel', {game, last: String(values.length - 1)}));
    return;
  }
  box.append(svgPlot(values, p, width, game));
}

/**
 * The periodic part shaded and one period bracketed, drawn on uPlot's canvas; the label is an element inside the
 * plotting area (u.over), placed after the bracket but never past the area's right edge, so that no width cuts it.
 */
function markPeriod(u, p) {
  const ctx = u.ctx, r = window.devicePixelRatio || 1;
  const x0 = u.valToPos(p.preperiod, 'x', true), x1 = u.valToPos(Math.min(p.preperiod + p.period, u.data[0].length - 1), 'x', true);
  const xEnd = u.bbox.left + u.bbox.width;
  ctx.save();
  ctx.fillStyle = 'rgba(46, 139, 87, 0.10)';
  ctx.fillRect(x0, u.bbox.top, xEnd - x0, u.bbox.height);
  ctx.strokeStyle = '#2e8b57';
  ctx.lineWidth = 2 * r;
  ctx.beginPath();
  ctx.moveTo(x0, u.bbox.top); ctx.lineTo(x0, u.bbox.top + u.bbox.height);
  ctx.moveTo(x0, u.bbox.top + 8 * r); ctx.lineTo(x1, u.bbox.top + 8 * r);
  ctx.moveTo(x1, u.bbox.top + 2 * r); ctx.lineTo(x1, u.bbox.top + 14 * r);
  ctx.stroke();
  ctx.restore();
  let label = u.over.querySelector('.period-label');
  if (!label) {
    label = h('span', {class: 'period-label', id: 'period-label'});
    u.over.append(label);
  }
  label.textContent = t('sequences.periodLabel', {period: String(p.period), from: String(p.preperiod)});
  const area = u.over.clientWidth;
  const after = u.valToPos(Math.min(p.preperiod + p.period, u.data[0].length - 1), 'x') + 6;
  label.style.left = Math.max(4, Math.min(after, area - label.offsetWidth - 4)) + 'px';
}

function svgPlot(values, p, W, game) {
  const H = 300, m = {l: 40, r: 10, t: 16, b: 30};
  const n = values.length, vmax = Math.max(1, ...values);
  const x = i => m.l + i / Math.max(1, n - 1) * (W - m.l - m.r);
  const y = v => H - m.b - v / vmax * (H - m.t - m.b);
  const items = [s('line', {x1: m.l, y1: H - m.b, x2: W - m.r, y2: H - m.b, class: 'axis'}),
    s('line', {x1: m.l, y1: m.t, x2: m.l, y2: H - m.b, class: 'axis'})];
  if (p && p.preperiod < n) {
    items.push(s('rect', {x: x(p.preperiod), y: m.t, width: W - m.r - x(p.preperiod), height: H - m.t - m.b, class: 'periodic'}));
    const label = t('sequences.periodLabel', {period: String(p.period), from: String(p.preperiod)});
    const room = W - m.r - 4 - label.length * 7; // about 7 px a character at 12 px: the label ends inside the box
    items.push(s('text', {x: Math.max(m.l + 4, Math.min(x(p.preperiod) + 4, room)), y: m.t + 14, class: 'period-label'}, label));
  }
  if (n > MAX_LINE) {
    items.push(s('g', {class: 'points'}, ...values.map((v, i) => s('circle', {cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 1.2}))));
  } else {
    items.push(s('polyline', {points: values.map((v, i) => x(i).toFixed(1) + ',' + y(v).toFixed(1)).join(' '), class: 'series'}));
  }
  for (let v = 0; v <= vmax; v += Math.max(1, Math.ceil(vmax / 6))) items.push(s('text', {x: m.l - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'tick'}, String(v)));
  items.push(s('text', {x: W - m.r, y: H - 8, 'text-anchor': 'end', class: 'tick'}, 'n = ' + (n - 1)));
  return s('svg', {width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': t('sequences.plotLabel', {game, last: String(n - 1)})}, ...items);
}

function strip(values, preperiod) {
  const shown = values.slice(0, 5000);
  const perRow = 50, c = 12;
  const rows = Math.ceil(shown.length / perRow);
  const cells = shown.map((v, i) => s('rect', {x: (i % perRow) * c, y: Math.floor(i / perRow) * c, width: c - 1, height: c - 1,
    class: (v === 0 ? 'p' : 'n') + (i === preperiod ? ' start' : '')}, s('title', null, 'g(' + i + ') = ' + v + (v === 0 ? ': P' : ': N'))));
  return s('svg', {class: 'pn-strip', id: 'pn-strip', width: perRow * c, height: rows * c, viewBox: `0 0 ${perRow * c} ${rows * c}`,
    role: 'img', 'aria-label': t('sequences.stripLabel', {count: values.filter(v => v === 0).length, last: String(values.length - 1)})}, ...cells);
}

function table(values) {
  const shown = values.slice(0, 2000);
  const rows = [];
  for (let r = 0; r < shown.length; r += 10) {
    rows.push(h('tr', null, h('th', {scope: 'row'}, String(r)),
      ...Array.from({length: 10}, (_, k) => h('td', {class: shown[r + k] === 0 ? 'zero' : null}, r + k < shown.length ? String(shown[r + k]) : ''))));
  }
  return h('details', {class: 'table'}, h('summary', null, t('sequences.table')),
    h('table', {class: 'values'}, h('thead', null, h('tr', null, h('th', {scope: 'col'}, 'n'),
      ...Array.from({length: 10}, (_, k) => h('th', {scope: 'col'}, '+' + k)))), h('tbody', null, rows)),
    values.length > shown.length ? h('p', {class: 'note'}, t('sequences.tableCut', {count: shown.length})) : null);
}

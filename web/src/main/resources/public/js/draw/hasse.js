// The Hasse diagram of a finite partial order as SVG: greater games higher, a line for each covering pair.
import {s} from '../dom.js';
import {t} from '../i18n.js';

/**
 * items: [{label}]; order: either less(i, j), whether item i < item j, or the covering pairs [[lower, upper]...]
 * (as /api/born gives them). Returns the SVG, or throws if there are too many.
 */
export function drawHasse(items, order, title) {
  const n = items.length;
  if (n > 64) throw new Error(t('common.hasse.tooMany', {count: n}));
  let lt;
  if (typeof order === 'function') {
    lt = Array.from({length: n}, (_, i) => Array.from({length: n}, (_, j) => i !== j && order(i, j)));
  } else {
    lt = Array.from({length: n}, () => Array(n).fill(false));
    for (const [a, b] of order) lt[a][b] = true;
    for (let k = 0; k < n; k++) for (let i = 0; i < n; i++) if (lt[i][k]) for (let j = 0; j < n; j++) if (lt[k][j]) lt[i][j] = true;
  }
  // covers: i < j with nothing between
  const covers = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (lt[i][j] && !lt[i].some((x, k) => x && lt[k][j])) covers.push([i, j]);
    }
  }
  // level: the longest chain below
  const level = Array(n).fill(-1);
  const lv = i => {
    if (level[i] >= 0) return level[i];
    let best = 0;
    for (let k = 0; k < n; k++) if (lt[k][i]) best = Math.max(best, lv(k) + 1);
    return (level[i] = best);
  };
  for (let i = 0; i < n; i++) lv(i);
  const levels = [];
  level.forEach((l, i) => (levels[l] = levels[l] || []).push(i));
  const pos = Array(n).fill(0);
  const W = 640, rowH = 64;
  const spread = row => row.forEach((i, k) => (pos[i] = (k + 1) * W / (row.length + 1)));
  spread(levels[0]);
  for (let l = 1; l < levels.length; l++) {
    const below = i => covers.filter(c => c[1] === i).map(c => pos[c[0]]);
    levels[l].sort((a, b) => avg(below(a)) - avg(below(b)));
    spread(levels[l]);
  }
  // one more pass from the top down, to pull the lower levels under their covers
  for (let l = levels.length - 2; l >= 0; l--) {
    const above = i => covers.filter(c => c[0] === i).map(c => pos[c[1]]);
    levels[l].sort((a, b) => avg(above(a)) - avg(above(b)));
    spread(levels[l]);
  }
  const H = levels.length * rowH + 20;
  const y = i => H - 30 - level[i] * rowH;
  const lines = covers.map(([i, j]) => s('line', {x1: pos[i], y1: y(i), x2: pos[j], y2: y(j), class: 'cover'},
    s('title', null, items[i].label + ' < ' + items[j].label)));
  const nodes = items.map((it, i) => s('g', {class: 'node'}, s('title', null, it.label),
    s('rect', {x: pos[i] - it.label.length * 3.8 - 6, y: y(i) - 11, width: it.label.length * 7.6 + 12, height: 22, rx: 6}),
    s('text', {x: pos[i], y: y(i) + 5, 'text-anchor': 'middle'}, it.label)));
  return s('svg', {width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: 'img', class: 'hasse', 'aria-label': title},
    s('title', null, title), ...lines, ...nodes);
}

function avg(xs) {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

// A thermograph drawn as SVG from its walls (breakpoints {t, value, slope} from t = -1 up, as the API gives
// them): Left's wall on the left (values grow to the left, as in Winning Ways), temperature upward, the mast
// above the temperature with an arrow.
import {s} from '../dom.js';
import {t} from '../i18n.js';

/** "3/4" -> 0.75. */
export function dyadic(text) {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(String(text).trim());
  if (!m) return NaN;
  return parseInt(m[1], 10) / (m[2] ? parseInt(m[2], 10) : 1);
}

function wallPoints(wall, top) {
  const pts = [];
  for (let i = 0; i < wall.length; i++) {
    const at = dyadic(wall[i].t), v = dyadic(wall[i].value);
    pts.push([at, v]);
    const nextT = i + 1 < wall.length ? dyadic(wall[i + 1].t) : top;
    if (i + 1 === wall.length && nextT > at) pts.push([nextT, v + (wall[i].slope || 0) * (nextT - at)]);
  }
  return pts;
}

/** The thermograph's SVG; label names the game. */
export function drawThermograph(th, label) {
  const temp = dyadic(th.temperature);
  const top = Math.max(temp, -1) + Math.max(1, Math.abs(temp) * 0.4 + 0.5);
  const left = wallPoints(th.leftWall || [], top);
  const right = wallPoints(th.rightWall || [], top);
  const all = left.concat(right);
  let vmax = Math.max(...all.map(p => p[1])), vmin = Math.min(...all.map(p => p[1]));
  if (vmax - vmin < 1) { vmax += 0.5; vmin -= 0.5; }
  const pad = (vmax - vmin) * 0.12;
  vmax += pad; vmin -= pad;
  const tmin = -1, W = 420, H = 300, m = {l: 40, r: 20, t: 20, b: 40};
  const x = v => m.l + (vmax - v) / (vmax - vmin) * (W - m.l - m.r); // larger values to the left
  const y = tau => H - m.b - (tau - tmin) / (top - tmin) * (H - m.t - m.b);
  const path = pts => pts.map((p, i) => (i ? 'L' : 'M') + x(p[1]).toFixed(1) + ',' + y(p[0]).toFixed(1)).join(' ');
  const items = [];
  // axes: t = 0 and value 0
  items.push(s('line', {x1: m.l, x2: W - m.r, y1: y(0), y2: y(0), class: 'axis'}));
  if (vmin < 0 && vmax > 0) items.push(s('line', {x1: x(0), x2: x(0), y1: m.t, y2: H - m.b, class: 'axis'}));
  const step = niceStep(vmax - vmin);
  for (let v = Math.ceil(vmin / step) * step; v <= vmax; v += step) {
    items.push(s('text', {x: x(v), y: H - m.b + 16, 'text-anchor': 'middle', class: 'tick'}, fmt(v)));
  }
  const tstep = niceStep(top - tmin);
  for (let tick = Math.ceil(tmin / tstep) * tstep; tick <= top; tick += tstep) {
    items.push(s('text', {x: m.l - 6, y: y(tick) + 4, 'text-anchor': 'end', class: 'tick'}, fmt(tick)));
  }
  items.push(s('text', {x: W / 2, y: H - 6, 'text-anchor': 'middle', class: 'axis-label'}, t('common.thermograph.valueAxis')));
  items.push(s('text', {x: 12, y: m.t + (H - m.t - m.b) / 2, 'text-anchor': 'middle', class: 'axis-label',
    transform: `rotate(-90 12 ${m.t + (H - m.t - m.b) / 2})`}, t('common.thermograph.temperatureAxis')));
  items.push(s('path', {d: path(left), class: 'wall left-wall'}));
  items.push(s('path', {d: path(right), class: 'wall right-wall'}));
  // the mast's arrow, when the walls have met
  const l = left[left.length - 1], r = right[right.length - 1];
  if (l && r && Math.abs(l[1] - r[1]) < 1e-9) {
    const mx = x(l[1]), my = y(top);
    items.push(s('path', {d: `M${mx - 5},${my + 8} L${mx},${my} L${mx + 5},${my + 8}`, class: 'wall mast'}));
    items.push(s('circle', {cx: mx, cy: y(temp), r: 3.5, class: 'temperature-point'}));
    // Mean and temperature on two lines, on the side of the mast with more room: on one line after the mast the
    // label ran past the picture's right edge ("mean 1/4, ten...").
    const onLeft = mx > W / 2, lx = onLeft ? mx - 8 : mx + 8, ly = Math.max(m.t + 12, y(temp) - 20);
    items.push(s('text', {x: lx, y: ly, 'text-anchor': onLeft ? 'end' : 'start', class: 'tick point-label', id: 'thermograph-point'},
      s('tspan', {x: lx, dy: 0}, t('common.thermograph.mean', {mean: th.mean})),
      s('tspan', {x: lx, dy: 14}, t('common.thermograph.temperature', {temperature: th.temperature}))));
  }
  return s('svg', {width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: 'img', class: 'thermograph',
    'aria-label': t('common.thermograph.of', {game: label}) + ': ' + t('common.thermograph.point', {mean: th.mean, temperature: th.temperature})},
  s('title', null, t('common.thermograph.of', {game: label})), ...items);
}

function niceStep(range) {
  const raw = range / 6;
  const p = 2 ** Math.floor(Math.log2(raw));
  return raw / p > 1.5 ? p * 2 : p;
}

function fmt(v) {
  if (Number.isInteger(v)) return String(v);
  for (let d = 2; d <= 1024; d *= 2) if (Number.isInteger(v * d)) return (v * d) + '/' + d;
  return v.toFixed(2);
}

// Positions drawn as SVG, each game in its own picture: heaps as rows of tokens, boards as grids (Fox and Geese
// too), Toads and Frogs as a strip, Hackenbush as a drawing, graph games (Col, Snort, the Kayles) as vertices and edges. A position
// of several arguments is a sum: its parts side by side.
//
// Given a touch ({player, pick}), the drawings of the games a learner plays by hand answer clicks: a heap's tokens,
// Kayles' pins, a Chomp square, Wythoff's target square, a Domineering cell, a Hackenbush edge. A click says the
// position the move would lead to (pick({position, move})), or why the drawing itself rules it out (pick({refusal}));
// whether the move is legal is the server's list of moves to decide (draw/touch.js matches the two).
import {h, s} from '../dom.js';
import {t} from '../i18n.js';

const CELL = 26;
const MAX_TOKENS = 40;

// Graph games: which vertex labels and edge labels each reads (CGSuite's graph strings), and whether it is rooted.
const GRAPH_GAMES = {
  'col': {vertices: 'LR', edges: ''}, 'snort': {vertices: 'LR', edges: ''}, 'fjords': {vertices: 'LR', edges: ''},
  'node-kayles': {vertices: '', edges: ''}, 'arc-kayles': {vertices: '', edges: ''},
  'partizan-arc-kayles': {vertices: '', edges: 'lre'}, 'childish-hackenbush': {vertices: '', edges: 'lre', rooted: true},
};

const BOARD_GAMES = new Set(['domineering', 'clobber', 'chomp', 'wythoff', 'toads-frogs', 'hackenbush',
  'cutcake', 'staircase', 'one-from-each', 'cram', 'konane', 'fission', 'amazons', 'anti-clobber', 'hot-clobber',
  'clobber-kings', 'clobber-knights', 'clobber-rooks', 'clobber-queens', 'toppling-dominoes', 'elephants-rhinos',
  'eatcake', 'maundy-cake', 'turn-and-eatcake', 'fox-geese', 'backsliding-toads-frogs', 'ski-jumps',
  ...Object.keys(GRAPH_GAMES)]);
const COIN_GAMES = new Set(['turning-turtles', 'mock-turtles', 'twins', 'triplets', 'ruler', 'mock-turtle-fives',
  'turnips', 'sym']);
// The games that write a position with nothing left as 0 (every partizan game): a 0 adds nothing to draw.
const PARTIZAN_GAMES = new Set(['domineering', 'clobber', 'toads-frogs', 'hackenbush', 'cutcake', 'cram', 'konane',
  'fission', 'amazons', 'anti-clobber', 'hot-clobber', 'clobber-kings', 'clobber-knights', 'clobber-rooks',
  'clobber-queens', 'toppling-dominoes', 'elephants-rhinos', 'eatcake', 'maundy-cake', 'turn-and-eatcake',
  'fox-geese', 'backsliding-toads-frogs', 'ski-jumps', ...Object.keys(GRAPH_GAMES)]);

// The heap games whose heaps are rows of pins: a move knocks down one pin or two adjacent ones (Dawson's Kayles:
// two), leaving the pins on either side as two rows.
const PIN_GAMES = {'kayles': {single: true}, 'dawsons-kayles': {single: false}};

const TOUCH_HINTS = {chomp: 'play.touch.how.chomp', wythoff: 'play.touch.how.wythoff',
  domineering: 'play.touch.how.domineering', hackenbush: 'play.touch.how.hackenbush', clobber: 'play.touch.how.clobber',
  cram: 'play.touch.how.cram', 'toads-frogs': 'play.touch.how.toads-frogs'};

/** What the touchable drawings of a game ask the learner to do, as a catalogue key; null when none is touchable. */
export function touchHint(game) {
  const name = String(game || '').toLowerCase();
  if (PIN_GAMES[name]) return PIN_GAMES[name].single ? 'play.touch.howPins' : 'play.touch.howPairs';
  if (TOUCH_HINTS[name]) return TOUCH_HINTS[name];
  if (BOARD_GAMES.has(name) || COIN_GAMES.has(name) || name.startsWith('turning:') || name === 'staircase'
    || name === 'one-from-each') return null;
  return 'play.touch.howHeaps';
}

/**
 * A figure with the drawing of a position of a game, or null when there is nothing sensible to draw. With touch
 * ({player: 'left' | 'right' | null, pick}), the parts that can be played by clicking call pick (see above).
 */
export function drawPosition(game, position, touch = null) {
  const args = String(position || '').trim().split(/\s+/).filter(a => a.length);
  if (!args.length) return null;
  try {
    const name = String(game || '').toLowerCase();
    const at = i => touch ? {touch, args, part: i} : null; // a part's context: which argument a click changes
    let parts;
    if (name === 'staircase') parts = [staircase(args)];
    else if (name === 'one-from-each') parts = [heaps(args, true)];
    else if (BOARD_GAMES.has(name)) {
      const shown = PARTIZAN_GAMES.has(name) ? args.map((a, i) => [a, i]).filter(([a]) => a !== '0') : args.map((a, i) => [a, i]);
      if (!shown.length) return null;
      parts = shown.map(([a, i]) => drawOne(name, a, at(i)));
    }
    else if (COIN_GAMES.has(name) || name.startsWith('turning:')) parts = args.map(coins);
    else if (PIN_GAMES[name] && args.every(a => /^\d+$/.test(a))) parts = [pins(args, PIN_GAMES[name], touch ? {touch, args} : null)];
    else if (args.every(a => /^\d+$/.test(a))) parts = [heaps(args, false, touch ? {touch, args} : null)];
    else return null;
    if (parts.some(p => !p)) return null;
    const figure = h('figure', {class: 'position', 'aria-label': t('play.draw.figure')});
    parts.forEach((p, i) => {
      if (i > 0) figure.append(h('span', {class: 'plus', 'aria-hidden': 'true'}, '+'));
      figure.append(p);
    });
    return figure;
  } catch (e) {
    return null; // too big, or a position the server will reject (its message says why): no drawing; the errors
    // thrown above carry a code for a reader of this file, never shown
  }
}

/** The position after a click that replaces part ctx.part by text ('' for nothing left), handed to pick. */
function emit(ctx, part, text, move) {
  const args = ctx.args.map((a, i) => (i === part ? text : a)).filter(a => a.length);
  ctx.touch.pick({position: args.length ? args.join(' ') : '0', move});
}

function refuse(ctx, refusal) {
  ctx.touch.pick({refusal});
}

function drawOne(name, a, ctx) {
  switch (name) {
    case 'domineering': return grid(board(a, '.'), {'.': 'empty', '#': 'filled'}, t('play.draw.board', {game: 'Domineering', position: a}),
      ctx && ((i, j, rows) => placeDomino(ctx, rows, i, j)));
    case 'clobber': return grid(board(a, 'x'), {'.': 'empty', 'x': 'left-stone', 'o': 'right-stone'}, t('play.draw.board', {game: 'Clobber', position: a}),
      ctx && clobberTouch(ctx));
    case 'cram': return grid(board(a, '.'), {'.': 'empty', '#': 'filled'}, t('play.draw.board', {game: 'Cram', position: a}),
      ctx && cramTouch(ctx));
    case 'fission': return grid(board(a, '.'), {'.': 'empty', '#': 'filled', 'x': 'left-stone'}, t('play.draw.board', {game: 'Fission', position: a}));
    case 'anti-clobber': case 'hot-clobber': case 'clobber-kings': case 'clobber-knights': case 'clobber-rooks':
    case 'clobber-queens': return grid(board(a, name === 'anti-clobber' ? '.' : 'x'),
      {'.': 'empty', '#': 'filled', 'x': 'left-stone', 'o': 'right-stone'}, t('play.draw.board', {game: name, position: a}));
    case 'konane': case 'amazons': return grid(board(a, '.'),
      {'.': 'empty', '#': 'filled', 'x': 'left-stone', 'o': 'right-stone'}, t('play.draw.board', {game: name, position: a}));
    // Ski Jumps: Left's skiers (L jumpers, l slippers) head right, Right's (R, r) left; a slipper is drawn paler.
    case 'ski-jumps': return grid(board(a, '.'), {'.': 'empty', 'L': 'left-stone', 'R': 'right-stone',
      'l': 'left-stone slipper', 'r': 'right-stone slipper'}, t('play.draw.board', {game: 'Ski Jumps', position: a}));
    case 'chomp': return chomp(a, ctx);
    case 'wythoff': return wythoff(a, ctx);
    case 'toads-frogs': return strip(a, 'Toads & Frogs', ctx);
    case 'hackenbush': return hackenbush(a, ctx);
    case 'cutcake': case 'eatcake': case 'maundy-cake': case 'turn-and-eatcake': return cutcake(a);
    case 'toppling-dominoes': return dominoes(a);
    case 'elephants-rhinos': return strip(a, 'Elephants (T) & Rhinos (F)');
    case 'backsliding-toads-frogs': return strip(a, 'Backsliding Toads & Frogs');
    case 'fox-geese': return foxAndGeese(a);
    default: return GRAPH_GAMES[name] ? graph(name, a) : null;
  }
}

function svgBox(w, hgt, label, ...children) {
  return s('svg', {width: w, height: hgt, viewBox: `0 0 ${w} ${hgt}`, role: 'img', 'aria-label': label,
    class: 'drawing'}, s('title', null, label), ...children);
}

/** Heaps as rows of tokens, each labelled with its size; with ctx, a click on a token takes it and those after it. */
function heaps(args, together, ctx) {
  const sizes = args.map(Number);
  const shown = sizes.slice(0, 24);
  const widest = Math.min(MAX_TOKENS, Math.max(1, ...shown));
  const w = 60 + widest * 18 + 30, rowH = 24;
  const hgt = shown.length * rowH + 8;
  const rows = shown.map((n, i) => {
    const y = 4 + i * rowH + rowH / 2;
    const tokens = [];
    for (let k = 0; k < Math.min(n, MAX_TOKENS); k++) {
      tokens.push(s('circle', {cx: 60 + k * 18 + 8, cy: y, r: 7, class: 'token' + (ctx ? ' pickable' : ''),
        'data-heap': i, 'data-token': k,
        onclick: ctx ? () => emit(ctx, i, String(k), t('play.touch.take', {count: n - k, heap: i + 1, left: k})) : null}));
    }
    return s('g', null, s('text', {x: 40, y: y + 5, 'text-anchor': 'end', class: 'label'}, String(n)),
      ...tokens, n > MAX_TOKENS ? s('text', {x: 60 + MAX_TOKENS * 18 + 4, y: y + 5, class: 'label'}, '…') : null);
  });
  const label = t(together ? 'play.draw.heapsTogether' : 'play.draw.heaps', {sizes: sizes.join(', ')});
  return svgBox(w, hgt, label, ...rows,
    sizes.length > shown.length ? s('text', {x: 4, y: hgt - 2, class: 'label'}, t('play.draw.more', {count: sizes.length - shown.length})) : null);
}

/**
 * Rows of pins (Kayles, Dawson's Kayles), each labelled with its length. With ctx, a click on a pin knocks it down
 * (where the game allows one pin), a click on the gap between two pins knocks both: the rest stands as two rows.
 */
function pins(args, rule, ctx) {
  const sizes = args.map(Number);
  const shown = sizes.slice(0, 24);
  const widest = Math.min(MAX_TOKENS, Math.max(1, ...shown));
  const gap = 22, w = 60 + widest * gap + 30, rowH = 38;
  const hgt = shown.length * rowH + 8;
  const knock = (i, first, count) => {
    if (count === 1 && !rule.single) return refuse(ctx, t('play.touch.pairsOnly'));
    const n = sizes[i], after = [first, n - first - count].filter(k => k > 0).join(' ');
    emit(ctx, i, after, t(count === 1 ? 'play.touch.knockOne' : 'play.touch.knockTwo', {row: i + 1, first: first + 1, second: first + 2}));
  };
  const rows = shown.map((n, i) => {
    const y = 4 + i * rowH;
    const items = [s('text', {x: 40, y: y + rowH / 2 + 5, 'text-anchor': 'end', class: 'label'}, String(n))];
    for (let k = 0; k < Math.min(n, MAX_TOKENS); k++) {
      const cx = 60 + k * gap + gap / 2;
      items.push(s('rect', {x: cx - 5, y: y + 4, width: 10, height: rowH - 10, rx: 5, class: 'pin' + (ctx ? ' pickable' : ''),
        'data-row': i, 'data-pin': k, onclick: ctx ? () => knock(i, k, 1) : null}));
      if (ctx && k + 1 < Math.min(n, MAX_TOKENS)) {
        items.push(s('rect', {x: cx + 5, y: y + 4, width: gap - 10, height: rowH - 10, class: 'pin-gap pickable',
          'data-row': i, 'data-gap': k, onclick: () => knock(i, k, 2)}));
      }
    }
    if (n > MAX_TOKENS) items.push(s('text', {x: 60 + MAX_TOKENS * gap + 4, y: y + rowH / 2 + 5, class: 'label'}, '\u2026'));
    return s('g', null, ...items);
  });
  return svgBox(w, hgt, t('play.draw.pins', {sizes: sizes.join(', ')}), ...rows);
}

/**
 * A move of two clicks on a grid: the first click picks a cell (marked until the move is made or another is
 * picked), the second completes the move; first(i, j, rows) says why a cell may not be picked (null when it may),
 * second(from, to, rows, test) whether the second cell completes a move (and, unless test, makes it); a second click
 * that neither completes a move nor picks a cell is answered with notTarget.
 */
function twoClicks(ctx, first, second, notTarget) {
  let from = null, marked = null;
  return (i, j, rows, rect) => {
    if (from && second(from, [i, j], rows, true)) { second(from, [i, j], rows, false); return; }
    const why = first(i, j, rows);
    if (why) return refuse(ctx, from ? notTarget : why);
    if (marked) marked.classList.remove('selected');
    from = [i, j];
    marked = rect;
    rect.classList.add('selected');
    ctx.touch.pick({note: t('play.touch.chosen')});
  };
}

/** Clobber by touch: one of the player's stones, then the opponent's stone next to it, which it clobbers. */
function clobberTouch(ctx) {
  const mine = ctx.touch.player === 'right' ? 'o' : 'x', theirs = mine === 'x' ? 'o' : 'x';
  return twoClicks(ctx, (i, j, rows) => (rows[i][j] === mine ? null : t('play.touch.clobberFirst')),
    ([a, b], [i, j], rows, test) => {
      const ok = rows[i][j] === theirs && Math.abs(a - i) + Math.abs(b - j) === 1;
      if (test || !ok) return ok;
      const after = rows.map((r, x) => r.map((c, y) => (x === a && y === b ? '.' : x === i && y === j ? mine : c)).join('')).join('|');
      emit(ctx, ctx.part, after, t('play.touch.clobber', {row: i + 1, column: j + 1}));
      return true;
    }, t('play.touch.clobberTarget'));
}

/** Cram by touch: two adjacent empty squares, covered by one domino (either player places either way). */
function cramTouch(ctx) {
  return twoClicks(ctx, (i, j, rows) => (rows[i][j] === '.' ? null : t('play.touch.cramFilled')),
    ([a, b], [i, j], rows, test) => {
      const ok = rows[i][j] === '.' && Math.abs(a - i) + Math.abs(b - j) === 1;
      if (test || !ok) return ok;
      const after = rows.map((r, x) => r.map((c, y) => ((x === a && y === b) || (x === i && y === j) ? '#' : c)).join('')).join('|');
      emit(ctx, ctx.part, after, t('play.touch.domino', {row: Math.min(a, i) + 1, column: Math.min(b, j) + 1}));
      return true;
    }, t('play.touch.cramFilled'));
}

/** Domineering by touch: Left's domino stands on the cell clicked and the one below, Right's on it and the one right. */
function placeDomino(ctx, rows, i, j) {
  const vertical = ctx.touch.player !== 'right';
  const [i2, j2] = vertical ? [i + 1, j] : [i, j + 1];
  if (rows[i][j] !== '.' || !rows[i2] || rows[i2][j2] !== '.') {
    return refuse(ctx, t(vertical ? 'play.touch.noRoomVertical' : 'play.touch.noRoomHorizontal'));
  }
  const after = rows.map((r, a) => r.map((ch, b) => ((a === i && b === j) || (a === i2 && b === j2) ? '#' : ch)).join('')).join('|');
  emit(ctx, ctx.part, after, t('play.touch.domino', {row: i + 1, column: j + 1}));
}

/** A board "rows|rows" or "RxC" as a grid of characters. */
function board(a, fill) {
  const m = /^(\d+)x(\d+)$/.exec(a);
  if (m) {
    const r = +m[1], c = +m[2];
    if (r > 30 || c > 30) throw new Error('too-big');
    return Array.from({length: r}, (_, i) => Array.from({length: c}, (_, j) =>
      fill === 'x' ? ((i + j) % 2 === 0 ? 'x' : 'o') : fill));
  }
  const rows = a.split('|').map(r => [...r]);
  if (rows.length > 30 || rows.some(r => r.length > 30)) throw new Error('too-big');
  return rows;
}

function grid(rows, classes, label, onCell) {
  const cols = Math.max(...rows.map(r => r.length));
  const w = cols * CELL + 2, hgt = rows.length * CELL + 2;
  const cells = [];
  rows.forEach((r, i) => r.forEach((ch, j) => {
    const x = 1 + j * CELL, y = 1 + i * CELL;
    cells.push(s('rect', {x, y, width: CELL, height: CELL, class: 'cell ' + (classes[ch] || 'empty') + (onCell ? ' pickable' : ''),
      'data-row': i, 'data-col': j, onclick: onCell ? e => onCell(i, j, rows, e.currentTarget) : null}));
    if (/^(left|right)-stone\b/.test(classes[ch] || '')) {
      cells.push(s('circle', {cx: x + CELL / 2, cy: y + CELL / 2, r: CELL / 2 - 4, class: classes[ch]}));
    }
  }));
  return svgBox(w, hgt, label, ...cells);
}

/** Chomp: rows from the poisoned one down ("4,4,2") or a rectangle "RxC"; the poisoned square dark. */
function chomp(a, ctx) {
  const lengths = chompRows(a);
  if (lengths.some(n => !Number.isInteger(n) || n > 30) || lengths.length > 30) throw new Error('too-big');
  const rows = lengths.map((n, i) => Array.from({length: n}, (_, j) => (i === 0 && j === 0 ? 'p' : 'c')));
  // A bite at (i, j) takes that square and every square below and to its right.
  const bite = ctx && ((i, j) => {
    if (i === 0 && j === 0) return refuse(ctx, t('play.touch.poison'));
    const after = lengths.map((n, r) => (r >= i ? Math.min(n, j) : n)).filter(n => n > 0);
    emit(ctx, ctx.part, after.join(','), t('play.touch.bite', {row: i + 1, column: j + 1}));
  });
  return grid(rows, {p: 'poison', c: 'chocolate'}, t('play.draw.chomp', {rows: lengths.join(', ')}), bite);
}

/** A Chomp board's row lengths from the poisoned row down ("4,4,2", or "3x4" for a rectangle). */
export function chompRows(a) {
  const m = /^(\d+)x(\d+)$/.exec(a);
  return m ? Array(+m[1]).fill(+m[2]) : a.split(',').map(Number);
}

/** Wythoff's queen at (x, y): a grid with the corner (0,0) at the bottom left. */
function wythoff(a, ctx) {
  const [x, y] = a.split(',').map(Number);
  if (!Number.isInteger(x) || !Number.isInteger(y) || x > 30 || y > 30) throw new Error('too-big');
  const n = Math.max(x, y) + 1;
  const cells = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const px = 1 + j * CELL, py = 1 + (n - 1 - i) * CELL;
      const reach = (j === x && i < y) || (i === y && j < x) || (x - j === y - i && j < x);
      cells.push(s('rect', {x: px, y: py, width: CELL, height: CELL,
        class: 'cell ' + (i === 0 && j === 0 ? 'corner' : reach ? 'reach' : (i + j) % 2 ? 'light' : 'dark') + (ctx ? ' pickable' : ''),
        'data-x': j, 'data-y': i,
        onclick: ctx ? () => (reach ? emit(ctx, ctx.part, j + ',' + i, t('play.touch.queen', {x: j, y: i}))
          : refuse(ctx, t('play.touch.queenCannot', {x: j, y: i}))) : null}));
    }
  }
  const qx = 1 + x * CELL + CELL / 2, qy = 1 + (n - 1 - y) * CELL + CELL / 2;
  cells.push(s('text', {x: qx, y: qy + 7, 'text-anchor': 'middle', class: 'queen'}, '♛'));
  return svgBox(n * CELL + 2, n * CELL + 2, t('play.draw.queen', {x, y}), ...cells);
}

/** Toads and Frogs: the strip, t a toad (Left, blue), f a frog (Right, red). */
function strip(a, game = 'Toads & Frogs', ctx = null) {
  if (a.length > 60) throw new Error('too-big');
  // A toad (Left's) moves right, a frog (Right's) left: to the empty square next to it, or over one piece of the
  // other kind to the empty square beyond; a click on a piece makes its one move.
  const slide = j => {
    const mine = ctx.touch.player === 'right' ? 'f' : 't', theirs = mine === 't' ? 'f' : 't', d = mine === 't' ? 1 : -1;
    if (a[j] !== mine) return refuse(ctx, t(mine === 't' ? 'play.touch.notYourToad' : 'play.touch.notYourFrog'));
    const to = a[j + d] === '.' ? j + d : a[j + d] === theirs && a[j + 2 * d] === '.' ? j + 2 * d : -1;
    if (to < 0) return refuse(ctx, t('play.touch.stuck'));
    const after = [...a].map((c, k) => (k === j ? '.' : k === to ? mine : c)).join('');
    emit(ctx, ctx.part, after, t('play.touch.slide', {square: j + 1}));
  };
  const cells = [...a].map((ch, j) => {
    const x = 1 + j * CELL;
    return s('g', null, s('rect', {x, y: 1, width: CELL, height: CELL, class: 'cell empty' + (ctx ? ' pickable' : ''),
      'data-col': j, onclick: ctx ? () => slide(j) : null}),
      ch === 't' || ch === 'f'
        ? s('text', {x: x + CELL / 2, y: CELL - 6, 'text-anchor': 'middle', class: ch === 't' ? 'toad' : 'frog'}, ch === 't' ? 'T' : 'F')
        : null);
  });
  return svgBox(a.length * CELL + 2, CELL + 2, t('play.draw.strip', {game, position: a}), ...cells);
}

/**
 * Fox and Geese, "W;GEESE;FOX" or "GEESE;FOX" (8 wide): the board from its top row down to row 1, light squares
 * shaded (no piece stands there), the geese as Left's stones and the fox as Right's.
 */
function foxAndGeese(a) {
  const fields = a.replace(/\s+/g, '').split(';');
  if (fields.length < 2 || fields.length > 3) throw new Error('not-fox-geese');
  const width = fields.length === 3 ? Number(fields[0]) : 8;
  const squares = t => [...t.matchAll(/\((\d+),(\d+)\)/g)].map(m => [Number(m[1]), Number(m[2])]);
  const geese = squares(fields[fields.length - 2]);
  const fox = squares(fields[fields.length - 1]);
  if (!Number.isInteger(width) || width < 1 || width > 30 || !geese.length || fox.length !== 1) {
    throw new Error('not-fox-geese');
  }
  const top = Math.max(fox[0][0], ...geese.map(g => g[0]));
  if (top > 30) throw new Error('too-big');
  const rows = Array.from({length: top}, (_, i) => Array.from({length: width}, (_, j) =>
    ((top - i) + (j + 1)) % 2 === 0 ? '.' : '#'));
  geese.forEach(([r, c]) => { rows[top - r][c - 1] = 'x'; });
  rows[top - fox[0][0]][fox[0][1] - 1] = 'o';
  return grid(rows, {'.': 'empty', '#': 'filled', 'x': 'left-stone', 'o': 'right-stone'},
    t('play.draw.foxGeese', {position: a}));
}

/** Toppling Dominoes: one row, l Left's domino, r Right's, e grey, . fallen. */
function dominoes(a) {
  if (a.length > 60 || !/^[lre.]+$/.test(a)) throw new Error('not-row');
  const kinds = {l: 'left-stone', r: 'right-stone', e: 'token'};
  const items = [...a].map((ch, j) => ch === '.' ? null
    : s('rect', {x: 4 + j * CELL, y: 2, width: CELL - 8, height: 2 * CELL - 4, rx: 3, class: kinds[ch]}));
  return svgBox(a.length * CELL + 2, 2 * CELL, t('play.draw.dominoes', {game: 'Toppling Dominoes', position: a}), ...items);
}

/** A row of coins for the coin-turning games: h heads (filled, marked H), t tails. */
function coins(a) {
  if (a.length > 60 || !/^[ht]+$/.test(a)) throw new Error('not-coins');
  const items = [...a].map((ch, j) => s('g', null,
    s('circle', {cx: 1 + j * CELL + CELL / 2, cy: CELL / 2 + 1, r: CELL / 2 - 3, class: ch === 'h' ? 'token' : 'cell empty'}),
    s('text', {x: 1 + j * CELL + CELL / 2, y: CELL - 8, 'text-anchor': 'middle', class: 'label'}, ch === 'h' ? 'H' : 'T')));
  return svgBox(a.length * CELL + 2, CELL + 2, t('play.draw.coins', {position: a}), ...items);
}

/** Cutcake: a piece m,n (or RxC) of m rows and n columns. */
function cutcake(a) {
  const m = /^\(?(\d+)[x,](\d+)\)?$/.exec(a);
  if (!m) throw new Error('not-piece');
  const r = +m[1], c = +m[2];
  if (r > 30 || c > 30) throw new Error('too-big');
  const rows = Array.from({length: r}, () => Array(c).fill('c'));
  return grid(rows, {c: 'cake'}, t('play.draw.cake', {rows: r, columns: c}));
}

/** Staircase Nim: coins on stairs 1, 2, 3, ... drawn as columns rising to the right. */
function staircase(args) {
  const coins = args.map(Number);
  const n = coins.length, stepH = 14, colW = 34;
  const maxCoins = Math.min(12, Math.max(1, ...coins));
  const hgt = n * stepH + maxCoins * 12 + 30, w = n * colW + 10;
  const items = [];
  coins.forEach((c, i) => {
    const x = 5 + i * colW, top = hgt - 18 - (i + 1) * stepH;
    items.push(s('rect', {x, y: top, width: colW, height: (i + 1) * stepH, class: 'stair'}));
    for (let k = 0; k < Math.min(c, 12); k++) {
      items.push(s('circle', {cx: x + colW / 2, cy: top - 7 - k * 12, r: 5, class: 'token'}));
    }
    items.push(s('text', {x: x + colW / 2, y: hgt - 4, 'text-anchor': 'middle', class: 'label'}, String(c)));
  });
  return svgBox(w, hgt, t('play.draw.staircase', {coins: coins.join(', '), n}), ...items);
}

/**
 * Hackenbush in CGSuite's string form: l, r, e add an edge upward (blue, red, green), (a;b;...) branches from
 * the current top, 0 is no edge.
 */
export function parseHackenbush(text) {
  let i = 0;
  const root = {children: [], colour: null};
  function seq(node) {
    let top = node;
    while (i < text.length) {
      const ch = text[i];
      if (ch === 'l' || ch === 'r' || ch === 'e') {
        const child = {children: [], colour: ch};
        top.children.push(child);
        top = child;
        i++;
      } else if (ch === '0') {
        i++;
      } else if (ch === '(') {
        i++;
        for (;;) {
          seq(top);
          if (text[i] === ';') { i++; continue; }
          if (text[i] === ')') { i++; break; }
          throw new Error('unclosed branch');
        }
      } else {
        return;
      }
    }
  }
  seq(root);
  if (i !== text.length) throw new Error('unexpected ' + text[i]);
  return root;
}

/** A Hackenbush tree written back in the server's form: one edge a letter and what stands on it, several (a;b). */
export function hackenbushText(node) {
  const edge = c => c.colour + branches(c);
  const branches = n => (n.children.length === 0 ? '' : n.children.length === 1 ? edge(n.children[0])
    : '(' + n.children.map(edge).join(';') + ')');
  const text = branches(node);
  return text.length ? text : '0';
}

function hackenbush(a, ctx) {
  const root = parseHackenbush(a);
  const step = 30;
  let depth = 0, count = 0;
  function width(node, d) {
    count++;
    depth = Math.max(depth, d);
    node.w = node.children.length ? node.children.reduce((t, c) => t + width(c, d + 1), 0) : 1;
    return node.w;
  }
  width(root, 0);
  if (count > 400) throw new Error('too-big');
  const w = Math.max(1, root.w) * step + 20, hgt = depth * step + 24;
  const items = [s('line', {x1: 0, y1: hgt - 10, x2: w, y2: hgt - 10, class: 'ground'})];
  // A cut removes the edge and all that stands on it; the path (child indices from the ground) finds it again in a
  // fresh copy of the tree, which is written back as the position after the move.
  const cut = path => {
    const copy = parseHackenbush(a);
    let parent = copy;
    for (const k of path.slice(0, -1)) parent = parent.children[k];
    const edge = parent.children[path[path.length - 1]];
    const who = ctx.touch.player;
    if ((edge.colour === 'l' && who === 'right') || (edge.colour === 'r' && who === 'left')) {
      return refuse(ctx, t(edge.colour === 'l' ? 'play.touch.blueEdge' : 'play.touch.redEdge'));
    }
    parent.children.splice(path[path.length - 1], 1);
    emit(ctx, ctx.part, hackenbushText(copy), t('play.touch.cut'));
  };
  function place(node, left, d, px, py, path) {
    let x = left;
    node.children.forEach((c, k) => {
      const cx = 10 + (x + c.w / 2) * step, cy = hgt - 10 - (d + 1) * step;
      const fromX = node === root ? cx : px; // each stalk rises from the ground under it
      items.push(s('line', {x1: fromX, y1: py, x2: cx, y2: cy, class: 'edge ' + c.colour}));
      if (ctx) { // a wide invisible band over the edge: a thin edge is hard to hit with a finger
        const len = Math.hypot(cx - fromX, cy - py) || 1, nx = 8 * (py - cy) / len, ny = 8 * (cx - fromX) / len;
        items.push(s('path', {d: `M${fromX + nx},${py + ny}L${cx + nx},${cy + ny}L${cx - nx},${cy - ny}L${fromX - nx},${py - ny}Z`,
          class: 'edge-hit pickable', 'data-path': [...path, k].join('.'), onclick: () => cut([...path, k])}));
      }
      place(c, x, d + 1, cx, cy, [...path, k]);
      items.push(s('circle', {cx, cy, r: 3, class: 'joint'}));
      x += c.w;
    });
  }
  place(root, 0, 0, 10 + root.w * step / 2, hgt - 10, []);
  return svgBox(w, hgt, t('play.draw.hackenbush', {position: a}), ...items);
}

/**
 * A graph as CGSuite writes it: vertices '.', 'L', 'R' (or nothing where an edge ends), edges '-' or 'l', 'r', 'e',
 * '(a;b)' branches, ':A' names a vertex again, ';' between components, Cycle(n), Path(n), Star(n), Clique(n).
 * Returns {labels, edges: [[u, v, label]]}; vertex 0 is the ground in a rooted game.
 */
export function parseGraph(text, spec) {
  const labels = [], edges = [];
  let i = 0;
  const names = {};
  const vertex = () => {
    let label = '.';
    if (i < text.length && (text[i] === '.' || spec.vertices.includes(text[i]))) label = text[i++];
    if (text[i] !== ':') { labels.push(label); return labels.length - 1; }
    i++;
    let name = text[i++];
    if (name === '{') { const end = text.indexOf('}', i); if (end < 0) throw new Error('unclosed name'); name = text.slice(i, end); i = end + 1; }
    if (!(name in names)) { labels.push(label); names[name] = labels.length - 1; }
    return names[name];
  };
  const step = v => {
    const e = text[i];
    if (!(spec.edges ? spec.edges.includes(e) : e === '-')) throw new Error('not-edge');
    i++;
    const u = vertex();
    edges.push([v, u, e]);
    return u;
  };
  const tail = v => {
    while (i < text.length && text[i] !== ';' && text[i] !== ')') {
      if (text[i] !== '(') { v = step(v); continue; }
      i++;
      for (;;) {
        if (text[i] !== ';' && text[i] !== ')') tail(step(v));
        if (text[i] === ')') { i++; return; }
        if (text[i] !== ';') throw new Error('unclosed branch');
        i++;
      }
    }
  };
  if (spec.rooted) labels.push('G');
  if (text === '0' || text === '()') return {labels, edges};
  for (;;) {
    const m = /^(?:graph\.)?(cycle|path|star|clique)\((\d+)\)/i.exec(text.slice(i));
    if (m) {
      const kind = m[1].toLowerCase(), n = +m[2], base = labels.length;
      if (n > 64) throw new Error('too-big');
      for (let k = 0; k < n; k++) labels.push('.');
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) {
        if (kind === 'clique' || (kind === 'star' && a === 0) || (b === a + 1 && kind !== 'star')
          || (kind === 'cycle' && a === 0 && b === n - 1)) edges.push([base + a, base + b, '-']);
      }
      i += m[0].length;
    } else if (spec.rooted) {
      if (text[i] === '.') i++;
      if (text[i] === ':') { i++; names[text[i++]] = 0; }
      tail(0);
    } else {
      tail(vertex());
    }
    if (i >= text.length) return {labels, edges};
    if (text[i] !== ';') throw new Error('unexpected ' + text[i]);
    i++;
  }
}

/** A graph game's position: each component laid out as a tree (left to right) or, with a cycle, on a circle. */
function graph(name, a) {
  const {labels, edges} = parseGraph(a, GRAPH_GAMES[name]);
  const n = labels.length;
  if (n > 64) throw new Error('too-big');
  const adj = labels.map(() => []);
  for (const [u, v] of edges) { adj[u].push(v); adj[v].push(u); }
  const pos = new Array(n), step = 36, seen = new Array(n).fill(false);
  let top = 0, width = 0;
  for (let root = 0; root < n; root++) {
    if (seen[root]) continue;
    const comp = [], depth = {[root]: 0}, order = [root];
    seen[root] = true;
    for (let k = 0; k < order.length; k++) {
      comp.push(order[k]);
      for (const u of adj[order[k]]) if (!seen[u]) { seen[u] = true; depth[u] = depth[order[k]] + 1; order.push(u); }
    }
    const compEdges = edges.filter(([u]) => comp.includes(u)).length;
    if (compEdges >= comp.length && comp.length >= 3) { // a cycle: the vertices on a circle
      const radius = Math.max(step, comp.length * step / (2 * Math.PI));
      comp.forEach((v, k) => { const t = 2 * Math.PI * k / comp.length;
        pos[v] = [20 + radius + radius * Math.cos(t), top + 20 + radius + radius * Math.sin(t)]; });
      top += 2 * radius + step; width = Math.max(width, 2 * radius + 40);
    } else { // a tree: depth across, the vertices of each depth down
      const rows = {};
      for (const v of comp) { const d = depth[v]; rows[d] = (rows[d] || 0) + 1; pos[v] = [20 + d * step, top + 20 + (rows[d] - 1) * step]; }
      const tallest = Math.max(...Object.values(rows));
      top += tallest * step; width = Math.max(width, 40 + (Math.max(...comp.map(v => depth[v]))) * step);
    }
  }
  const items = edges.map(([u, v, e]) => s('line', {x1: pos[u][0], y1: pos[u][1], x2: pos[v][0], y2: pos[v][1],
    class: 'edge ' + (e === '-' ? 'plain' : e)}));
  labels.forEach((l, v) => {
    items.push(s('circle', {cx: pos[v][0], cy: pos[v][1], r: l === 'G' ? 8 : 9, class: l === 'G' ? 'ground-vertex' : 'vertex ' + l}));
    if (l === 'L' || l === 'R') items.push(s('text', {x: pos[v][0], y: pos[v][1] + 4, 'text-anchor': 'middle', class: 'label'}, l));
  });
  return svgBox(Math.max(width, 40), Math.max(top, 40), t(GRAPH_GAMES[name].rooted ? 'play.draw.graphRooted' : 'play.draw.graph', {game: name, position: a}), ...items);
}

/** A small drawing of a board position (for move buttons), or null for heap games and what cannot be drawn. */
export function miniDrawing(game, position) {
  const name = String(game || '').toLowerCase();
  if (!BOARD_GAMES.has(name) || name === 'staircase' || name === 'one-from-each') return null;
  const figure = drawPosition(name, position);
  if (!figure) return null;
  const span = h('span', {class: 'mini', 'aria-hidden': 'true'});
  for (const svg of figure.querySelectorAll('svg')) span.append(svg);
  return span;
}

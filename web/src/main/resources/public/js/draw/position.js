// Positions drawn as SVG, each game in its own picture: heaps as rows of tokens, boards as grids (Fox and Geese
// too), Toads and Frogs as a strip, Hackenbush as a drawing, graph games (Col, Snort, the Kayles) as vertices and edges. A position
// of several arguments is a sum: its parts side by side.
//
// Given a touch ({player, options, pick}: the player to move, the server's list of moves, what to call), every
// drawing answers clicks. Some say the position the move would lead to (a heap's tokens, Kayles' pins, a Chomp
// square, Wythoff's target square, a Domineering cell, a Hackenbush edge, a stair's coin, a cake's line, a graph's
// vertex or edge), found in the list by draw/touch.js; the others (pieces that move, coins to turn) pick the move
// out of the list itself by the cells each move changes (touch.js's partMoves). Either way a click is answered with
// pick({position, move}), pick({note}) while a choice is being made, or pick({refusal}) with why it is no move:
// whether a move is legal is the list's to say.
import {h, s} from '../dom.js';
import {t} from '../i18n.js';
import {partMoves, narrow, changed, findGraphMove} from './touch.js';

const CELL = 26;
const MAX_TOKENS = 40;

// Graph games: which vertex labels and edge labels each reads (CGSuite's graph strings), whether it is rooted, and
// whether a move is made by touching an edge (else a vertex).
const GRAPH_GAMES = {
  'col': {vertices: 'LR', edges: ''}, 'snort': {vertices: 'LR', edges: ''}, 'fjords': {vertices: 'LR', edges: ''},
  'node-kayles': {vertices: '', edges: ''}, 'arc-kayles': {vertices: '', edges: '', touch: 'edge'},
  'partizan-arc-kayles': {vertices: '', edges: 'lre', touch: 'edge'},
  'childish-hackenbush': {vertices: '', edges: 'lre', rooted: true, touch: 'edge'},
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
  cram: 'play.touch.how.cram', 'toads-frogs': 'play.touch.how.toads-frogs', staircase: 'play.touch.how.staircase',
  'one-from-each': 'play.touch.how.one-from-each', 'fair-shares': 'play.touch.how.fair-shares'};

// The games whose moves the clicks pick out of the list by the cells each move changes (touch.js): the role each
// click names in turn ('piece', 'dest', 'landing', 'arrow', 'changed': see touch.js's fits), each player's pieces,
// and with auto, a piece with one move makes it at the first click.
const STONES = {left: 'x', right: 'o'};
const STONE_MOVE = {steps: ['piece', 'dest'], mine: STONES, hint: 'play.touch.how.stones'};
const PLANS = {
  'konane': {steps: ['piece', 'dest'], mine: STONES, hint: 'play.touch.how.konane'},
  'amazons': {steps: ['piece', 'dest', 'arrow'], mine: STONES, hint: 'play.touch.how.amazons'},
  'fission': {steps: ['piece'], mine: {left: 'x', right: 'x'}, hint: 'play.touch.how.fission'},
  'anti-clobber': STONE_MOVE, 'clobber-kings': STONE_MOVE, 'clobber-knights': STONE_MOVE, 'clobber-rooks': STONE_MOVE,
  'clobber-queens': STONE_MOVE, 'hot-clobber': {steps: ['piece', 'landing'], mine: STONES, hint: 'play.touch.how.stones'},
  'ski-jumps': {steps: ['piece', 'dest'], mine: {left: 'Ll', right: 'Rr'}, hint: 'play.touch.how.ski-jumps'},
  'fox-geese': {steps: ['piece', 'dest'], mine: STONES, hint: 'play.touch.how.fox-geese'},
  'elephants-rhinos': {steps: ['piece', 'dest'], mine: {left: 't', right: 'f'}, auto: true,
    hint: 'play.touch.how.elephants-rhinos'},
  'backsliding-toads-frogs': {steps: ['piece', 'dest'], mine: {left: 't', right: 'f'}, auto: true,
    hint: 'play.touch.how.backsliding-toads-frogs'},
  'toppling-dominoes': {steps: ['piece', 'changed'], mine: {left: 'le', right: 're'},
    hint: 'play.touch.how.toppling-dominoes'},
};
const GRAPH_HINTS = {'col': 'play.touch.how.colour', 'snort': 'play.touch.how.colour', 'fjords': 'play.touch.how.colour',
  'node-kayles': 'play.touch.how.node-kayles', 'arc-kayles': 'play.touch.how.arc-kayles',
  'partizan-arc-kayles': 'play.touch.how.arc-kayles', 'childish-hackenbush': 'play.touch.how.childish-hackenbush'};
const CAKE_HINTS = {'cutcake': 'play.touch.how.cutcake', 'maundy-cake': 'play.touch.how.maundy-cake',
  'eatcake': 'play.touch.how.eatcake', 'turn-and-eatcake': 'play.touch.how.turn-and-eatcake'};
// What a click that no move agrees with is told, by the role it was to name, and what the next click is to name.
const REFUSALS = {piece: 'play.touch.pickPiece', dest: 'play.touch.pickDest', landing: 'play.touch.pickDest',
  arrow: 'play.touch.pickArrow', changed: 'play.touch.pickSide'};
const NEXT = {dest: 'play.touch.chosen', landing: 'play.touch.chosen', arrow: 'play.touch.chosenArrow',
  changed: 'play.touch.chosenSide'};

/** Whether a heap game takes runs of tokens from anywhere in a heap: a take-and-break code (0.137), Kayles' pins aside. */
function runs(name) {
  return name === 'dawsons-chess' || name === 'treblecross' || /^\d+\.[\d[\]]+$/.test(name);
}

/** What the drawing of a game asks the learner to do when touched, as a catalogue key (every drawing answers touch). */
export function touchHint(game) {
  const name = String(game || '').toLowerCase();
  if (PIN_GAMES[name]) return PIN_GAMES[name].single ? 'play.touch.howPins' : 'play.touch.howPairs';
  if (COIN_GAMES.has(name) || name.startsWith('turning:')) return 'play.touch.how.coins';
  return TOUCH_HINTS[name] || (PLANS[name] && PLANS[name].hint) || GRAPH_HINTS[name] || CAKE_HINTS[name]
    || (runs(name) ? 'play.touch.howRuns' : 'play.touch.howHeaps');
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
    if (name === 'staircase') parts = [staircase(args, touch ? {touch, args} : null)];
    else if (name === 'one-from-each') {
      const chooser = touch && heapChooser(touch, args);
      parts = [heaps(args, true, null, chooser && chooser.click)];
      if (chooser) parts.push(chooser.actions);
    }
    else if (BOARD_GAMES.has(name)) {
      const shown = PARTIZAN_GAMES.has(name) ? args.map((a, i) => [a, i]).filter(([a]) => a !== '0') : args.map((a, i) => [a, i]);
      if (!shown.length) return null;
      parts = shown.map(([a, i]) => drawOne(name, a, at(i)));
    }
    else if (COIN_GAMES.has(name) || name.startsWith('turning:')) {
      const chooser = touch && coinChooser(touch, args);
      parts = args.map((a, i) => coins(a, chooser && ((j, el) => chooser.click(i, j, el))));
      if (chooser) parts.push(chooser.actions);
    }
    else if (name === 'fair-shares' && args.every(a => /^\d+(,\d+)*$/.test(a))) {
      parts = args.map((a, i) => fairShares(a, touch ? {touch, args, part: i} : null));
    }
    else if (PIN_GAMES[name] && args.every(a => /^\d+$/.test(a))) parts = [pins(args, PIN_GAMES[name], touch ? {touch, args} : null)];
    else if (args.every(a => /^\d+$/.test(a))) {
      // A heap may be split by a click between two tokens where the list of moves holds a split: more heaps after.
      const count = p => String(p).trim().split(/\s+/).filter(a => a !== '0').length;
      const splits = touch && (touch.options || []).some(o => count(o.position) > count(position));
      parts = [heaps(args, false, touch ? {touch, args, runs: runs(name), splits} : null)];
    }
    else return null;
    if (parts.some(p => !p)) return null;
    const figure = h('figure', {class: 'position', 'aria-label': t('play.draw.figure')});
    parts.forEach((p, i) => {
      if (i > 0 && p.tagName !== 'P') figure.append(h('span', {class: 'plus', 'aria-hidden': 'true'}, '+'));
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
    case 'fission': return grid(board(a, '.'), {'.': 'empty', '#': 'filled', 'x': 'left-stone'}, t('play.draw.board', {game: 'Fission', position: a}),
      ctx && gridPick(ctx, name, '.'));
    case 'anti-clobber': case 'hot-clobber': case 'clobber-kings': case 'clobber-knights': case 'clobber-rooks':
    case 'clobber-queens': {
      const fill = name === 'anti-clobber' ? '.' : 'x';
      return grid(board(a, fill), {'.': 'empty', '#': 'filled', 'x': 'left-stone', 'o': 'right-stone'},
        t('play.draw.board', {game: name, position: a}), ctx && gridPick(ctx, name, fill));
    }
    case 'konane': case 'amazons': return grid(board(a, '.'),
      {'.': 'empty', '#': 'filled', 'x': 'left-stone', 'o': 'right-stone'}, t('play.draw.board', {game: name, position: a}),
      ctx && gridPick(ctx, name, '.'));
    // Ski Jumps: Left's skiers (L jumpers, l slippers) head right, Right's (R, r) left; a slipper is drawn paler.
    case 'ski-jumps': return grid(board(a, '.'), {'.': 'empty', 'L': 'left-stone', 'R': 'right-stone',
      'l': 'left-stone slipper', 'r': 'right-stone slipper'}, t('play.draw.board', {game: 'Ski Jumps', position: a}),
      ctx && gridPick(ctx, name, '.'));
    case 'chomp': return chomp(a, ctx);
    case 'wythoff': return wythoff(a, ctx);
    case 'toads-frogs': return strip(a, 'Toads & Frogs', ctx && toadsAndFrogs(ctx, a));
    case 'hackenbush': return hackenbush(a, ctx);
    case 'cutcake': case 'eatcake': case 'maundy-cake': case 'turn-and-eatcake': return cutcake(a, name, ctx);
    case 'toppling-dominoes': return dominoes(a, ctx && stripPick(ctx, name));
    case 'elephants-rhinos': return strip(a, 'Elephants (T) & Rhinos (F)', ctx && stripPick(ctx, name));
    case 'backsliding-toads-frogs': return strip(a, 'Backsliding Toads & Frogs', ctx && stripPick(ctx, name));
    case 'fox-geese': return foxAndGeese(a, ctx);
    default: return GRAPH_GAMES[name] ? graph(name, a, ctx) : null;
  }
}

function svgBox(w, hgt, label, ...children) {
  return s('svg', {width: w, height: hgt, viewBox: `0 0 ${w} ${hgt}`, role: 'img', 'aria-label': label,
    class: 'drawing'}, s('title', null, label), ...children);
}

/**
 * Heaps as rows of tokens, each labelled with its size. With ctx, a click on a token takes it and those after it,
 * or, in a game that takes runs of tokens (ctx.runs: a take-and-break code), two clicks name the first and the last
 * token of the run taken, the tokens on either side left as two heaps; where the list of moves holds a split
 * (ctx.splits), a click between two tokens splits the heap there. With onHeap instead, a click on a heap's token
 * calls onHeap(heap, element of the heap's row).
 */
function heaps(args, together, ctx, onHeap = null) {
  let first = null; // a run's first token, while the last is awaited: {heap, token, element}
  const token = (i, k, n, element) => {
    if (!ctx.runs) return emit(ctx, i, String(k), t('play.touch.take', {count: n - k, heap: i + 1, left: k}));
    if (!first || first.heap !== i) {
      if (first) first.element.classList.remove('selected');
      first = {heap: i, token: k, element};
      element.classList.add('selected');
      return ctx.touch.pick({note: t('play.touch.runChosen')});
    }
    const a = Math.min(first.token, k), b = Math.max(first.token, k);
    first.element.classList.remove('selected');
    first = null;
    emit(ctx, i, [a, n - 1 - b].filter(x => x > 0).join(' '), t('play.touch.removeRun', {heap: i + 1, first: a + 1, last: b + 1}));
  };
  const sizes = args.map(Number);
  const shown = sizes.slice(0, 24);
  const widest = Math.min(MAX_TOKENS, Math.max(1, ...shown));
  const w = 60 + widest * 18 + 30, rowH = 24;
  const hgt = shown.length * rowH + 8;
  const rows = shown.map((n, i) => {
    const y = 4 + i * rowH + rowH / 2;
    const tokens = [];
    for (let k = 0; k < Math.min(n, MAX_TOKENS); k++) {
      tokens.push(s('circle', {cx: 60 + k * 18 + 8, cy: y, r: 7, class: 'token' + (ctx || onHeap ? ' pickable' : ''),
        'data-heap': i, 'data-token': k,
        onclick: ctx ? e => token(i, k, n, e.currentTarget) : onHeap ? e => onHeap(i, e.currentTarget.parentNode) : null}));
    }
    for (let k = 1; ctx && ctx.splits && k < Math.min(n, MAX_TOKENS); k++) { // between two tokens, over both edges
      tokens.push(s('rect', {x: 55 + k * 18, y: y - 9, width: 8, height: 18, class: 'heap-gap pickable', 'data-heap': i,
        'data-gap': k, onclick: () => emit(ctx, i, k + ' ' + (n - k), t('play.touch.split', {heap: i + 1, first: k, second: n - k}))}));
    }
    return s('g', {class: onHeap ? 'heap pickable' : null, 'data-heap': i}, s('text', {x: 40, y: y + 5, 'text-anchor': 'end', class: 'label'}, String(n)),
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

/**
 * A move picked from the list by clicks on cells (see PLANS and touch.js): each click keeps the moves that agree with
 * every click so far, marks its cell, and asks for the next; the last step, or with plan.auto a single move left,
 * plays the move of the fewest changes among those left. A click no move agrees with is refused with why, unless it
 * can begin a new choice; a second click on the chosen cell plays the one move that needs no further cell (a skier
 * leaving the board), if there is one, else clears the choice. cells(text) reads a part as touch.js's partMoves does.
 */
function pickByCells(ctx, plan, cells) {
  const moves = partMoves(ctx.touch.options || [], ctx.args, ctx.part, cells);
  const mine = plan.mine[ctx.touch.player === 'right' ? 'right' : 'left'];
  let clicks = [], marked = [];
  const clear = () => { marked.forEach(r => r.classList.remove('selected')); marked = []; clicks = []; };
  const play = move => ctx.touch.pick({position: move.option.position, move: move.option.position});
  return (cell, rect) => {
    let next = [...clicks, {role: plan.steps[clicks.length], cell}];
    let left = narrow(moves, next, mine);
    if (!left.length && clicks.length && clicks[clicks.length - 1].cell === cell) {
      const role = plan.steps[clicks.length];
      const done = narrow(moves, clicks, mine).filter(m => !changed(m.before, m.after).some(k => fitsRole(role, m, k, mine)));
      if (done.length === 1) return play(done[0]);
      clear();
      return ctx.touch.pick({note: t('play.touch.cleared')});
    }
    if (!left.length && clicks.length) { // another piece: a fresh choice
      const fresh = [{role: plan.steps[0], cell}];
      if (narrow(moves, fresh, mine).length) { clear(); next = fresh; left = narrow(moves, fresh, mine); }
    }
    if (!left.length) return refuse(ctx, t(REFUSALS[next[next.length - 1].role]));
    clicks = next;
    rect.classList.add('selected');
    marked.push(rect);
    if (clicks.length === plan.steps.length || (plan.auto && left.length === 1)) return play(left[0]);
    ctx.touch.pick({note: t(NEXT[plan.steps[clicks.length]])});
  };
}

/** Whether a cell of a move can be named in the role (touch.js's fits, through narrow). */
function fitsRole(role, move, cell, mine) {
  return narrow([move], [{role, cell}], mine).length > 0;
}

/** A grid's cells by name ("row,column"), as pickByCells reads them. */
function gridCells(rows) {
  const cells = new Map();
  rows.forEach((r, i) => r.forEach((ch, j) => cells.set(i + ',' + j, ch)));
  return cells;
}

/** A grid game's click handler (for grid()): the moves picked by their cells. */
function gridPick(ctx, name, fill) {
  const pick = pickByCells(ctx, PLANS[name], a => gridCells(board(a, fill)));
  return (i, j, rows, rect) => pick(i + ',' + j, rect);
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

/**
 * A strip of squares (Toads and Frogs, Elephants and Rhinos, Backsliding Toads and Frogs): t Left's piece (a toad, an
 * elephant), f Right's (a frog, a rhino); onSquare(column, rect), when given, answers a click on a square.
 */
function strip(a, game, onSquare = null) {
  if (a.length > 60) throw new Error('too-big');
  const cells = [...a].map((ch, j) => {
    const x = 1 + j * CELL;
    return s('g', null, s('rect', {x, y: 1, width: CELL, height: CELL, class: 'cell empty' + (onSquare ? ' pickable' : ''),
      'data-col': j, onclick: onSquare ? e => onSquare(j, e.currentTarget) : null}),
      ch === 't' || ch === 'f'
        ? s('text', {x: x + CELL / 2, y: CELL - 6, 'text-anchor': 'middle', class: ch === 't' ? 'toad' : 'frog'}, ch === 't' ? 'T' : 'F')
        : null);
  });
  return svgBox(a.length * CELL + 2, CELL + 2, t('play.draw.strip', {game, position: a}), ...cells);
}

/** A strip's squares by name ("0,column"), as pickByCells reads them; a game of one row is a strip. */
function stripPick(ctx, name) {
  const pick = pickByCells(ctx, PLANS[name], a => gridCells([[...a]]));
  return (j, rect) => pick('0,' + j, rect);
}

/**
 * Toads and Frogs by touch: a toad (Left's) moves right, a frog (Right's) left: to the empty square next to it, or
 * over one piece of the other kind to the empty square beyond; a click on a piece makes its one move.
 */
function toadsAndFrogs(ctx, a) {
  return j => {
    const mine = ctx.touch.player === 'right' ? 'f' : 't', theirs = mine === 't' ? 'f' : 't', d = mine === 't' ? 1 : -1;
    if (a[j] !== mine) return refuse(ctx, t(mine === 't' ? 'play.touch.notYourToad' : 'play.touch.notYourFrog'));
    const to = a[j + d] === '.' ? j + d : a[j + d] === theirs && a[j + 2 * d] === '.' ? j + 2 * d : -1;
    if (to < 0) return refuse(ctx, t('play.touch.stuck'));
    const after = [...a].map((c, k) => (k === j ? '.' : k === to ? mine : c)).join('');
    emit(ctx, ctx.part, after, t('play.touch.slide', {square: j + 1}));
  };
}

/**
 * Fox and Geese, "W;GEESE;FOX" or "GEESE;FOX" (8 wide): the board from its top row down to row 1, light squares
 * shaded (no piece stands there), the geese as Left's stones and the fox as Right's.
 */
function foxAndGeese(a, ctx) {
  const {width, geese, fox} = foxGeesePieces(a);
  if (!geese.length) throw new Error('not-fox-geese');
  const top = Math.max(fox[0][0], ...geese.map(g => g[0]));
  if (top > 30) throw new Error('too-big');
  const rows = Array.from({length: top}, (_, i) => Array.from({length: width}, (_, j) =>
    ((top - i) + (j + 1)) % 2 === 0 ? '.' : '#'));
  geese.forEach(([r, c]) => { rows[top - r][c - 1] = 'x'; });
  rows[top - fox[0][0]][fox[0][1] - 1] = 'o';
  const pick = ctx && pickByCells(ctx, PLANS['fox-geese'], text => {
    const p = foxGeesePieces(text), cells = new Map(p.geese.map(g => [g.join(','), 'x']));
    p.fox.forEach(f => cells.set(f.join(','), 'o'));
    return cells;
  });
  return grid(rows, {'.': 'empty', '#': 'filled', 'x': 'left-stone', 'o': 'right-stone'},
    t('play.draw.foxGeese', {position: a}), pick && ((i, j, _, rect) => pick((top - i) + ',' + (j + 1), rect)));
}

/** The pieces of a Fox and Geese position: the board's width, the geese's and the fox's squares as [row, column]. */
function foxGeesePieces(a) {
  const fields = a.replace(/\s+/g, '').split(';');
  if (fields.length < 2 || fields.length > 3) throw new Error('not-fox-geese');
  const width = fields.length === 3 ? Number(fields[0]) : 8;
  const squares = t => [...t.matchAll(/\((\d+),(\d+)\)/g)].map(m => [Number(m[1]), Number(m[2])]);
  const geese = squares(fields[fields.length - 2]);
  const fox = squares(fields[fields.length - 1]);
  if (!Number.isInteger(width) || width < 1 || width > 30 || fox.length !== 1) throw new Error('not-fox-geese');
  return {width, geese, fox};
}

/** Toppling Dominoes: one row, l Left's domino, r Right's, e grey, . fallen; onSquare as for strip(). */
function dominoes(a, onSquare = null) {
  if (a.length > 60 || !/^[lre.]+$/.test(a)) throw new Error('not-row');
  const kinds = {l: 'left-stone', r: 'right-stone', e: 'token'};
  // With touch, each square is a target as tall as a domino, the domino drawn on it (a click on either is the same).
  const items = [...a].map((ch, j) => s('g', {class: onSquare ? 'pickable' : null, 'data-col': j,
    onclick: onSquare ? e => onSquare(j, e.currentTarget) : null},
  onSquare ? s('rect', {x: 1 + j * CELL, y: 1, width: CELL, height: 2 * CELL - 2, class: 'cell empty'}) : null,
  ch === '.' ? null : s('rect', {x: 4 + j * CELL, y: 2, width: CELL - 8, height: 2 * CELL - 4, rx: 3, class: kinds[ch]})));
  return svgBox(a.length * CELL + 2, 2 * CELL, t('play.draw.dominoes', {game: 'Toppling Dominoes', position: a}), ...items);
}

/**
 * A row of coins for the coin-turning games: h heads (filled, marked H), t tails; onCoin(index, element) on a click.
 * With touch, a coin's whole square takes the click (a touch between two coins is on one of them), and the row keeps
 * its size on a narrow screen, scrolling sideways in its figure: shrunk to a phone's width, two dozen coins would be
 * a few pixels each, too small for a finger.
 */
function coins(a, onCoin = null) {
  coinCells(a);
  const items = [...a].map((ch, j) => s('g', {class: onCoin ? 'coin pickable' : 'coin', 'data-coin': j,
    onclick: onCoin ? e => onCoin(j, e.currentTarget) : null},
  onCoin ? s('rect', {x: 1 + j * CELL, y: 1, width: CELL, height: CELL, class: 'coin-target'}) : null,
  s('circle', {cx: 1 + j * CELL + CELL / 2, cy: CELL / 2 + 1, r: CELL / 2 - 3, class: ch === 'h' ? 'token' : 'cell empty'}),
    s('text', {x: 1 + j * CELL + CELL / 2, y: CELL - 8, 'text-anchor': 'middle', class: 'label'}, ch === 'h' ? 'H' : 'T')));
  const drawing = svgBox(a.length * CELL + 2, CELL + 2, t('play.draw.coins', {position: a}), ...items);
  if (onCoin) drawing.classList.add('full-size');
  return drawing;
}

/** A row of coins by name (its index from the left), as touch.js's partMoves reads a part. */
function coinCells(a) {
  if (a.length > 60 || !/^[ht]+$/.test(a)) throw new Error('not-coins');
  return new Map([...a].map((ch, j) => [String(j), ch]));
}

/**
 * The coins of a coin-turning move, chosen by touch: first the rightmost coin the move turns (a head), then the
 * others, each marked as chosen (a click on a chosen coin takes it back), all turned together by the Turn button
 * once they are exactly the coins of a move of the list; Cancel forgets the choice. A coin that would make the
 * choice part of no move is refused with why. Returns {click(row, index, element), actions: the buttons}.
 */
function coinChooser(touch, args) {
  const moves = args.map((_, i) => partMoves(touch.options || [], args, i, coinCells));
  let row = null, chosen = new Map(); // index -> element
  const turned = m => changed(m.before, m.after).map(Number);
  const holds = (m, set) => [...set].every(j => turned(m).includes(j));
  const exact = () => (row === null ? [] : moves[row].filter(m => turned(m).length === chosen.size && holds(m, chosen.keys())));
  const turn = h('button', {type: 'button', id: 'touch-turn', disabled: true,
    onclick: () => { const m = exact()[0]; if (m) touch.pick({position: m.option.position, move: m.option.position}); }},
  t('play.touch.turn'));
  const forget = () => {
    chosen.forEach(el => el.classList.remove('selected'));
    chosen = new Map();
    row = null;
    turn.disabled = cancel.disabled = true;
  };
  const cancel = h('button', {type: 'button', id: 'touch-cancel', disabled: true,
    onclick: () => { forget(); touch.pick({note: t('play.touch.cleared')}); }}, t('play.touch.cancel'));
  const click = (i, j, el) => {
    if (row === i && chosen.has(j)) {
      const first = Math.max(...chosen.keys()) === j; // the rightmost taken back: the choice starts again
      if (first) { forget(); return touch.pick({note: t('play.touch.cleared')}); }
      chosen.get(j).classList.remove('selected');
      chosen.delete(j);
    } else if (row === i) {
      const wanted = new Set([...chosen.keys(), j]);
      if (j > Math.max(...chosen.keys()) || !moves[i].some(m => holds(m, wanted))) {
        return touch.pick({refusal: t('play.touch.coinNot')});
      }
      chosen.set(j, el);
      el.classList.add('selected');
    } else {
      if (!moves[i].some(m => Math.max(...turned(m)) === j)) return touch.pick({refusal: t('play.touch.coinFirst')});
      forget();
      row = i;
      chosen.set(j, el);
      el.classList.add('selected');
    }
    const ready = exact().length > 0;
    turn.disabled = !ready;
    cancel.disabled = false;
    touch.pick({note: t(ready ? 'play.touch.coinsReady' : 'play.touch.coinsMore')});
  };
  return {click, actions: h('p', {class: 'touch-actions'}, turn, ' ', cancel)};
}

/**
 * A game of Fair Shares and Varied Pairs ("3,3,1": its heaps) as rows of tokens. With ctx, a click between two
 * tokens divides the heap into equal heaps that size (3 of 6 into 3,3; 2 of 6 into 2,2,2), and a click on a heap
 * and then on another unites them; the position the click leads to is found in the list by play.js (draw/touch.js
 * compares a game's heaps in any order).
 */
function fairShares(a, ctx) {
  const sizes = a.split(',').map(Number);
  if (sizes.length > 24 || sizes.some(n => n > MAX_TOKENS)) throw new Error('too-big');
  let first = null; // the heap clicked first, to unite with the next: {heap, element}
  const leave = (heaps, move) => emit(ctx, ctx.part, heaps.join(','), move);
  const unite = (i, element) => {
    if (!first || first.heap === i) {
      if (first) first.element.classList.remove('selected');
      if (first && first.heap === i) { first = null; return ctx.touch.pick({note: t('play.touch.cleared')}); }
      first = {heap: i, element};
      element.classList.add('selected');
      return ctx.touch.pick({note: t('play.touch.uniteChosen')});
    }
    const j = first.heap;
    first.element.classList.remove('selected');
    first = null;
    leave([...sizes.filter((_, k) => k !== i && k !== j), sizes[i] + sizes[j]],
      t('play.touch.unite', {first: sizes[j], second: sizes[i]}));
  };
  const divide = (i, k) => {
    const n = sizes[i];
    if (n % k !== 0) return refuse(ctx, t('play.touch.unequal', {size: n, share: k}));
    leave([...sizes.filter((_, x) => x !== i), ...Array(n / k).fill(k)], t('play.touch.divide', {size: n, share: k}));
  };
  const rowH = 24, w = 60 + Math.max(1, ...sizes) * 18 + 30, hgt = sizes.length * rowH + 8;
  const rows = sizes.map((n, i) => {
    const y = 4 + i * rowH + rowH / 2;
    const items = [s('text', {x: 40, y: y + 5, 'text-anchor': 'end', class: 'label'}, String(n))];
    for (let k = 0; k < n; k++) {
      items.push(s('circle', {cx: 60 + k * 18 + 8, cy: y, r: 7, class: 'token' + (ctx ? ' pickable' : ''), 'data-heap': i,
        'data-token': k, onclick: ctx ? e => unite(i, e.currentTarget.parentNode) : null}));
    }
    for (let k = 1; ctx && k < n; k++) {
      items.push(s('rect', {x: 55 + k * 18, y: y - 9, width: 8, height: 18, class: 'share-gap pickable', 'data-heap': i,
        'data-gap': k, onclick: () => divide(i, k)}));
    }
    return s('g', {'data-heap': i}, ...items);
  });
  return svgBox(w, hgt, t('play.draw.heaps', {sizes: sizes.join(', ')}), ...rows);
}

/**
 * One-from-each by touch: the heaps to take from, chosen one by one (a click on a chosen heap takes it back), each
 * marked, then one token taken from each by the Take button; Cancel forgets the choice. Any heap with a token may
 * be chosen, so the list of moves has the position the choice leads to (play.js finds it there).
 */
function heapChooser(touch, args) {
  let chosen = new Map(); // heap -> its row
  const take = h('button', {type: 'button', id: 'touch-take', disabled: true, onclick: () => {
    const after = args.map((a, i) => (chosen.has(i) ? String(Number(a) - 1) : a));
    touch.pick({position: after.join(' '), move: t('play.touch.takeEach', {heaps: [...chosen.keys()].map(i => i + 1).sort((x, y) => x - y).join(', ')})});
  }}, t('play.touch.take1'));
  const forget = () => {
    chosen.forEach(el => el.classList.remove('selected'));
    chosen = new Map();
    take.disabled = cancel.disabled = true;
  };
  const cancel = h('button', {type: 'button', id: 'touch-cancel', disabled: true,
    onclick: () => { forget(); touch.pick({note: t('play.touch.cleared')}); }}, t('play.touch.cancel'));
  const click = (i, el) => {
    if (chosen.has(i)) { chosen.get(i).classList.remove('selected'); chosen.delete(i); }
    else { chosen.set(i, el); el.classList.add('selected'); }
    take.disabled = cancel.disabled = chosen.size === 0;
    touch.pick({note: chosen.size ? t('play.touch.heapsChosen') : ''});
  };
  return {click, actions: h('p', {class: 'touch-actions'}, take, ' ', cancel)};
}

/**
 * A piece of cake m,n (or RxC) of m rows and n columns (Cutcake, Eatcake, Maundy Cake, Turn-and-Eatcake). With ctx,
 * Cutcake and Maundy Cake are played by clicking a line between two columns or two rows (drawn over the grid),
 * Eatcake and Turn-and-Eatcake by clicking a square (its row or column is eaten): see cakeTouch.
 */
function cutcake(a, name, ctx) {
  const [r, c] = cakePiece(a);
  if (r > 30 || c > 30) throw new Error('too-big');
  const rows = Array.from({length: r}, () => Array(c).fill('c'));
  const lines = ctx && (name === 'cutcake' || name === 'maundy-cake');
  const svg = grid(rows, {c: 'cake'}, t('play.draw.cake', {rows: r, columns: c}),
    ctx && !lines ? (i, j) => cakeTouch(ctx, name, r, c, {row: i, column: j}) : null);
  if (lines) { // where two lines cross, the one between columns is on top
    for (let i = 1; i < r; i++) {
      svg.append(s('rect', {x: 1, y: 1 + i * CELL - 5, width: c * CELL, height: 10, class: 'cut-line pickable',
        'data-cut': 'h' + i, onclick: () => cakeTouch(ctx, name, r, c, {rows: i})}));
    }
    for (let j = 1; j < c; j++) {
      svg.append(s('rect', {x: 1 + j * CELL - 5, y: 1, width: 10, height: r * CELL, class: 'cut-line pickable',
        'data-cut': 'v' + j, onclick: () => cakeTouch(ctx, name, r, c, {columns: j})}));
    }
  }
  return svg;
}

/** A piece written m,n, (m,n) or mxn, as [m, n]; anything else is not a piece. */
function cakePiece(a) {
  const m = /^\(?(\d+)[x,](\d+)\)?$/.exec(a);
  if (!m) throw new Error('not-piece');
  return [+m[1], +m[2]];
}

/**
 * A click on a piece r x c: what the drawing shows it might leave (a line cuts the piece in two there or divides it
 * into equal pieces that wide; a square's row or column eaten leaves the pieces on either side, maybe turned a
 * quarter), looked for among the moves; the list decides which of them, if any, is a move of the player's.
 */
function cakeTouch(ctx, name, r, c, click) {
  const results = [];
  const split = (at, whole, piece) => {
    results.push([piece(at), piece(whole - at)]);
    if (whole % at === 0) results.push(Array.from({length: whole / at}, () => piece(at)));
  };
  if (click.columns) split(click.columns, c, w => [r, w]);
  if (click.rows) split(click.rows, r, h => [h, c]);
  if (click.column !== undefined) {
    const eaten = [[[r, click.column], [r, c - click.column - 1]], [[click.row, c], [r - click.row - 1, c]]];
    eaten.forEach(p => results.push(p, p.map(([m, n]) => [n, m])));
  }
  const key = pieces => pieces.filter(([m, n]) => m > 0 && n > 0).map(p => p.join(',')).sort().join(' ');
  const others = ctx.args.filter((_, i) => i !== ctx.part);
  for (const option of ctx.touch.options || []) {
    const rest = String(option.position).trim().split(/\s+/).filter(x => x.length && x !== '0');
    if (!others.every(o => { const k = rest.indexOf(o); if (k >= 0) rest.splice(k, 1); return k >= 0; })) continue;
    let pieces;
    try { pieces = rest.map(cakePiece); } catch (e) { continue; }
    // Cutcake leaves out a 1 x 1 piece, which nobody can cut: the server does not write it.
    const have = key(pieces), small = x => (name === 'cutcake' ? x.split(' ').filter(p => p !== '1,1').join(' ') : x);
    if (results.some(p => small(key(p)) === small(have))) {
      return ctx.touch.pick({position: option.position, move: option.position});
    }
  }
  refuse(ctx, t('play.touch.cakeNot'));
}

/**
 * Staircase Nim: coins on stairs 1, 2, 3, ... drawn as columns rising to the right. With ctx, a click on a coin
 * carries it and the coins above it one stair down (whether that is a move is the list's to say).
 */
function staircase(args, ctx) {
  const coins = args.map(Number);
  const n = coins.length, stepH = 14, colW = 34;
  const maxCoins = Math.min(12, Math.max(1, ...coins));
  const hgt = n * stepH + maxCoins * 12 + 30, w = n * colW + 10;
  const items = [];
  coins.forEach((c, i) => {
    const x = 5 + i * colW, top = hgt - 18 - (i + 1) * stepH;
    items.push(s('rect', {x, y: top, width: colW, height: (i + 1) * stepH, class: 'stair'}));
    for (let k = 0; k < Math.min(c, 12); k++) {
      const carried = c - k, down = coins.map((n, j) => (j === i ? n - carried : j === i - 1 ? n + carried : n));
      items.push(s('circle', {cx: x + colW / 2, cy: top - 7 - k * 12, r: 5, class: 'token' + (ctx ? ' pickable' : ''),
        'data-stair': i, 'data-coin': k, onclick: ctx ? () => ctx.touch.pick({position: down.join(' '),
          move: t('play.touch.stairs', {count: carried, stair: i + 1})}) : null}));
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
function graph(name, a, ctx = null) {
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
  // With touch, a vertex (Col, Snort, Fjords, Node Kayles) or an edge (the Arc Kayles, Childish Hackenbush) is
  // clicked: the graph the click leaves is looked for among the moves (touch.js's findGraphMove).
  const byEdge = ctx && GRAPH_GAMES[name].touch === 'edge', byVertex = ctx && !byEdge;
  const play = click => {
    const after = graphAfter(name, {labels, edges}, click, ctx.touch.player);
    const move = findGraphMove(ctx.touch.options || [], ctx.args, ctx.part, text => parseGraph(text, GRAPH_GAMES[name]), after);
    if (move) return ctx.touch.pick({position: move.position, move: move.position});
    refuse(ctx, t(byEdge ? 'play.touch.graphEdge' : 'play.touch.graphVertex'));
  };
  const items = edges.map(([u, v, e]) => s('line', {x1: pos[u][0], y1: pos[u][1], x2: pos[v][0], y2: pos[v][1],
    class: 'edge ' + (e === '-' ? 'plain' : e)}));
  if (byEdge) { // a wide invisible band over each edge, as for Hackenbush
    edges.forEach(([u, v], k) => {
      const [x1, y1] = pos[u], [x2, y2] = pos[v], len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const nx = 7 * (y1 - y2) / len, ny = 7 * (x2 - x1) / len;
      items.push(s('path', {d: `M${x1 + nx},${y1 + ny}L${x2 + nx},${y2 + ny}L${x2 - nx},${y2 - ny}L${x1 - nx},${y1 - ny}Z`,
        class: 'edge-hit pickable', 'data-edge': k, onclick: () => play({edge: k})}));
    });
  }
  labels.forEach((l, v) => {
    const pickable = byVertex && l !== 'G';
    items.push(s('g', {class: pickable ? 'pickable' : null, 'data-vertex': pickable ? v : null,
      onclick: pickable ? () => play({vertex: v}) : null},
    s('circle', {cx: pos[v][0], cy: pos[v][1], r: l === 'G' ? 8 : 9, class: l === 'G' ? 'ground-vertex' : 'vertex ' + l}),
    l === 'L' || l === 'R' ? s('text', {x: pos[v][0], y: pos[v][1] + 4, 'text-anchor': 'middle', class: 'label'}, l) : null));
  });
  return svgBox(Math.max(width, 40), Math.max(top, 40), t(GRAPH_GAMES[name].rooted ? 'play.draw.graphRooted' : 'play.draw.graph', {game: name, position: a}), ...items);
}

/**
 * The graph a click leaves, as the drawing shows it happen (whether the click is a move is the list's to say): a
 * coloured vertex leaves and tints its neighbours with the player's colour, a neighbour tinted the other colour
 * leaving too (Col, Snort, Fjords); a Node Kayles vertex leaves with its neighbours; an Arc Kayles edge with its two
 * ends; a Childish Hackenbush edge is cut and whatever no longer reaches the ground falls.
 */
function graphAfter(name, g, click, player) {
  const n = g.labels.length, keep = new Array(n).fill(true), labels = [...g.labels];
  let edges = g.edges;
  const near = v => edges.filter(([a, b]) => a === v || b === v).map(([a, b]) => (a === v ? b : a)).filter(u => u !== v);
  if (click.vertex !== undefined) {
    const v = click.vertex, mine = player === 'right' ? 'R' : 'L', theirs = mine === 'L' ? 'R' : 'L';
    keep[v] = false;
    for (const u of near(v)) {
      if (name === 'node-kayles' || labels[u] === theirs) keep[u] = false;
      else labels[u] = mine;
    }
  } else if (name === 'childish-hackenbush') {
    edges = edges.filter((_, k) => k !== click.edge);
    const reached = new Set([0]), pending = [0];
    while (pending.length) for (const u of near(pending.pop())) if (!reached.has(u)) { reached.add(u); pending.push(u); }
    keep.forEach((_, v) => { keep[v] = reached.has(v); });
  } else {
    const [u, v] = edges[click.edge];
    keep[u] = keep[v] = false;
  }
  const number = [];
  keep.forEach((k, v) => { if (k) number[v] = number.filter(x => x !== undefined).length; });
  return {labels: labels.filter((_, v) => keep[v]),
    edges: edges.filter(([u, v]) => keep[u] && keep[v]).map(([u, v, e]) => [number[u], number[v], e])};
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

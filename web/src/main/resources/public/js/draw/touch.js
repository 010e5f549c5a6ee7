// A move made by touching the drawing, found among the server's legal moves: the drawing says which position the
// click would lead to, written as the drawing writes it; the server may write the same position otherwise (heaps in
// another order, an emptied heap left out, a rectangle of Chomp as rows), so both are compared by a key that ignores
// what does not change the game.
import {chompRows, parseHackenbush, hackenbushText} from './position.js';

/** The legal move (an entry of options, {position}) that the clicked position is, or null when none is. */
export function findMove(game, options, position) {
  const exact = options.find(o => o.position === position);
  if (exact) return exact;
  const want = key(game, position);
  return options.find(o => key(game, o.position) === want) || null;
}

/** A position's parts, each written one way, in order: two positions that are the same sum have the same key. */
export function key(game, position) {
  const name = String(game || '').toLowerCase();
  const args = String(position).trim().split(/\s+/).filter(a => a.length);
  let parts;
  if (name === 'chomp') {
    parts = args.map(a => chompRows(a).filter(n => n > 0).join(','));
  } else if (name === 'hackenbush') {
    parts = args.map(a => hackenbushText(parseHackenbush(a))).filter(a => a !== '0');
  } else if (name === 'domineering') {
    // An empty square is what matters: a board with none is no game at all.
    parts = args.map(a => (/^\d+x\d+$/.test(a) ? expand(a) : a)).filter(a => a.includes('.'));
  } else if (name === 'fair-shares') {
    parts = args.map(a => a.split(',').sort().join(',')); // a game's heaps, in any order
  } else if (name === 'staircase') {
    parts = [args.join(' ')]; // the stairs are one game, each number in its place
  } else if (args.every(a => /^\d+$/.test(a))) {
    parts = args.filter(a => Number(a) > 0); // heaps: an empty heap adds nothing
  } else {
    parts = args;
  }
  return [...parts].sort().join(' ');
}

function expand(a) {
  const [r, c] = a.split('x').map(Number);
  return Array.from({length: r}, () => '.'.repeat(c)).join('|');
}

// --- Moves that the clicks pick out of the list itself, by what each move changes ---
//
// For the games whose pieces move (Konane, Amazons, Fission, the Clobber variants, Ski Jumps, Fox and Geese, the
// strips, Toppling Dominoes) and the coin-turning games, the page works out no position of its own: each legal move
// is compared, cell by cell, with the position on screen, and the clicks narrow the moves down by the cells they
// name (the piece that moves, where it goes, where the arrow lands). A move the list does not hold can never be
// picked, so the drawing knows no rule of any game.

/**
 * The legal moves that change part `part` of the position `args` (its other parts unchanged, in any order), each as
 * {option, before, after}: the part's cells before and after the move, as read by cells(text) (a Map from a
 * cell's name to what stands there, '.' or absent for an empty cell). A part that the move empties altogether (the
 * server writes nothing, or 0) is read as all its pieces gone.
 */
export function partMoves(options, args, part, cells) {
  const before = cells(args[part]);
  const moves = [];
  for (const option of options) {
    const rest = String(option.position).trim().split(/\s+/).filter(a => a.length && a !== '0');
    let ok = true;
    args.forEach((a, i) => {
      if (i === part || !ok) return;
      const k = rest.indexOf(a);
      if (k < 0) ok = false; else rest.splice(k, 1);
    });
    if (!ok || rest.length > 1) continue;
    let after;
    try {
      after = rest.length ? cells(rest[0]) : emptied(before);
    } catch (e) {
      continue; // a part written in a form the drawing does not read: that move stays on the list only
    }
    if (changed(before, after).length) moves.push({option, before, after});
  }
  return moves;
}

function emptied(before) {
  return new Map([...before].map(([k, v]) => [k, v === '#' ? '#' : '.']));
}

const at = (cells, k) => cells.get(k) || '.';

/** The names of the cells a move changes. */
export function changed(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter(k => at(before, k) !== at(after, k));
}

/**
 * What a click may name in a move, for a player whose pieces are the letters in mine: 'piece', one of the player's
 * pieces that the move takes away or changes; 'dest', a cell where one of the player's pieces stands after the
 * move and did not before; 'landing', as dest, or one of the player's own pieces when the move puts no piece of
 * theirs anywhere new (Hot Clobber's stone clobbering its own kind: the cells cannot show where it landed, and any
 * of the player's pieces is taken for it, the position being the same); 'arrow', a cell the move blocks (#);
 * 'changed', any cell the move changes.
 */
export function fits(role, move, cell, mine) {
  const b = at(move.before, cell), a = at(move.after, cell);
  if (role === 'landing') {
    if (b !== a) return fits('dest', move, cell, mine);
    return mine.includes(a) && !changed(move.before, move.after).some(k => fits('dest', move, k, mine));
  }
  if (b === a) return false;
  if (role === 'piece') return mine.includes(b);
  if (role === 'dest') return mine.includes(a) && !mine.includes(b);
  if (role === 'arrow') return a === '#';
  return true;
}

/**
 * The moves that a sequence of clicks names, each click ({role, cell}) naming a cell of the move in its role; the
 * moves that change fewest cells first (a domino clicked twice falls the way that knocks down fewest).
 */
export function narrow(moves, clicks, mine) {
  return moves.filter(m => clicks.every(c => fits(c.role, m, c.cell, mine)))
    .sort((x, y) => changed(x.before, x.after).length - changed(y.before, y.after).length);
}

// --- Graph games: the graph a click leaves, found among the moves up to the drawing's numbering of the vertices ---

/**
 * Whether two graphs ({labels, edges: [[u, v, label]]}) are the same up to renumbering the vertices: the server
 * writes a move's graph in its own order. Vertices are told apart by label and by their edges' labels, refined by
 * their neighbours' (as Weisfeiler and Lehman), and then matched one by one, each choice checked against the edges
 * of those matched before; the graphs a drawing shows have at most 64 vertices, and the refinement leaves few choices.
 */
export function sameGraph(g, k) {
  if (g.labels.length !== k.labels.length || g.edges.length !== k.edges.length) return false;
  const a = edgeTable(g), b = edgeTable(k);
  const ca = refine(g, a), cb = refine(k, b);
  if ([...ca].sort().join('\n') !== [...cb].sort().join('\n')) return false;
  const n = g.labels.length, to = new Array(n).fill(-1), used = new Array(n).fill(false);
  const order = [...Array(n).keys()];
  const match = i => {
    if (i === n) return true;
    const u = order[i];
    for (let v = 0; v < n; v++) {
      if (used[v] || ca[u] !== cb[v]) continue;
      if (!order.slice(0, i + 1).every(w => (a.get(pair(u, w)) || '') === (b.get(pair(v, w === u ? v : to[w])) || ''))) continue;
      to[u] = v; used[v] = true;
      if (match(i + 1)) return true;
      to[u] = -1; used[v] = false;
    }
    return false;
  };
  return match(0);
}

const pair = (u, v) => (u < v ? u + ',' + v : v + ',' + u);

/** For each pair of vertices joined, the labels of the edges between them, sorted (a graph may repeat an edge). */
function edgeTable(g) {
  const table = new Map();
  for (const [u, v, e] of g.edges) table.set(pair(u, v), [...(table.get(pair(u, v)) || '')].concat(e).sort().join(''));
  return table;
}

/** Each vertex's colour: its label, then, round by round, with its neighbours' colours and the edges' labels. */
function refine(g, table) {
  const n = g.labels.length;
  const near = g.labels.map(() => []);
  for (const [key, labels] of table) {
    const [u, v] = key.split(',').map(Number);
    near[u].push([v, labels]);
    if (u !== v) near[v].push([u, labels]);
  }
  let colour = g.labels.map(String);
  for (let round = 0; round < n; round++) {
    const next = colour.map((c, u) => c + '(' + near[u].map(([v, e]) => e + ':' + colour[v]).sort().join(',') + ')');
    const names = new Map([...new Set(next)].sort().map((c, i) => [c, String(i)]));
    const renamed = next.map(c => names.get(c));
    if (new Set(renamed).size === new Set(colour).size) { colour = renamed; break; }
    colour = renamed;
  }
  return colour;
}

/**
 * The move among options that leaves part `part` of `args` as the graph `result` (the other parts as they are, in
 * any order), or null; parse(text) reads a graph as the drawing does. A part the move empties is written 0 or left
 * out by the server, and may be written as several components, each an argument: they are read as one graph.
 */
export function findGraphMove(options, args, part, parse, result) {
  for (const option of options) {
    const rest = String(option.position).trim().split(/\s+/).filter(a => a.length);
    let ok = true;
    args.forEach((a, i) => {
      if (i === part || !ok) return;
      const k = rest.indexOf(a);
      if (k < 0) ok = false; else rest.splice(k, 1);
    });
    if (!ok) continue;
    let graph;
    try {
      graph = parse(rest.filter(a => a !== '0').join(';') || '0');
    } catch (e) {
      continue;
    }
    if (sameGraph(graph, result)) return option;
  }
  return null;
}

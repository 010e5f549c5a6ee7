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

// Short partizan games in the page, for drawing only: the explicit forms the API prints ({a,b|c} with dyadic
// numbers as the only leaves) parsed into trees, and compared by the definition (G <= H unless some G^L >= H
// or some H^R <= G). The server computes every value shown; the page compares small games itself only to lay
// out pictures (the order of the games born by day 2, which options are dominated or reversible).

/** A game: left and right options, and its text. Numbers become their canonical forms. */
export class Game {
  constructor(left, right, text) {
    this.left = left;
    this.right = right;
    this.text = text;
  }
}

const numbers = new Map();

/** The canonical game of a dyadic number written "3", "-1/2", "5/8". */
export function number(text) {
  if (numbers.has(text)) return numbers.get(text);
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(text.trim());
  if (!m) throw new Error('not a number: ' + text);
  let num = parseInt(m[1], 10), den = m[2] ? parseInt(m[2], 10) : 1;
  while (den > 1 && num % 2 === 0) { num /= 2; den /= 2; }
  let g;
  if (den === 1) {
    g = num === 0 ? new Game([], [], '0') : num > 0 ? new Game([number(String(num - 1))], [], String(num))
      : new Game([], [number(String(num + 1))], String(num));
  } else {
    const w = (n, d) => { while (d > 1 && n % 2 === 0) { n /= 2; d /= 2; } return d === 1 ? String(n) : n + '/' + d; };
    g = new Game([number(w(num - 1, den))], [number(w(num + 1, den))], w(num, den));
  }
  numbers.set(text, g);
  return g;
}

/** Parses an explicit form: nested {left,...|right,...} with numbers as leaves. */
export function parseExplicit(text) {
  let i = 0;
  const src = text.replace(/\s+/g, '');
  function game() {
    if (src[i] === '{') {
      const start = i;
      i++;
      const left = [], right = [];
      let side = left;
      while (src[i] !== '}') {
        if (i >= src.length) throw new Error('unclosed {');
        if (src[i] === '|') { if (side === right) throw new Error('two bars'); side = right; i++; continue; }
        if (src[i] === ',') { i++; continue; }
        side.push(game());
      }
      i++;
      return new Game(left, right, src.slice(start, i));
    }
    const m = /^-?\d+(?:\/\d+)?/.exec(src.slice(i));
    if (!m) throw new Error('unexpected ' + (src[i] || 'end') + ' in ' + text);
    i += m[0].length;
    return number(m[0]);
  }
  const g = game();
  if (i !== src.length) throw new Error('trailing ' + src.slice(i));
  return g;
}

const leqCache = new WeakMap();

/** G <= H. */
export function leq(g, h) {
  let row = leqCache.get(g);
  if (!row) { row = new WeakMap(); leqCache.set(g, row); }
  if (row.has(h)) return row.get(h);
  const r = !g.left.some(gl => leq(h, gl)) && !h.right.some(hr => leq(hr, g));
  row.set(h, r);
  return r;
}

export const geq = (g, h) => leq(h, g);
export const equal = (g, h) => leq(g, h) && leq(h, g);

/** Outcome of a game: L, R, P or N (compared with 0). */
export function outcome(g) {
  const zero = number('0');
  const ge = geq(g, zero), le = leq(g, zero);
  return ge && le ? 'P' : ge ? 'L' : le ? 'R' : 'N';
}

/**
 * Which options of g are dominated or reversible: for each side a list of {game, mark} with mark
 * 'dominated', 'reversible' or null. A Left option A is dominated by another Left option B when A <= B (the
 * first of equal options is kept); it is reversible when some Right option of A is <= g. Symmetrically for Right.
 */
export function marks(g) {
  const side = (opts, isLeft) => opts.map((a, i) => {
    const dominated = opts.some((b, j) => j !== i && (isLeft ? leq(a, b) : leq(b, a))
      && !(equal(a, b) && j > i));
    const reversible = isLeft ? a.right.some(ar => leq(ar, g)) : a.left.some(al => leq(g, al));
    return {game: a, mark: dominated ? 'dominated' : reversible ? 'reversible' : null};
  });
  return {left: side(g.left, true), right: side(g.right, false)};
}

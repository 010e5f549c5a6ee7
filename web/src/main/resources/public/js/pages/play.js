// Play against the computer, which plays perfectly: every legal move is shown with its value (winning moves in
// one colour, losing ones in another, a hint that can be switched off), the history of values down the side,
// and undo. The whole game is in the address: the start, who is who, and the line of positions played.
import {h, mount, errorBox, busy, field} from '../dom.js';
import {api} from '../api.js';
import {href, go} from '../router.js';
import {gamePicker} from '../widgets.js';
import {drawPosition, miniDrawing} from '../draw/position.js';

const SEP = '/'; // separates the positions of the line in the address (no game's syntax uses it)

export function render(view, params) {
  const game = params.game || 'nim';
  const start = params.position !== undefined ? params.position : '3 4 5';
  const misere = params.misere === 'true';
  const hint = params.hint !== 'off';
  const line = params.line ? params.line.split(SEP).map(x => x.trim()).filter(x => x.length) : [];
  const you = params.you || 'first';

  const picker = gamePicker(game);
  const pos = h('input', {type: 'text', name: 'position', id: 'play-position-input', value: start, spellcheck: false, autocomplete: 'off'});
  const side = h('select', {name: 'you', id: 'you-select'},
    [['first', 'I move first'], ['second', 'The computer moves first'], ['left', 'I am Left (blue), Left first'],
      ['left-second', 'I am Left, Right first'], ['right', 'I am Right (red), Left first'], ['right-second', 'I am Right, Right first']]
      .map(([v, t]) => h('option', {value: v, selected: v === you}, t)));
  const mis = h('input', {type: 'checkbox', id: 'play-misere', checked: misere});
  const form = h('form', {class: 'query', id: 'play-form', onsubmit: e => {
    e.preventDefault();
    go('play', {game: picker.input.value.trim(), position: pos.value.trim().replace(/\s+/g, ' '), you: side.value,
      misere: mis.checked ? 'true' : null, hint: hint ? null : 'off'});
  }}, field('Game', picker.element), field('Start from', pos), field('Sides', side,
    'Impartial games: first or second. Partizan games: Left or Right, and who starts.'),
  h('div', {class: 'checks'}, h('label', null, mis, ' mis\u00e8re play (impartial games)')),
  h('button', {type: 'submit', id: 'new-game-button'}, 'New game'));

  const board = h('section', {id: 'game', class: 'game', 'aria-live': 'polite'});
  mount(view, h('h1', null, 'Play the computer'), form, board);
  const ctrl = new AbortController();
  let timer = null;
  const state = {game, start, misere, hint, line, you};
  mount(board, busy('Loading\u2026'));
  turn(state, ctrl.signal).then(r => {
    mount(board, r.parts);
    if (r.computerMove) {
      timer = setTimeout(() => go('play', paramsOf({...state, line: [...line, r.computerMove]})), 450);
    }
  }).catch(e => mount(board, e.name === 'AbortError' ? '' : [errorBox(e.message), restartLink(state)]));
  return () => { ctrl.abort(); clearTimeout(timer); };
}

function paramsOf(st) {
  return {game: st.game, position: st.start, you: st.you, misere: st.misere ? 'true' : null, hint: st.hint ? null : 'off',
    line: st.line.length ? st.line.join(SEP) : null};
}

function restartLink(st) {
  return h('p', null, h('a', {href: href('play', paramsOf({...st, line: []}))}, 'Start again'));
}

/** Who moves now: 'first'/'second' for impartial games, 'left'/'right' for partizan ones. */
function mover(st, partizan) {
  const even = st.line.length % 2 === 0;
  if (!partizan) return even ? 'first' : 'second';
  const rightStarts = st.you === 'left-second' || st.you === 'right-second';
  return (even !== rightStarts) ? 'left' : 'right';
}

function humanSide(st, partizan) {
  if (!partizan) return st.you === 'second' ? 'second' : 'first';
  return st.you.startsWith('right') ? 'right' : 'left';
}

/** The page for the current position, and the computer's move when it is the computer's turn. */
async function turn(st, signal) {
  const current = st.line.length ? st.line[st.line.length - 1] : st.start;
  // One request a turn (/api/turn): the analysis, the moves with their values, and the computer's move. The player
  // to move is sent as for a partizan game; an impartial game's answer does not depend on it.
  const all = await api('turn', {game: st.game, position: current, misere: st.misere ? 'true' : null,
    player: mover(st, true)}, {signal});
  const here = all.analysis;
  const loopy = 'leftFirst' in here; // a partizan game whose play repeats, solved whole
  const partizan = 'leftWinningMoves' in here || loopy;
  const toMove = mover(st, partizan);
  const human = humanSide(st, partizan);
  const humanToMove = toMove === human;
  const options = (all.moves.moves || []).map(o => (typeof o === 'string' ? {position: o} : o));
  remember(st, current, valueText(here, partizan, st.misere));
  options.forEach(o => remember(st, o.position, valueText(o, partizan, st.misere)));
  const m = here;
  const drawn = loopy && occurrences(st, current, toMove) >= 3;
  const over = options.length === 0 || drawn;
  const parts = [];
  const title = h('h2', {id: 'status'});
  if (drawn) {
    // As cgt play: a position met a third time with the same player to move ends the game as a draw.
    title.append('A draw.');
    parts.push(title, h('p', {id: 'result-text'}, 'The position ' + current + ' came round a third time with '
      + (toMove === 'left' ? 'Left' : 'Right') + ' to move, so the game is a draw.'));
  } else if (over) {
    const moverLoses = !st.misere || partizan;
    const humanWins = humanToMove ? !moverLoses : moverLoses;
    title.append(humanWins ? 'You win!' : 'The computer wins.');
    title.classList.add(humanWins ? 'won' : 'lost');
    parts.push(title, h('p', {id: 'result-text'}, (humanToMove ? 'You have' : 'The computer has') + ' no move left, so '
      + (moverLoses ? (humanToMove ? 'you lose' : 'it loses') : (humanToMove ? 'you win (mis\u00e8re play)' : 'it wins (mis\u00e8re play)')) + '.'));
  } else {
    title.append(humanToMove ? 'Your move' : 'The computer is thinking\u2026');
    parts.push(title);
    if (partizan) parts.push(h('p', {class: 'note'}, (toMove === 'left' ? 'Left (blue)' : 'Right (red)') + ' to move.'));
  }
  const drawing = drawPosition(st.game, current);
  const main = h('div', {class: 'play-main'}, h('p', {class: 'current'}, 'Position: ', h('code', {id: 'current-position'}, current)),
    drawing, h('p', null, 'Value here: ', h('strong', {id: 'current-value'}, describe(m, partizan))));
  if (!over && humanToMove) main.append(moveList(st, options, partizan, toMove));
  main.append(h('p', {class: 'controls'},
    h('button', {type: 'button', id: 'undo-button', disabled: !st.line.length, onclick: () => go('play', paramsOf({...st, line: undo(st, partizan)}))}, 'Undo'),
    ' ', h('a', {class: 'button', href: href('play', paramsOf({...st, hint: !st.hint}))}, st.hint ? 'Hide the hints' : 'Show the hints'),
    ' ', h('a', {class: 'button', href: href('play', paramsOf({...st, line: []}))}, 'Restart'),
    ' ', h('a', {class: 'button', href: href('analyze', {game: st.game, position: current, misere: st.misere ? 'true' : null})}, 'Analyze this position')));
  parts.push(h('div', {class: 'play-layout'}, main, history(st, partizan)));
  let computerMove = null;
  if (!over && !humanToMove) computerMove = (all.reply && all.reply.move) || choose(options, partizan, toMove);
  return {parts, computerMove};
}

/** How often a position has occurred with this player to move, in the game so far (the start included). */
function occurrences(st, position, toMove) {
  let count = 0;
  const line = [st.start, ...st.line];
  line.forEach((p, k) => {
    if (p === position && mover({...st, line: st.line.slice(0, k)}, true) === toMove) count++;
  });
  return count;
}

/** Undo takes back your last move (and the computer's answer to it). */
function undo(st, partizan) {
  const human = humanSide(st, partizan);
  const line = [...st.line];
  do { line.pop(); } while (line.length && mover({...st, line}, partizan) !== human);
  return line;
}

/** A winning move when there is one (the server's values decide), else the first. */
function choose(options, partizan, toMove) {
  const wins = options.filter(o => winning(o, partizan, toMove));
  return (wins[0] || options[0]).position;
}

/** Whether a move wins for the player making it: it leaves the opponent, to move, lost. */
function winning(o, partizan, toMove) {
  if (typeof o.winning === 'boolean') return o.winning;
  if (!partizan) return o.outcome === 'P';
  return toMove === 'left' ? (o.outcome === 'L' || o.outcome === 'P') : (o.outcome === 'R' || o.outcome === 'P');
}

function describe(m, partizan) {
  if ('leftFirst' in m) return 'outcome ' + m.outcome + ' (Left moving first: ' + m.leftFirst.result
    + '; Right moving first: ' + m.rightFirst.result + ')';
  if (partizan) return (m.value !== undefined ? m.value + ', ' : '') + 'outcome ' + m.outcome;
  return (m.value !== undefined && m.value !== null ? (m.misere ? 'normal-play G = ' : 'G = ') + m.value + ', ' : '') + m.outcome + '-position'
    + (m.misere ? ' in mis\u00e8re play' : '');
}

function moveList(st, options, partizan, toMove) {
  return h('section', {class: 'moves'}, h('h3', null, 'Your moves (' + options.length + ')'),
    st.hint ? h('p', {class: 'legend'}, h('span', {class: 'key win'}, 'wins'), ' ', h('span', {class: 'key lose'}, 'loses'),
      ' (with best play from then on); the value is that of the position the move leads to.') : null,
    h('ul', {class: 'play-moves', id: 'play-moves'}, options.map(o => {
      const good = winning(o, partizan, toMove);
      return h('li', null, h('button', {type: 'button', class: 'move-button' + (st.hint ? (good ? ' win' : ' lose') : ''),
        'data-position': o.position,
        onclick: () => go('play', paramsOf({...st, line: [...st.line, o.position]}))},
      miniDrawing(st.game, o.position), h('code', null, o.position), st.hint ? h('span', {class: 'move-value'}, partizan ? o.value + ' (' + o.outcome + ')' : st.misere ? o.outcome : 'G = ' + o.value) : null));
    })));
}

function history(st, partizan) {
  const rows = [];
  const positions = [st.start, ...st.line];
  positions.forEach((p, i) => {
    const who = i === 0 ? 'start' : (mover({...st, line: st.line.slice(0, i - 1)}, partizan) === humanSide(st, partizan) ? 'you' : 'computer');
    rows.push(h('li', {class: who}, h('span', {class: 'who'}, who === 'start' ? 'start' : who === 'you' ? 'you \u2192' : 'computer \u2192'), ' ',
      h('code', null, p), h('span', {class: 'hist-value', 'data-index': i})));
  });
  const list = h('ol', {class: 'history', id: 'history'}, rows);
  // The values come from the turns already played (each position was the current one, or a move shown with its
  // value): no request of its own. A game opened from an address with a long line shows the values it has met.
  positions.forEach((p, i) => {
    const known = recalled(st, p);
    const slot = list.querySelector(`.hist-value[data-index="${i}"]`);
    if (slot && known) slot.textContent = ' ' + known;
  });
  return h('aside', {class: 'side'}, h('h3', null, 'History'), list);
}

/** A position's value as the history shows it, from its analysis or from its entry in the list of moves. */
function valueText(a, partizan, misere) {
  if (a.value === null || a.value === undefined) return a.outcome ? '(' + a.outcome + ')' : '';
  return partizan ? a.value + ' (' + a.outcome + ')' : (misere ? '' : 'G = ' + a.value + ' ') + '(' + a.outcome + ')';
}

/** The values met so far, kept for the tab's life (sessionStorage), by game, play and position. */
function key(st, position) {
  return 'cgt.play.' + st.game + (st.misere ? '.misere' : '') + '|' + position;
}

function remember(st, position, text) {
  try { if (text) sessionStorage.setItem(key(st, position), text); } catch (e) { /* storage full or off */ }
}

function recalled(st, position) {
  try { return sessionStorage.getItem(key(st, position)); } catch (e) { return null; }
}

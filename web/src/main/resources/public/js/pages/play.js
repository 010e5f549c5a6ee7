// Play against the computer, which plays perfectly. Two modes, in the address so that a teacher can share a link:
// challenge (the default, for a class) hides every value until the learner asks, gives hints in steps (P or N?
// which part? which move?), says after each computer move why it played it, and after a lost game shows the first
// mistake with the move that would have won; free play shows every move with its value, the winning ones marked
// (a hint that can be switched off). Moves are made from the list or by touching the drawing. The whole game is in
// the address: the start, who is who, the mode and the line of positions played.
import {h, mount, errorBox, busy, field} from '../dom.js';
import {api} from '../api.js';
import {href, go} from '../router.js';
import {t} from '../i18n.js';
import {gamePicker, gameKind} from '../widgets.js';
import {drawPosition, miniDrawing, touchHint} from '../draw/position.js';
import {findMove} from '../draw/touch.js';

const SEP = '/'; // separates the positions of the line in the address (no game's syntax uses it)

// The catalogue keys chosen by a value, written out whole so that every key the page uses can be found in its code.
const SIDES = {first: 'play.side.first', second: 'play.side.second', left: 'play.side.left',
  'left-second': 'play.side.left-second', right: 'play.side.right', 'right-second': 'play.side.right-second'};
const MODES = {challenge: 'play.mode.challenge', free: 'play.mode.free'};
const ASK = ['play.hint.ask.1', 'play.hint.ask.2', 'play.hint.ask.3'];
const WHO = {start: 'play.history.start', you: 'play.history.you', computer: 'play.history.computer'};

// How many hint steps the learner has opened, for the position on screen only (a new position starts again at 0).
let revealed = {at: null, count: 0};

export function render(view, params) {
  const game = params.game || 'nim';
  const start = params.position !== undefined ? params.position : '3 4 5';
  const misere = params.misere === 'true';
  const mode = params.mode === 'free' ? 'free' : 'challenge';
  const hint = params.hint !== 'off';
  const line = params.line ? params.line.split(SEP).map(x => x.trim()).filter(x => x.length) : [];
  const you = params.you || 'first';

  const picker = gamePicker(game, {onChange: g => fitToKind(gameKind(g, picker.input.value), side, misBox, mis)});
  const pos = h('input', {type: 'text', name: 'position', id: 'play-position-input', value: start, spellcheck: false, autocomplete: 'off'});
  const side = h('select', {name: 'you', id: 'you-select'},
    Object.entries(SIDES).map(([v, key]) => h('option', {value: v, selected: v === you}, t(key))));
  const mis = h('input', {type: 'checkbox', id: 'play-misere', checked: misere});
  const misBox = h('label', {id: 'play-misere-box'}, mis, ' ', t('play.form.misere'));
  const form = h('form', {class: 'query', id: 'play-form', onsubmit: e => {
    e.preventDefault();
    go('play', {game: picker.input.value.trim(), position: pos.value.trim().replace(/\s+/g, ' '), you: side.value,
      misere: mis.checked ? 'true' : null, mode: mode === 'free' ? 'free' : null, hint: hint ? null : 'off'});
  }}, field(t('play.form.game'), picker.element), field(t('play.form.start'), pos), field(t('play.form.sides'), side,
    t('play.form.sidesHint')),
  h('div', {class: 'checks'}, misBox),
  h('button', {type: 'submit', id: 'new-game-button'}, t('play.form.newGame')));

  const state = {game, start, misere, hint, line, you, mode};
  const board = h('section', {id: 'game', class: 'game', 'aria-live': 'polite'});
  mount(view, h('h1', null, t('play.title')), modeSwitch(state), form, board);
  const ctrl = new AbortController();
  let timer = null;
  mount(board, busy(t('play.loading')));
  turn(state, ctrl.signal).then(r => {
    mount(board, r.parts);
    if (r.computerMove) {
      timer = setTimeout(() => go('play', paramsOf({...state, line: [...line, r.computerMove]})), 450);
    }
  }).catch(e => mount(board, e.name === 'AbortError' ? '' : [errorBox(e.message), restartLink(state)]));
  return () => { ctrl.abort(); clearTimeout(timer); };
}

function paramsOf(st) {
  return {game: st.game, position: st.start, you: st.you, misere: st.misere ? 'true' : null,
    mode: st.mode === 'free' ? 'free' : null, hint: st.hint ? null : 'off', line: st.line.length ? st.line.join(SEP) : null};
}

/** Challenge or free play, as two links: the same game (and line) in the other mode. */
function modeSwitch(st) {
  const link = m => h('a', {class: 'button mode', id: 'mode-' + m, href: href('play', paramsOf({...st, mode: m})),
    'aria-current': st.mode === m ? 'true' : null}, t(MODES[m]));
  return h('p', {class: 'mode-switch', role: 'group', 'aria-label': t('play.mode.label')}, link('challenge'), ' ', link('free'),
    h('small', {class: 'hint'}, ' ', t(st.mode === 'free' ? 'play.mode.freeAbout' : 'play.mode.challengeAbout')));
}

function restartLink(st) {
  return h('p', null, h('a', {href: href('play', paramsOf({...st, line: []}))}, t('play.startAgain')));
}

// The sides of the other kind of game, each as the side that moves at the same time: in a partizan game Left
// moves first unless the side says otherwise ('left' is the first player, 'right' the second).
const SAME_TURN = {first: 'left', second: 'right', left: 'first', 'left-second': 'second', right: 'second',
  'right-second': 'first'};

/**
 * Offers what the game's kind allows: misère play for impartial games only, the sides first/second for impartial
 * games and Left/Right for partizan ones (everything while the kind is not known); a side that is no longer
 * offered becomes the one that moves at the same turn.
 */
function fitToKind(kind, side, misBox, mis) {
  misBox.hidden = kind === 'partizan';
  if (misBox.hidden) mis.checked = false;
  for (const o of side.options) {
    o.hidden = o.disabled = kind !== null && (kind === 'impartial') !== (o.value === 'first' || o.value === 'second');
  }
  if (side.selectedOptions[0]?.disabled) side.value = SAME_TURN[side.value];
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
  const challenge = st.mode !== 'free';
  const current = st.line.length ? st.line[st.line.length - 1] : st.start;
  // One request a turn (/api/turn): the analysis, the moves with their values, and the computer's move. The player
  // to move is sent as for a partizan game; an impartial game's answer does not depend on it. In a challenge the
  // analysis comes with its steps: the nim-sum that says why the computer moved as it did.
  const all = await api('turn', {game: st.game, position: current, misere: st.misere ? 'true' : null,
    player: mover(st, true), explain: challenge ? 'true' : null}, {signal});
  const here = all.analysis;
  const loopy = 'leftFirst' in here; // a partizan game whose play repeats, solved whole
  const partizan = 'leftWinningMoves' in here || loopy;
  const toMove = mover(st, partizan);
  const human = humanSide(st, partizan);
  const humanToMove = toMove === human;
  const options = (all.moves.moves || []).map(o => (typeof o === 'string' ? {position: o} : o));
  remember(st, current, valueText(here, partizan, st.misere));
  options.forEach(o => remember(st, o.position, valueText(o, partizan, st.misere)));
  const drawn = loopy && occurrences(st, current, toMove) >= 3;
  const over = options.length === 0 || drawn;
  const parts = [];
  const title = h('h2', {id: 'status'});
  let humanLost = false;
  if (drawn) {
    // As cgt play: a position met a third time with the same player to move ends the game as a draw.
    title.append(t('play.status.draw'));
    parts.push(title, h('p', {id: 'result-text'}, t(toMove === 'left' ? 'play.result.drawLeft' : 'play.result.drawRight', {position: current})));
  } else if (over) {
    const moverLoses = !st.misere || partizan;
    const humanWins = humanToMove ? !moverLoses : moverLoses;
    humanLost = !humanWins;
    title.append(t(humanWins ? 'play.status.youWin' : 'play.status.computerWins'));
    title.classList.add(humanWins ? 'won' : 'lost');
    parts.push(title, h('p', {id: 'result-text'}, t(humanToMove ? (moverLoses ? 'play.result.youLose' : 'play.result.youWinMisere')
      : (moverLoses ? 'play.result.itLose' : 'play.result.itWinMisere'))));
  } else {
    title.append(t(humanToMove ? 'play.status.yourMove' : 'play.status.thinking'));
    parts.push(title);
    if (partizan) parts.push(h('p', {class: 'note'}, t(toMove === 'left' ? 'play.toMove.left' : 'play.toMove.right')));
  }
  // A board too big for its value (Domineering 6x6 and up): who wins comes from a search, and no move has a value.
  if (here.bySearch) parts.push(h('p', {class: 'note', id: 'by-search-note'}, t('play.bySearch')));
  const lastByComputer = st.line.length > 0 && mover({...st, line: st.line.slice(0, -1)}, partizan) !== human;
  if (challenge && lastByComputer && !drawn) {
    const before = st.line.length > 1 ? st.line[st.line.length - 2] : st.start;
    parts.push(h('p', {class: 'why-move', id: 'why-move'}, h('strong', null, t('play.why.title')), ' ',
      whyText(here, partizan, st.misere, before, human)));
  }
  const message = h('p', {class: 'touch-message', id: 'touch-message', role: 'status'});
  const touchable = !over && humanToMove;
  const drawing = drawPosition(st.game, current, touchable ? {player: partizan ? human : null, options, pick: picked => {
    if (picked.refusal || picked.note) { message.textContent = picked.refusal || picked.note; return; }
    const move = findMove(st.game, options, picked.position);
    if (move) { go('play', paramsOf({...st, line: [...st.line, move.position]})); return; }
    message.textContent = t('play.touch.illegal', {move: picked.move});
  }} : null);
  const how = touchable && drawing ? touchHint(st.game) : null;
  const main = h('div', {class: 'play-main'}, h('p', {class: 'current'}, t('play.position'), ' ', h('code', {id: 'current-position'}, current)),
    drawing, how ? h('p', {class: 'touch-hint hint', id: 'touch-hint'}, t(how),
      drawing.querySelector('.heap-gap') ? ' ' + t('play.touch.howSplit') : '') : null, touchable ? message : null,
    challenge && !over ? null : h('p', null, t('play.valueHere'), ' ', h('strong', {id: 'current-value'}, describe(here, partizan))));
  const winners = options.filter(o => winning(o, partizan, toMove));
  if (here.bySearch && !winners.length) {
    // The moves not searched within the time carry no verdict: the analysis still names a winning move, if any.
    const known = (toMove === 'left' ? here.leftWinningMoves : here.rightWinningMoves) || [];
    known.forEach(w => winners.push(options.find(o => o.position === w) || {position: w}));
  }
  if (touchable && challenge) main.append(hints(st, current, here, partizan, winners, toMove));
  if (touchable) main.append(moveList(st, options, partizan, toMove, all.moves.moveCount));
  if (humanLost && challenge && st.line.length) main.append(mistakeBox(st, partizan));
  main.append(h('p', {class: 'controls'},
    h('button', {type: 'button', id: 'undo-button', disabled: !st.line.length, onclick: () => go('play', paramsOf({...st, line: undo(st, partizan)}))}, t('play.undo')),
    challenge ? null : [' ', h('a', {class: 'button', id: 'hint-toggle', href: href('play', paramsOf({...st, hint: !st.hint}))}, t(st.hint ? 'play.hideHints' : 'play.showHints'))],
    ' ', h('a', {class: 'button', href: href('play', paramsOf({...st, line: []}))}, t('play.restart')),
    ' ', h('a', {class: 'button', href: href('analyze', {game: st.game, position: current, misere: st.misere ? 'true' : null})}, t('play.analyzeThis'))));
  parts.push(h('div', {class: 'play-layout'}, main, history(st, partizan)));
  let computerMove = null;
  if (!over && !humanToMove) computerMove = (all.reply && all.reply.move) || choose(options, partizan, toMove);
  return {parts, computerMove};
}

/**
 * Why the computer's last move, in one sentence, from the analysis of the position it left: a P-position for the
 * learner (with the nim-sum of its parts' values when it has several), or, when the computer had no winning move,
 * the value that lets the learner win now.
 */
function whyText(here, partizan, misere, before, human) {
  if (partizan) {
    const mine = human === 'left' ? (here.leftFirst ? here.leftFirst.winningMoves : here.leftWinningMoves)
      : (here.rightFirst ? here.rightFirst.winningMoves : here.rightWinningMoves);
    if (here.bySearch) return t(mine && mine.length ? 'play.why.searchChance' : 'play.why.searchLost', {outcome: here.outcome});
    const params = {value: here.value === null || here.value === undefined ? '?' : here.value, outcome: here.outcome};
    return t(mine && mine.length ? 'play.why.partizanChance' : 'play.why.partizanLost', params);
  }
  if (misere) return t(here.outcome === 'P' ? 'play.why.misereP' : 'play.why.misereN', {position: before});
  if (here.outcome === 'P') {
    const nimSum = (here.steps || []).find(s => String(s.type).toLowerCase() === 'nimsum');
    if (nimSum && (nimSum.parts || []).length > 1) {
      return t('play.why.nimSum', {sum: nimSum.parts.map(p => p.value).join(' \u2295 ')});
    }
    return t('play.why.zero');
  }
  return t('play.why.noWin', {position: before, value: here.value === null || here.value === undefined ? '?' : here.value});
}

/** The hints of a challenge, one button revealing the next: P or N? which part? which move? */
function hints(st, current, here, partizan, winners, toMove) {
  const at = st.game + '|' + st.line.length + '|' + current;
  if (revealed.at !== at) revealed = {at, count: 0};
  const steps = [];
  const pn = here.bySearch ? t(winners.length ? 'play.hint.searchWin' : 'play.hint.searchLose', {outcome: here.outcome})
    : partizan ? t(winners.length ? 'play.hint.partizanWin' : 'play.hint.partizanLose',
    {outcome: here.outcome, value: here.value === null || here.value === undefined ? '?' : here.value})
    : t(here.outcome === 'P' ? (st.misere ? 'play.hint.pMisere' : 'play.hint.p') : (st.misere ? 'play.hint.nMisere' : 'play.hint.n'));
  steps.push(pn);
  if (winners.length) {
    steps.push([partHint(st.game, current, winners[0].position), whyThisPart(here, winners[0].position)].filter(x => x).join(' '));
    steps.push(t('play.hint.move', {move: winners[0].position}));
  }
  const section = h('section', {class: 'hints', id: 'hints', 'aria-live': 'polite'});
  const paint = () => {
    const shown = steps.slice(0, revealed.count).map((text, k) => h('p', {class: 'hint-step', 'data-step': k + 1},
      h('strong', null, t('play.hint.label', {n: k + 1}) + ' '), text));
    const next = revealed.count < steps.length
      ? h('button', {type: 'button', id: 'hint-next', onclick: () => {
        revealed.count++;
        paint();
        if (revealed.count === 3) { // the last step names the move: mark it in the list as free play would
          for (const b of document.querySelectorAll('#play-moves button[data-position]')) {
            if (b.dataset.position === winners[0].position) b.classList.add('win');
          }
        }
      }}, t(ASK[revealed.count]))
      : revealed.count > 0 && !winners.length ? h('p', {class: 'note'}, t('play.hint.noMore')) : null;
    mount(section, h('h3', null, t('play.hint.title')), shown, next);
  };
  paint();
  return section;
}

/**
 * Why that part, from the explanation's winning-move step that reaches the move: the part's value nim-added to the
 * nim-sum is smaller than its value, so a move there can make the nim-sum 0. Null without such a step.
 */
function whyThisPart(here, move) {
  const step = (here.steps || []).find(s => String(s.type).toLowerCase() === 'winningmove' && (s.positions || []).includes(move));
  if (!step || !(step.target < step.value)) return null;
  return t('play.hint.heapWhy', {value: step.value, sum: step.sum, target: step.target});
}

/** Where the winning move is made: the argument it changes (a heap, a board), found by comparing the two positions. */
function partHint(game, current, after) {
  const a = current.trim().split(/\s+/), b = after.trim().split(/\s+/);
  if (a.length === 1) return t('play.hint.onePart');
  let first = 0;
  while (first < a.length && first < b.length && a[first] === b[first]) first++;
  const heaps = a.every(x => /^\d+$/.test(x));
  return heaps ? t('play.hint.heap', {heap: first + 1, size: a[first]}) : t('play.hint.part', {part: first + 1, text: a[first]});
}

/**
 * After a lost game: the learner's first move from a position they could win, to one the computer wins, with a
 * move that would have won there. Each of the learner's positions is asked for its moves (/api/moves) in turn,
 * from the start, until the mistake is found.
 */
function mistakeBox(st, partizan) {
  const box = h('section', {class: 'mistake', id: 'first-mistake'}, busy(t('play.mistake.looking')));
  const positions = [st.start, ...st.line];
  const human = humanSide(st, partizan);
  (async () => {
    for (let i = 0; i + 1 < positions.length; i++) {
      const toMove = mover({...st, line: st.line.slice(0, i)}, partizan);
      if (toMove !== human) continue;
      const r = await api('moves', {game: st.game, position: positions[i], misere: st.misere ? 'true' : null,
        player: partizan ? toMove : null});
      const options = r.moves || [];
      const chosen = options.find(o => o.position === positions[i + 1]);
      const wins = options.filter(o => winning(o, partizan, toMove));
      if (chosen && wins.length && !winning(chosen, partizan, toMove)) {
        mount(box, h('h3', null, t('play.mistake.title')),
          h('p', {id: 'mistake-text'}, t('play.mistake.found', {from: positions[i], to: positions[i + 1], number: i + 1})),
          h('p', {id: 'mistake-better'}, t('play.mistake.better'), ' ', h('code', {id: 'better-move'}, wins[0].position),
            miniDrawing(st.game, wins[0].position)),
          h('p', null, h('a', {class: 'button', id: 'retry-mistake', href: href('play', paramsOf({...st, line: st.line.slice(0, i)}))},
            t('play.mistake.retry'))));
        return;
      }
    }
    mount(box, h('h3', null, t('play.mistake.title')), h('p', {id: 'mistake-text'}, t('play.mistake.none')));
  })().catch(e => mount(box, errorBox(e.message)));
  return box;
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
  if (m.bySearch) return t('play.describe.bySearch', {outcome: m.outcome});
  if ('leftFirst' in m) return t('play.describe.loopy', {outcome: m.outcome, left: m.leftFirst.result, right: m.rightFirst.result});
  if (partizan) return (m.value !== undefined ? m.value + ', ' : '') + t('play.describe.outcome', {outcome: m.outcome});
  const value = m.value !== undefined && m.value !== null ? (m.misere ? t('play.describe.normalPlay') + ' G = ' : 'G = ') + m.value + ', ' : '';
  return value + t(m.misere ? 'play.describe.positionMisere' : 'play.describe.position', {outcome: m.outcome});
}

function moveList(st, options, partizan, toMove, moveCount) {
  const values = st.mode === 'free' && st.hint;
  return h('section', {class: 'moves'}, h('h3', null, t('play.moves.title', {count: options.length})),
    values ? h('p', {class: 'legend'}, h('span', {class: 'key win'}, t('play.moves.wins')), ' ', h('span', {class: 'key lose'}, t('play.moves.loses')),
      ' ', t(options.some(searchedMove) ? 'play.moves.legendSearch' : 'play.moves.legend')) : null,
    moveCount > options.length ? h('p', {class: 'note'}, t('play.moves.cut', {count: moveCount, shown: options.length})) : null,
    h('ul', {class: 'play-moves', id: 'play-moves'}, options.map(o => {
      const good = winning(o, partizan, toMove);
      // A move found by the win/loss search has no value, and no verdict when it was not searched in time.
      const searched = searchedMove(o);
      const mark = !values || (searched && o.winning === null) ? '' : good ? ' win' : ' lose';
      const text = searched ? t(o.winning === null ? 'play.moves.unsearched' : good ? 'play.moves.wins' : 'play.moves.loses')
        : partizan ? o.value + ' (' + o.outcome + ')' : st.misere ? o.outcome : 'G = ' + o.value;
      return h('li', null, h('button', {type: 'button', class: 'move-button' + mark,
        'data-position': o.position,
        onclick: () => go('play', paramsOf({...st, line: [...st.line, o.position]}))},
      miniDrawing(st.game, o.position), h('code', null, o.position), values ? h('span', {class: 'move-value'}, text) : null));
    })));
}

/** Whether a move comes from the win/loss search of a board too big for its value: no value, no outcome. */
function searchedMove(o) {
  return 'winning' in o && o.value === null && o.outcome === null;
}

function history(st, partizan) {
  const rows = [];
  const positions = [st.start, ...st.line];
  const values = st.mode === 'free'; // a challenge keeps the values to itself
  positions.forEach((p, i) => {
    const who = i === 0 ? 'start' : (mover({...st, line: st.line.slice(0, i - 1)}, partizan) === humanSide(st, partizan) ? 'you' : 'computer');
    rows.push(h('li', {class: who}, h('span', {class: 'who'}, t(WHO[who])), ' ',
      h('code', null, p), h('span', {class: 'hist-value', 'data-index': i})));
  });
  const list = h('ol', {class: 'history', id: 'history'}, rows);
  // The values come from the turns already played (each position was the current one, or a move shown with its
  // value): no request of its own. A game opened from an address with a long line shows the values it has met.
  if (values) {
    positions.forEach((p, i) => {
      const known = recalled(st, p);
      const slot = list.querySelector(`.hist-value[data-index="${i}"]`);
      if (slot && known) slot.textContent = ' ' + known;
    });
  }
  return h('aside', {class: 'side'}, h('h3', null, t('play.history.title')), list);
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

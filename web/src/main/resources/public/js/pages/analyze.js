// Analyze: a game and a position, in the command line's syntax; the outcome, the value, every winning move
// (each a link to the position it leads to) and the explanation, with the position drawn.
import {h, mount, errorBox, busy, field} from '../dom.js';
import {api} from '../api.js';
import {href, go} from '../router.js';
import {gamePicker, outcomeBadge, facts} from '../widgets.js';
import {renderExplanation} from '../explain.js';
import {drawPosition, miniDrawing} from '../draw/position.js';
import {learnPanels} from '../learn.js';

export function render(view, params) {
  const game = params.game || 'nim';
  const position = params.position !== undefined ? params.position : '3 4 5';
  const misere = params.misere === 'true';
  const explain = params.explain !== 'false';

  const picker = gamePicker(game);
  const pos = h('input', {type: 'text', name: 'position', id: 'position-input', value: position, spellcheck: false,
    autocomplete: 'off', 'aria-describedby': 'position-hint'});
  const mis = h('input', {type: 'checkbox', name: 'misere', id: 'misere-input', checked: misere});
  const exp = h('input', {type: 'checkbox', name: 'explain', id: 'explain-input', checked: explain});
  const form = h('form', {class: 'query', id: 'analyze-form', onsubmit: e => {
    e.preventDefault();
    go('analyze', {game: picker.input.value.trim(), position: pos.value.trim().replace(/\s+/g, ' '),
      misere: mis.checked ? 'true' : null, explain: exp.checked ? null : 'false'});
  }},
  field('Game', picker.element),
  h('label', {class: 'field'}, h('span', {class: 'label'}, 'Position'), pos,
    h('small', {class: 'hint', id: 'position-hint'}, 'As on the command line; several arguments are a sum.')),
  h('div', {class: 'checks'}, h('label', null, mis, ' mis\u00e8re play (whoever moves last loses)'),
    h('label', null, exp, ' explain')),
  h('button', {type: 'submit', id: 'analyze-button'}, 'Analyze'));

  const out = h('section', {id: 'result', 'aria-live': 'polite'});
  mount(view, h('h1', null, 'Analyze a position'), form, out);

  const ctrl = new AbortController();
  mount(out, busy('Analyzing\u2026', () => ctrl.abort()));
  api('analyze', {game, position, misere: misere ? 'true' : null, explain: explain ? 'true' : null}, {signal: ctrl.signal})
    .then(r => mount(out, result(r, game, misere, explain)))
    .catch(e => mount(out, e.name === 'AbortError' ? h('p', null, 'Cancelled.') : errorBox(e.message)));
  return () => ctrl.abort();
}

// Misère play shows misère values: the genus, and the element of the game's misère quotient where that decided
// the position; the normal-play value only under its own name.
function misereFacts(r) {
  const q = r.quotient;
  return [
    ['Outcome', outcomeBadge(r.outcome, 'outcome')],
    ['Genus', r.genus !== undefined && r.genus !== null
      ? h('span', {id: 'genus'}, h('code', null, r.genus), h('span', {class: 'aside'}, ' (mis\u00e8re Grundy value ' + r.misereValue + ')'))
      : h('span', {id: 'genus', class: 'aside'}, 'not computed: the position\u2019s mis\u00e8re canonical form is beyond the budget')],
    ['Quotient element', q ? h('span', {id: 'quotient-element'}, h('code', null, q.element),
      h('span', {class: 'aside'}, (q.inPPortion ? ', in the P-portion' : ', not in the P-portion') + ' of '
        + (q.proved ? 'the game\u2019s mis\u00e8re quotient' : 'the mis\u00e8re quotient of heaps 1..' + q.heapsUpTo)
        + ', order ' + q.order)) : null],
    ['Normal-play Grundy value', r.normalValue !== undefined && r.normalValue !== null
      ? h('span', {id: 'normal-value', class: 'aside'}, String(r.normalValue)) : null],
  ];
}

function result(r, game, misere, explain) {
  const moveLink = (p, withDrawing) => h('a', {class: 'move', href: href('analyze', {game, position: p, misere: misere ? 'true' : null,
    explain: explain ? null : 'false'})}, withDrawing ? miniDrawing(r.game || game, p) : null, h('span', null, p));
  const partizan = 'leftWinningMoves' in r;
  const drawing = drawPosition(r.game || game, r.position);
  const parts = [h('h2', {id: 'result-title'}, h('code', null, (r.game || game) + ' ' + r.position), misere ? ' (mis\u00e8re)' : '')];
  if (drawing) parts.push(drawing);
  if ('leftFirst' in r) {
    parts.push(...loopyPartizan(r, moveLink));
  } else if (partizan) {
    parts.push(facts([
      ['Outcome', outcomeBadge(r.outcome, 'outcome')],
      ['Value (canonical form)', h('code', {id: 'value'}, r.value)],
      r.explicit && r.explicit !== r.value ? ['As nested braces', h('code', null, r.explicit)] : null,
      ['Mean', r.mean !== undefined ? h('code', null, r.mean) : null],
      ['Temperature', r.temperature !== undefined ? h('code', null, r.temperature) : null],
    ]));
    parts.push(h('div', {class: 'two-col'},
      movesBlock('Left\u2019s winning moves (Left moving first)', r.leftWinningMoves, r.leftWinningMoveCount, moveLink, 'left-moves'),
      movesBlock('Right\u2019s winning moves (Right moving first)', r.rightWinningMoves, r.rightWinningMoveCount, moveLink, 'right-moves')));
    parts.push(h('p', null, h('a', {href: href('partizan', {game: r.game || game, position: r.position})},
      'Thermograph and game tree of this position in the partizan calculator \u2192')));
  } else {
    parts.push(facts(misere ? misereFacts(r) : [
      ['Outcome', outcomeBadge(r.outcome, 'outcome')],
      ['Grundy value', r.value !== undefined && r.value !== null
        ? h('span', {id: 'value'}, String(r.value), r.value > 0 ? h('span', {class: 'aside'}, ' (the nimber *' + (r.value === 1 ? '' : r.value) + ')') : '')
        : null],
    ]));
    parts.push(movesBlock(r.outcome === 'P' ? 'Winning moves' : 'Winning moves (each leads to the position shown)',
      r.winningMoves, r.winningMoveCount, moveLink, 'winning-moves',
      r.outcome === 'P' ? 'None: every move leads to a position where the opponent wins.' : null));
    if (r.moveSearch || r.moveSearchNote) parts.push(h('p', {class: 'note'}, r.moveSearch || r.moveSearchNote));
    parts.push(h('p', null, h('a', {href: href('play', {game: r.game || game, position: r.position, misere: misere ? 'true' : null, you: 'first'})},
      'Play this position against the computer \u2192')));
  }
  const ex = explain ? renderExplanation(r, moveLink) : null;
  if (ex) parts.push(h('section', {class: 'why'}, h('h3', null, 'Why'), ex));
  parts.push(...learnPanels(r, {game: r.game || game, misere, positionLink: moveLink})); // the tree, the step-through
  return parts;
}

// A partizan position whose play repeats: no canonical value; who wins (or a draw) with each player moving first,
// and each player's moves that keep that result.
function loopyPartizan(r, moveLink) {
  const start = (s, player) => h('span', {id: player.toLowerCase() + '-first'}, s.result
    + (s.remoteness !== null && s.remoteness !== undefined ? ' in ' + s.remoteness + (s.remoteness === 1 ? ' move' : ' moves') : ''));
  const keep = (s, player, id) => s.winningMoveCount > 0 || s.result === player + ' wins'
    ? movesBlock(player + '\u2019s winning moves (' + player + ' moving first)', s.winningMoves, s.winningMoveCount, moveLink, id)
    : s.result === 'a draw'
      ? movesBlock(player + '\u2019s moves that keep the draw (' + player + ' moving first)', s.drawingMoves, s.drawingMoveCount, moveLink, id)
      : movesBlock(player + '\u2019s moves (' + player + ' moving first)', [], 0, moveLink, id, 'None keeps anything: every move loses.');
  return [
    facts([
      ['Outcome', outcomeBadge(r.outcome, 'outcome')],
      ['Left moving first', start(r.leftFirst, 'Left')],
      ['Right moving first', start(r.rightFirst, 'Right')],
      ['Value (loopy)', r.value !== null && r.value !== undefined ? h('code', {id: 'value'}, r.value)
        : h('span', {class: 'aside', id: 'value'}, 'not found: ' + r.valueNote)],
      ['Graph solved', h('span', {class: 'aside'}, r.positions + ' positions and ' + r.moves
        + ' moves (play can repeat: retrograde analysis of the whole graph)')],
    ]),
    h('div', {class: 'two-col'}, keep(r.leftFirst, 'Left', 'left-moves'), keep(r.rightFirst, 'Right', 'right-moves')),
  ];
}

function movesBlock(title, moves, count, moveLink, id, emptyText) {
  moves = moves || [];
  count = count === undefined ? moves.length : count;
  return h('section', {class: 'moves'}, h('h3', null, title, ' ', h('span', {class: 'count'}, '(' + count + ')')),
    moves.length
      ? h('ul', {class: 'move-list', id}, moves.map(m => h('li', null, moveLink(m, moves.length <= 24))))
      : h('p', {class: 'none', id}, emptyText || 'None.'),
    count > moves.length ? h('p', {class: 'note'}, 'The first ' + moves.length + ' of ' + count + ' are shown.') : null);
}

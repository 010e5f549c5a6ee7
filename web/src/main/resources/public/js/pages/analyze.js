// Analyze: a game and a position, in the command line's syntax; the outcome, the value, every winning move
// (each a link to the position it leads to) and the explanation, with the position drawn.
import {h, mount, errorBox, busy, field, tn} from '../dom.js';
import {t} from '../i18n.js';
import {term} from '../glossary-links.js';
import {api} from '../api.js';
import {href, go} from '../router.js';
import {gamePicker, gameKind, outcomeBadge, facts} from '../widgets.js';
import {renderExplanation} from '../explain.js';
import {drawPosition, miniDrawing} from '../draw/position.js';
import {learnPanels} from '../learn.js';

export function render(view, params) {
  const game = params.game || 'nim';
  const position = params.position !== undefined ? params.position : '3 4 5';
  const misere = params.misere === 'true';
  const explain = params.explain !== 'false';

  // misère play is offered for impartial games only (everything while the kind is not known)
  const picker = gamePicker(game, {onChange: g => {
    misBox.hidden = gameKind(g, picker.input.value) === 'partizan';
    if (misBox.hidden) mis.checked = false;
  }});
  const pos = h('input', {type: 'text', name: 'position', id: 'position-input', value: position, spellcheck: false,
    autocomplete: 'off', 'aria-describedby': 'position-hint'});
  const mis = h('input', {type: 'checkbox', name: 'misere', id: 'misere-input', checked: misere});
  const misBox = h('label', {id: 'misere-box'}, mis, ' ' + t('analyze.misere'));
  const exp = h('input', {type: 'checkbox', name: 'explain', id: 'explain-input', checked: explain});
  const form = h('form', {class: 'query', id: 'analyze-form', onsubmit: e => {
    e.preventDefault();
    go('analyze', {game: picker.input.value.trim(), position: pos.value.trim().replace(/\s+/g, ' '),
      misere: mis.checked ? 'true' : null, explain: exp.checked ? null : 'false'});
  }},
  field(t('analyze.game'), picker.element),
  h('label', {class: 'field'}, h('span', {class: 'label'}, t('analyze.position')), pos,
    h('small', {class: 'hint', id: 'position-hint'}, t('analyze.positionHint'))),
  h('div', {class: 'checks'}, misBox,
    h('label', null, exp, ' ' + t('analyze.explain'))),
  h('button', {type: 'submit', id: 'analyze-button'}, t('analyze.submit')));

  const out = h('section', {id: 'result', 'aria-live': 'polite'});
  mount(view, h('h1', null, t('analyze.title')), form, out);

  const ctrl = new AbortController();
  mount(out, busy(t('analyze.busy'), () => ctrl.abort()));
  api('analyze', {game, position, misere: misere ? 'true' : null, explain: explain ? 'true' : null}, {signal: ctrl.signal})
    .then(r => mount(out, result(r, game, misere, explain)))
    .catch(e => mount(out, e.name === 'AbortError' ? h('p', null, t('common.cancelled')) : errorBox(e.message)));
  return () => ctrl.abort();
}

// Misère play shows misère values: the genus, and the element of the game's misère quotient where that decided
// the position; the normal-play value only under its own name.
function misereFacts(r) {
  const q = r.quotient;
  return [
    [t('common.facts.outcome'), outcomeBadge(r.outcome, 'outcome')],
    [t('analyze.genus'), r.genus !== undefined && r.genus !== null
      ? h('span', {id: 'genus'}, h('code', null, r.genus), h('span', {class: 'aside'}, ' (' + t('analyze.misereValue', {value: String(r.misereValue)}) + ')'))
      : h('span', {id: 'genus', class: 'aside'}, t('analyze.genusNone'))],
    [term('misere-quotient', t('analyze.quotientElement')), q ? h('span', {id: 'quotient-element'}, h('code', null, q.element),
      h('span', {class: 'aside'}, ', ' + t(q.inPPortion ? 'analyze.quotient.in' : 'analyze.quotient.notIn', {order: String(q.order),
        quotient: q.proved ? t('analyze.quotient.proved') : t('analyze.quotient.heaps', {to: String(q.heapsUpTo)})}))) : null],
    [t('analyze.normalValue'), r.normalValue !== undefined && r.normalValue !== null
      ? h('span', {id: 'normal-value', class: 'aside'}, String(r.normalValue)) : null],
  ];
}

function result(r, game, misere, explain) {
  const moveLink = (p, withDrawing) => h('a', {class: 'move', href: href('analyze', {game, position: p, misere: misere ? 'true' : null,
    explain: explain ? null : 'false'})}, withDrawing ? miniDrawing(r.game || game, p) : null, h('span', null, p));
  const partizan = 'leftWinningMoves' in r;
  const drawing = drawPosition(r.game || game, r.position);
  const parts = [h('h2', {id: 'result-title'}, h('code', null, (r.game || game) + ' ' + r.position), misere ? ' (' + t('analyze.misereTag') + ')' : '')];
  if (drawing) parts.push(drawing);
  if ('leftFirst' in r) {
    parts.push(...loopyPartizan(r, moveLink));
  } else if (r.bySearch) {
    // A board too big for its value (Domineering 6x6 and up): who wins and the winning moves, from the search.
    parts.push(facts([
      [t('common.facts.outcome'), outcomeBadge(r.outcome, 'outcome')],
      [t('analyze.value'), h('span', {class: 'aside', id: 'value'}, t('analyze.bySearch.value'))],
    ]));
    parts.push(h('div', {class: 'two-col'},
      movesBlock(t('analyze.leftMoves'), r.leftWinningMoves, r.leftWinningMoveCount, moveLink, 'left-moves'),
      movesBlock(t('analyze.rightMoves'), r.rightWinningMoves, r.rightWinningMoveCount, moveLink, 'right-moves')));
    if (!r.allMovesSearched) parts.push(h('p', {class: 'note', id: 'by-search-partial'}, t('analyze.bySearch.partial')));
  } else if (partizan) {
    parts.push(facts([
      [t('common.facts.outcome'), outcomeBadge(r.outcome, 'outcome')],
      [[t('analyze.value'), ' (', term('canonical-form'), ')'], h('code', {id: 'value'}, r.value)],
      r.explicit && r.explicit !== r.value ? [t('common.facts.nested'), h('code', null, r.explicit)] : null,
      [term('mean', t('common.facts.mean')), r.mean !== undefined ? h('code', null, r.mean) : null],
      [term('temperature', t('common.facts.temperature')), r.temperature !== undefined ? h('code', null, r.temperature) : null],
    ]));
    parts.push(h('div', {class: 'two-col'},
      movesBlock(t('analyze.leftMoves'), r.leftWinningMoves, r.leftWinningMoveCount, moveLink, 'left-moves'),
      movesBlock(t('analyze.rightMoves'), r.rightWinningMoves, r.rightWinningMoveCount, moveLink, 'right-moves')));
    parts.push(h('p', null, h('a', {href: href('partizan', {game: r.game || game, position: r.position})},
      t('analyze.toPartizan') + ' \u2192')));
  } else {
    parts.push(facts(misere ? misereFacts(r) : [
      [t('common.facts.outcome'), outcomeBadge(r.outcome, 'outcome')],
      [term('grundy-value', t('analyze.grundyValue')), r.value !== undefined && r.value !== null
        ? h('span', {id: 'value'}, String(r.value), r.value > 0 ? h('span', {class: 'aside'}, ' (',
          tn('analyze.nimber', {nimber: term('nimber'), star: '*' + (r.value === 1 ? '' : r.value)}), ')') : '')
        : null],
    ]));
    parts.push(movesBlock(t(r.outcome === 'P' ? 'analyze.winningMoves' : 'analyze.winningMovesShown'),
      r.winningMoves, r.winningMoveCount, moveLink, 'winning-moves',
      r.outcome === 'P' ? t('analyze.noWinningMoves') : null));
    if (r.moveSearch || r.moveSearchNote) parts.push(h('p', {class: 'note'}, r.moveSearch || r.moveSearchNote));
    parts.push(h('p', null, h('a', {href: href('play', {game: r.game || game, position: r.position, misere: misere ? 'true' : null, you: 'first'})},
      t('analyze.play') + ' \u2192')));
  }
  const ex = explain ? renderExplanation(r, moveLink) : null;
  if (ex) parts.push(h('section', {class: 'why'}, h('h3', null, t('analyze.why')), ex));
  parts.push(...learnPanels(r, {game: r.game || game, misere, positionLink: moveLink})); // the tree, the step-through
  return parts;
}

const LOOPY_RESULTS = {'Left wins': 'analyze.loopy.leftWins', 'Right wins': 'analyze.loopy.rightWins', 'a draw': 'analyze.loopy.draw'};

// A partizan position whose play repeats: no canonical value; who wins (or a draw) with each player moving first,
// and each player's moves that keep that result.
function loopyPartizan(r, moveLink) {
  // the server's result ("Left wins", "Right wins", "a draw") is data here; its words come from the catalogue
  const said = result => (LOOPY_RESULTS[result] ? t(LOOPY_RESULTS[result]) : result);
  const start = (s, player) => h('span', {id: player.toLowerCase() + '-first'}, said(s.result)
    + (s.remoteness !== null && s.remoteness !== undefined ? ' ' + t('analyze.loopy.inMoves', {count: s.remoteness}) : ''));
  const left = player => player === 'Left';
  const keep = (s, player, id) => s.winningMoveCount > 0 || s.result === player + ' wins'
    ? movesBlock(t(left(player) ? 'analyze.leftMoves' : 'analyze.rightMoves'), s.winningMoves, s.winningMoveCount, moveLink, id)
    : s.result === 'a draw'
      ? movesBlock(t(left(player) ? 'analyze.loopy.leftDrawing' : 'analyze.loopy.rightDrawing'), s.drawingMoves, s.drawingMoveCount, moveLink, id)
      : movesBlock(t(left(player) ? 'analyze.loopy.leftAny' : 'analyze.loopy.rightAny'), [], 0, moveLink, id, t('analyze.loopy.noneKeeps'));
  return [
    facts([
      [t('common.facts.outcome'), outcomeBadge(r.outcome, 'outcome')],
      [t('analyze.loopy.leftFirst'), start(r.leftFirst, 'Left')],
      [t('analyze.loopy.rightFirst'), start(r.rightFirst, 'Right')],
      [t('analyze.loopy.value'), r.value !== null && r.value !== undefined ? h('code', {id: 'value'}, r.value)
        : h('span', {class: 'aside', id: 'value'}, t('analyze.loopy.notFound', {note: r.valueNote}))],
      [t('analyze.loopy.graph'), h('span', {class: 'aside'}, t('analyze.loopy.graphText', {
        positions: t('analyze.loopy.positions', {count: r.positions}), moves: t('analyze.loopy.moves', {count: r.moves})}))],
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
      : h('p', {class: 'none', id}, emptyText || t('common.none')),
    count > moves.length ? h('p', {class: 'note'}, t('analyze.firstShown', {shown: moves.length, count})) : null);
}

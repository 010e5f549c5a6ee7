// The first page a new user sees: what the explorer does, with one worked example per page to click.
import {h, mount} from '../dom.js';
import {href} from '../router.js';

export function render(view) {
  const card = (title, page, text, examples) => h('section', {class: 'card'},
    h('h2', null, h('a', {href: href(page)}, title)), h('p', null, text),
    h('ul', {class: 'examples'}, examples.map(([label, params]) => h('li', null, h('a', {href: href(page, params)}, label)))));
  mount(view,
    h('h1', null, 'Explore combinatorial games'),
    h('p', {class: 'lead'}, 'Two players, no chance, and whoever cannot move loses. Pick a game and a position to see who wins, ',
      'how, and why; watch a Grundy sequence settle into its period; play the computer; take a partizan game apart; ',
      'or see the mis\u00e8re quotient that decides every sum of heaps.'),
    h('div', {class: 'cards'},
      card('Analyze a position', 'analyze', 'Outcome, value, every winning move, and the reasoning: mex steps and nim-sums in binary.', [
        ['Who wins Nim 3 4 5?', {game: 'nim', position: '3 4 5'}],
        ['Kayles with rows of 3 and 4 pins', {game: 'kayles', position: '3 4'}],
        ['Domineering on a 3\u00d73 board', {game: 'domineering', position: '3x3'}],
        ['A Hackenbush drawing', {game: 'hackenbush', position: '(ll;r(l;r))'}],
      ]),
      card('Grundy sequences', 'sequences', 'The values of a heap game plotted, as a P/N strip, with its period found (and proved where it can be).', [
        ['Kayles to 500', {game: 'kayles', to: 500}],
        ['Subtraction {1, 3, 4}', {game: 'subtraction:1,3,4', to: 100}],
        ['Dawson\u2019s chess (0.137)', {game: '0.137', to: 300}],
      ]),
      card('Play the computer', 'play', 'Every legal move shown with its value; the computer plays perfectly. Can you beat it from a winning position?', [
        ['Nim 3 4 5, you first', {game: 'nim', position: '3 4 5', you: 'first'}],
        ['Wythoff\u2019s queen at 4,7', {game: 'wythoff', position: '4,7', you: 'first'}],
        ['Chomp 3\u00d74', {game: 'chomp', position: '3x4', you: 'first'}],
      ]),
      card('Partizan calculator', 'partizan', 'Canonical form, stops, mean, temperature, the thermograph and the game tree; the 22 games born by day 2.', [
        ['{0,* | *} is up', {expr: '{0,*|*}'}],
        ['The switch \u00b11', {expr: '+-1'}],
        ['Domineering 2\u00d73', {game: 'domineering', position: '2x3'}],
      ]),
      card('Mis\u00e8re quotients', 'quotient', 'The monoid that decides every sum of heaps in mis\u00e8re play: its presentation, P-portion and the element of each heap.', [
        ['Kayles\u2019 mis\u00e8re quotient', {game: 'kayles'}],
        ['0.75: order 8', {game: '0.75'}],
        ['Dawson\u2019s Kayles (0.07) to heap 24', {game: '0.07', to: 24}],
      ])));
}

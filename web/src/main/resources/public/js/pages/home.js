// The first page a new user sees: what the explorer is for and how to start, in the page's language, with one
// worked example per page to click (every text from the catalogue's home area).
import {h, mount, tn} from '../dom.js';
import {href} from '../router.js';
import {t} from '../i18n.js';
import {term} from '../glossary-links.js';

/** The cards: a page, its examples' parameters; the titles and texts are home.<page>.title, .text and .ex<n>. */
const CARDS = [
  ['analyze', [{game: 'nim', position: '3 4 5'}, {game: 'kayles', position: '3 4'}, {game: 'domineering', position: '3x3'},
    {game: 'hackenbush', position: '(ll;r(l;r))'}]],
  ['sequences', [{game: 'kayles', to: 500}, {game: 'subtraction:1,3,4', to: 100}, {game: '0.137', to: 300}]],
  ['play', [{game: 'nim', position: '3 4 5', you: 'first'}, {game: 'wythoff', position: '4,7', you: 'first'},
    {game: 'chomp', position: '3x4', you: 'first'}]],
  ['partizan', [{expr: '{0,*|*}'}, {expr: '+-1'}, {game: 'domineering', position: '2x3'}]],
  ['quotient', [{game: 'kayles'}, {game: '0.75'}, {game: '0.07', to: 24}]],
];

export function render(view) {
  const card = (page, examples) => h('section', {class: 'card'},
    h('h2', null, h('a', {href: href(page)}, t('home.' + page + '.title'))), h('p', null, t('home.' + page + '.text')),
    h('ul', {class: 'examples'}, examples.map((params, i) => h('li', null,
      h('a', {href: href(page, params)}, t('home.' + page + '.ex' + (i + 1)))))));
  mount(view,
    h('h1', null, t('home.title')),
    h('p', {class: 'lead'}, t('home.lead')),
    h('section', {class: 'start', id: 'how-to-start'}, h('h2', null, t('home.start.title')),
      h('ol', null,
        h('li', null, t('home.start.step1')),
        h('li', null, t('home.start.step2')),
        h('li', null, tn('home.start.step3', {glossary: h('a', {href: href('glossary')}, t('home.start.glossary')),
          example: term('p-position')})))),
    h('div', {class: 'cards'}, CARDS.map(([page, examples]) => card(page, examples))));
}

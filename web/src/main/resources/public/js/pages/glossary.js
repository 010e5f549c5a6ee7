// The glossary: each term the explorer uses, defined in one or two sentences in the page's language as the lecture
// notes use it, with the source its definition follows. Every entry has an anchor (its id), and the pages link
// their terms and badges here (glossary-links.js); #/glossary?term=mex scrolls to that entry and marks it.
import {h, mount} from '../dom.js';
import {t} from '../i18n.js';
import {TERMS, termHref} from '../glossary-links.js';

export function render(view, params) {
  const chosen = TERMS.includes(params.term) ? params.term : null;
  mount(view,
    h('h1', null, t('glossary.title')),
    h('p', {class: 'lead'}, t('glossary.lead')),
    h('nav', {class: 'glossary-index', 'aria-label': t('glossary.index')},
      h('ul', null, TERMS.map(id => h('li', null, h('a', {href: termHref(id)}, t('glossary.' + id + '.name')))))),
    h('dl', {class: 'glossary', id: 'glossary'}, TERMS.map(id => [
      h('dt', {id, class: id === chosen ? 'current' : null}, h('a', {href: termHref(id)}, t('glossary.' + id + '.name'))),
      h('dd', {class: id === chosen ? 'current' : null},
        h('p', null, t('glossary.' + id + '.text')),
        h('p', {class: 'source'}, t('glossary.source', {source: t('glossary.' + id + '.source')})))])));
  if (chosen) requestAnimationFrame(() => document.getElementById(chosen)?.scrollIntoView({block: 'start'}));
}

// The single-page explorer: every page's state lives in the address (#/page?key=value...), so that any view
// can be bookmarked and shared, and the browser's back button walks back through it.
import {h, mount} from './dom.js';
import {route} from './router.js';
import * as home from './pages/home.js';
import * as analyze from './pages/analyze.js';
import * as sequences from './pages/sequences.js';
import * as play from './pages/play.js';
import * as partizan from './pages/partizan.js';
import * as quotient from './pages/quotient.js';

// Errors raised by the page's scripts, kept for the browser tests (which fail on any) and for anyone debugging.
window.cgtErrors = [];
window.addEventListener('error', e => window.cgtErrors.push(String(e.message || e)));
window.addEventListener('unhandledrejection', e => window.cgtErrors.push(String(e.reason && e.reason.message || e.reason)));

const pages = {'': home, analyze, sequences, play, partizan, quotient};
const titles = {'': 'cgt explorer', analyze: 'Analyze', sequences: 'Sequences', play: 'Play', partizan: 'Partizan calculator',
  quotient: 'Mis\u00e8re quotients'};

let cleanup = null;
let lastPage = null;

function render() {
  const {page, params} = route();
  const view = document.getElementById('view');
  if (cleanup) { try { cleanup(); } catch (e) { /* a page's cleanup must not stop the next page */ } }
  cleanup = null;
  for (const a of document.querySelectorAll('nav a[data-page]')) {
    if (a.dataset.page === page) a.setAttribute('aria-current', 'page'); else a.removeAttribute('aria-current');
  }
  const module = pages[page];
  document.title = (titles[page] && page ? titles[page] + ' · ' : '') + 'cgt explorer';
  if (!module) {
    mount(view, h('h1', null, 'No such page'),
      h('p', null, 'The address names no page of the explorer. ', h('a', {href: '#/'}, 'Start here'), '.'));
    return;
  }
  const result = module.render(view, params);
  if (typeof result === 'function') cleanup = result;
  if (lastPage !== null && lastPage !== page) view.focus({preventScroll: true});
  lastPage = page;
}

window.addEventListener('hashchange', render);
// The skip link moves the focus to the content; followed as a link, its #view would read as a page's address.
document.querySelector('a.skip')?.addEventListener('click', e => {
  e.preventDefault();
  document.getElementById('view').focus();
});
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render); else render();

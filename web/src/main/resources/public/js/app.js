// The single-page explorer: every page's state lives in the address (#/page?key=value...), so that any view
// can be bookmarked and shared, and the browser's back button walks back through it.
import {h, mount} from './dom.js';
import {route} from './router.js';
import {LANGUAGES, init, lang, onLanguageChange, setLanguage, t} from './i18n.js';
import * as home from './pages/home.js';
import * as analyze from './pages/analyze.js';
import * as sequences from './pages/sequences.js';
import * as play from './pages/play.js';
import * as partizan from './pages/partizan.js';
import * as quotient from './pages/quotient.js';
import * as exercises from './pages/exercises.js';
import * as glossary from './pages/glossary.js';

// Errors raised by the page's scripts, kept for the browser tests (which fail on any) and for anyone debugging.
window.cgtErrors = [];
window.addEventListener('error', e => window.cgtErrors.push(String(e.message || e)));
window.addEventListener('unhandledrejection', e => window.cgtErrors.push(String(e.reason && e.reason.message || e.reason)));

const pages = {'': home, analyze, sequences, play, partizan, quotient, exercises, glossary};

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
  // A page may name its title's key (a page added later keeps its texts in its own catalogue area).
  const title = module && page ? t(module.titleKey || 'common.title.' + page) + ' \u00b7 ' : '';
  document.title = title + t('common.title.app');
  if (!module) {
    mount(view, h('h1', null, t('common.noPage.title')),
      h('p', null, t('common.noPage.text'), ' ', h('a', {href: '#/'}, t('common.noPage.start'))));
    return;
  }
  const result = module.render(view, params);
  if (typeof result === 'function') cleanup = result;
  if (lastPage !== null && lastPage !== page) view.focus({preventScroll: true});
  lastPage = page;
}

/** The page's fixed frame (navigation, footer, switcher) in the current language; pages render themselves. */
function translateFrame() {
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  const select = document.getElementById('language');
  if (select) {
    select.setAttribute('aria-label', t('common.language'));
    select.value = lang();
  }
}

function languageSwitcher() {
  const select = h('select', {id: 'language', onchange: e => setLanguage(e.target.value)},
    Object.entries(LANGUAGES).map(([code, name]) => h('option', {value: code, lang: code}, name)));
  document.querySelector('header.top')?.append(select);
}

onLanguageChange(() => { translateFrame(); render(); });
window.addEventListener('hashchange', render);
// The skip link moves the focus to the content; followed as a link, its #view would read as a page's address.
document.querySelector('a.skip')?.addEventListener('click', e => {
  e.preventDefault();
  document.getElementById('view').focus();
});
async function start() {
  await init();
  languageSwitcher();
  translateFrame();
  render();
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();

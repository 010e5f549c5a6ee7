// The explorer's languages: every sentence a page shows comes from a message catalogue, one per language and area
// (public/i18n/<lang>/<area>.json), never from the code. English is complete and is the fallback for a key a
// catalogue lacks; CatalogueTest (web) fails the build when any catalogue lacks a key or a placeholder.
//
// A catalogue maps keys to texts. A text may hold placeholders {name}, filled from t()'s second argument, and may
// instead be an object of plural forms ({"one": ..., "few": ..., "many": ..., "other": ...}, the categories of
// Intl.PluralRules for the language), chosen by the parameter named count.

/** The languages, in the order the switcher lists them, each with its own name for itself. */
export const LANGUAGES = Object.freeze({
  en: 'English',
  hr: 'Hrvatski',
  cs: '\u010ce\u0161tina',
  ro: 'Rom\u00e2n\u0103',
  et: 'Eesti',
  uk: '\u0423\u043a\u0440\u0430\u0457\u043d\u0441\u044c\u043a\u0430',
});

/** The catalogues' areas: one file each per language, so that one page's texts can change without the others'. */
export const AREAS = Object.freeze(['common', 'home', 'analyze', 'sequences', 'play', 'partizan', 'quotient',
  'learn', 'exercises', 'glossary']);

const STORAGE_KEY = 'cgt.lang';

let current = 'en';
const catalogues = {};   // lang -> {key: text}
const listeners = [];

/** The language chosen before, else the browser's first language that the explorer speaks, else English. */
export function preferredLanguage() {
  const fromAddress = new URLSearchParams(location.search).get('lang');
  if (fromAddress && fromAddress in LANGUAGES) return fromAddress;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && stored in LANGUAGES) return stored;
  } catch (e) { /* storage refused (a private window): the browser's languages decide */ }
  for (const tag of navigator.languages || [navigator.language || 'en']) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (base in LANGUAGES) return base;
  }
  return 'en';
}

async function load(lang) {
  if (catalogues[lang]) return catalogues[lang];
  const merged = {};
  const parts = await Promise.all(AREAS.map(async area => {
    try {
      const res = await fetch('i18n/' + lang + '/' + area + '.json');
      return res.ok ? await res.json() : {};
    } catch (e) {
      return {};
    }
  }));
  for (const part of parts) Object.assign(merged, part);
  catalogues[lang] = merged;
  return merged;
}

/** Loads English and the given language (the preferred one when omitted); call once before the first render. */
export async function init(lang = preferredLanguage()) {
  await load('en');
  if (lang !== 'en') await load(lang);
  current = lang;
  document.documentElement.lang = lang;
  return lang;
}

/** The language the page speaks now. */
export function lang() {
  return current;
}

/** Switches the language, remembers the choice, and tells the listeners (the app re-renders the page). */
export async function setLanguage(next) {
  if (!(next in LANGUAGES)) return;
  await load(next);
  current = next;
  document.documentElement.lang = next;
  try { localStorage.setItem(STORAGE_KEY, next); } catch (e) { /* not remembered; still switched */ }
  for (const f of listeners) f(next);
}

/** Calls f(lang) after each change of language. */
export function onLanguageChange(f) {
  listeners.push(f);
}

function lookup(key) {
  const own = catalogues[current]?.[key];
  if (own !== undefined) return own;
  const en = catalogues.en?.[key];
  return en !== undefined ? en : key;
}

/**
 * The text of a key in the page's language, with {name} placeholders filled from params; a text given as plural
 * forms is chosen by params.count. A key no catalogue has comes back as itself, so a missing text shows, never
 * breaks the page.
 */
export function t(key, params = {}) {
  let text = lookup(key);
  if (text && typeof text === 'object') {
    const form = new Intl.PluralRules(current).select(Number(params.count ?? 0));
    text = text[form] ?? text.other ?? key;
  }
  return String(text).replace(/\{(\w+)\}/g, (m, name) => {
    if (!(name in params)) return m;
    const v = params[name];
    return typeof v === 'number' ? formatNumber(v) : String(v);
  });
}

/** Whether a key has a text in English (the complete catalogue). */
export function has(key) {
  return catalogues.en?.[key] !== undefined;
}

/** A number written for the page's language (digit groups as the language writes them). */
export function formatNumber(n) {
  if (typeof n !== 'number' || !Number.isFinite(n)) return String(n);
  if (Number.isInteger(n) && Math.abs(n) < 10000) return String(n); // small numbers plain, as heap sizes are typed
  return new Intl.NumberFormat(current).format(n);
}

// The JSON API: GET requests that mirror the command line; errors come back as {"error": "..."}. Every request
// carries lang=<the page's language>, so that the server may answer its prose (errors, explanations) in it; the
// page's own notices and framing come from the catalogue.
import {lang, t} from './i18n.js';

/** Thrown for an answer that is not a success: message is the API's own words. */
export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/** How many times a request the server refused as busy (503) or over this page's share (429) is sent again. */
const RETRIES = 6;

let waiting = 0;

/** The polite line shown while a refused request waits to be sent again (one line for all of them). */
function notice(text) {
  let el = document.getElementById('server-notice');
  if (!el) {
    el = document.createElement('p');
    el.id = 'server-notice';
    el.className = 'notice';
    el.setAttribute('role', 'status');
    document.body.append(el);
  }
  el.textContent = text;
  el.hidden = !text;
}

/** Waits ms, or rejects with an AbortError when the signal aborts first. */
function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) { reject(new DOMException('cancelled', 'AbortError')); return; }
    const timer = setTimeout(() => { signal?.removeEventListener('abort', stop); resolve(); }, ms);
    const stop = () => { clearTimeout(timer); reject(new DOMException('cancelled', 'AbortError')); };
    signal?.addEventListener('abort', stop, {once: true});
  });
}

/**
 * fetch, sent again after the Retry-After the server gives when it answers 503 (busy) or 429 (this page already has
 * its share of computations running), with a polite line meanwhile; the last answer is returned as it is.
 */
async function fetchPolitely(url, init) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, init);
    if ((res.status !== 503 && res.status !== 429) || attempt >= RETRIES) return res;
    const seconds = Math.min(30, Math.max(1, Number(res.headers.get('Retry-After')) || 2));
    waiting++;
    notice(t(res.status === 429 ? 'common.api.waitShare' : 'common.api.waitBusy', {seconds}));
    try {
      await pause(seconds * 1000 * (1 + Math.random() / 2), init.signal); // spread out, so that a class does not return at once
    } finally {
      if (--waiting === 0) notice('');
    }
  }
}

/**
 * Whether an answer is the server still refusing as busy (503) or over this page's share (429) after every retry:
 * the page then says so once, in its language; the server's own line (in English, lower case) said the same again.
 */
function stillBusy(status) {
  return status === 503 || status === 429;
}

/** GETs /api/<path> with the given query parameters; resolves to the parsed JSON, rejects with ApiError. */
export async function api(path, params = {}, options = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== false && v !== '') q.set(k, String(v));
  }
  q.set('lang', lang());
  const url = '/api/' + path + (q.toString() ? '?' + q : '');
  let res;
  try {
    res = await fetchPolitely(url, {signal: options.signal, headers: {Accept: 'application/json'}});
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new ApiError(t('common.api.noAnswer', {reason: e.message}), 0);
  }
  let body = null;
  const text = await res.text();
  try { body = text ? JSON.parse(text) : null; } catch (e) { body = null; }
  if (!res.ok) {
    if (stillBusy(res.status)) throw new ApiError(t('common.api.stillBusy'), res.status);
    const msg = body && body.error ? body.error
      : t('common.api.status', {status: String(res.status) + (res.statusText ? ' ' + res.statusText : '')});
    throw new ApiError(msg, res.status);
  }
  if (body === null) throw new ApiError(t('common.api.notJson'), res.status);
  return body;
}

let catalogCache = null;
let catalogLang = null;

/** The server's catalog (cached for the page's life in one language): {games: [...], families: [...]}. */
export function catalog() {
  if (!catalogCache || catalogLang !== lang()) {
    catalogLang = lang();
    // the games users wrote (cgt serve --rules FILE.java) come under "yours" and are offered like the others
    catalogCache = api('games').then(g => (Array.isArray(g) ? {games: g, families: []}
      : {games: [...(g.games || []), ...(g.yours || [])], families: g.families || []}))
      .catch(e => { catalogCache = null; throw e; });
  }
  return catalogCache;
}

/** The games the server knows. */
export function games() {
  return catalog().then(c => c.games);
}

/**
 * A long computation as a job of the server (POST /api/jobs?kind=...): polled for progress, which onProgress
 * receives ({stage, stageKey, stageArgs, done, total, elapsedMillis}: the stage in English, and its message key and
 * arguments for the page's language), and cancelled (DELETE) when signal aborts. A server without
 * jobs is asked the endpoint itself (GET /api/<kind>), which Cancel aborts.
 */
export async function job(kind, params, {signal, onProgress} = {}) {
  const q = new URLSearchParams({kind});
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  q.set('lang', lang());
  let res;
  try {
    res = await fetchPolitely('/api/jobs?' + q, {method: 'POST', signal,
      headers: {Accept: 'application/json', 'Content-Type': 'application/json'}});
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new ApiError(t('common.api.noAnswer', {reason: e.message}), 0);
  }
  if (res.status === 404 || res.status === 405) return api(kind, params, {signal});
  let state = await res.json().catch(() => null);
  if (stillBusy(res.status)) throw new ApiError(t('common.api.stillBusy'), res.status);
  if (!res.ok || !state || !state.id) {
    throw new ApiError(state && state.error ? state.error : t('common.api.status', {status: String(res.status)}), res.status);
  }
  const id = state.id;
  const cancel = () => {
    fetch('/api/jobs/' + encodeURIComponent(id), {method: 'DELETE', headers: {'Content-Type': 'application/json'}})
      .catch(() => {});
  };
  signal?.addEventListener('abort', cancel);
  try {
    for (let wait = 100; ; wait = Math.min(500, wait * 2)) {
      if (onProgress) onProgress(state);
      if (state.status === 'done') return state.result;
      if (state.status === 'failed') throw new ApiError(state.error || t('common.api.jobFailed'), state.errorStatus || 500);
      if (state.status === 'cancelled') throw new DOMException('cancelled', 'AbortError');
      await new Promise(r => setTimeout(r, wait));
      if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
      state = await api('jobs/' + encodeURIComponent(id), {}, {signal});
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

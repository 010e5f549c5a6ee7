// Addresses of the explorer's pages: #/page?key=value&... holds a page's whole state.

/** The current route: page name and its parameters, read from location.hash. */
export function route() {
  const hash = location.hash.replace(/^#\/?/, '');
  const q = hash.indexOf('?');
  const page = (q < 0 ? hash : hash.slice(0, q)).replace(/\/$/, '');
  const params = new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
  return {page, params: Object.fromEntries(params.entries())};
}

/** The address of a page with parameters (spaces written as +, as in the command line's examples). */
export function href(page, params = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '' && v !== false) q.set(k, String(v));
  }
  const qs = q.toString();
  return '#/' + page + (qs ? '?' + qs : '');
}

/** Goes to a page: a new entry in the browser's history, which renders it (again, if it is the same). */
export function go(page, params) {
  const target = href(page, params);
  if (location.hash === target) window.dispatchEvent(new HashChangeEvent('hashchange'));
  else location.hash = target;
}

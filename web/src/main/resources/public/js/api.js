// The JSON API: GET requests that mirror the command line; errors come back as {"error": "..."}.

/** Thrown for an answer that is not a success: message is the API's own words. */
export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/** GETs /api/<path> with the given query parameters; resolves to the parsed JSON, rejects with ApiError. */
export async function api(path, params = {}, options = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== false && v !== '') q.set(k, String(v));
  }
  const url = '/api/' + path + (q.toString() ? '?' + q : '');
  let res;
  try {
    res = await fetch(url, {signal: options.signal, headers: {Accept: 'application/json'}});
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new ApiError('The server did not answer (' + e.message + '). Is cgt serve still running?', 0);
  }
  let body = null;
  const text = await res.text();
  try { body = text ? JSON.parse(text) : null; } catch (e) { body = null; }
  if (!res.ok) {
    const msg = body && body.error ? body.error
      : 'The server answered ' + res.status + (res.statusText ? ' ' + res.statusText : '') + '.';
    const hint = res.status === 503 ? ' The server is busy: try again in a moment.' : '';
    throw new ApiError(msg + (body && body.error ? hint : ''), res.status);
  }
  if (body === null) throw new ApiError('The server sent an answer that is not JSON.', res.status);
  return body;
}

let gamesCache = null;

/** The games the server knows (cached for the page's life). */
export function games() {
  if (!gamesCache) {
    gamesCache = api('games').then(g => (Array.isArray(g) ? g : g.games || []))
      .catch(e => { gamesCache = null; throw e; });
  }
  return gamesCache;
}

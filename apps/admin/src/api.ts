import { fetchUtils, HttpError } from 'react-admin';

// The console talks to /admin/api on its own origin: the session is an httpOnly cookie the browser
// sends, and every write carries the session's CSRF token, which only this page knows.
export const API = '/admin/api';

let csrfToken = '';
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (csrfToken) headers.set('X-CSRF-Token', csrfToken);
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
}

/** POST to the console API; the answer's `message` is the error a person reads. */
export async function post<T>(path: string, body?: unknown): Promise<T> {
  const { json } = await httpClient(`${API}${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

// The console's own words for a failure the API did not describe (translated where they are shown).
const fallbackText = { unreachable: 'The console could not reach the API.' };

/** What went wrong, in English: the API's message (whose Bangla the catalogue has) or the console's own. */
export const errorText = (error: unknown) =>
  error instanceof HttpError ? (error.body?.message ?? error.message) : fallbackText.unreachable;

import { PAGE_SESSION_HEADER, PAGE_SESSION_PATH } from './page-session-cookie';

// The browser's side of the page session (lib/page-session-cookie.ts): each access token the tab gets is
// handed to the web server, and ending the login ends its copy. Neither waits for an answer nor fails a
// login: without the copy a logged-in page loads its data in the browser, as before.

function send(method: 'POST' | 'DELETE', body?: unknown): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  void fetch(PAGE_SESSION_PATH, {
    method,
    credentials: 'same-origin',
    // A logout that navigates away still ends the copy.
    keepalive: true,
    headers: { [PAGE_SESSION_HEADER]: '1', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).catch(() => undefined);
}

/** The tab's new access token and its expiry, for the pages the server renders. */
export function sharePageSession(accessToken: string, expires: string): void {
  send('POST', { access_token: accessToken, expires });
}

/** The login ended in this tab: the server's copy goes too. */
export function endPageSession(): void {
  send('DELETE');
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionView } from '@pothik/domain';

// A real HTTP server on 127.0.0.1 standing in for the API at the network boundary: tests script its
// answers in the API's envelope ({ message, code, data, errors }) and read what the web sent.
export type RecordedRequest = {
  method: string;
  path: string;
  /** The query string's parameters (the path above is without them). */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export type FakeApi = {
  /** The base URL of this test: read it after reset(), which gives every test a base of its own. */
  readonly url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD /path` (query ignored) with a fixed answer or a handler; later calls replace it. */
  on: (route: string, answer: FakeAnswer | Handler) => void;
  /** The requests to one route, in order. */
  requestsTo: (route: string) => RecordedRequest[];
  reset: () => void;
  close: () => Promise<void>;
};

export async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  // A request the previous test left in flight (aborted by its unmount, or slow under load) must not
  // land in the next test's record: each reset() moves the API under a new base path, and a request
  // to an older one is refused unrecorded.
  let base = '/t0';
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const { pathname, searchParams: query } = new URL(req.url ?? '/', 'http://localhost');
      if (!pathname.startsWith(`${base}/`)) {
        res.writeHead(410, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'A request of an earlier test' }));
        return;
      }
      const path = pathname.slice(base.length);
      const recorded = { method: req.method ?? 'GET', path, query, headers: req.headers, body };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${path}`);
      const answer = handler
        ? await handler(recorded)
        : { status: 404, body: { message: 'Route not found' } };
      res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let generation = 0;
  return {
    get url() {
      return `${origin}${base}`;
    },
    requests,
    on: (route, answer) => routes.set(route, typeof answer === 'function' ? answer : () => answer),
    requestsTo: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    reset: () => {
      generation += 1;
      base = `/t${generation}`;
      routes.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A login response as POST /user/verify and /user/refresh-token send it to a native app, typed by the API
 * contract; a browser's has no refresh_token (browserSessionData).
 */
export function sessionData(overrides: Partial<SessionView> = {}): SessionView {
  const now = Date.now();
  return {
    access_token: 'access-1',
    accessTokenExpiresIn: new Date(now + 60 * 60_000).toISOString(),
    refresh_token: 'refresh-1',
    refreshTokenExpiresIn: new Date(now + 30 * 86_400_000).toISOString(),
    user: {
      id: 7,
      mobile: '01712345678',
      full_name: null,
      email: null,
      gender: null,
      date_of_birth: null,
      profile_picture: null,
      role: 'passenger',
      created_at: new Date(now).toISOString(),
    },
    ...overrides,
  };
}

/** A login response as the API answers a browser: the refresh token is its cookie (test/refresh-cookie.ts). */
export function browserSessionData(overrides: Partial<SessionView> = {}): SessionView {
  const { refresh_token: _cookie, ...session } = sessionData(overrides);
  return session;
}

import { startFakeServer } from './http-server';

export const FAKE_TURNSTILE_SECRET = '0x4AAAAAAAfakeTurnstileSecretForTests';

type Issued = { action: string; usedAt: number | null; issuedAt: number };

/**
 * Cloudflare Turnstile's siteverify (POST /turnstile/v0/siteverify, form or JSON `secret`, `response`,
 * `remoteip`): `{success, error-codes, challenge_ts, hostname, action, cdata}`. Tokens come from
 * `solve(action)`, as a widget would make them; each passes once (then `timeout-or-duplicate`), and
 * `expire(token)` ages one past its 300 seconds.
 */
export async function startFakeTurnstile() {
  const issued = new Map<string, Issued>();
  let next = 0;
  const fail = (...codes: string[]) => ({ status: 200, body: { success: false, 'error-codes': codes } });
  const server = await startFakeServer((req) => {
    if (req.method !== 'POST' || req.path !== '/turnstile/v0/siteverify') {
      return { status: 404, body: { error: 'not found' } };
    }
    const isJson = String(req.headers['content-type']).startsWith('application/json');
    const fields: Record<string, unknown> = isJson
      ? JSON.parse(req.body || '{}')
      : Object.fromEntries(new URLSearchParams(req.body));
    if (!fields.secret) return fail('missing-input-secret');
    if (fields.secret !== FAKE_TURNSTILE_SECRET) return fail('invalid-input-secret');
    if (!fields.response) return fail('missing-input-response');
    const token = issued.get(String(fields.response));
    if (!token) return fail('invalid-input-response');
    if (token.usedAt !== null || Date.now() - token.issuedAt > 300_000) return fail('timeout-or-duplicate');
    token.usedAt = Date.now();
    return {
      status: 200,
      body: {
        success: true,
        'error-codes': [],
        challenge_ts: new Date(token.issuedAt).toISOString(),
        hostname: 'localhost',
        action: token.action,
        cdata: '',
      },
    };
  });
  return {
    ...server,
    verifyUrl: `${server.url}/turnstile/v0/siteverify`,
    /** A token as the widget hands it to the page after a visitor passed the check. */
    solve(action: string) {
      next += 1;
      const token = `XXXX.DUMMY.TOKEN.${next}.${'x'.repeat(200)}`;
      issued.set(token, { action, usedAt: null, issuedAt: Date.now() });
      return token;
    },
    expire(token: string) {
      const entry = issued.get(token);
      if (entry) entry.issuedAt = Date.now() - 301_000;
    },
    /** The form fields siteverify was last sent. */
    lastVerification: () => Object.fromEntries(new URLSearchParams(server.requests.at(-1)?.body ?? '')),
  };
}

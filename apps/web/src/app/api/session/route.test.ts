import { beforeAll, describe, expect, it } from 'vitest';
import { holdDateAt } from '../../../../test/held-date';

// The web server's copy of the passenger's access token: set only by the site's own pages, only from a
// current token, never longer than the token lives, and unreadable by the page's scripts.

let POST: (request: Request) => Promise<Response>;
let DELETE: (request: Request) => Promise<Response>;

beforeAll(async () => {
  ({ POST, DELETE } = await import('./route'));
});

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const NOW = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(NOW);
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function request(
  method: string,
  body: unknown,
  headers: Record<string, string> = { 'x-pothik-session': '1' },
) {
  return new Request('http://localhost:3000/api/session', {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The Set-Cookie's attributes as a map (names lower-cased), and its value. */
function setCookie(response: Response): { value: string; attributes: Map<string, string> } {
  const header = response.headers.get('set-cookie') ?? '';
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const attributes = new Map(
    rest.map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.toLowerCase(), value] as const;
    }),
  );
  expect(pair.startsWith('pothik_page_session=')).toBe(true);
  return { value: pair.slice('pothik_page_session='.length), attributes };
}

describe('POST /api/session', () => {
  it("keeps the tab's token as an httpOnly, SameSite=Strict cookie of the whole site until it expires", async () => {
    const res = await POST(request('POST', { access_token: token, expires: inMinutes(30) }));
    expect(res.status).toBe(204);
    const { value, attributes } = setCookie(res);
    expect(value).toBe(token);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('strict');
    expect(attributes.get('path')).toBe('/');
    const maxAge = Number(attributes.get('max-age'));
    expect(maxAge).toBeGreaterThan(29 * 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 60);
  });

  it("never outlives an access token's hour, whatever expiry it is sent", async () => {
    const res = await POST(request('POST', { access_token: token, expires: inMinutes(24 * 60) }));
    expect(Number(setCookie(res).attributes.get('max-age'))).toBe(3600);
  });

  it('is Secure over https', async () => {
    const res = await POST(
      request(
        'POST',
        { access_token: token, expires: inMinutes(10) },
        {
          'x-pothik-session': '1',
          'x-forwarded-proto': 'https',
        },
      ),
    );
    expect(setCookie(res).attributes.has('secure')).toBe(true);
  });

  it('refuses a call without the page header or marked cross-site, and sets nothing', async () => {
    const body = { access_token: token, expires: inMinutes(10) };
    const refused: Record<string, string>[] = [
      {},
      { 'x-pothik-session': '1', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const res = await POST(request('POST', body, headers));
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses what is not a current access token, and sets nothing', async () => {
    for (const body of [
      { access_token: 'not a token', expires: inMinutes(10) },
      { access_token: `${token};Path=/x`, expires: inMinutes(10) },
      { access_token: token, expires: inMinutes(-1) },
      { access_token: token, expires: 'soon' },
      { access_token: `${'a'.repeat(5000)}.b.c`, expires: inMinutes(10) },
      { expires: inMinutes(10) },
    ]) {
      const res = await POST(request('POST', body));
      expect(res.status).toBe(422);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('DELETE /api/session', () => {
  it('ends the copy for the site', async () => {
    const res = await DELETE(request('DELETE', undefined));
    expect(res.status).toBe(204);
    const { value, attributes } = setCookie(res);
    expect(value).toBe('');
    expect(attributes.get('max-age')).toBe('0');
    expect(attributes.get('path')).toBe('/');
  });

  it('refuses another site', async () => {
    const res = await DELETE(
      request('DELETE', undefined, { 'x-pothik-session': '1', 'sec-fetch-site': 'same-site' }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { googleAccounts } from '../src/db/schema/index';
import { insertUser, setUserActive } from '../src/modules/auth/users-repo';
import {
  FAKE_GOOGLE_CLIENT_ID,
  newPageNonce,
  type PageCredential,
  startFakeGoogleIssuer,
} from './fakes/google-issuer';
import { buildTestApp as buildApp } from './helpers/app';
import { bearer, randomIp, readLatestCode, sendCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { createTestDatabase } from './helpers/database';
import { productionEnv } from './helpers/production';

// DESIGN.md §14: Google sign-in. The API verifies the ID token against the issuer's
// published keys (audience, issuer, expiry, signature), here a local fake issuer that serves its JWKS as
// Google does; a Google account links to a mobile verified by code once, then logs in alone. Each token
// comes with the raw nonce of the page that asked for it (its SHA-256 is the token's `nonce`).
// google-sign-in-nonce.test.ts holds the nonce's own rules and the notices of a link.

let database: Database;
let issuer: Awaited<ReturnType<typeof startFakeGoogleIssuer>>;
let app: FastifyInstance;
// Moved on by hand where a number needs a second code (a resend waits 180 s); starts at the real time,
// which the fake issuer's tokens are signed at.
const clock = createTestClock(new Date());
let sub = 0;
/** A Google account id no other test has used. */
const newSub = () => `1101694844743862${String(++sub).padStart(5, '0')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  issuer = await startFakeGoogleIssuer();
  app = await buildApp(issuer.env(), { database, clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await issuer.close();
  await database.close();
});

const googleLogin = (page: PageCredential, target = app, ip = randomIp()) =>
  target.inject({
    method: 'POST',
    url: '/api/v3/user/google',
    remoteAddress: ip,
    payload: page,
  });
const verifyWithGoogle = (mobile: string, otp: string, page: PageCredential) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/user/verify',
    remoteAddress: randomIp(),
    payload: { mobile, otp, google_credential: page.credential, google_raw_nonce: page.raw_nonce },
  });

/** Links a fresh Google account to a fresh passenger, as the dialog does; returns both and the session. */
async function linkedPassenger(claims: Record<string, unknown> = {}) {
  const mobile = uniqueMobile();
  const googleSub = newSub();
  const credential = await issuer.signForPage({ sub: googleSub, ...claims });
  expect((await googleLogin(credential)).json().code).toBe('googleLinkRequired');
  expect((await sendCode(app, mobile)).statusCode).toBe(200);
  const res = await verifyWithGoogle(mobile, await readLatestCode(app, mobile), credential);
  expect(res.statusCode).toBe(200);
  return { mobile, googleSub, session: res.json().data };
}

const linkOf = (googleSub: string) =>
  app.database.db.select().from(googleAccounts).where(eq(googleAccounts.sub, googleSub));

describe('a Google account not linked yet', () => {
  it('asks for the mobile once, links it with the code, and from then on Google alone logs in', async () => {
    const mobile = uniqueMobile();
    const googleSub = newSub();
    const first = await googleLogin(await issuer.signForPage({ sub: googleSub, email: 'karim@example.com' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Enter your mobile number once to link your Google account.',
      code: 'googleLinkRequired',
      data: { link_required: true, email: 'karim@example.com' },
    });
    expect(await linkOf(googleSub)).toEqual([]);

    await sendCode(app, mobile);
    const credential = await issuer.signForPage({ sub: googleSub, email: 'karim@example.com' });
    const linked = await verifyWithGoogle(mobile, await readLatestCode(app, mobile), credential);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().code).toBe('loggedIn');
    const user = linked.json().data.user;
    expect(user.mobile).toBe(mobile);
    expect(await linkOf(googleSub)).toMatchObject([{ userId: user.id, email: 'karim@example.com' }]);

    const later = await googleLogin(await issuer.signForPage({ sub: googleSub }));
    expect(later.statusCode).toBe(200);
    expect(later.json().code).toBe('loggedIn');
    const session = later.json().data;
    expect(session.user).toMatchObject({ id: user.id, mobile });
    // A working session: the profile answers with its token.
    const profile = await app.inject({ url: '/api/v3/user/profile', headers: bearer(session.access_token) });
    expect(profile.json().data.mobile).toBe(mobile);
  });

  it('accepts the issuer written without https://, as Google also writes it', async () => {
    const { googleSub, session } = await linkedPassenger();
    const res = await googleLogin(await issuer.signForPage({ sub: googleSub, iss: 'accounts.google.com' }));
    expect(res.json().data.user.id).toBe(session.user.id);
  });

  it("a browser's Google sign-in (channel web) gets its refresh token as the httpOnly cookie only", async () => {
    const { googleSub, session } = await linkedPassenger();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/google',
      remoteAddress: randomIp(),
      payload: { ...(await issuer.signForPage({ sub: googleSub })), channel: 'web' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user.id).toBe(session.user.id);
    expect(data.refresh_token).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === 'pothik_refresh');
    expect(cookie).toMatchObject({ path: '/api/v3/user/refresh-token', httpOnly: true, sameSite: 'Strict' });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      cookies: { pothik_refresh: cookie!.value },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('keeps an address Google has not verified out of the link', async () => {
    const { googleSub, session } = await linkedPassenger({ email: 'x@example.com', email_verified: false });
    expect(await linkOf(googleSub)).toMatchObject([{ userId: session.user.id, email: null }]);
    const unknown = await googleLogin(await issuer.signForPage({ sub: newSub(), email_verified: false }));
    expect(unknown.json().data).toEqual({ link_required: true, email: null });
  });

  it('links with the code only: a wrong code links nothing, and a bad Google token leaves the code unspent', async () => {
    const mobile = uniqueMobile();
    const googleSub = newSub();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await verifyWithGoogle(mobile, wrong, await issuer.signForPage({ sub: googleSub }));
    expect(refused.json()).toMatchObject({ code: 'otpIncorrect' });
    const forged = await verifyWithGoogle(mobile, code, await issuer.signWithStrangerKey({ sub: googleSub }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      message: 'Google sign-in did not work. Please try again.',
      code: 'googleSignInFailed',
    });
    expect(await linkOf(googleSub)).toEqual([]);
    const linked = await verifyWithGoogle(mobile, code, await issuer.signForPage({ sub: googleSub }));
    expect(linked.statusCode).toBe(200);
    expect(await linkOf(googleSub)).toHaveLength(1);
  });
});

describe('tokens that are not good for us', () => {
  it.each([
    [
      'for another client (audience)',
      () => issuer.signForPage({ aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['from another issuer', () => issuer.signForPage({ iss: 'https://accounts.example.com' })],
    [
      'expired',
      () => issuer.signForPage({}, { issuedAt: new Date(Date.now() - 2 * 3600_000), expiresInSec: 3600 }),
    ],
    ['signed with a key Google did not publish', () => issuer.signWithStrangerKey()],
    ['signed under a key id the JWKS lacks', () => issuer.signForPage({}, { kid: 'no-such-key' })],
    ['not a JWT at all', async () => ({ credential: 'not.a.token', raw_nonce: newPageNonce().raw })],
  ])('refuses a token %s, and logs no one in', async (_name, make) => {
    // Were the token good, its (unlinked) account would be asked to link: the refusal is the token's.
    const res = await googleLogin(await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Google sign-in did not work. Please try again.',
      code: 'googleSignInFailed',
    });
  });

  it('refuses a token with the right claims for a linked account when it is expired', async () => {
    const { googleSub } = await linkedPassenger();
    const old = await issuer.signForPage({ sub: googleSub }, { issuedAt: new Date(Date.now() - 7200_000) });
    expect((await googleLogin(old)).json().code).toBe('googleSignInFailed');
    expect((await googleLogin(await issuer.signForPage({ sub: googleSub }))).json().code).toBe('loggedIn');
  });

  it('answers 503 when the keys cannot be fetched, not that the token is bad', async () => {
    const down = await startFakeGoogleIssuer();
    down.setDown(true);
    const other = await buildApp(down.env(), { database });
    try {
      const res = await googleLogin(await down.signForPage(), other);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('googleSignInFailed');
    } finally {
      await other.close();
      await down.close();
    }
  });
});

describe('who may sign in with Google', () => {
  it('refuses a blocked passenger, as the code login does', async () => {
    const { googleSub, session } = await linkedPassenger();
    await setUserActive(app.database.db, session.user.id, false, new Date());
    const res = await googleLogin(await issuer.signForPage({ sub: googleSub }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('accountDisabled');
    await setUserActive(app.database.db, session.user.id, true, new Date());
  });

  it('does not link a Google account to a passenger blocked while the code was on its way', async () => {
    const mobile = uniqueMobile();
    const user = await insertUser(app.database.db, { mobile, role: 'passenger' });
    await sendCode(app, mobile);
    await setUserActive(app.database.db, user.id, false, new Date());
    const googleSub = newSub();
    const res = await verifyWithGoogle(
      mobile,
      await readLatestCode(app, mobile),
      await issuer.signForPage({ sub: googleSub }),
    );
    expect(res.json().code).toBe('accountDisabled');
    expect(await linkOf(googleSub)).toEqual([]);
  });

  it('offers no Google sign-in to drivers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/driver/google',
      payload: { credential: await issuer.signForPage() },
    });
    expect(res.statusCode).toBe(404);
  });

  it('counts Google sign-ins per IP under the verify limit', async () => {
    const limited = await buildApp({ ...issuer.env(), AUTH_IP_VERIFY_LIMIT: '2' }, { database, clock });
    try {
      const ip = '198.51.100.77';
      const token = await issuer.signForPage({ sub: newSub() });
      expect((await googleLogin(token, limited, ip)).statusCode).toBe(200);
      expect((await googleLogin(token, limited, ip)).statusCode).toBe(200);
      const third = await googleLogin(token, limited, ip);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('tooManyRequests');
      // Counted per hour of the (held) clock: the answer names the seconds left in this one.
      const now = clock.now().getTime();
      const hourEnds = Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000;
      expect(third.headers['retry-after']).toBe(String(Math.ceil((hourEnds - now) / 1000)));
    } finally {
      await limited.close();
    }
  });
});

describe('linking again and unlinking (/profile)', () => {
  it('shows the link, and after unlinking Google asks for the mobile again', async () => {
    const { googleSub, session } = await linkedPassenger();
    const auth = bearer(session.access_token);
    const shown = await app.inject({ url: '/api/v3/user/profile/google', headers: auth });
    expect(shown.json().data).toMatchObject({ linked: true, email: 'rahim@example.com' });
    expect(Date.parse(shown.json().data.linked_at)).not.toBeNaN();

    const unlinked = await app.inject({
      method: 'DELETE',
      url: '/api/v3/user/profile/google',
      headers: auth,
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toEqual({
      message: 'Your Google account is no longer linked.',
      code: 'googleUnlinked',
      data: { linked: false, email: null, linked_at: null },
    });
    expect((await app.inject({ url: '/api/v3/user/profile/google', headers: auth })).json().data.linked).toBe(
      false,
    );
    expect((await googleLogin(await issuer.signForPage({ sub: googleSub }))).json().code).toBe(
      'googleLinkRequired',
    );
  });

  it('needs a passenger session', async () => {
    expect((await app.inject({ url: '/api/v3/user/profile/google' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v3/user/profile/google' })).statusCode).toBe(401);
  });

  it('moves a Google account linked to another number, and replaces a passenger’s earlier one', async () => {
    const a = await linkedPassenger();
    // The same Google account, proved with another mobile's code: it now logs in that passenger.
    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const moved = await verifyWithGoogle(
      mobile,
      await readLatestCode(app, mobile),
      await issuer.signForPage({ sub: a.googleSub }),
    );
    const b = moved.json().data.user;
    expect((await googleLogin(await issuer.signForPage({ sub: a.googleSub }))).json().data.user.id).toBe(
      b.id,
    );

    // Passenger b links a second Google account: the first one no longer logs in.
    const second = newSub();
    clock.advance({ seconds: 181 });
    await sendCode(app, mobile);
    await verifyWithGoogle(
      mobile,
      await readLatestCode(app, mobile),
      await issuer.signForPage({ sub: second }),
    );
    expect((await googleLogin(await issuer.signForPage({ sub: second }))).json().data.user.id).toBe(b.id);
    expect((await googleLogin(await issuer.signForPage({ sub: a.googleSub }))).json().code).toBe(
      'googleLinkRequired',
    );
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('refuses Google sign-in, and a code sent with a credential is not spent', async () => {
    const off = await buildApp({}, { database });
    try {
      const res = await googleLogin(await issuer.signForPage(), off);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Google sign-in is not available.',
        code: 'googleSignInUnavailable',
      });
      const mobile = uniqueMobile();
      await sendCode(off, mobile);
      const code = await readLatestCode(off, mobile);
      const page = await issuer.signForPage();
      const withGoogle = await off.inject({
        method: 'POST',
        url: '/api/v3/user/verify',
        payload: { mobile, otp: code, google_credential: page.credential, google_raw_nonce: page.raw_nonce },
      });
      expect(withGoogle.json().code).toBe('googleSignInUnavailable');
      const plain = await off.inject({
        method: 'POST',
        url: '/api/v3/user/verify',
        payload: { mobile, otp: code },
      });
      expect(plain.json().code).toBe('loggedIn');
    } finally {
      await off.close();
    }
  });
});

describe('configuration', () => {
  it('verifies against Google by default, and production refuses a test issuer', () => {
    const config = loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID });
    expect(config.googleSignIn).toEqual({
      clientId: FAKE_GOOGLE_CLIENT_ID,
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    });
    expect(
      loadConfig({ ...productionEnv, GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID }).googleSignIn?.clientId,
    ).toBe(FAKE_GOOGLE_CLIENT_ID);
    for (const key of ['GOOGLE_JWKS_URL', 'GOOGLE_ISSUER']) {
      const env = {
        ...productionEnv,
        GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
        [key]: 'https://issuer.example',
      };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`${key} is set: it is for tests only`));
    }
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { googleAccounts } from '../src/db/schema/index';
import { newPageNonce, type PageCredential, startFakeGoogleIssuer } from './fakes/google-issuer';
import { buildTestApp } from './helpers/app';
import { randomIp, readLatestCode, sendCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { openSameDatabase } from './helpers/realtime';

// DESIGN.md §14: a Google ID token is bound to the page that asked for it. The page gives Google the
// SHA-256 of a secret it keeps (the raw nonce) as `nonce`, and sends the secret with the token; the API
// refuses a token without that nonce or with another, and a token used once, on every API process (two
// apps on one database; on PGlite they share the instance).

let database: Database;
let otherDatabase: Database;
let issuer: Awaited<ReturnType<typeof startFakeGoogleIssuer>>;
let app: FastifyInstance;
let other: FastifyInstance;
const clock = createTestClock(new Date());
let sub = 0;
const newSub = () => `2201694844743862${String(++sub).padStart(5, '0')}`;

beforeAll(async () => {
  issuer = await startFakeGoogleIssuer();
  app = await buildTestApp(issuer.env(), { clock });
  database = app.database;
  otherDatabase = await openSameDatabase(database);
  other = await buildTestApp(issuer.env(), { clock, database: otherDatabase });
  await Promise.all([app.ready(), other.ready()]);
});
afterAll(async () => {
  await other.close();
  await otherDatabase.close();
  await app.close();
  await issuer.close();
});

const refused = { message: 'Google sign-in did not work. Please try again.', code: 'googleSignInFailed' };

const googleLogin = (page: PageCredential, target = app) =>
  target.inject({ method: 'POST', url: '/api/v3/user/google', remoteAddress: randomIp(), payload: page });
const verifyWithGoogle = (mobile: string, otp: string, page: PageCredential) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/user/verify',
    remoteAddress: randomIp(),
    payload: { mobile, otp, google_credential: page.credential, google_raw_nonce: page.raw_nonce },
  });
const plainVerify = (mobile: string, otp: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/user/verify',
    remoteAddress: randomIp(),
    payload: { mobile, otp },
  });
const linkOf = (googleSub: string) =>
  database.db.select().from(googleAccounts).where(eq(googleAccounts.sub, googleSub));

/** A Google account linked to a fresh number, as the dialog links it. */
async function linkedAccount() {
  const mobile = uniqueMobile();
  const googleSub = newSub();
  const page = await issuer.signForPage({ sub: googleSub });
  expect((await googleLogin(page)).json().code).toBe('googleLinkRequired');
  await sendCode(app, mobile);
  expect((await verifyWithGoogle(mobile, await readLatestCode(app, mobile), page)).statusCode).toBe(200);
  return { mobile, googleSub };
}

describe(`the nonce binds an ID token to the page that asked, on ${testDbKind}`, () => {
  it('refuses a token asked without a nonce, and one whose nonce is another page’s', async () => {
    const { googleSub } = await linkedAccount();
    const noNonce = { credential: await issuer.sign({ sub: googleSub }), raw_nonce: newPageNonce().raw };
    const res = await googleLogin(noNonce);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);

    const page = await issuer.signForPage({ sub: googleSub });
    const anotherPages = await googleLogin({ credential: page.credential, raw_nonce: newPageNonce().raw });
    expect(anotherPages.statusCode).toBe(400);
    expect(anotherPages.json()).toEqual(refused);
    // The control: the same token with its own page's raw nonce logs in.
    expect((await googleLogin(page)).json().code).toBe('loggedIn');
  });

  it('links nothing with a token without its page’s nonce, and leaves the code unspent', async () => {
    const mobile = uniqueMobile();
    const googleSub = newSub();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    const noNonce = { credential: await issuer.sign({ sub: googleSub }), raw_nonce: newPageNonce().raw };
    const res = await verifyWithGoogle(mobile, code, noNonce);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    expect(await linkOf(googleSub)).toEqual([]);
    expect((await plainVerify(mobile, code)).json().code).toBe('loggedIn');
  });

  it('signs in once per token: replayed here or on another process, it is refused', async () => {
    const { googleSub } = await linkedAccount();
    const page = await issuer.signForPage({ sub: googleSub });
    expect((await googleLogin(page)).json().code).toBe('loggedIn');
    for (const target of [app, other]) {
      const replay = await googleLogin(page, target);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual(refused);
    }
    // A new sign-in (a new nonce) still works, on either process.
    expect((await googleLogin(await issuer.signForPage({ sub: googleSub }), other)).json().code).toBe(
      'loggedIn',
    );
  });

  it('gives one session to two requests racing with one token, one per process', async () => {
    const { googleSub } = await linkedAccount();
    const page = await issuer.signForPage({ sub: googleSub });
    const answers = await Promise.all([googleLogin(page, app), googleLogin(page, other)]);
    expect(answers.map((r) => r.json().code).sort()).toEqual(['googleSignInFailed', 'loggedIn']);
  });

  it('does not spend a token by asking whether it is linked; the link spends it, and it links nothing again', async () => {
    const mobile = uniqueMobile();
    const googleSub = newSub();
    const page = await issuer.signForPage({ sub: googleSub });
    expect((await googleLogin(page)).json().code).toBe('googleLinkRequired');
    expect((await googleLogin(page, other)).json().code).toBe('googleLinkRequired');
    await sendCode(app, mobile);
    const linked = await verifyWithGoogle(mobile, await readLatestCode(app, mobile), page);
    expect(linked.json().code).toBe('loggedIn');

    // Spent: it neither logs in nor moves the link to a number whose code someone else has.
    expect((await googleLogin(page)).json()).toEqual(refused);
    const thief = uniqueMobile();
    await sendCode(app, thief);
    const code = await readLatestCode(app, thief);
    const moved = await verifyWithGoogle(thief, code, page);
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual(refused);
    expect(await linkOf(googleSub)).toMatchObject([{ userId: linked.json().data.user.id }]);
    expect((await plainVerify(thief, code)).json().code).toBe('loggedIn');
  });

  it('answers 422 when the raw nonce is missing or malformed', async () => {
    const page = await issuer.signForPage({ sub: newSub() });
    const noRaw = await app.inject({
      method: 'POST',
      url: '/api/v3/user/google',
      payload: { credential: page.credential },
    });
    expect(noRaw.statusCode).toBe(422);
    expect(Object.keys(noRaw.json().errors)).toEqual(['raw_nonce']);
    const short = await googleLogin({ credential: page.credential, raw_nonce: 'abc' });
    expect(short.statusCode).toBe(422);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/v3/user/verify',
      payload: { mobile: uniqueMobile(), otp: '1234', google_credential: page.credential },
    });
    expect(verify.statusCode).toBe(422);
    expect(Object.keys(verify.json().errors)).toEqual(['google_raw_nonce']);
  });
});

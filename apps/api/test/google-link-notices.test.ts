import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleAccounts, notifications, pushSubscriptions } from '../src/db/schema/index';
import { setUserActive } from '../src/modules/auth/users-repo';
import { type PageCredential, startFakeGoogleIssuer } from './fakes/google-issuer';
import { buildTestApp } from './helpers/app';
import { loginAs, randomIp, readLatestCode, sendCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';

// DESIGN.md §14: a Google account that logs in to a passenger's account is a key to it, so linking one to
// a number tells the number's owner (SMS always, push on their devices, in their language, through the
// outbox in the link's transaction), and moving a link tells the passenger it leaves too. A Google account
// of a blocked passenger does not move to another number, and a blocked number gets no link.

let issuer: Awaited<ReturnType<typeof startFakeGoogleIssuer>>;
let app: FastifyInstance;
const clock = createTestClock(new Date());
let sub = 0;
const newSub = () => `3301694844743862${String(++sub).padStart(5, '0')}`;

beforeAll(async () => {
  issuer = await startFakeGoogleIssuer();
  // No outbox rounds: the rows stay as the link wrote them.
  app = await buildTestApp({ ...issuer.env(), OUTBOX_INTERVAL_SEC: '0' }, { clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await issuer.close();
});

const verifyWithGoogle = (mobile: string, otp: string, page: PageCredential, lang: 'en' | 'bn' = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v3/user/verify',
    remoteAddress: randomIp(),
    headers: { 'accept-language': lang },
    payload: { mobile, otp, google_credential: page.credential, google_raw_nonce: page.raw_nonce },
  });

/** Proves `mobile` by code and links the Google account to it; the answer. */
async function linkTo(mobile: string, googleSub: string, opts: { email?: string; lang?: 'en' | 'bn' } = {}) {
  clock.advance({ seconds: 181 }); // past the wait between two codes to one number
  await sendCode(app, mobile);
  const page = await issuer.signForPage({ sub: googleSub, email: opts.email ?? 'karim@example.com' });
  return verifyWithGoogle(mobile, await readLatestCode(app, mobile), page, opts.lang);
}

/** The notices the outbox holds for these accounts, oldest first. */
const noticesOf = (...userIds: number[]) =>
  app.database.db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      channel: notifications.channel,
      message: notifications.message,
    })
    .from(notifications)
    .where(inArray(notifications.userId, userIds))
    .orderBy(asc(notifications.id));

const linkedText = {
  en: (email: string) =>
    `Pothik: A Google account (${email}) can now log in to your account. Not you? Unlink it on your profile.`,
  bn: (email: string) =>
    `পথিক: একটি গুগল অ্যাকাউন্ট (${email}) এখন আপনার অ্যাকাউন্টে লগ ইন করতে পারে। আপনি না হলে প্রোফাইল থেকে এটি বিচ্ছিন্ন করুন।`,
};

describe(`linking a Google account tells the number’s owner, on ${testDbKind}`, () => {
  it('tells by SMS in the language they use, and by push on their devices (each shows its own language)', async () => {
    const owner = await loginAs(app);
    await app.database.db.insert(pushSubscriptions).values({
      userId: owner.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/link-notice-${owner.user.id}`,
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
      lang: 'bn',
    });
    const res = await linkTo(owner.mobile, newSub(), { email: 'karim@example.com', lang: 'bn' });
    expect(res.json().code).toBe('loggedIn');

    expect(await noticesOf(owner.user.id)).toEqual([
      {
        userId: owner.user.id,
        kind: 'google_linked',
        channel: 'sms',
        message: { to: owner.mobile, text: linkedText.bn('karim@example.com') },
      },
      {
        userId: owner.user.id,
        kind: 'google_linked',
        channel: 'push',
        message: {
          kind: 'google_linked',
          url: '/profile',
          tag: 'google-link',
          en: {
            title: 'Google account linked',
            body: 'A Google account (karim@example.com) can now log in to your account. Not you? Unlink it on your profile.',
          },
          bn: {
            title: 'গুগল অ্যাকাউন্ট যুক্ত হয়েছে',
            body: 'একটি গুগল অ্যাকাউন্ট (karim@example.com) এখন আপনার অ্যাকাউন্টে লগ ইন করতে পারে। আপনি না হলে প্রোফাইল থেকে এটি বিচ্ছিন্ন করুন।',
          },
        },
      },
    ]);
  });

  it('tells a new passenger (no device yet) by SMS only', async () => {
    const mobile = uniqueMobile();
    const res = await linkTo(mobile, newSub(), { email: 'nadia@example.com' });
    const userId = res.json().data.user.id as number;
    expect(await noticesOf(userId)).toEqual([
      {
        userId,
        kind: 'google_linked',
        channel: 'sms',
        message: { to: mobile, text: linkedText.en('nadia@example.com') },
      },
    ]);
  });

  it('moving a link tells both: the number it now opens, and the passenger it no longer opens', async () => {
    const googleSub = newSub();
    const a = (await linkTo(uniqueMobile(), googleSub, { email: 'moved@example.com', lang: 'bn' })).json()
      .data.user;
    const bMobile = uniqueMobile();
    const b = (await linkTo(bMobile, googleSub, { email: 'moved@example.com' })).json().data.user;

    const aNotices = await noticesOf(a.id);
    expect(aNotices.filter((n) => n.channel === 'sms').map((n) => n.message)).toEqual([
      { to: a.mobile, text: linkedText.bn('moved@example.com') },
      {
        to: a.mobile,
        text: 'পথিক: গুগল অ্যাকাউন্ট (moved@example.com) দিয়ে আর আপনার অ্যাকাউন্টে লগ ইন করা যাবে না: এটি অন্য একটি নম্বরে যুক্ত করা হয়েছে।',
      },
    ]);
    expect(await noticesOf(b.id)).toEqual([
      {
        userId: b.id,
        kind: 'google_linked',
        channel: 'sms',
        message: { to: bMobile, text: linkedText.en('moved@example.com') },
      },
    ]);
  });

  it('tells no one when the same Google account is linked to the same number again', async () => {
    const googleSub = newSub();
    const mobile = uniqueMobile();
    const user = (await linkTo(mobile, googleSub)).json().data.user;
    expect(await noticesOf(user.id)).toHaveLength(1);
    expect((await linkTo(mobile, googleSub)).json().code).toBe('loggedIn');
    expect(await noticesOf(user.id)).toHaveLength(1);
  });
});

describe(`a blocked account and Google links, on ${testDbKind}`, () => {
  it('keeps a blocked passenger’s Google account from moving to another number, and leaves that number’s code unspent', async () => {
    const googleSub = newSub();
    const blocked = (await linkTo(uniqueMobile(), googleSub)).json().data.user;
    await setUserActive(app.database.db, blocked.id, false, clock.now());
    const before = await noticesOf(blocked.id);

    const mobile = uniqueMobile();
    await sendCode(app, mobile);
    const code = await readLatestCode(app, mobile);
    const res = await verifyWithGoogle(mobile, code, await issuer.signForPage({ sub: googleSub }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'This Google account is linked to a disabled account and cannot be linked to another number. Please contact support.',
      code: 'googleAccountBlocked',
    });
    const link = await app.database.db.select().from(googleAccounts).where(eq(googleAccounts.sub, googleSub));
    expect(link).toMatchObject([{ userId: blocked.id }]);
    expect(await noticesOf(blocked.id)).toEqual(before);
    // The number's own code still logs it in, without Google; no one was told of a link.
    const plain = await app.inject({
      method: 'POST',
      url: '/api/v3/user/verify',
      remoteAddress: randomIp(),
      payload: { mobile, otp: code },
    });
    expect(plain.json().code).toBe('loggedIn');
    expect(await noticesOf(plain.json().data.user.id)).toEqual([]);
  });

  it('links nothing to a number blocked while its code was on the way, and tells no one', async () => {
    const owner = await loginAs(app);
    clock.advance({ seconds: 181 });
    await sendCode(app, owner.mobile);
    await setUserActive(app.database.db, owner.user.id, false, clock.now());
    const googleSub = newSub();
    const page = await issuer.signForPage({ sub: googleSub });
    const res = await verifyWithGoogle(owner.mobile, await readLatestCode(app, owner.mobile), page);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('accountDisabled');
    expect(
      await app.database.db.select().from(googleAccounts).where(eq(googleAccounts.sub, googleSub)),
    ).toEqual([]);
    expect(await noticesOf(owner.user.id)).toEqual([]);
  });
});

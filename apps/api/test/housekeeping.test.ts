import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRateCounters,
  googleNoncesUsed,
  leads,
  notifications,
  otpChallenges,
  refreshTokens,
  revokedAccessTokens,
  revokedSessions,
  smsOutbox,
} from '../src/db/schema/index';
import { runHousekeeping } from '../src/modules/scheduler/housekeeping-job';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';

// A logged-out access token is refused until it would have expired, by every API
// process (a deny-list each keeps in memory, told by NOTIFY, and read from the table at start); the
// periodic housekeeping deletes what nothing reads any more and keeps the rest.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ACCESS_TOKEN_TTL_MIN: '60' }, { clock });
  await app.ready();
  // A second API process on the same database.
  other = await buildTestApp({ ACCESS_TOKEN_TTL_MIN: '60' }, { clock, database: app.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await app.close();
});

const profile = (target: FastifyInstance, headers: Record<string, string>) =>
  target.inject({ method: 'GET', url: '/api/v3/user/profile', headers });

const logout = (who: Awaited<ReturnType<typeof loginAs>>, withBearer = true) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/user/logout',
    headers: withBearer ? who.headers : {},
    payload: { refresh_token: who.refresh_token },
  });

describe('logout ends the access token too', () => {
  it('refuses the logged-out token in this process and the other, and keeps other logins working', async () => {
    const passenger = await loginAs(app);
    clock.advance({ minutes: 4 }); // past the wait between two codes
    const sameUserElsewhere = await loginAs(app, { mobile: passenger.mobile });
    expect((await profile(other, passenger.headers)).statusCode).toBe(200);

    expect((await logout(passenger)).statusCode).toBe(200);
    expect((await profile(app, passenger.headers)).statusCode).toBe(401);
    await expect.poll(async () => (await profile(other, passenger.headers)).statusCode).toBe(401);
    expect((await profile(app, sameUserElsewhere.headers)).statusCode).toBe(200);
  });

  it('is known to a process started after the logout', async () => {
    const passenger = await loginAs(app);
    await logout(passenger);
    const restarted = await buildTestApp({}, { clock, database: app.database });
    await restarted.ready();
    try {
      expect((await profile(restarted, passenger.headers)).statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });

  it('without the bearer, still ends the login’s access tokens: each names its login', async () => {
    const passenger = await loginAs(app);
    await logout(passenger, false);
    expect((await profile(app, passenger.headers)).statusCode).toBe(401);
    await expect.poll(async () => (await profile(other, passenger.headers)).statusCode).toBe(401);
  });
});

describe('housekeeping', () => {
  it('deletes lapsed codes, tokens, counters, deny-list entries, spent Google nonces and month-old delivered notices, nothing else', async () => {
    const db = app.database.db;
    const now = clock.now();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await db.insert(otpChallenges).values([
      { mobile: '01711000001', role: 'passenger', codeHash: 'x', createdAt: ago(49), expiresAt: ago(48.9) },
      { mobile: '01711000002', role: 'passenger', codeHash: 'x', createdAt: ago(20), expiresAt: ago(19.9) },
    ]);
    const passenger = await loginAs(app);
    await db.insert(refreshTokens).values({
      userId: passenger.user.id,
      familyId: 'old-family',
      tokenHash: 'old-token-hash',
      createdAt: ago(24 * 31),
      expiresAt: ago(1),
    });
    await db.insert(authRateCounters).values([
      { bucket: 'login:10.0.0.1', windowStart: ago(3), hits: 4 },
      { bucket: 'login:10.0.0.1', windowStart: ago(0.5), hits: 1 },
    ]);
    await db.insert(smsOutbox).values({ recipient: '01711000001', body: 'old', createdAt: ago(72) });
    await db.insert(revokedAccessTokens).values([
      { jti: 'lapsed', expiresAt: ago(0.1) },
      { jti: 'live', expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    await db.insert(googleNoncesUsed).values([
      { nonce: 'lapsed-nonce', expiresAt: ago(0.1) },
      { nonce: 'live-nonce', expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    await db.insert(revokedSessions).values([
      { sessionId: 'lapsed-login', expiresAt: ago(0.1) },
      { sessionId: 'live-login', expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    const [lead] = await db
      .insert(leads)
      .values({ kind: 'club', name: 'Rafiq', mobile: '01811220001', lang: 'bn', fields: {} })
      .returning();
    await db.insert(notifications).values([
      {
        kind: 'lead_confirmation',
        leadId: lead!.id,
        channel: 'sms',
        message: {},
        sentAt: ago(24 * 31),
        createdAt: ago(24 * 31),
      },
      {
        kind: 'lead_confirmation',
        leadId: lead!.id,
        channel: 'sms',
        message: {},
        sentAt: ago(24),
        createdAt: ago(24),
      },
      // Never delivered: kept however old, the worker still owes it.
      { kind: 'lead_staff', leadId: lead!.id, channel: 'email', message: {}, createdAt: ago(24 * 40) },
      // Given up a month ago: gone, as a delivered one is.
      {
        kind: 'driver_arrived',
        leadId: lead!.id,
        channel: 'sms',
        message: {},
        failedAt: ago(24 * 31),
        createdAt: ago(24 * 31),
      },
    ]);

    await runHousekeeping(db, now);

    const mobiles = (await db.select({ m: otpChallenges.mobile }).from(otpChallenges)).map((r) => r.m);
    expect(mobiles).not.toContain('01711000001');
    expect(mobiles).toContain('01711000002');
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, 'old-family'))).toEqual([]);
    // The fresh login's token stays: the passenger's one left.
    expect(await db.$count(refreshTokens, eq(refreshTokens.userId, passenger.user.id))).toBe(1);
    const counters = await db
      .select()
      .from(authRateCounters)
      .where(eq(authRateCounters.bucket, 'login:10.0.0.1'));
    expect(counters.map((r) => r.hits)).toEqual([1]);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.body, 'old'))).toEqual([]);
    expect((await db.select().from(revokedAccessTokens)).map((r) => r.jti)).not.toContain('lapsed');
    expect((await db.select().from(revokedAccessTokens)).map((r) => r.jti)).toContain('live');
    const logins = (await db.select().from(revokedSessions)).map((r) => r.sessionId);
    expect(logins).not.toContain('lapsed-login');
    expect(logins).toContain('live-login');
    expect((await db.select().from(googleNoncesUsed)).map((r) => r.nonce)).toEqual(['live-nonce']);
    const notices = await db.select().from(notifications).where(eq(notifications.leadId, lead!.id));
    expect(notices.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
  });
});

import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leads } from '../src/db/schema/index';
import { findNotificationsOfLead } from '../src/modules/notifications/repo';
import { buildTestApp } from './helpers/app';
import { randomIp } from './helpers/auth';
import { createTestClock } from './helpers/clock';

// The forms take no login: without a cap anyone could make the site text any number again and again.
// A number gets at most 3 SMS confirmations a Dhaka day; later leads are still stored and staff told.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ OUTBOX_INTERVAL_SEC: '0' }, { clock });
  await app.ready();
});
afterAll(() => app.close());

const mobile = '01811998877';
const forms: [string, object][] = [
  ['/web/create/pothik_club', { full_name: 'Rafiq Ahmed', mobile, email: 'rafiq@example.com' }],
  [
    '/web/create/pothik_business',
    {
      name: 'Rafiq Ahmed',
      designation: 'Owner',
      company_name: 'Rafiq Traders',
      email: 'r@example.com',
      mobile,
    },
  ],
];
const post = ([url, payload]: [string, object]) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });

/** The channels each lead from the number was given, oldest lead first. */
async function channelsPerLead() {
  const rows = await app.database.db
    .select()
    .from(leads)
    .where(eq(leads.mobile, mobile))
    .orderBy(asc(leads.id));
  const channels = [];
  for (const lead of rows) {
    channels.push((await findNotificationsOfLead(app.database.db, lead.id)).map((n) => n.channel).join('+'));
  }
  return channels;
}

it('texts a number at most 3 times a Dhaka day, whichever forms it fills; every lead is kept and emailed', async () => {
  for (let i = 0; i < 5; i += 1) expect((await post(forms[i % 2]!)).statusCode).toBe(201);
  expect(await channelsPerLead()).toEqual(['email+sms', 'email+sms', 'email+sms', 'email', 'email']);

  // 23:59 in Dhaka is still the same day; at Dhaka's midnight (18:00 UTC) the number may be texted again.
  clock.set('2026-11-25T17:59:00.000Z');
  expect((await post(forms[0]!)).statusCode).toBe(201);
  clock.set('2026-11-25T18:00:00.000Z');
  expect((await post(forms[0]!)).statusCode).toBe(201);
  expect((await channelsPerLead()).slice(5)).toEqual(['email', 'email+sms']);
});

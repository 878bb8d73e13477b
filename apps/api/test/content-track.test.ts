import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignTrackCounts } from '../src/db/schema/index';
import { saveContent } from '../src/modules/content/save-content';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';

// POST /web/store/web-campaign-track counts per campaign per day (DESIGN.md §12); the day is Dhaka's,
// so a popup seen at 23:59 and at 00:01 in Dhaka lands on two days. 17:59 UTC is 23:59 in Dhaka.
const clock = createTestClock('2026-11-25T17:59:00.000Z');
let app: FastifyInstance;
let campaignId: number;
let scheduledId: number;
const session_id = 'tab-session-0001';

const track = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/web/store/web-campaign-track', payload: payload as object, headers });

const countsOf = (offerId: number) =>
  app.database.db
    .select({
      day: campaignTrackCounts.day,
      event: campaignTrackCounts.event,
      count: campaignTrackCounts.count,
    })
    .from(campaignTrackCounts)
    .where(eq(campaignTrackCounts.offerId, offerId))
    .orderBy(asc(campaignTrackCounts.day), asc(campaignTrackCounts.event));

const offer = (slug: string, publishedAt: Date) => ({
  slug,
  titleEn: 'Night rides',
  titleBn: 'রাতের যাত্রা',
  summaryEn: 'Late trips, same fare.',
  summaryBn: 'রাতের ট্রিপ, একই ভাড়া।',
  bodyEn: '<p>Book after ten.</p>',
  bodyBn: '<p>রাত দশটার পরে বুক করুন।</p>',
  termsEn: '<p>One per day.</p>',
  termsBn: '<p>দিনে একবার।</p>',
  startsAt: new Date('2026-11-01T00:00:00.000Z'),
  endsAt: new Date('2027-01-01T00:00:00.000Z'),
  status: 'published' as const,
  publishedAt,
});

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  const db = app.database.db;
  campaignId = (await saveContent(db, 'offer', offer('night-rides', new Date('2026-11-01T00:00:00.000Z'))))
    .id;
  scheduledId = (await saveContent(db, 'offer', offer('not-yet', new Date('2026-12-01T00:00:00.000Z')))).id;
});
afterAll(async () => {
  await app.close();
});

describe('campaign tracking', () => {
  it("counts a bare array and the beacon's text/plain batch on the Dhaka day they happened", async () => {
    const view = { campaign_id: campaignId, event: 'view', session_id };
    expect((await track([view, { ...view, event: 'click' }])).statusCode).toBe(200);
    clock.advance({ minutes: 2 });
    const beacon = await track(JSON.stringify({ events: [view, { ...view, event: 'close' }] }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(beacon.statusCode, beacon.body).toBe(200);
    expect(beacon.json()).toMatchObject({ data: { counted: 2 } });
    expect(await countsOf(campaignId)).toEqual([
      { day: '2026-11-25', event: 'click', count: 1 },
      { day: '2026-11-25', event: 'view', count: 1 },
      { day: '2026-11-26', event: 'close', count: 1 },
      { day: '2026-11-26', event: 'view', count: 1 },
    ]);
  });

  it('names the field at fault, and refuses a campaign not yet published', async () => {
    const bad = await track({ events: [{ campaign_id: campaignId, event: 'hover', session_id }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['events.0.event']);

    const early = await track({ campaign_id: scheduledId, event: 'view', session_id });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ code: 'campaignNotFound' });
    expect(await countsOf(scheduledId)).toEqual([]);
  });
});

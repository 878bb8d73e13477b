import { dhakaIsoDay } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/changes/changes';
import type { Tx } from '../src/db/client';
import { dhakaDaySql, dhakaWeekSql } from '../src/db/dhaka-day';
import { leads } from '../src/db/schema/index';
import { bookingStats } from '../src/modules/booking';
import { leadsPerWeek } from '../src/modules/leads';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createTrip } from './helpers/trips';

// The Dhaka calendar in SQL must not depend on the session's TimeZone: a PostgreSQL set up in
// Bangladesh runs in Asia/Dhaka, one abroad in its own zone.
const sessionZones = ['UTC', 'Asia/Dhaka', 'America/New_York', 'Pacific/Kiritimati'];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

/**
 * Runs `work` in a transaction whose session reads times in `zone`; rolled back afterwards. Opened by
 * `inTransaction`, as the trips it writes announce themselves to the trip list.
 */
async function inZone<T>(zone: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await inTransaction(app.database.db, async (tx) => {
    await tx.execute(sql.raw(`set local time zone '${zone}'`));
    result = await work(tx);
    tx.rollback();
  }).catch((err: unknown) => {
    if (!(err instanceof Error && err.message === 'Rollback')) throw err;
  });
  return result as T;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('Dhaka days in SQL', () => {
  // 2026-11-20 is a Friday; Dhaka's day turns at 18:00 UTC.
  const instants = [
    '2026-11-20T17:59:59Z',
    '2026-11-20T18:00:00Z',
    '2026-11-22T17:59:59Z',
    '2026-11-22T18:00:00Z',
    '2026-12-31T18:30:00Z',
  ];
  const weeks = ['2026-11-16', '2026-11-16', '2026-11-16', '2026-11-23', '2026-12-28'];

  it.each(sessionZones)('names the day dhakaIsoDay names, and its Monday, in a %s session', async (zone) => {
    const answers = await inZone(zone, async (tx) =>
      Promise.all(
        instants.map(async (iso) => {
          const instant = sql`${iso}::timestamptz`;
          const [row] = rowsOf<{ day: string; week: string }>(
            await tx.execute(sql`select ${dhakaDaySql(instant)} as day, ${dhakaWeekSql(instant)} as week`),
          );
          return row;
        }),
      ),
    );
    expect(answers).toEqual(instants.map((iso, i) => ({ day: dhakaIsoDay(new Date(iso)), week: weeks[i] })));
  });

  it('counts the dashboard’s trips per day and leads per week in Dhaka days, whatever the session’s zone', async () => {
    const passenger = await loginAs(app);
    const since = new Date('2026-11-01T00:00:00Z');
    const lateSunday = new Date('2026-11-22T17:30:00Z'); // 23:30 on Sunday 22 November in Dhaka
    const earlyMonday = new Date('2026-11-22T18:30:00Z'); // 00:30 on Monday 23 November in Dhaka
    for (const zone of sessionZones) {
      const { days, weeks } = await inZone(zone, async (tx) => {
        for (const createdAt of [lateSunday, earlyMonday]) {
          await createTrip(tx, { passengerId: passenger.user.id, now: createdAt });
          await tx.insert(leads).values({
            kind: 'club',
            name: 'Rafiq Ahmed',
            mobile: '01811220031',
            lang: 'en',
            fields: {},
            createdAt,
          });
        }
        return { days: (await bookingStats(tx, since)).days, weeks: await leadsPerWeek(tx, since) };
      });
      expect({ zone, days: days.map((d) => [d.day, d.trips]) }).toEqual({
        zone,
        days: [
          ['2026-11-22', 1],
          ['2026-11-23', 1],
        ],
      });
      expect({ zone, weeks }).toEqual({
        zone,
        weeks: [
          { week: '2026-11-16', kind: 'club', leads: 1 },
          { week: '2026-11-23', kind: 'club', leads: 1 },
        ],
      });
    }
  });
});

import { ON_MY_WAY_REMINDER_MS, shouldRemindOnMyWay } from '@pothik/domain';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../../db/changes/changes';
import type { Db } from '../../../db/client';
import { trips } from '../../../db/schema/index';
import { pushOnMyWayReminder } from '../trips/trip-pushes';
import { enqueueTripSms, type TripSmsSettings, tripSmsSettingsOf } from '../trips/trip-sms';
import { deleteTracksBefore } from './positions-repo';

const DAY_MS = 86_400_000;
// One round's share of work: a backlog is worked off over the next rounds, no round holds the tables long.
const REMINDERS_PER_ROUND = 200;
const TRACK_POINTS_PER_ROUND = 10_000;

/**
 * The "on my way" reminder (DESIGN.md §15): a confirmed trip whose driver has not set off 30 minutes
 * before the pickup gets one push and one SMS to the driver. Each trip is stamped in the transaction
 * that writes its reminders, under the condition it still needs one, so a trip is reminded exactly
 * once however many processes run the round. Returns the trips reminded.
 */
export async function remindOnMyWay(db: Db, now: Date, sms: TripSmsSettings): Promise<number[]> {
  const due = await db
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(
        eq(trips.status, 'confirmed'),
        isNull(trips.onMyWayAt),
        isNull(trips.onMyWayRemindedAt),
        lte(trips.pickupAt, new Date(now.getTime() + ON_MY_WAY_REMINDER_MS)),
      ),
    )
    .orderBy(asc(trips.pickupAt))
    .limit(REMINDERS_PER_ROUND);
  const reminded: number[] = [];
  for (const { id } of due) {
    const done = await inTransaction(db, async (tx) => {
      const [trip] = await tx
        .update(trips)
        .set({ onMyWayRemindedAt: now })
        .where(
          and(
            eq(trips.id, id),
            eq(trips.status, 'confirmed'),
            isNull(trips.onMyWayAt),
            isNull(trips.onMyWayRemindedAt),
          ),
        )
        .returning();
      if (!trip || !shouldRemindOnMyWay(trip, now)) return false;
      await pushOnMyWayReminder(tx, trip, now);
      await enqueueTripSms(tx, { tripId: id, event: { kind: 'on_my_way_reminder' }, now, settings: sms });
      return true;
    });
    if (done) reminded.push(id);
  }
  return reminded;
}

/** Deletes the tracks (and latest positions) taken more than `retentionDays` ago. */
export function deleteOldTracks(db: Db, now: Date, retentionDays: number): Promise<number> {
  return deleteTracksBefore(db, new Date(now.getTime() - retentionDays * DAY_MS), TRACK_POINTS_PER_ROUND);
}

/** The trip-in-progress jobs, on the app's job runner (docs/decisions/0017). */
export function addTrackingJobs(app: FastifyInstance) {
  const { intervalSec, retentionDays } = app.config.tracking;
  app.jobs.add({
    name: 'on-my-way-reminder',
    everyMs: intervalSec * 1000,
    round: async (now) => {
      await remindOnMyWay(app.database.db, now, tripSmsSettingsOf(app.config));
    },
  });
  app.jobs.add({
    name: 'track-retention',
    everyMs: intervalSec * 1000,
    round: async (now) => {
      await deleteOldTracks(app.database.db, now, retentionDays);
    },
  });
}

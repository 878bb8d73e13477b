import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../../db/changes/changes';
import { lockTrip } from '../trips/repo';
import { publishTripEvents, type TripEvent } from '../trips/trip-events';
import { tripSmsSettingsOf } from '../trips/trip-sms';
import { endAwaitingHold } from './hold';
import { dueHolds, findAwaitingHold } from './holds-repo';
import { enqueueLapseSms } from './lapse-sms';

const BATCH = 50;

/**
 * Holds whose window ran out (issue 44 §2): each lapses in its own transaction (the trip locked, then
 * the hold, as a capture locks them), its driver free again, its promo use given back, both sides told;
 * the trip stays requested with its other bids. An advance paid after this is refunded in full.
 */
export async function lapseDueHolds(app: FastifyInstance, now: Date) {
  const sms = tripSmsSettingsOf(app.config);
  const events: TripEvent[] = [];
  for (const due of await dueHolds(app.database.db, now, BATCH)) {
    const ended = await inTransaction(app.database.db, async (tx) => {
      await lockTrip(tx, due.tripId, 'update');
      const current = await findAwaitingHold(tx, due.tripId, true);
      // Released or paid meanwhile, or a new hold on the trip since: not this job's any more.
      if (current?.id !== due.id) return [];
      const { hold, events } = await endAwaitingHold(tx, due.tripId, now, 'lapsed');
      if (hold) await enqueueLapseSms(tx, hold, now, sms);
      return events;
    });
    events.push(...ended);
  }
  await publishTripEvents(app, events);
  return events.length;
}

export function addAdvanceHoldJob(app: FastifyInstance) {
  app.jobs.add({
    name: 'advance-holds',
    everyMs: app.config.payments.jobsIntervalMs,
    round: async (now) => {
      await lapseDueHolds(app, now);
    },
  });
}

import {
  guardianChecks as firedChecks,
  GUARDIAN_ANSWER_MS,
  type GuardianCheckView,
  type GuardianReason,
} from '@pothik/domain';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { inTransaction } from '../../../db/changes/changes';
import type { Db, DbOrTx } from '../../../db/client';
import { guardianChecks, tripPositions, trips } from '../../../db/schema/index';
import { trackOfTrip } from '../tracking/latest-position';
import { findTrip, lockTrip, type TripRow } from '../trips/repo';
import { pushGuardianCheck } from '../trips/trip-pushes';
import { addIncidentEvent, openIncidentInTx, type StaffAlertSettings } from './incidents';

// Guardian checks (DESIGN.md §15, issue 43 item 5): the job looks at each started trip's recent track
// with the domain's rules (a long stop away from the trip's ends, a run off the straight-line corridor)
// and asks the passenger "Is everything all right?"; a question left unanswered GUARDIAN_ANSWER_MS opens
// a `guardian_unanswered` incident that alerts staff like an SOS.

export type GuardianCheckRow = typeof guardianChecks.$inferSelect;
export type GuardianSettings = { corridorMinM: number; alerts: StaffAlertSettings };

// The rules look back at most this far: a 10-minute stop and a minute off the corridor fit with room.
const RECENT_TRACK_MS = 30 * 60_000;
const TRIPS_PER_ROUND = 500;

const endsOf = (trip: TripRow) => {
  const pickup = { lat: trip.pickupLat, lng: trip.pickupLng };
  const dropoff =
    trip.dropoffLat === null || trip.dropoffLng === null
      ? pickup
      : { lat: trip.dropoffLat, lng: trip.dropoffLng };
  return { pickup, dropoff, tripType: trip.tripType };
};

export function toGuardianCheckView(row: GuardianCheckRow): GuardianCheckView {
  return {
    id: row.id,
    reason: row.reason,
    asked_at: row.askedAt.toISOString(),
    answer_by: new Date(row.askedAt.getTime() + GUARDIAN_ANSWER_MS).toISOString(),
    answered_at: row.answeredAt ? row.answeredAt.toISOString() : null,
    answer: row.answer,
    incident_id: row.incidentId,
  };
}

/** The trip's check waiting for an answer, if any (at most one: the partial unique index). */
export async function pendingGuardianCheck(db: DbOrTx, tripId: number, lock = false) {
  const query = db
    .select()
    .from(guardianChecks)
    .where(and(eq(guardianChecks.tripId, tripId), isNull(guardianChecks.answeredAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Which rule fires on the trip's recent track now, if any (read without a lock: most trips have none). */
async function firedCheck(db: DbOrTx, trip: TripRow, now: Date, settings: GuardianSettings) {
  const from = now.getTime() - RECENT_TRACK_MS;
  const track = (await trackOfTrip(db, trip.id)).filter((p) => p.at.getTime() >= from);
  const [fired] = firedChecks(track, endsOf(trip), { offCorridor: { minM: settings.corridorMinM } });
  return fired;
}

/** Whether this stop or run (its reason and start) was asked about already. */
async function wasAsked(db: DbOrTx, tripId: number, fired: { check: GuardianReason; since: Date }) {
  const [row] = await db
    .select({ id: guardianChecks.id })
    .from(guardianChecks)
    .where(
      and(
        eq(guardianChecks.tripId, tripId),
        eq(guardianChecks.reason, fired.check),
        eq(guardianChecks.since, fired.since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Asks about one trip if a rule fires and nothing is pending: the check's row and the passenger's push
 * in one transaction, under the trip's row lock. The insert skips a (trip, reason, since) already asked
 * (the same stop is asked about once, even after "I am fine") and a second pending check (another
 * process got there first). Returns the new check, if any.
 */
async function askIfDue(db: Db, tripId: number, now: Date, settings: GuardianSettings) {
  const seen = await findTrip(db, tripId);
  const fired = seen?.status === 'started' ? await firedCheck(db, seen, now, settings) : undefined;
  if (!fired || (await wasAsked(db, tripId, fired))) return undefined;
  return inTransaction(db, async (tx) => {
    const trip = await lockTrip(tx, tripId, 'update');
    if (trip?.status !== 'started') return undefined;
    if (await pendingGuardianCheck(tx, trip.id)) return undefined;
    const fired = await firedCheck(tx, trip, now, settings);
    if (!fired) return undefined;
    const [check] = await tx
      .insert(guardianChecks)
      .values({ tripId: trip.id, reason: fired.check, since: fired.since, askedAt: now })
      .onConflictDoNothing()
      .returning();
    if (check) await pushGuardianCheck(tx, trip, check.id, now);
    return check;
  });
}

/**
 * Staff are alerted once for a check nobody answered in time: the check is locked and read again, so two
 * processes open one incident; the incident (kind guardian_unanswered, raised by the system) is written
 * and alerted by the safety module's incident path in the same transaction.
 */
async function alertIfUnanswered(db: Db, checkId: number, now: Date, settings: GuardianSettings) {
  return inTransaction(db, async (tx) => {
    const [check] = await tx
      .select()
      .from(guardianChecks)
      .where(eq(guardianChecks.id, checkId))
      .for('update');
    if (!check || check.answeredAt || check.incidentId !== null) return false;
    if (now.getTime() - check.askedAt.getTime() < GUARDIAN_ANSWER_MS) return false;
    const trip = await lockTrip(tx, check.tripId, 'share');
    if (!trip) return false;
    const incident = await openIncidentInTx(tx, {
      trip,
      kind: 'guardian_unanswered',
      raisedBy: 'system',
      raisedByUserId: null,
      now,
      alerts: settings.alerts,
    });
    await addIncidentEvent(tx, {
      incidentId: incident.id,
      action: 'noted',
      actor: 'system',
      note: `No answer to "Is everything all right?" (${check.reason.replace('_', ' ')} since ${check.since.toISOString()}), asked at ${check.askedAt.toISOString()}.`,
      at: now,
    });
    await tx.update(guardianChecks).set({ incidentId: incident.id }).where(eq(guardianChecks.id, check.id));
    return true;
  });
}

/** One round of the guardian-checks job: new questions, then alerts for the unanswered ones. */
export async function runGuardianChecks(db: Db, now: Date, settings: GuardianSettings) {
  const started = await db
    .select({ id: trips.id })
    .from(trips)
    .innerJoin(tripPositions, eq(tripPositions.tripId, trips.id))
    .where(and(eq(trips.status, 'started'), gte(tripPositions.at, new Date(now.getTime() - RECENT_TRACK_MS))))
    .orderBy(asc(trips.id))
    .limit(TRIPS_PER_ROUND);
  let asked = 0;
  for (const { id } of started) if (await askIfDue(db, id, now, settings)) asked++;

  const unanswered = await db
    .select({ id: guardianChecks.id })
    .from(guardianChecks)
    .innerJoin(trips, eq(trips.id, guardianChecks.tripId))
    .where(
      and(
        isNull(guardianChecks.answeredAt),
        isNull(guardianChecks.incidentId),
        lte(guardianChecks.askedAt, new Date(now.getTime() - GUARDIAN_ANSWER_MS)),
        eq(trips.status, 'started'),
      ),
    )
    .orderBy(asc(guardianChecks.askedAt))
    .limit(TRIPS_PER_ROUND);
  let alerted = 0;
  for (const { id } of unanswered) if (await alertIfUnanswered(db, id, now, settings)) alerted++;
  return { asked, alerted };
}

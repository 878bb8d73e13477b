import type { TripStatus } from '@pothik/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { findTripOfDriver, findTripOfPassenger, lockTrip } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import {
  changeIncident,
  type IncidentRow,
  latestSosOf,
  lockIncident,
  openIncidentInTx,
  type StaffAlertSettings,
} from './incidents';

// SOS from the trip's passenger or driver (DESIGN.md §15): only on an ongoing trip (booked or started),
// only by its own passenger or driver; anyone else gets the trip's 404, as for every other trip call.

export const sosStatuses: readonly TripStatus[] = ['confirmed', 'cancel_requested', 'started'];

export type Raiser =
  | { role: 'passenger'; userId: number }
  | { role: 'driver'; userId: number; driverId: number };

const findOwnTrip = (db: DbOrTx, tripId: number, who: Raiser) =>
  who.role === 'passenger'
    ? findTripOfPassenger(db, tripId, who.userId)
    : findTripOfDriver(db, tripId, who.driverId);

/**
 * Raises an SOS: one open SOS per raiser and trip (a second tap answers the open one, unchanged).
 * Returns the incident and whether it is new.
 */
export function raiseSos(
  db: Db,
  input: { tripId: number; who: Raiser; now: Date; alerts: StaffAlertSettings },
): Promise<{ incident: IncidentRow; isNew: boolean }> {
  return db.transaction((tx) => raiseSosInTx(tx, input));
}

/** raiseSos in the caller's transaction (a guardian check's "I need help" answers and raises at once). */
export async function raiseSosInTx(
  tx: DbOrTx,
  { tripId, who, now, alerts }: { tripId: number; who: Raiser; now: Date; alerts: StaffAlertSettings },
): Promise<{ incident: IncidentRow; isNew: boolean }> {
  const seen = await findOwnTrip(tx, tripId, who);
  if (!seen) throw tripNotFound();
  // The trip's row lock serialises two taps (two tabs) so only one incident is opened.
  const trip = await lockTrip(tx, seen.id, 'update');
  if (!trip || !sosStatuses.includes(trip.status)) throw refuse('sosNotAllowed');
  const latest = await latestSosOf(tx, trip.id, who.role);
  if (latest && latest.state !== 'resolved') return { incident: latest, isNew: false };
  const incident = await openIncidentInTx(tx, {
    trip,
    kind: 'sos',
    raisedBy: who.role,
    raisedByUserId: who.userId,
    now,
    alerts,
  });
  return { incident, isNew: true };
}

/** "I am safe": the raiser closes their open SOS; staff see it resolved with outcome passenger_safe. */
export async function markSafe(db: Db, { tripId, who, now }: { tripId: number; who: Raiser; now: Date }) {
  return db.transaction(async (tx) => {
    const trip = await findOwnTrip(tx, tripId, who);
    if (!trip) throw tripNotFound();
    const latest = await latestSosOf(tx, trip.id, who.role);
    const incident = latest ? await lockIncident(tx, latest.id) : undefined;
    if (!incident || incident.state === 'resolved') throw refuse('noOpenIncident');
    return changeIncident(tx, incident, {
      action: 'marked_safe',
      actor: who.role,
      outcome: 'passenger_safe',
      note:
        who.role === 'driver' ? 'The driver marked themself safe.' : 'The passenger marked themself safe.',
      now,
    });
  });
}

export async function latestSosOfOwnTrip(db: Db, tripId: number, who: Raiser) {
  const trip = await findOwnTrip(db, tripId, who);
  if (!trip) throw tripNotFound();
  return { trip, incident: (await latestSosOf(db, trip.id, who.role)) ?? null };
}

import type { TripStatus } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { drivers } from '../../../db/schema/index';
import { findTripOfDriver, findTripOfPassenger, lockTrip } from '../trips/repo';
import { type IncidentRow, openIncidentInTx, type StaffAlertSettings } from './incidents';

// What the support module (issue 46) asks of a trip: is it this passenger's or this driver's, who drove
// it (a lost-item ticket asks that driver), and a safety ticket's incident in the trip's queue.

/** A trip as a ticket names it: its status and the account of the driver who drove it. */
export type TicketTrip = { id: number; status: TripStatus; passengerId: number; driverUserId: number | null };

/**
 * The trip a ticket names, if it is the author's own (the passenger's, or one the driver drove);
 * another's reads as unknown.
 */
export async function ticketTripOf(
  db: DbOrTx,
  tripId: number,
  author: { role: 'passenger'; userId: number } | { role: 'driver'; driverId: number },
): Promise<TicketTrip | undefined> {
  const trip =
    author.role === 'passenger'
      ? await findTripOfPassenger(db, tripId, author.userId)
      : await findTripOfDriver(db, tripId, author.driverId);
  if (!trip) return undefined;
  let driverUserId: number | null = null;
  if (trip.driverId !== null) {
    const [driver] = await db
      .select({ userId: drivers.userId })
      .from(drivers)
      .where(eq(drivers.id, trip.driverId));
    driverUserId = driver?.userId ?? null;
  }
  return { id: trip.id, status: trip.status, passengerId: trip.passengerId, driverUserId };
}

/** A safety ticket on a trip opens an incident in the staff's incident queue, in the ticket's transaction. */
export async function openSafetyTicketIncident(
  tx: DbOrTx,
  input: {
    tripId: number;
    raisedBy: 'passenger' | 'driver';
    userId: number;
    now: Date;
    alerts: StaffAlertSettings;
  },
): Promise<IncidentRow | undefined> {
  const trip = await lockTrip(tx, input.tripId, 'share');
  if (!trip) return undefined;
  return openIncidentInTx(tx, {
    trip,
    kind: 'safety_ticket',
    raisedBy: input.raisedBy,
    raisedByUserId: input.userId,
    now: input.now,
    alerts: input.alerts,
  });
}

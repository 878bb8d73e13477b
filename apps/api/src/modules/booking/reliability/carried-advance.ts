import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { driverCancellations, trips } from '../../../db/schema/index';
import { refundAdvanceOf } from '../trips/advance-refund';

/**
 * A trip that goes back to bidding keeps the advance paid for its booking (DESIGN.md §17), for the next
 * booking. When such a trip then ends without one (the passenger cancels it while requested, or it
 * expires), the advance is refunded in full: the booking fell through by the driver's doing. Only trips
 * a driver gave back are looked at; one with nothing paid is left alone (refundTripAdvance answers
 * undefined).
 */
export async function refundCarriedAdvances(tx: DbOrTx, tripIds: readonly number[], now: Date) {
  if (tripIds.length === 0) return;
  const givenBack = await tx
    .selectDistinct({ tripId: driverCancellations.tripId })
    .from(driverCancellations)
    .where(inArray(driverCancellations.tripId, [...tripIds]));
  if (givenBack.length === 0) return;
  const rows = await tx
    .select()
    .from(trips)
    .where(
      inArray(
        trips.id,
        givenBack.map((g) => g.tripId),
      ),
    );
  for (const trip of rows) await refundAdvanceOf(tx, trip, 'driver', now);
}

import { refundSettingsOf } from '@pothik/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { advanceHolds } from '../../../db/schema/index';
import { advancePaidByTrip, refundTripAdvance } from '../../payments';
import { releasePromoUse } from '../../promos';
import { getAdvanceSettings } from '../../settings';

/**
 * Requested trips that ended without a booking (the passenger cancelled, the pickup passed), in that
 * change's transaction: a hold awaiting payment is released (its promo use given back), and an advance a
 * cancelling driver left on the trip goes back in full, as a driver's cancellation is refunded.
 */
export async function endAdvancesOfUnbookedTrips(tx: DbOrTx, tripIds: readonly number[], now: Date) {
  if (tripIds.length === 0) return;
  const released = await tx
    .update(advanceHolds)
    .set({ state: 'released', endedAt: now })
    .where(and(inArray(advanceHolds.tripId, [...tripIds]), eq(advanceHolds.state, 'awaiting_payment')))
    .returning({ tripId: advanceHolds.tripId, fare: advanceHolds.fare });
  for (const hold of released) if (hold.fare.promoCode) await releasePromoUse(tx, hold.tripId);
  const carried = [...(await advancePaidByTrip(tx, tripIds)).keys()];
  if (carried.length === 0) return;
  const settings = refundSettingsOf(await getAdvanceSettings(tx));
  for (const tripId of carried) {
    await refundTripAdvance(tx, { tripId, cause: 'driver', pickupAt: now, now, settings });
  }
}

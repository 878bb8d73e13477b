import { type CancelCause, refundSettingsOf } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { refundTripAdvance } from '../../payments';
import { getAdvanceSettings } from '../../settings';
import type { TripRow } from './repo';

/** A cancelled booking's advance, refunded as the domain's policy and staff's settings say, in its transaction. */
export async function refundAdvanceOf(tx: DbOrTx, trip: TripRow, cause: CancelCause, now: Date) {
  const settings = refundSettingsOf(await getAdvanceSettings(tx));
  return refundTripAdvance(tx, { tripId: trip.id, cause, pickupAt: trip.pickupAt, now, settings });
}

import { announceChange } from '../../../db/changes/changes';
import type { DbOrTx } from '../../../db/client';

/** The channel on which a change of the fares guidance counts is announced. */
export const FARE_GUIDANCE_CHANNEL = 'fare_guidance_changed';

/**
 * The fares a route's guidance counts changed: a trip was booked, or a booked one cancelled. In the
 * writing transaction (opened by `inTransaction`): this process drops its figures at commit, every
 * other process by NOTIFY.
 */
export async function announceFareGuidanceChange(db: DbOrTx) {
  await announceChange(db, FARE_GUIDANCE_CHANNEL);
}

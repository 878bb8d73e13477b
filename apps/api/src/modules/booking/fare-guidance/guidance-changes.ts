import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../../db/client';
import { announceChange, listenForChanges } from '../../realtime/changes';

const FARE_GUIDANCE_CHANNEL = 'fare_guidance_changed';

/**
 * The fares a route's guidance counts changed: a trip was booked, or a booked one cancelled. In the
 * writing transaction (opened by `inTransaction`): this process drops its figures at commit, every
 * other process by NOTIFY.
 */
export async function announceFareGuidanceChange(db: DbOrTx) {
  await announceChange(db, FARE_GUIDANCE_CHANNEL);
}

/** Calls `onChange` on every announced change and after a lost LISTEN connection is replaced. */
export function listenForFareGuidanceChanges(
  database: Database,
  log: FastifyBaseLogger,
  onChange: () => void,
) {
  return listenForChanges(database, log, {
    channel: FARE_GUIDANCE_CHANNEL,
    onChange,
    onMissed: onChange,
  });
}

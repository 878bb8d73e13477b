import type { Db } from '../client';
import { markDemoRows } from './demo-rows';
import { demoPassengerIds, seedDemoTripHistory } from './demo-trip-history';

/** The demo fleet's past (demo-trip-history.ts), its passengers marked as demo rows. */
export async function seedDemoHistory(db: Db, now: Date) {
  await seedDemoTripHistory(db, now);
  await markDemoRows(db, { users: await demoPassengerIds(db) });
}

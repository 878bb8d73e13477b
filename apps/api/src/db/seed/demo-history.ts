import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/index';
import { markDemoRows } from './demo-rows';
import { demoPassengers, seedDemoTripHistory } from './demo-trip-history';

/** The demo fleet's past (demo-trip-history.ts), its passengers marked as demo rows. */
export async function seedDemoHistory(db: Db, now: Date) {
  await seedDemoTripHistory(db, now);
  const passengers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'passenger'),
        inArray(
          users.mobile,
          demoPassengers.map((p) => p.mobile),
        ),
      ),
    );
  await markDemoRows(db, { users: passengers.map((p) => p.id) });
}

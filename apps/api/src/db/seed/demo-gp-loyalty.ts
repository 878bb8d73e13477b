import type { DbOrTx } from '../client';
import { gpLoyaltyMembers } from '../schema/index';

/** Grameenphone numbers on the demo loyalty list, one per tier, for trying a campaign's check. */
export const demoGpLoyaltyMembers = [
  { mobile: '01700000001', tier: 'platinum' },
  { mobile: '01700000002', tier: 'gold' },
  { mobile: '01300000003', tier: 'silver' },
] as const;

export async function seedDemoGpLoyalty(db: DbOrTx) {
  await db
    .insert(gpLoyaltyMembers)
    .values(demoGpLoyaltyMembers.map((m) => ({ ...m })))
    .onConflictDoNothing();
}

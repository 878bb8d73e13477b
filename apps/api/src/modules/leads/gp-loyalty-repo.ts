import type { GpLoyaltyTier } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gpLoyaltyMembers } from '../../db/schema/index';

export async function findGpLoyaltyMember(db: DbOrTx, mobile: string) {
  const [row] = await db.select().from(gpLoyaltyMembers).where(eq(gpLoyaltyMembers.mobile, mobile));
  return row;
}

/** Adds members, or changes the tier of those already on the list. */
export async function upsertGpLoyaltyMembers(db: DbOrTx, members: { mobile: string; tier: GpLoyaltyTier }[]) {
  if (members.length === 0) return;
  for (const member of members) {
    await db
      .insert(gpLoyaltyMembers)
      .values(member)
      .onConflictDoUpdate({ target: gpLoyaltyMembers.mobile, set: { tier: member.tier } });
  }
}

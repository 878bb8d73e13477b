import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { googleAccounts, users } from '../../db/schema/index';
import type { UserRow } from './users-repo';

export type GoogleAccountRow = typeof googleAccounts.$inferSelect;

/** The passenger a Google account is linked to, if any. */
export async function findUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | undefined> {
  const rows = await db
    .select({ user: users })
    .from(googleAccounts)
    .innerJoin(users, eq(users.id, googleAccounts.userId))
    .where(eq(googleAccounts.sub, sub))
    .limit(1);
  return rows[0]?.user;
}

export async function findGoogleAccountOfUser(db: DbOrTx, userId: number) {
  const rows = await db.select().from(googleAccounts).where(eq(googleAccounts.userId, userId)).limit(1);
  return rows[0];
}

/**
 * Links `sub` to the passenger: a Google account linked elsewhere moves here, and another Google account
 * of this passenger is replaced (one each way). The caller holds the mobile's lock, so two links of one
 * passenger do not race.
 */
export async function linkGoogleAccount(
  tx: DbOrTx,
  input: { sub: string; userId: number; email: string | null; now: Date },
): Promise<void> {
  await tx
    .delete(googleAccounts)
    .where(and(eq(googleAccounts.userId, input.userId), ne(googleAccounts.sub, input.sub)));
  await tx
    .insert(googleAccounts)
    .values({ sub: input.sub, userId: input.userId, email: input.email, linkedAt: input.now })
    .onConflictDoUpdate({
      target: googleAccounts.sub,
      set: { userId: input.userId, email: input.email, linkedAt: input.now },
    });
}

/** Whether a link was removed. */
export async function unlinkGoogleAccount(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .delete(googleAccounts)
    .where(eq(googleAccounts.userId, userId))
    .returning({ sub: googleAccounts.sub });
  return rows.length > 0;
}

import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type UserRole, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByMobile(db: DbOrTx, mobile: string, role: UserRole) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.role, role)))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Also the factory the seed and tests use for drivers and named users. */
export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

/** First verify of a number creates its passenger account, with no name yet. */
export async function findOrCreatePassenger(db: DbOrTx, mobile: string, now: Date): Promise<UserRow> {
  await db
    .insert(users)
    .values({ mobile, role: 'passenger', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [users.mobile, users.role] });
  return (await findUserByMobile(db, mobile, 'passenger'))!;
}

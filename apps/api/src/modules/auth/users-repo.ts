import { and, count, desc, eq, ilike, like, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type UserRole, users } from '../../db/schema/index';
import { revokeTokensOfUser } from './refresh-token-repo';

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

export type ProfileChange = Partial<
  Pick<NewUser, 'fullName' | 'email' | 'gender' | 'dateOfBirth' | 'profilePicture'>
>;

/** Changes an active account's profile; undefined when the account is gone or disabled. */
export async function updateProfile(db: DbOrTx, id: number, change: ProfileChange, now: Date) {
  const rows = await db
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.isActive, true)))
    .returning();
  return rows[0];
}

/**
 * Sets an active account's picture in one transaction and answers the picture it replaced, which the
 * caller removes from storage once this has committed; undefined when the account is gone or disabled.
 */
export async function replaceProfilePicture(db: Db, id: number, picture: string, now: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ picture: users.profilePicture })
      .from(users)
      .where(and(eq(users.id, id), eq(users.isActive, true)))
      .for('update');
    if (!before) return undefined;
    const user = await updateProfile(tx, id, { profilePicture: picture }, now);
    return user && { user, previous: before.picture };
  });
}

/** Whether any account's picture is one of a stored picture's files (`stem`: `avatars/ab12…-`). */
export async function isPictureOfAnyUser(db: DbOrTx, stem: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.profilePicture, `%/${stem}%`))
    .limit(1);
  return rows.length > 0;
}

/** Opens or closes an account: a closed one cannot log in, and its logins end with it. */
export async function setUserActive(db: DbOrTx, id: number, isActive: boolean, now: Date) {
  const rows = await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, id)).returning();
  if (!isActive && rows[0]) await revokeTokensOfUser(db, id, now);
  return rows[0];
}

/** Passengers newest first, for the staff console; `q` matches part of the mobile or the name. */
export async function listPassengers(
  db: DbOrTx,
  { q, offset, limit }: { q?: string; offset: number; limit: number },
) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(users.role, 'passenger'),
    pattern ? or(ilike(users.mobile, pattern), ilike(users.fullName, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The language the person uses the site in; their notifications are written in it. */
export async function setUserLang(db: DbOrTx, id: number, lang: 'en' | 'bn') {
  await db.update(users).set({ lang }).where(eq(users.id, id));
}

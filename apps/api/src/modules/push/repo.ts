import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverAlertDistricts, pushSubscriptions } from '../../db/schema/index';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** At most this many devices per account; a new one past it replaces the one that subscribed first. */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * A device subscribes (again): its keys, language and login replace what was kept for the same
 * endpoint, and it counts as the newest. Past MAX_SUBSCRIPTIONS_PER_ACCOUNT the oldest go. The account's
 * rows are locked first, so two devices subscribing at once cannot leave it over the cap.
 */
export async function saveSubscription(
  db: DbOrTx,
  input: {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    lang: 'en' | 'bn';
    sessionId?: string | null;
    now: Date;
  },
) {
  const { userId, endpoint, p256dh, auth, lang, now } = input;
  const sessionId = input.sessionId ?? null;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .for('update');
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh, auth, lang, sessionId, createdAt: now })
      .onConflictDoUpdate({
        target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
        set: { p256dh, auth, lang, sessionId, createdAt: now },
      })
      .returning();
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_ACCOUNT);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return row!;
  });
}

/** A logout: the devices that subscribed in that login hear no more for the account. */
export async function deleteSubscriptionsOfSession(db: DbOrTx, userId: number, sessionId: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.sessionId, sessionId)));
}

/** A blocked or suspended account: none of its devices hears any more. */
export async function deleteSubscriptionsOfUser(db: DbOrTx, userId: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deleteSubscription(db: DbOrTx, userId: number, endpoint: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the device is gone (404/410): every account on it loses the subscription. */
export async function deleteSubscriptionById(db: DbOrTx, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function subscriptionsOf(db: DbOrTx, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function hasSubscription(db: DbOrTx, userId: number, endpoint: string) {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .limit(1);
  return rows.length > 0;
}

export async function markSent(db: DbOrTx, id: number, now: Date) {
  await db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, id));
}

export async function alertDistrictsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ district: driverAlertDistricts.district })
    .from(driverAlertDistricts)
    .where(eq(driverAlertDistricts.userId, userId))
    .orderBy(driverAlertDistricts.district);
  return rows.map((r) => r.district);
}

/** Replaces the driver's district choice; an empty list means every district. */
export async function replaceAlertDistricts(db: DbOrTx, userId: number, districts: readonly string[]) {
  await db.delete(driverAlertDistricts).where(eq(driverAlertDistricts.userId, userId));
  if (districts.length > 0)
    await db.insert(driverAlertDistricts).values(districts.map((district) => ({ userId, district })));
}

/**
 * The accounts to tell of a new open trip, of `candidates` (approved, active drivers of its car type, as
 * booking finds them): those with at least one subscribed device who chose no districts or the pickup's.
 */
export async function driversToAlert(
  db: DbOrTx,
  candidates: readonly number[],
  pickupDistrict: string | null,
): Promise<number[]> {
  if (candidates.length === 0) return [];
  const userId = pushSubscriptions.userId;
  const districtMatches =
    pickupDistrict === null
      ? sql`not exists (select 1 from ${driverAlertDistricts} where ${driverAlertDistricts.userId} = ${userId})`
      : sql`(not exists (select 1 from ${driverAlertDistricts} where ${driverAlertDistricts.userId} = ${userId})
          or exists (select 1 from ${driverAlertDistricts} where ${driverAlertDistricts.userId} = ${userId}
            and ${driverAlertDistricts.district} = ${pickupDistrict}))`;
  const rows = await db
    .selectDistinct({ userId })
    .from(pushSubscriptions)
    .where(and(inArray(userId, [...candidates]), districtMatches));
  return rows.map((r) => r.userId);
}

export async function usersWithSubscriptions(db: DbOrTx, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Set(rows.map((r) => r.userId));
}

import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Inserts the rows; one whose dedupe key is already there is skipped. Returns the ids inserted. */
export async function insertNotifications(tx: DbOrTx, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}

/** The lead of each notification of `leadIds` on `channel` (a lead told twice is named twice). */
export async function leadIdsNotifiedBy(
  tx: DbOrTx,
  leadIds: readonly number[],
  channel: NewNotification['channel'],
): Promise<number[]> {
  if (leadIds.length === 0) return [];
  const rows = await tx
    .select({ leadId: notifications.leadId })
    .from(notifications)
    .where(and(eq(notifications.channel, channel), inArray(notifications.leadId, [...leadIds])));
  return rows.flatMap((row) => (row.leadId === null ? [] : [row.leadId]));
}

/** The kinds this person switched off on this channel. */
export async function disabledKinds(tx: DbOrTx, userId: number, channel: NewNotification['channel']) {
  const rows = await tx
    .select({ kind: notificationPreferences.kind })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.channel, channel),
        eq(notificationPreferences.enabled, false),
      ),
    );
  return new Set(rows.map((row) => row.kind));
}

export function listPreferences(db: DbOrTx, userId: number) {
  return db
    .select({
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreferences(
  tx: DbOrTx,
  userId: number,
  rows: { kind: string; channel: NewNotification['channel']; enabled: boolean }[],
  now: Date,
) {
  if (rows.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ ...row, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
}

/**
 * Takes up to `limit` unsent notifications that are due and leases them until `leaseUntil`: another
 * process skips the rows while this one holds them (SKIP LOCKED) and after (the lease), so each is sent
 * by one process at a time; if this process dies mid-send, the lease runs out and another tries.
 */
export async function leaseDueNotifications(
  tx: DbOrTx,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<NotificationRow[]> {
  const due = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        isNull(notifications.sentAt),
        isNull(notifications.failedAt),
        lte(notifications.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(notifications)
    .set({ nextAttemptAt: leaseUntil, lastAttemptAt: now, attempts: sql`${notifications.attempts} + 1` })
    .where(
      inArray(
        notifications.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

export async function markSent(
  db: DbOrTx,
  id: number,
  { now, provider, providerMessageId }: { now: Date; provider: string; providerMessageId?: string | null },
) {
  await db
    .update(notifications)
    .set({ sentAt: now, lastError: null, provider, providerMessageId: providerMessageId ?? null })
    .where(eq(notifications.id, id));
}

/** A failed try: due again at `nextAttemptAt`, or given up (`failedAt`) when `giveUp`. */
export async function markFailed(
  db: DbOrTx,
  id: number,
  { error, nextAttemptAt, giveUpAt }: { error: string; nextAttemptAt: Date; giveUpAt: Date | null },
) {
  await db
    .update(notifications)
    .set({ lastError: error.slice(0, 500), nextAttemptAt, failedAt: giveUpAt })
    .where(eq(notifications.id, id));
}

/** A gateway's delivery report, matched by its message id. Returns whether a notification matched. */
export async function recordDeliveryReport(
  db: DbOrTx,
  report: { provider: string; providerMessageId: string; delivered: boolean; at: Date },
) {
  const rows = await db
    .update(notifications)
    .set({
      deliveryStatus: report.delivered ? 'delivered' : 'undelivered',
      deliveredAt: report.delivered ? report.at : null,
    })
    .where(
      and(
        eq(notifications.provider, report.provider),
        eq(notifications.providerMessageId, report.providerMessageId),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export function findNotificationsOfLead(db: DbOrTx, leadId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.leadId, leadId))
    .orderBy(asc(notifications.id));
}

export function findNotificationsOfTrip(db: DbOrTx, tripId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.tripId, tripId))
    .orderBy(asc(notifications.id));
}

/**
 * Deliveries that went wrong since `since`: given up, or still failing (an error on the last try), or
 * reported undelivered by the gateway. Newest first.
 */
export function listFailedSince(db: DbOrTx, since: Date, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(
      or(
        and(isNotNull(notifications.failedAt), gt(notifications.failedAt, since)),
        and(
          isNull(notifications.sentAt),
          isNotNull(notifications.lastError),
          gt(notifications.lastAttemptAt, since),
        ),
        and(eq(notifications.deliveryStatus, 'undelivered'), gt(notifications.createdAt, since)),
      ),
    )
    .orderBy(sql`${notifications.id} desc`)
    .limit(limit);
}

// Delivered and given-up notifications stay a month for "did they get our SMS?"; pending ones until sent.
const FINISHED_NOTIFICATION_KEEP_MS = 30 * 86_400_000;

/** Housekeeping: notifications finished (sent or given up) more than a month ago. */
export async function deleteOldSentNotifications(db: DbOrTx, now: Date) {
  const before = new Date(now.getTime() - FINISHED_NOTIFICATION_KEEP_MS);
  await db
    .delete(notifications)
    .where(
      or(
        and(isNotNull(notifications.sentAt), lt(notifications.sentAt, before)),
        and(isNotNull(notifications.failedAt), lt(notifications.failedAt, before)),
      ),
    );
}

/**
 * The outbox's backlog for /metrics: notifications still to send and how long the oldest has waited at
 * `now` (the API's clock, which the outbox's own retries go by).
 */
export async function notificationBacklog(db: DbOrTx, now: Date) {
  const result = (await db.execute(
    sql`select count(*)::int as depth,
               coalesce(extract(epoch from ${now.toISOString()}::timestamptz - min(${notifications.createdAt})), 0)::float8 as age
        from ${notifications} where ${notifications.sentAt} is null and ${notifications.failedAt} is null`,
  )) as unknown as { rows: { depth: number; age: number }[] };
  const row = result.rows[0];
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)) };
}

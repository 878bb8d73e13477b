import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type LeadKind, leadNotifications, leads, type NotificationChannel } from '../../db/schema/index';

export type NewLead = typeof leads.$inferInsert;
export type NotificationRow = typeof leadNotifications.$inferSelect;

export async function insertLead(tx: DbOrTx, values: NewLead) {
  const [row] = await tx.insert(leads).values(values).returning();
  return row!;
}

export async function insertNotifications(
  tx: DbOrTx,
  rows: { leadId: number; channel: NotificationChannel; message: unknown; nextAttemptAt: Date }[],
) {
  await tx.insert(leadNotifications).values(rows);
}

// Any constant: the first key of the two-int advisory lock space, so these locks never meet others.
const LEAD_MOBILE_LOCK_SPACE = 727_003;

/** Serialises the leads of one number (their SMS confirmations are counted) across every API process. */
export async function lockLeadMobile(tx: DbOrTx, mobile: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_MOBILE_LOCK_SPACE}::int, hashtext(${mobile}))`);
}

/** When each lead from `mobile` since `since` that was given an SMS confirmation came in. */
export async function listSmsConfirmedLeadTimes(tx: DbOrTx, mobile: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: leads.createdAt })
    .from(leadNotifications)
    .innerJoin(leads, eq(leads.id, leadNotifications.leadId))
    .where(and(eq(leadNotifications.channel, 'sms'), eq(leads.mobile, mobile), gt(leads.createdAt, since)));
  return rows.map((row) => row.createdAt);
}

export function findLeadsOfKind(db: DbOrTx, kind: LeadKind) {
  return db.select().from(leads).where(eq(leads.kind, kind)).orderBy(asc(leads.id));
}

/** The newest leads of a kind, optionally from one number (the dev read-back the e2e tests use). */
export function listRecentLeads(
  db: DbOrTx,
  kind: LeadKind,
  { mobile, limit }: { mobile?: string; limit: number },
) {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, kind), mobile ? eq(leads.mobile, mobile) : undefined))
    .orderBy(desc(leads.id))
    .limit(limit);
}

export function findNotificationsOfLead(db: DbOrTx, leadId: number) {
  return db
    .select()
    .from(leadNotifications)
    .where(eq(leadNotifications.leadId, leadId))
    .orderBy(asc(leadNotifications.id));
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
    .select({ id: leadNotifications.id })
    .from(leadNotifications)
    .where(and(isNull(leadNotifications.sentAt), lte(leadNotifications.nextAttemptAt, now)))
    .orderBy(asc(leadNotifications.nextAttemptAt), asc(leadNotifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(leadNotifications)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${leadNotifications.attempts} + 1` })
    .where(
      inArray(
        leadNotifications.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

export async function markSent(db: DbOrTx, id: number, now: Date) {
  await db
    .update(leadNotifications)
    .set({ sentAt: now, lastError: null })
    .where(eq(leadNotifications.id, id));
}

export async function markFailed(db: DbOrTx, id: number, error: string, nextAttemptAt: Date) {
  await db
    .update(leadNotifications)
    .set({ lastError: error.slice(0, 500), nextAttemptAt })
    .where(eq(leadNotifications.id, id));
}

// Delivered notifications stay a month for "did the lead get our SMS?"; undelivered ones stay until sent.
const SENT_NOTIFICATION_KEEP_MS = 30 * 86_400_000;

/** Housekeeping: delivered notifications older than a month. */
export async function deleteOldSentNotifications(db: DbOrTx, now: Date) {
  await db
    .delete(leadNotifications)
    .where(
      and(
        isNotNull(leadNotifications.sentAt),
        lt(leadNotifications.sentAt, new Date(now.getTime() - SENT_NOTIFICATION_KEEP_MS)),
      ),
    );
}

/** The outbox's backlog for /metrics: unsent notifications and how long the oldest has waited. */
export async function notificationBacklog(db: DbOrTx) {
  const result = (await db.execute(
    sql`select count(*)::int as depth,
               coalesce(extract(epoch from now() - min(${leadNotifications.createdAt})), 0)::float8 as age
        from ${leadNotifications} where ${leadNotifications.sentAt} is null`,
  )) as unknown as { rows: { depth: number; age: number }[] };
  const row = result.rows[0];
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)) };
}

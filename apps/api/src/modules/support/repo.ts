import type { TicketMessageAuthor } from '@pothik/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supportTicketMessages, supportTicketPictures, supportTickets } from '../../db/schema/index';

// The support module's own tables: tickets, their threads and pictures.

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicket = typeof supportTickets.$inferInsert;
export type TicketMessageRow = typeof supportTicketMessages.$inferSelect;

export async function insertTicket(tx: DbOrTx, values: NewTicket): Promise<TicketRow> {
  const [row] = await tx.insert(supportTickets).values(values).returning();
  if (!row) throw new Error('ticket not written');
  return row;
}

export async function insertMessage(
  tx: DbOrTx,
  values: {
    ticketId: number;
    author: TicketMessageAuthor;
    body: string;
    at: Date;
    staffId?: number | null;
    internal?: boolean;
  },
) {
  const [row] = await tx
    .insert(supportTicketMessages)
    .values({
      ticketId: values.ticketId,
      author: values.author,
      body: values.body,
      staffId: values.staffId ?? null,
      internal: values.internal ?? false,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

export async function findTicket(db: DbOrTx, id: number) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row;
}

export async function lockTicket(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row;
}

export async function updateTicket(tx: DbOrTx, id: number, set: Partial<TicketRow>) {
  const [row] = await tx.update(supportTickets).set(set).where(eq(supportTickets.id, id)).returning();
  return row!;
}

/** A thread in order; `withInternal` (staff only) adds the internal notes. */
export function listMessages(db: DbOrTx, ticketId: number, withInternal: boolean) {
  return db
    .select()
    .from(supportTicketMessages)
    .where(
      withInternal
        ? eq(supportTicketMessages.ticketId, ticketId)
        : and(eq(supportTicketMessages.ticketId, ticketId), eq(supportTicketMessages.internal, false)),
    )
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
}

export async function listPictures(db: DbOrTx, ticketId: number) {
  const rows = await db
    .select({ url: supportTicketPictures.url })
    .from(supportTicketPictures)
    .where(eq(supportTicketPictures.ticketId, ticketId))
    .orderBy(asc(supportTicketPictures.id));
  return rows.map((r) => r.url);
}

export async function countPictures(db: DbOrTx, ticketId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(supportTicketPictures)
    .where(eq(supportTicketPictures.ticketId, ticketId));
  return row?.n ?? 0;
}

export async function insertPicture(tx: DbOrTx, ticketId: number, url: string, at: Date) {
  await tx.insert(supportTicketPictures).values({ ticketId, url, createdAt: at });
}

/** An author's tickets, newest first. */
export function listTicketsOfAuthor(db: DbOrTx, role: 'passenger' | 'driver', userId: number) {
  return db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.authorRole, role), eq(supportTickets.authorUserId, userId)))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(100);
}

/** Lost-item tickets that ask this driver, newest first. */
export function listLostItemsOfDriver(db: DbOrTx, driverUserId: number) {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.lostItemDriverUserId, driverUserId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(100);
}

/** First messages of these tickets (what a list shows beside each). */
export async function firstMessagesOf(db: DbOrTx, ticketIds: number[]) {
  if (ticketIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ ticketId: supportTicketMessages.ticketId, body: supportTicketMessages.body })
    .from(supportTicketMessages)
    .where(
      and(inArray(supportTicketMessages.ticketId, ticketIds), eq(supportTicketMessages.author, 'customer')),
    )
    .orderBy(asc(supportTicketMessages.id));
  const first = new Map<number, string>();
  for (const row of rows) if (!first.has(row.ticketId)) first.set(row.ticketId, row.body);
  return first;
}

/**
 * Whether a ticket has breached a timer at `now`: no first response by its due time, or not resolved by
 * its resolution due time. A resolved ticket breached nothing that is still running.
 */
export const breachedAt = (now: Date): SQL => {
  const t = sql`${now.toISOString()}::timestamptz`;
  return sql`(${supportTickets.status} <> 'resolved' and ((${supportTickets.firstResponseAt} is null and ${supportTickets.firstResponseDueAt} <= ${t}) or ${supportTickets.resolutionDueAt} <= ${t}))`;
};

export type QueueFilter = {
  status?: TicketRow['status'];
  category?: TicketRow['category'];
  assigneeId?: number;
  unresolved?: boolean;
};

/** The inbox: breached tickets first, then the unresolved by their nearest deadline, the resolved last. */
export async function listQueue(
  db: DbOrTx,
  filter: QueueFilter,
  { offset, limit, now }: { offset: number; limit: number; now: Date },
) {
  const where = and(
    filter.status ? eq(supportTickets.status, filter.status) : undefined,
    filter.category ? eq(supportTickets.category, filter.category) : undefined,
    filter.assigneeId ? eq(supportTickets.assigneeId, filter.assigneeId) : undefined,
    filter.unresolved ? sql`${supportTickets.status} <> 'resolved'` : undefined,
  );
  const breached = breachedAt(now);
  const nextDue = sql`least(case when ${supportTickets.firstResponseAt} is null then ${supportTickets.firstResponseDueAt} end, ${supportTickets.resolutionDueAt})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ticket: supportTickets, breached: sql<boolean>`${breached}` })
      .from(supportTickets)
      .where(where)
      .orderBy(
        sql`case when ${breached} then 0 when ${supportTickets.status} <> 'resolved' then 1 else 2 end`,
        sql`case when ${supportTickets.status} <> 'resolved' then ${nextDue} end asc`,
        desc(supportTickets.createdAt),
        desc(supportTickets.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(supportTickets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Other tickets of the same customer (by number), newest first. */
export function listTicketsOfMobile(db: DbOrTx, mobile: string, exceptId: number) {
  return db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.authorMobile, mobile), sql`${supportTickets.id} <> ${exceptId}`))
    .orderBy(desc(supportTickets.createdAt))
    .limit(20);
}

/** Resolved tickets since `from`: outcomes and ratings for the console's report. */
export function listResolvedSince(db: DbOrTx, from: Date) {
  return db
    .select({
      id: supportTickets.id,
      category: supportTickets.category,
      outcome: supportTickets.outcome,
      resolvedBy: supportTickets.resolvedBy,
      assigneeId: supportTickets.assigneeId,
      resolvedAt: supportTickets.resolvedAt,
      rating: supportTickets.rating,
    })
    .from(supportTickets)
    .where(sql`${supportTickets.resolvedAt} >= ${from.toISOString()}::timestamptz`);
}
